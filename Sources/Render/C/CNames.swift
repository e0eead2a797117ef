import IR
import RenderCore

/// Every file-scope name the generated header and source declare, chosen once so that no two collide.
///
/// C has one namespace for functions, types, enum constants and file-scope variables, and joining
/// words with `_` can make two schema ids meet (an enum `mode` would declare `OFFICELINK_MODE_VIEW`
/// twice, messages `build` and `message` would both declare `officelink_build_message`, an enum
/// `letter` under the prefix `is` would be `is_letter`, a helper of the `.c` file). The source's
/// helpers are taken from the start; fixed names are claimed next, then modes, apps and messages,
/// then enums. A name `CNaming.isReserved` refuses (a keyword, or a macro of a system header:
/// `si_pid` is an enum `pid` under the prefix `si`) counts as taken. A message whose names are
/// taken gets the stem `<id>_msg`, an enum `<id>_enum` (repeated until free); a clash that
/// remains is an error.
struct CNames {
    let prefix: String
    private let spelling: Spelling
    /// Whether the URL grammar's codec, and so its helpers, is in the source.
    private let usesURLGrammar: Bool
    /// The names claimed so far (the helpers are not in it: `isHelper` searches their lists).
    private(set) var taken: Set<String>
    /// `<prefix>_` and `<PREFIX>_`, the start of most names the module claims.
    private let lowerPrefix: [UInt8]
    private let upperPrefix: [UInt8]
    /// Whether no helper, keyword or macro starts with either prefix (true of most prefixes, not
    /// of `si`, `f` or `is`): a name that starts with one is then refused by none, and is not
    /// searched for.
    private let prefixesAreUnlisted: Bool

    /// The unprefixed file-scope names of the generated `.c` file (`Templates/c/*.c.mustache`):
    /// its static helpers and tables, and the names `schemegen_runtime.h` declares. An enum's tables, `<stem>_ids` and `<stem>_tokens`, are claimed with the enum, a message's
    /// flag tables, `<stem>_flag_ids` and `<stem>_flag_tokens`, with the message.
    static let helperNames = CSortedNames([
        "SCHEMEGEN_BYTE_DIGIT", "SCHEMEGEN_BYTE_LETTER", "SCHEMEGEN_BYTE_PATH_DELIMITER",
        "SCHEMEGEN_BYTE_PERCENT", "SCHEMEGEN_BYTE_RESERVED", "SCHEMEGEN_BYTE_SCHEME_MARK",
        "SCHEMEGEN_BYTE_UNRESERVED_MARK", "SCHEMEGEN_NOT_HEX", "SCHEMEGEN_RUNTIME_H", "SCHEMEGEN_UNRESERVED_BYTES",
        "SCHEMEGEN_URL_BYTES", "app_allows_url", "apps", "apps_by_scheme", "check_app_mode", "check_given",
        "check_mode", "check_present", "check_read_limits", "check_read_scheme", "check_same_host", "check_url",
        "check_value", "check_written_host", "check_written_limits", "check_written_scheme", "claim", "compare_scheme",
        "cut_pair", "end_of", "excluded_file_name_bytes", "fail", "finish_reading", "finish_writing", "is_abbreviated",
        "is_token", "keep_unknown", "mode_ids", "mode_tokens", "next_pair", "offset_of", "put", "put_bytes",
        "put_escaping", "put_escaping_with_checks", "put_key", "put_text", "put_url", "read_app", "read_flag",
        "read_flags", "read_mode", "read_scheme", "read_text", "read_url", "refuse", "require_valid",
        "schemegen_byte_classes", "schemegen_copy_kept_words", "schemegen_count_decoded", "schemegen_decode",
        "schemegen_equals_ignoring_case", "schemegen_escape_byte", "schemegen_escape_bytes", "schemegen_escaped_byte",
        "schemegen_escapes", "schemegen_find_encoded_bar", "schemegen_find_token", "schemegen_has_url_scheme",
        "schemegen_hex_pair", "schemegen_hex_values", "schemegen_is_absolute_url", "schemegen_is_continuation",
        "schemegen_is_date", "schemegen_is_date_time", "schemegen_is_escape", "schemegen_is_in", "schemegen_is_scheme",
        "schemegen_is_utf8", "schemegen_kept_in_text", "schemegen_kept_in_url", "schemegen_lower_ascii",
        "schemegen_same_host", "schemegen_starts_ignoring_case", "schemegen_utf8_sequence_length",
        "schemegen_within_limits", "segment", "short_segment", "start_reading", "start_writing",
        "write_abbreviated_url", "write_app_address", "write_app_scheme", "write_caller_address", "write_caller_scheme",
        "write_flags", "write_scheme", "write_text", "write_token", "write_url", "written_url_starts_with",
    ])

