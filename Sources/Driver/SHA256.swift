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
        var state = State()
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bitLength = UInt64(message.count) * 8
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        // One 16-word schedule on the stack for every block, read and written through pointers:
        // a heap array per block and checked subscripts cost more than the rounds themselves.
        padded.withUnsafeBytes { bytes in
            roundConstants.withUnsafeBufferPointer { constants in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { schedule in
                    for blockStart in stride(from: 0, to: bytes.count, by: 64) {
                        compress(
                            UnsafeRawBufferPointer(rebasing: bytes[blockStart..<blockStart + 64]), schedule: schedule.baseAddress!,
                            constants: constants.baseAddress!, into: &state)
                    }
                }
            }
        }
        return [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h].flatMap { word in
            [UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
    }

    /// The eight working words between blocks, as named in FIPS 180-4.
    private struct State {
        var a: UInt32 = 0x6a09e667, b: UInt32 = 0xbb67ae85, c: UInt32 = 0x3c6ef372, d: UInt32 = 0xa54ff53a
        var e: UInt32 = 0x510e527f, f: UInt32 = 0x9b05688c, g: UInt32 = 0x1f83d9ab, h: UInt32 = 0x5be0cd19
    }

    /// The schedule keeps only its last 16 words: word `t` (from 16 on) replaces word `t - 16` in
    /// place, computed eight at a time just before the eight rounds that use them, each `σ` as
    /// nested rotations like the rounds' `Σ`. The block's words are big-endian loads, a byte swap
    /// each rather than four loads and shifts.
    private static func compress(
        _ block: UnsafeRawBufferPointer, schedule w: UnsafeMutablePointer<UInt32>, constants k: UnsafePointer<UInt32>,
        into state: inout State
    ) {
        for index in 0..<16 { w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)) }
        var (a, b, c, d, e, f, g, h) = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
        // Eight rounds per pass with the variables' roles rotated by hand, so no round spends
        // instructions moving eight words down one place (a quarter of the rounds' cost).
        for index in stride(from: 0, to: 64, by: 8) {
            let words = w + (index & 15)
            if index >= 16 {
                for slot in (index & 15)..<(index & 15) + 8 {
                    let w15 = w[(slot &+ 1) & 15]
                    let w2 = w[(slot &+ 14) & 15]
                    let s0 = rotate(rotate(w15, 11) ^ w15, 7) ^ (w15 >> 3)
                    let s1 = rotate(rotate(w2, 2) ^ w2, 17) ^ (w2 >> 10)
                    w[slot] = w[slot] &+ s0 &+ w[(slot &+ 9) & 15] &+ s1
                }
            }
            round(a, b, c, &d, e, f, g, &h, k[index] &+ words[0])
            round(h, a, b, &c, d, e, f, &g, k[index + 1] &+ words[1])
            round(g, h, a, &b, c, d, e, &f, k[index + 2] &+ words[2])
            round(f, g, h, &a, b, c, d, &e, k[index + 3] &+ words[3])
            round(e, f, g, &h, a, b, c, &d, k[index + 4] &+ words[4])
            round(d, e, f, &g, h, a, b, &c, k[index + 5] &+ words[5])
            round(c, d, e, &f, g, h, a, &b, k[index + 6] &+ words[6])
            round(b, c, d, &e, f, g, h, &a, k[index + 7] &+ words[7])
        }
        state.a &+= a
        state.b &+= b
        state.c &+= c
        state.d &+= d
        state.e &+= e
        state.f &+= f
        state.g &+= g
        state.h &+= h
    }

    /// One round, written so that the caller's next round finds `h` (now the new `a`) and `d`
    /// (now the new `e`) in place: FIPS 180-4's T1/T2 step without the shift of all eight words.
    /// `Ch` and `Maj` in their forms of three and four operations, and each `Σ` as nested
    /// rotations (`ror(ror(ror(e, 14) ^ e, 5) ^ e, 6)` is `ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)`):
    /// without BMI2's three-operand `rorx`, each separate rotation costs a copy of the word first.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ constantPlusWord: UInt32
    ) {
        let s1 = rotate(rotate(rotate(e, 14) ^ e, 5) ^ e, 6)
        let choice = g ^ (e & (f ^ g))
        let temp1 = h &+ s1 &+ choice &+ constantPlusWord
        let s0 = rotate(rotate(rotate(a, 9) ^ a, 11) ^ a, 2)
        let majority = (a & b) | (c & (a | b))
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
