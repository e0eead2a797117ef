// Finds the first and the last of make-schema.py's apps by scheme with App(scheme:) and prints
// the time per lookup of each, and their ratio. Compiled with the generated Scale.swift.
// Usage: lookup FIRST-SCHEME LAST-SCHEME
import Foundation

/// Nanoseconds per lookup of `scheme`: the median of seven rounds, after one to warm up.
func nanosecondsPerLookup(_ scheme: String) -> Double {
    let lookups = 200_000
    var times: [Double] = []
    for round in 0..<8 {
        var found = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<lookups where App(scheme: scheme) != nil {
            found += 1
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(lookups)
        precondition(found == lookups, "no app with the scheme \(scheme)")
        if round > 0 { times.append(elapsed) }
    }
    return times.sorted()[times.count / 2]
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: lookup FIRST-SCHEME LAST-SCHEME\n".utf8))
    exit(2)
}
let first = nanosecondsPerLookup(arguments[1])
let last = nanosecondsPerLookup(arguments[2])
print(
    "swift app lookup by scheme (10,000 apps): first \(String(format: "%.1f", first)) ns, "
        + "last \(String(format: "%.1f", last)) ns, ratio \(String(format: "%.2f", last / first))x (last vs first)")
