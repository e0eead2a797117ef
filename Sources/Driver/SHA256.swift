/// SHA-256 (FIPS 180-4), for the schema hash in generated headers. Foundation on Linux has no
/// digest API and the package takes no dependencies, so it is written out here.
public enum SHA256 {
    public static func hexDigest(_ message: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest(message) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    public static func digest(_ message: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [
            0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
        ]
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bitLength = UInt64(message.count) * 8
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        // One schedule on the stack for every block, read and written through pointers: a heap
        // array per block and checked subscripts cost more than the rounds themselves.
        padded.withUnsafeBufferPointer { bytes in
            roundConstants.withUnsafeBufferPointer { constants in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                    for blockStart in stride(from: 0, to: bytes.count, by: 64) {
                        compress(
                            UnsafeBufferPointer(rebasing: bytes[blockStart..<blockStart + 64]), schedule: schedule,
                            constants: constants, into: &state)
                    }
                }
            }
        }
        return state.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    private static func compress(
        _ block: UnsafeBufferPointer<UInt8>, schedule: UnsafeMutableBufferPointer<UInt32>, constants: UnsafeBufferPointer<UInt32>,
        into state: inout [UInt32]
    ) {
        for index in 0..<16 {
            let base = index * 4
            schedule[index] = UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16 | UInt32(block[base + 2]) << 8
                | UInt32(block[base + 3])
        }
        for index in 16..<64 {
            let s0 = rotate(schedule[index - 15], 7) ^ rotate(schedule[index - 15], 18) ^ (schedule[index - 15] >> 3)
            let s1 = rotate(schedule[index - 2], 17) ^ rotate(schedule[index - 2], 19) ^ (schedule[index - 2] >> 10)
            schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        // Eight rounds per pass with the variables' roles rotated by hand, so no round spends
        // instructions moving eight words down one place (a quarter of the rounds' cost).
        for index in stride(from: 0, to: 64, by: 8) {
            round(a, b, c, &d, e, f, g, &h, constants[index] &+ schedule[index])
            round(h, a, b, &c, d, e, f, &g, constants[index + 1] &+ schedule[index + 1])
            round(g, h, a, &b, c, d, e, &f, constants[index + 2] &+ schedule[index + 2])
            round(f, g, h, &a, b, c, d, &e, constants[index + 3] &+ schedule[index + 3])
            round(e, f, g, &h, a, b, c, &d, constants[index + 4] &+ schedule[index + 4])
            round(d, e, f, &g, h, a, b, &c, constants[index + 5] &+ schedule[index + 5])
            round(c, d, e, &f, g, h, a, &b, constants[index + 6] &+ schedule[index + 6])
            round(b, c, d, &e, f, g, h, &a, constants[index + 7] &+ schedule[index + 7])
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    /// One round, written so that the caller's next round finds `h` (now the new `a`) and `d`
    /// (now the new `e`) in place: FIPS 180-4's T1/T2 step without the shift of all eight words.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ constantPlusWord: UInt32
    ) {
        let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let temp1 = h &+ s1 &+ choice &+ constantPlusWord
        let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        d = d &+ temp1
        h = temp1 &+ s0 &+ majority
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
