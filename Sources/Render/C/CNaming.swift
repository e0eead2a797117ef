/// How schema ids become C names: lowerCamelCase becomes snake_case (or UPPER_SNAKE_CASE for
/// constants), public names take the prefix, and a name C or C++ reserves gets a trailing `_`.
public enum CNaming {
    /// Keywords of C99, C11, C23 and C++, the GNU spellings compilers accept without `__`, the
    /// typedefs of the standard headers and the macros compilers predefine: with `systemMacros`
    /// (every macro the system headers define), what `isReserved` refuses.
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
        // Typedefs of the standard headers (their macros are in `systemMacros`).
        "size_t", "ptrdiff_t", "max_align_t", "nullptr_t", "wint_t", "wctype_t", "mbstate_t", "div_t",
        "ldiv_t", "lldiv_t", "fpos_t", "jmp_buf", "va_list", "sig_atomic_t", "time_t", "clock_t",
        "intmax_t", "uintmax_t", "intptr_t", "uintptr_t", "float_t", "double_t", "fenv_t", "fexcept_t",
        // Macros GCC predefines as 1 in its default GNU modes (`-std=gnu11`, `gnu++17`) with
        // `builtin_define_std` (Linux, Unix, Solaris, 32-bit x86, MIPS, SPARC, VAX), as Clang does
        // `linux` and `unix`; `-dM` lists only the machine's own, so they are named here.
        "linux", "unix", "i386", "vax", "sun", "sparc", "mips",
    ]

    /// Whether a generated C name must not be used: a keyword, a typedef, or a macro that a
    /// system header or the compiler defines, so that a file including those first would read
    /// the name as something else.
    public static func isReserved(_ name: String) -> Bool {
        reserved.contains(name) || isSystemMacro(name)
    }

    /// Whether `name` is in `systemMacros`, searched by halves (the list is sorted).
    static func isSystemMacro(_ name: String) -> Bool {
        var lower = 0
        var upper = systemMacros.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if systemMacros[middle] < name { lower = middle + 1 } else { upper = middle }
        }
        return lower < systemMacros.count && systemMacros[lower] == name
    }

    /// `appStoreID` → `app_store_id`, `fooURLPath` → `foo_url_path`, `x1Y` → `x1_y`: a word starts
    /// at an uppercase letter that follows a lowercase letter or digit, or that begins a
    /// capitalised word after an acronym.
    ///
    /// Byte by byte, because every id is ASCII: the checker admits only `[a-z][A-Za-z0-9]*`
    /// (`Rules.isIdentifier` in Sources/Check/Rules.swift, for the ids of modes, apps, messages,
    /// flags, descriptors, enum values and carriers), every other id is a reference it resolved to
    /// one of those, and the ids the generator adds (error kinds, callback messages and fields, the
    /// `default` carrier) are ASCII literals. The same split as `Rules.words`, which the checker
    /// uses to keep apart ids that would get one C name.
    public static func snakeCase(_ id: String) -> String {
        snakeCase(id, uppercased: false)
    }

    /// `unknownApp` → `UNKNOWN_APP`.
    public static func upperSnakeCase(_ id: String) -> String {
        snakeCase(id, uppercased: true)
    }

    /// The name written straight into the new string's storage, whose length is counted first.
    private static func snakeCase(_ id: String, uppercased: Bool) -> String {
        var id = id
        return id.withUTF8 { bytes in
            func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
            func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
            func startsWord(_ index: Int) -> Bool {
                index > 0 && isUpper(bytes[index])
                    && (!isUpper(bytes[index - 1]) || (index + 1 < bytes.count && isLower(bytes[index + 1])))
            }
            var length = bytes.count
            for index in bytes.indices where startsWord(index) { length += 1 }
            return String(unsafeUninitializedCapacity: length) { name in
                var count = 0
                for index in bytes.indices {
                    if startsWord(index) {
                        name[count] = UInt8(ascii: "_")
                        count += 1
                    }
                    let byte = bytes[index]
                    name[count] = uppercased ? (isLower(byte) ? byte - 0x20 : byte) : (isUpper(byte) ? byte + 0x20 : byte)
                    count += 1
                }
                return count
            }
        }
    }

    /// An unprefixed name (a struct member): the snake_case id, with `_` appended when reserved.
    public static func member(_ id: String) -> String {
        escaped(snakeCase(id))
    }

    /// `name`, with `_` appended until it is not reserved.
    public static func escaped(_ name: String) -> String {
        var name = name
        while isReserved(name) { name += "_" }
        return name
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
        ([prefix.uppercased()] + parts.map(upperSnakeCase)).concatenated(separator: "_")
    }

    /// Names in one scope, in order: a name already taken or reserved gets `_` until it is free.
    public static func unique(_ names: [String], taken: Set<String> = []) -> [String] {
        var used = taken
        return names.map { name in
            var candidate = escaped(name)
            while used.contains(candidate) { candidate = escaped(candidate + "_") }
            used.insert(candidate)
            return candidate
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
