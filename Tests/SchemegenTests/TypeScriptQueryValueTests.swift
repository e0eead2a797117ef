import IR
import Testing
@testable import TypeScriptBackend

@Suite struct TypeScriptQueryValueTests {
    /// A path field whose checked text needs no encoding is written as it is: only when every
    /// allowed character is unreserved and the text cannot be empty.
    @Test func ownSegmentNeedsUnreservedCharactersAndAMinimumLength() {
        let base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        #expect(TypeScriptQueryValue.isOwnSegment(.text(minLength: 22, maxLength: 22, allowed: base62)))
        #expect(TypeScriptQueryValue.isOwnSegment(.text(minLength: 1, maxLength: nil, allowed: "-._~az")))
        // It may be empty, which no segment may be: `segmentText` refuses it.
        #expect(!TypeScriptQueryValue.isOwnSegment(.text(minLength: nil, maxLength: 22, allowed: base62)))
        #expect(!TypeScriptQueryValue.isOwnSegment(.text(minLength: 0, maxLength: 22, allowed: base62)))
        // A sub-delimiter or a reserved character must be encoded.
        for character in ["!", "'", "(", "*", "+", ":", "/", "%", " "] {
            #expect(!TypeScriptQueryValue.isOwnSegment(.text(minLength: 1, maxLength: nil, allowed: "ab" + character)), "\(character)")
        }
        #expect(!TypeScriptQueryValue.isOwnSegment(.text(minLength: 1, maxLength: nil, allowed: nil)))
        #expect(!TypeScriptQueryValue.isOwnSegment(.url(schemes: nil)))
    }
}
