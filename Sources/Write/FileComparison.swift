import Foundation

/// Tells whether files on disk hold given bytes, reading each through one chunk buffer that the
/// whole run reuses: reading each file whole into a fresh allocation of its size cost a page
/// fault per 4 KB, more than the comparison itself, and a buffer per file faults its pages in
/// again for every file.
final class FileComparison {
    /// Each page of the buffer costs a fault the first time (1.3 us here), each `read` a system
    /// call (1 us): for the default outputs (eight files, 0.8 KB to 72 KB) 32 KB took 225 system
    /// calls and 672 faults, 64 KB 221 and 681, 16 KB 234 and 670.
    private static let chunkSize = 32 * 1024
    private let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16)

    deinit { chunk.deallocate() }

    /// Whether the regular file at `path`, `size` bytes long by the `lstat` the caller made,
    /// holds exactly `bytes`. False also when it cannot be read.
    ///
    /// The size rejects most changed files without opening them. The last `read` of a file asks
    /// for one byte more than the bytes still expected, so a file that is as long as expected
    /// ends in a short read and needs no further `read` to see its end; a file that grew since
    /// the `lstat` fills the request and compares unequal. `O_NOFOLLOW` refuses a symbolic link
    /// put in the file's place after the `lstat`.
    func file(at path: String, ofSize size: Int, holds bytes: some ContiguousBytes) -> Bool {
        bytes.withUnsafeBytes { expected in
            guard size == expected.count else { return false }
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var offset = 0
            while true {
                let wanted = min(Self.chunkSize, expected.count - offset + 1)
                let count = read(descriptor, chunk, wanted)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return count == 0 && offset == expected.count }
                guard offset + count <= expected.count, memcmp(chunk, expected.baseAddress! + offset, count) == 0
                else { return false }
                offset += count
                if count < wanted { return offset == expected.count }
            }
        }
    }
}
