/// Exit statuses, following BSD sysexits.h where one fits, so scripts can tell failures apart.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case usage = 2
    /// The schema is not valid (EX_DATAERR).
    case schemaError = 65
    /// The schema file cannot be read (EX_NOINPUT).
    case schemaUnreadable = 66
    /// A template is broken (EX_SOFTWARE).
    case templateError = 70
    /// An output file cannot be written (EX_CANTCREAT).
    case outputError = 73
}
