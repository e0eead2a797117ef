// The timing both Swift benchmarks share (main.swift, the pipe grammar; url/main.swift, the URL
// grammar): medians of alternating rounds, and rows printed as generated vs anchor with their ratio.
import Foundation

/// Nanoseconds per call of each body: the medians over `rounds` rounds, alternating the bodies,
/// after a warm-up round that also sizes each round to about `roundNanoseconds`.
func medians(rounds: Int, roundNanoseconds: Double = 20_000_000, _ bodies: [() throws -> Int]) throws -> [Double] {
    var iterations: [Int] = []
    for body in bodies {
        var calls = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var elapsed = 0.0
        var checksum = 0
        while elapsed < roundNanoseconds / 4 || calls < 2 {
            checksum &+= try body()
            calls += 1
            elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        }
        precondition(checksum != 0, "a benchmark body did no work")
        iterations.append(max(1, Int(roundNanoseconds / (elapsed / Double(calls)))))
    }
    var samples = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<rounds {
        for (index, body) in bodies.enumerated() {
            var checksum = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<iterations[index] { checksum &+= try body() }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            precondition(checksum != 0, "a benchmark body did no work")
            samples[index].append(elapsed / Double(iterations[index]))
        }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
}

func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<10_000: return String(format: "%.0f ns", nanoseconds)
    case ..<10_000_000: return String(format: "%.1f µs", nanoseconds / 1_000)
    default: return String(format: "%.1f ms", nanoseconds / 1_000_000)
    }
}

/// Prints `label: generated …, anchor …, ratio …x (lower is faster)`, then the same for the
/// `reference`, when given, in parentheses.
func compare(_ label: String, rounds: Int, generated: @escaping () throws -> Int, anchor name: String,
             _ anchor: @escaping () throws -> Int,
             reference: (name: String, body: () throws -> Int)? = nil) throws {
    let times = try medians(rounds: rounds, [generated, anchor] + (reference.map { [$0.body] } ?? []))
    var line = "swift \(label): generated \(duration(times[0])), anchor \(name) \(duration(times[1])), "
        + String(format: "ratio %.2fx (lower is faster)", times[0] / times[1])
    if let reference {
        line += " (\(reference.name) \(duration(times[2])), " + String(format: "ratio %.2fx)", times[0] / times[2])
    }
    print(line)
}
