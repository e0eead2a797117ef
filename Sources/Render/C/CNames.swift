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
    private(set) var taken: Set<String>

    /// The unprefixed file-scope names of the generated `.c` file (`Templates/c/*.c.mustache`):
    /// its static helpers and tables. An enum's tables, `<stem>_ids` and `<stem>_tokens`, are claimed with the enum, a message's
    /// flag tables, `<stem>_flag_ids` and `<stem>_flag_tokens`, with the message.
    static let helperNames: Set<String> = [
        "apps", "apps_by_scheme", "mode_ids", "excluded_file_name_bytes", "mode_tokens",
        "BYTE_LETTER", "BYTE_DIGIT", "BYTE_UNRESERVED_MARK", "BYTE_SCHEME_MARK", "BYTE_RESERVED", "BYTE_PATH_DELIMITER",
        "BYTE_PERCENT", "UNRESERVED_BYTES",
        "URL_BYTES", "byte_classes", "is_in", "NOT_HEX", "XX", "hex_values", "hex_pair", "is_escape", "is_scheme", "is_absolute_url",
        "is_continuation", "utf8_sequence_length", "is_ascii_word", "is_utf8",
        "is_token", "find_token", "compare_scheme",
        "offset_of", "fail", "segment", "cut_pair", "end_of", "start_reading", "next_pair", "read_app", "read_mode",
        "check_app_mode", "claim", "check_value", "check_present", "read_url", "read_scheme", "count_decoded", "decode",
        "read_text", "read_flag", "finish_reading",
        "start_writing", "refuse", "put", "put_bytes", "put_key", "ESCAPING_CHUNK", "escapes", "escape_byte", "escape_bytes", "put_escaping",
        "write_app_address", "write_caller_address", "check_given", "write_url", "write_scheme", "write_text",
        "write_token", "finish_writing",
        "lower_ascii", "starts_ignoring_case", "escaped_byte", "find_encoded_bar",
        "is_abbreviated", "read_flags", "check_mode", "keep_unknown", "short_segment",
        "path_start", "host_of", "host_unit", "same_host", "decoded_characters", "within_limits", "app_allows_url", "check_read_limits",
        "check_same_host", "require_valid", "check_url", "put_url", "write_app_scheme", "write_caller_scheme",
        "write_flags", "write_abbreviated_url", "written_url_starts_with", "check_written_limits", "check_written_host",
    ]

    /// The unprefixed file-scope names of the URL grammar's codec (`Templates/c/UrlCodec.c.mustache`),
    /// taken only in a module with URL-grammar messages, so that other modules keep their names.
    static let urlHelperNames: Set<String> = [
        "equals_ignoring_case", "allowed_bytes", "is_text", "is_url", "is_callback_url", "max_safe_integer", "read_decimal", "decimal",
        "two_digits", "is_date_at", "is_date", "is_hours_minutes", "is_date_time", "is_list_item",
        "put_encoded", "put_string", "put_value_as_is", "is_rest", "put_rest", "put_parameter", "put_value", "put_list_key", "put_item", "put_callback_url",
        "url_reader", "parameter",
        "url_fail", "url_offset", "decoded_byte", "is_decoded_utf8", "cut_parameter", "start_url_reading",
        "apply_url_options", "next_parameter", "is_key", "decode_text", "decode_for_check", "check_decoded",
        "read_text_value", "read_url_value", "read_date_value", "read_integer_value", "read_boolean_value",
        "read_token_value", "read_presence_value", "take_items", "list_cursor", "start_list", "next_item",
        "take_repeated_items", "keep_unknown_parameter",
        "claim_parameter", "check_rule", "SEGMENT_LITERAL", "SEGMENT_FIELD", "SEGMENT_REST", "segment", "carrier",
        "match_segment", "match_hierarchical", "match_opaque", "match_carrier", "is_result", "cut_callback_url",
        "finish_url_reading",
    ]

    init(prefix: String, usesURLGrammar: Bool = false) {
        self.prefix = prefix
        spelling = Spelling(prefix: prefix)
        taken = usesURLGrammar ? Self.helperNames.union(Self.urlHelperNames) : Self.helperNames
    }

    /// Lowercase `<prefix>_<words>`.
    func lower(_ words: String...) -> String {
        spelling.lower(words)
    }

    /// Uppercase `<PREFIX>_<WORDS>`.
    func upper(_ words: String...) -> String {
        spelling.upper(words)
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
            var length = prefix.utf8.count
            for word in words { length += 1 + word.utf8.count }
            return String(unsafeUninitializedCapacity: length) { name in
                var count = Self.copy(prefix, into: name, at: 0, uppercasing: false)
                for word in words {
                    name[count] = UInt8(ascii: "_")
                    count = Self.copy(word, into: name, at: count + 1, uppercasing: uppercasingWords)
                }
                return count
            }
        }

        /// Copies the bytes of `text` into `name` from `offset` on, returning the offset after them.
        /// Reads the contiguous UTF-8 storage: a `String.UTF8View`'s iterator took several times
        /// as many instructions a byte.
        private static func copy(
            _ text: String, into name: UnsafeMutableBufferPointer<UInt8>, at offset: Int, uppercasing: Bool
        ) -> Int {
            var text = text
            return text.withUTF8 { bytes in
                for (index, byte) in bytes.enumerated() {
                    name[offset + index] = uppercasing && (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
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

    /// Claims `names` together, or none of them when any is taken, reserved or repeated.
    /// Each name is hashed once, by its insertion; a name found taken (before, or earlier in
    /// `names`) takes back the ones inserted before it.
    mutating func claim(_ names: [String]) -> Bool {
        guard !names.contains(where: CNaming.isReserved) else { return false }
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
            let clash = repeated ?? names.first { taken.contains($0) || CNaming.isReserved($0) } ?? names[0]
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

    /// The stem of a message's names (`open` in `officelink_open_message`, `officelink_build_open`
    /// and `officelink_parse_open`), clear of every name taken so far.
    mutating func messageStem(_ message: IRMessage) throws(TemplateError) -> String {
        let spelling = self.spelling
        return try stem(CNaming.snakeCase(message.id), suffix: "_msg", for: "message '\(message.id)'") { stem in
            [spelling.lower(stem, "message"), spelling.lower("build", stem), spelling.lower("parse", stem)]
                + (message.abbreviation == nil ? [] : [spelling.lower("build", stem, "abbreviated")])
                + message.flags.map { spelling.upper(stem, "FLAG", CNaming.upperSnakeCase($0.id)) }
                + (message.flags.isEmpty
                    ? []
                    : ["id", "token", "from_id", "from_token"].map { spelling.lower(stem, "flag", $0) }
                        + [stem + "_flag_ids", stem + "_flag_tokens"])
        }
    }

    /// The stem of a URL-grammar message's names (`add` in `things_add_message`, `things_init_add`,
    /// `things_build_add`, `things_parse_add` and, with several carriers, `things_add_carrier`).
    mutating func queryMessageStem(_ message: IRQueryMessage) throws(TemplateError) -> String {
        let spelling = self.spelling
        return try stem(CNaming.snakeCase(message.id), suffix: "_msg", for: "message '\(message.id)'") { stem in
            [spelling.lower(stem, "message"), spelling.lower("init", stem), spelling.lower("build", stem), spelling.lower("parse", stem)]
                + (message.carriers.count < 2
                    ? []
                    : [spelling.lower(stem, "carrier")]
                        + message.carriers.map { spelling.upper(stem, "CARRIER", CNaming.upperSnakeCase($0.id)) })
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