    /// The unprefixed file-scope names of the URL grammar's codec (`Templates/c/UrlCodec.c.mustache`),
    /// taken only in a module with URL-grammar messages, so that other modules keep their names.
    static let urlHelperNames = CSortedNames([
        "SEGMENT_FIELD", "SEGMENT_LITERAL", "SEGMENT_REST", "allowed_bytes", "apply_url_options", "carrier",
        "check_decoded", "check_rule", "claim_parameter", "cut_callback_url", "cut_parameter", "decimal",
        "decode_for_check", "decode_text", "decoded_byte", "finish_url_reading", "is_callback_url", "is_decoded_utf8",
        "is_key", "is_list_item", "is_rest", "is_result", "is_text", "is_url", "keep_unknown_parameter", "list_cursor",
        "match_carrier", "match_hierarchical", "match_opaque", "match_segment", "max_safe_integer", "next_item",
        "next_parameter", "parameter", "put_callback_url", "put_encoded", "put_item", "put_parameter", "put_rest",
        "put_string", "read_boolean_value", "read_date_value", "read_decimal", "read_integer_value",
        "read_presence_value", "read_text_value", "read_token_value", "read_url_value", "segment", "start_list",
        "start_url_reading", "take_items", "take_repeated_items", "url_fail", "url_offset", "url_reader",
    ])

    /// - Parameter capacity: about how many names will be claimed: the set of them is made that
    ///   large at once, where growing it rehashed every name already in at each step.
    init(prefix: String, usesURLGrammar: Bool = false, capacity: Int = 0) {
        self.prefix = prefix
        taken = Set(minimumCapacity: capacity)
        spelling = Spelling(prefix: prefix)
        self.usesURLGrammar = usesURLGrammar
        lowerPrefix = Array((spelling.lowercasePrefix + "_").utf8)
        upperPrefix = Array((spelling.uppercasePrefix + "_").utf8)
        prefixesAreUnlisted = !Self.isListed(lowerPrefix) && !Self.isListed(upperPrefix)
    }

    /// Whether a helper, keyword or macro starts with `prefix`.
    private static func isListed(_ prefix: [UInt8]) -> Bool {
        prefix.withUnsafeBufferPointer { prefix in
            helperNames.containsName(startingWith: prefix) || urlHelperNames.containsName(startingWith: prefix)
                || CNaming.reserved.containsName(startingWith: prefix) || CNaming.systemMacros.containsName(startingWith: prefix)
        }
    }

    /// Whether `name` is a helper of the generated source.
    private func isHelper(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.helperNames.contains(name) || (usesURLGrammar && Self.urlHelperNames.contains(name))
    }

    /// Whether `name` may not be claimed whatever was claimed before: a helper of the source,
    /// or reserved. Reads the name's bytes once for all the lists.
    private func isRefused(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { name in
            let skips = prefixesAreUnlisted && (Self.bytes(name, startWith: lowerPrefix) || Self.bytes(name, startWith: upperPrefix))
            return !skips && (isHelper(name) || CNaming.isReserved(name))
        }
    }

