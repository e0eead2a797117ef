/// How schema ids become C names: lowerCamelCase becomes snake_case (or UPPER_SNAKE_CASE for
/// constants), public names take the prefix, and a name C or C++ reserves gets a trailing `_`.
public enum CNaming {
    /// Keywords of C99, C11, C23 and C++, the GNU spellings compilers accept without `__`, the
    /// typedefs of the standard headers and the macros compilers predefine: with `systemMacros`
    /// (every macro the system headers define), what `isReserved` refuses. They are C99's
    /// keywords; the C11 and C23 spellings with the macros of <stdbool.h>, <stdalign.h>,
    /// <stdnoreturn.h> and <complex.h>; C++'s keywords with the <iso646.h> operator names, and
    /// GNU C's `asm`; the typedefs of the standard headers (their macros are in `systemMacros`);
    /// and the macros GCC predefines as 1 in its default GNU modes (`-std=gnu11`, `gnu++17`) with
    /// `builtin_define_std` (Linux, Unix, Solaris, 32-bit x86, MIPS, SPARC, VAX), as Clang does
    /// `linux` and `unix`: `-dM` lists only the machine's own, so they are named here.
    /// In byte order, each once.
    static let reserved = CSortedNames([
        "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
        "char", "char16_t", "char32_t", "char8_t", "class", "clock_t", "co_await", "co_return", "co_yield", "compl",
        "complex", "concept", "const", "const_cast", "consteval", "constexpr", "constinit", "continue", "decltype",
        "default", "delete", "div_t", "do", "double", "double_t", "dynamic_cast", "else", "enum", "explicit", "export",
        "extern", "false", "fenv_t", "fexcept_t", "float", "float_t", "for", "fpos_t", "friend", "goto", "i386", "if",
        "imaginary", "inline", "int", "intmax_t", "intptr_t", "jmp_buf", "ldiv_t", "linux", "lldiv_t", "long",
        "max_align_t", "mbstate_t", "mips", "mutable", "namespace", "new", "noexcept", "noreturn", "not", "not_eq",
        "nullptr", "nullptr_t", "operator", "or", "or_eq", "private", "protected", "ptrdiff_t", "public", "register",
        "reinterpret_cast", "requires", "restrict", "return", "short", "sig_atomic_t", "signed", "size_t", "sizeof",
        "sparc", "static", "static_assert", "static_cast", "struct", "sun", "switch", "template", "this",
        "thread_local", "throw", "time_t", "true", "try", "typedef", "typeid", "typename", "typeof", "typeof_unqual",
        "uintmax_t", "uintptr_t", "union", "unix", "unsigned", "using", "va_list", "vax", "virtual", "void", "volatile",
        "wchar_t", "wctype_t", "while", "wint_t", "xor", "xor_eq",
    ])

    /// Whether a generated C name must not be used: a keyword, a typedef, or a macro that a
    /// system header or the compiler defines, so that a file including those first would read
    /// the name as something else.
    public static func isReserved(_ name: String) -> Bool {
        var name = name
        return name.withUTF8(isReserved)
    }

    /// Whether the name spelled by the UTF-8 `bytes` must not be used, as `isReserved(_: String)` says.
    static func isReserved(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        reserved.contains(name) || systemMacros.contains(name)
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
            String(unsafeUninitializedCapacity: snakeCaseLength(of: bytes)) { name in
                writeSnakeCase(of: bytes, uppercased: uppercased, to: name.baseAddress!)
            }
        }
    }

    /// How many bytes the snake case of the id spelled by `bytes` takes: its own, and an `_`
    /// before each word but the first.
    static func snakeCaseLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = bytes.count
        for index in bytes.indices where startsWord(at: index, in: bytes) { length += 1 }
        return length
    }

    /// Writes the snake case of the id spelled by `bytes` (`snakeCaseLength(of:)` bytes) from
    /// `name` on, returning how many bytes it wrote.
    static func writeSnakeCase(of bytes: UnsafeBufferPointer<UInt8>, uppercased: Bool, to name: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 0
        for index in bytes.indices {
            if startsWord(at: index, in: bytes) {
                name[count] = UInt8(ascii: "_")
                count += 1
            }
            let byte = bytes[index]
            name[count] = uppercased ? (isLower(byte) ? byte - 0x20 : byte) : (isUpper(byte) ? byte + 0x20 : byte)
            count += 1
        }
        return count
    }

    private static func startsWord(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        index > 0 && isUpper(bytes[index])
            && (!isUpper(bytes[index - 1]) || (index + 1 < bytes.count && isLower(bytes[index + 1])))
    }

    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }

    /// `name`, with `_` appended until it is not reserved.
    public static func escaped(_ name: String) -> String {
        var name = name
        while isReserved(name) { name += "_" }
        return name
    }

    /// Checks a `--c-prefix` value: ASCII letters and digits in words joined by single
    /// underscores, starting with a letter, so every name built from it is a plain identifier.
    ///
    /// One pass over the bytes: splitting at underscores made an array of `Substring`s, whose
    /// type the runtime builds on first use (17K instructions a run).
    public static func isValidPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.utf8.first, isLetter(first), !isRuntimePrefix(prefix) else { return false }
        let underscore = UInt8(ascii: "_")
        var previous = first
        for byte in prefix.utf8 {
            if byte == underscore {
                guard previous != underscore else { return false }
            } else {
                guard isLetter(byte) || (0x30...0x39).contains(byte) else { return false }
            }
            previous = byte
        }
        return previous != underscore
    }

    /// `schemegen`, or a prefix starting with `schemegen_`, in any case: the URI runtime's
    /// (`schemegen_runtime.h`), whose names a schema's would meet.
    private static func isRuntimePrefix(_ prefix: String) -> Bool {
        let lowercased = prefix.lowercased()
        return lowercased == "schemegen" || lowercased.hasPrefix("schemegen_")
    }

    /// A public lowercase name: `prefixed("officelink", "openMessage")` → `officelink_open_message`.
    public static func prefixed(_ prefix: String, _ id: String) -> String {
        prefix.lowercased() + "_" + snakeCase(id)
    }

    /// A public constant: `constant("officelink", "error", "unknownApp")` → `OFFICELINK_ERROR_UNKNOWN_APP`.
    public static func constant(_ prefix: String, _ parts: String...) -> String {
        ([prefix.uppercased()] + parts.map(upperSnakeCase)).joined(separator: "_")
    }

    /// Names in one scope, in order: a name already taken or reserved gets `_` until it is free.
    ///
    /// The names chosen so far are kept in a set, not searched one by one: a struct's members are
    /// a message's fields, which the schema does not bound, and a search per name would make a
    /// message of thousands of fields cost time quadratic in them.
    public static func unique(_ names: [String], taken: Set<String> = []) -> [String] {
        // Room for every name at once: growing rehashes every name already in.
        var used = Set<String>(minimumCapacity: taken.count + names.count)
        for name in taken { used.insert(name) }
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
