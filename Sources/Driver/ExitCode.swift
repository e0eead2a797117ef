/// Exit statuses, following BSD sysexits.h where one fits, so scripts can tell failures apart.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// `generate --check` found output that is missing, stale or no longer generated.
    case stale = 1
    case usage = 2
    /// The schema is not valid (EX_DATAERR).
    case schemaError = 65
    /// The schema file cannot be read (EX_NOINPUT).
    case schemaUnreadable = 66
    /// A template is broken (EX_SOFTWARE).
    case templateError = 70
    /// An output file cannot be written, or is hand-written and so left alone (EX_CANTCREAT).
    case outputError = 73
}