    /// Whether `bytes` start with `prefix`.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, startWith prefix: [UInt8]) -> Bool {
        guard bytes.count >= prefix.count else { return false }
        for index in prefix.indices where bytes[index] != prefix[index] { return false }
        return true
    }

    /// Lowercase `<prefix>_<words>`.
    func lower(_ words: String...) -> String {
        spelling.lower(words)
    }

    /// Uppercase `<PREFIX>_<WORDS>`.
    func upper(_ words: String...) -> String {
        spelling.upper(words)
    }

    /// `<PREFIX>_<WORDS>_<ID>`, the id in upper snake case (`CNaming.upperSnakeCase`): a schema
    /// item's constant.
    func constant(_ words: String..., id: String) -> String {
        spelling.constant(words, id: id)
    }

    /// How names are spelled from the prefix, for the closures that spell a stem's candidate
    /// names. They must not capture the `CNames` itself: a second reference to `taken` makes
    /// every claim copy the whole set, which made 10,000 enums cost time quadratic in the names.
    private struct Spelling {
        let lowercasePrefix: String
        let uppercasePrefix: String

        init(prefix: String) {
            lowercasePrefix = prefix.lowercased()
            uppercasePrefix = prefix.uppercased()
        }

        func lower(_ words: String...) -> String { lower(words) }
        func upper(_ words: String...) -> String { upper(words) }

        func lower(_ words: [String]) -> String {
            joined(lowercasePrefix, words, uppercasingWords: false)
        }

        func upper(_ words: [String]) -> String {
            joined(uppercasePrefix, words, uppercasingWords: true)
        }

        /// `prefix_word_word`, written straight into the new string's storage, whose length is
        /// counted first: appending each `_` and word allocated and copied for each. Words are
        /// ASCII (ids and the prefix are, see `CNaming.snakeCase`), so uppercasing is per byte.
        private func joined(_ prefix: String, _ words: [String], uppercasingWords: Bool) -> String {
            String(unsafeUninitializedCapacity: Self.length(prefix, words)) { name in
                Self.write(prefix, words, uppercasingWords: uppercasingWords, into: name)
            }
        }

        /// The length of `prefix_word_word`.
        private static func length(_ prefix: String, _ words: [String]) -> Int {
            var length = prefix.utf8.count
            for word in words { length += 1 + word.utf8.count }
            return length
        }

        /// Writes `prefix_word_word` at the start of `name`; returns how many bytes it wrote.
        private static func write(
            _ prefix: String, _ words: [String], uppercasingWords: Bool, into name: UnsafeMutableBufferPointer<UInt8>
        ) -> Int {
            var count = copy(prefix, into: name, at: 0, uppercasing: false)
            for word in words {
                name[count] = UInt8(ascii: "_")
                count = copy(word, into: name, at: count + 1, uppercasing: uppercasingWords)
            }
            return count
        }

        /// `upper(words + [CNaming.upperSnakeCase(id)])` in one string: the id is snake-cased as it
        /// is copied, where it was made a string of its own first (700 instructions a constant).
        func constant(_ words: [String], id: String) -> String {
            var id = id
            return id.withUTF8 { id in
                let length = Self.length(uppercasePrefix, words) + 1 + CNaming.snakeCaseLength(of: id)
                return String(unsafeUninitializedCapacity: length) { name in
                    let count = Self.write(uppercasePrefix, words, uppercasingWords: true, into: name)
                    name[count] = UInt8(ascii: "_")
                    return count + 1 + CNaming.writeSnakeCase(of: id, uppercased: true, to: name.baseAddress! + count + 1)
                }
            }
        }

        /// Copies the bytes of `text` into `name` from `offset` on, returning the offset after them.
        /// Reads the contiguous UTF-8 storage: a `String.UTF8View`'s iterator took several times
        /// as many instructions a byte. Bytes kept as they are are copied in one piece.
        private static func copy(
            _ text: String, into name: UnsafeMutableBufferPointer<UInt8>, at offset: Int, uppercasing: Bool
        ) -> Int {
            var text = text
            return text.withUTF8 { bytes in
                guard let source = bytes.baseAddress else { return offset }
                let target = name.baseAddress! + offset
                if uppercasing {
                    for index in 0..<bytes.count {
                        let byte = source[index]
                        target[index] = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
                    }
                } else {
                    target.initialize(from: source, count: bytes.count)
                }
                return offset + bytes.count
            }
        }

        func enumNames(stem: String, constants: [String]) -> [String] {
            [lower(stem), lower(stem, "id"), lower(stem, "token"), lower(stem, "from", "id"), lower(stem, "from", "token"),
                stem + "_ids", stem + "_tokens"]
                + constants.map { upper(stem, $0) }
        }
    }

    /// Claims `names` together, or none of them when any is taken, a helper, reserved or repeated.
    /// Each name is hashed once, by its insertion; a name found taken (before, or earlier in
    /// `names`) takes back the ones inserted before it.
    mutating func claim(_ names: [String]) -> Bool {
        guard !names.contains(where: isRefused) else { return false }
        for (index, name) in names.enumerated() where !taken.insert(name).inserted {
            for inserted in names[..<index] { taken.remove(inserted) }
            return false
        }
        return true
    }

    /// Claims names that must be free, reporting the schema ids that clash when they are not.
    mutating func require(_ names: [String], for what: String) throws(TemplateError) {
        guard claim(names) else {
            let repeated = names.enumerated().first { index, name in names[..<index].contains(name) }?.element
            let clash = repeated ?? names.first { taken.contains($0) || isRefused($0) } ?? names[0]
            let with =
                if repeated != nil { "is declared twice" }
                else if Self.helperNames.contains(clash) || Self.urlHelperNames.contains(clash) { "is a helper of the generated C source" }
                else if CNaming.isReserved(clash) { "is a C keyword or a macro of a system header" }
                else { "clashes with another generated name" }
            throw TemplateError(
                "the C name \(clash) of \(what) \(with); rename one in the schema\(what == "the generated API" ? " or choose another --c-prefix" : "")",
                template: "c/Header.h.mustache", line: 0)
        }
    }

    /// The stem of a message's names, clear of every name taken so far: `open` in
    /// `officelink_open_message`, `officelink_build_open` and `officelink_parse_open`, plus
    /// `officelink_build_open_abbreviated` and the flags' names for a pipe message, or
    /// `things_init_add` and, with several carriers, `things_add_carrier` and its constants for a
    /// URL-grammar message.
    mutating func messageStem(_ message: IRMessage) throws(TemplateError) -> String {
        let spelling = self.spelling
        return try stem(CNaming.snakeCase(message.id), suffix: "_msg", for: "message '\(message.id)'") { stem in
            let common = [
                spelling.lower(stem, "message"), spelling.lower("init", stem), spelling.lower("build", stem),
                spelling.lower("parse", stem),
            ]
            switch message.encoding {
            case .pipe(let pipe):
                // Matched, not compared with `== nil`: that has the runtime make the type of an
                // optional `IRAbbreviation` at first use (9K instructions).
                let isAbbreviated = if case .some = pipe.abbreviation { true } else { false }
                return common
                    + (isAbbreviated ? [spelling.lower("build", stem, "abbreviated")] : [])
                    + pipe.flags.map { spelling.constant([stem, "FLAG"], id: $0.id) }
                    + (pipe.flags.isEmpty
                        ? []
                        : ["id", "token", "from_id", "from_token"].map { spelling.lower(stem, "flag", $0) }
                            + [stem + "_flag_ids", stem + "_flag_tokens"])
            case .url(let url):
                return common
                    + (url.carriers.count < 2
                        ? []
                        : [spelling.lower(stem, "carrier")]
                            + url.carriers.map { spelling.upper(stem, "CARRIER", CNaming.upperSnakeCase($0.id)) })
            }
        }
    }

    /// The stem of an enum's names (`typeof` in `landmine_typeof`), clear of every name taken so far;
    /// the items of a list field also name the list's type (`<stem>_list`).
    mutating func enumStem(_ enumeration: IREnum, isListItem: Bool = false) throws(TemplateError) -> String {
        let constants = enumeration.cases.map { CNaming.upperSnakeCase($0.id) }
        if let repeated = constants.enumerated().first(where: { index, name in constants[..<index].contains(name) })?.element {
            throw TemplateError(
                "two values of enum '\(enumeration.id)' have the C name \(repeated); rename one in the schema",
                template: "c/Header.h.mustache", line: 0)
        }
        let spelling = self.spelling
        return try stem(CNaming.snakeCase(enumeration.id), suffix: "_enum", for: "enum '\(enumeration.id)'") { stem in
            spelling.enumNames(stem: stem, constants: constants) + (isListItem ? [spelling.lower(stem, "list")] : [])
        }
    }

    /// `base`, or `base` with `suffix` appended as often as needed, whose `names` are all free.
    private mutating func stem(
        _ base: String, suffix: String, for what: String, names: (String) -> [String]
    ) throws(TemplateError) -> String {
        var stem = base
        // Every round claims longer names, so few rounds are ever needed; the bound only makes
        // termination obvious.
        for _ in 0..<64 {
            if claim(names(stem)) { return stem }
            stem += suffix
        }
        try require(names(base), for: what)
        return base
    }
}
