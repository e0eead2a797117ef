/// The limits of the schema formats that keep what every backend writes valid. Each is a located
/// schema diagnostic, and docs/schema.md and docs/json-schema/schema.v1.json and schema.v2.json state them.
enum SchemaLimits {
    /// Ids and the schema name become type, class and file names (Kotlin's class files such as
    /// `OpenMessage$Flag$Companion.class`, Swift's `Name-LSApplicationQueriesSchemes.plist`);
    /// 64 keeps the longest well under the 255 bytes Linux, macOS and Windows allow a file name.
    static let longestName = 64
    /// C keeps a message's flags as bits of one `unsigned`, which C99 guarantees only 16 bits.
    static let mostFlags = 16
    /// TypeScript writes `appStoreId` as a number, exact only up to 2^53 - 1.
    static let appStoreIDs = 1...9_007_199_254_740_991
    /// Kotlin writes `maxPathLength` as an `Int`.
    static let pathLengths = 1...2_147_483_647
    /// Text lengths, in Unicode scalars: Kotlin and C keep them in a 32-bit `Int`/`int32_t`.
    static let textLengths = 0...2_147_483_647
    /// Integer values and bounds: TypeScript's numbers are exact only within ±(2^53 − 1).
    static let integerValues = -9_007_199_254_740_991...9_007_199_254_740_991
}
