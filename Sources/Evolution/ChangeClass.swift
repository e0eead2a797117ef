/// How much a change between two schema versions breaks, from worst to harmless.
public enum ChangeClass: String, CaseIterable, Sendable, Comparable {
    /// A URI an installed app builds is refused or read differently by code generated from the
    /// new schema, or a URI the new code builds is by the installed app.
    case wireBreaking = "wire-breaking"
    /// The URIs are unchanged, but code written against the old generated API no longer compiles.
    case sourceBreaking = "source-breaking"
    /// Neither: old apps and old callers keep working.
    case compatible

    public static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
