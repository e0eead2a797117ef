/// How schema ids become C names: lowerCamelCase becomes snake_case (or UPPER_SNAKE_CASE for
/// constants), public names take the prefix, and a name C or C++ reserves gets a trailing `_`.
public enum CNaming {
    /// Keywords of C99, C11, C23 and C++, the GNU spellings compilers accept without `__`, and
    /// lowercase macros and typedefs of the standard headers: a struct member spelled like one of
    /// these would not compile somewhere (or would silently become something else).
    static let reserved: Set<String> = [
        // C99
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
        "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
        "volatile", "while",
        // C11 and C23 spellings, and the macros of <stdbool.h>, <stdalign.h>, <stdnoreturn.h>, <complex.h>
        "alignas", "alignof", "bool", "constexpr", "false", "nullptr", "static_assert", "thread_local", "true",
        "typeof", "typeof_unqual", "noreturn", "complex", "imaginary",
        // C++, with the <iso646.h> operator names, and GNU C's `asm`
        "asm", "and", "and_eq", "bitand", "bitor", "catch", "char8_t", "char16_t", "char32_t", "class", "compl",
        "concept", "consteval", "constinit", "const_cast", "co_await", "co_return", "co_yield", "decltype",
        "delete", "dynamic_cast", "explicit", "export", "friend", "mutable", "namespace", "new", "noexcept",
        "not", "not_eq", "operator", "or", "or_eq", "private", "protected", "public", "reinterpret_cast",
        "requires", "static_cast", "template", "this", "throw", "try", "typeid", "typename", "using",
        "virtual", "wchar_t", "xor", "xor_eq",
        // Object-like macros and typedefs of the standard library a caller is likely to include.
        "errno", "stdin", "stdout", "stderr", "size_t", "ptrdiff_t", "max_align_t", "nullptr_t",
        // Macros GCC and Clang predefine in their default GNU modes (`-std=gnu11`, `gnu++17`) as 1.
        "linux", "unix", "i386",
    ]

    /// `appStoreID` → `app_store_id`, `fooURLPath` → `foo_url_path`, `x1Y` → `x1_y`: a word starts
    /// at an uppercase letter that follows a lowercase letter or digit, or that begins a
    /// capitalised word after an acronym.
    public static func snakeCase(_ id: String) -> String {
        let characters = Array(id)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if !previous.isUppercase || next?.isLowercase == true {
                    result += "_"
                }
            }
            result += character.lowercased()
        }
        return result
    }

    /// `unknownApp` → `UNKNOWN_APP`.
    public static func upperSnakeCase(_ id: String) -> String {
        snakeCase(id).uppercased()
    }

    /// An unprefixed name (a struct member): the snake_case id, with `_` appended when reserved.
    public static func member(_ id: String) -> String {
        escaped(snakeCase(id))
    }

    public static func escaped(_ name: String) -> String {
        reserved.contains(name) ? name + "_" : name
    }

    /// Checks a `--c-prefix` value: ASCII letters and digits in words joined by single
    /// underscores, starting with a letter, so every name built from it is a plain identifier.
    public static func isValidPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.utf8.first, isLetter(first) else { return false }
        return prefix.split(separator: "_", omittingEmptySubsequences: false).allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
        }
    }

    /// A public lowercase name: `prefixed("officelink", "openMessage")` → `officelink_open_message`.
    public static func prefixed(_ prefix: String, _ id: String) -> String {
        prefix.lowercased() + "_" + snakeCase(id)
    }

    /// A public constant: `constant("officelink", "error", "unknownApp")` → `OFFICELINK_ERROR_UNKNOWN_APP`.
    public static func constant(_ prefix: String, _ parts: String...) -> String {
        ([prefix.uppercased()] + parts.map(upperSnakeCase)).joined(separator: "_")
    }

    /// Names in one scope, in order: a name already taken (or reserved) gets `_` until it is free.
    public static func unique(_ names: [String], taken: Set<String> = []) -> [String] {
        var used = taken
        return names.map { name in
            var candidate = name
            while used.contains(candidate) { candidate += "_" }
            used.insert(candidate)
            return candidate
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
