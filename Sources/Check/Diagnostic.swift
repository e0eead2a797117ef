import Load

/// One problem found in a schema, printed compiler-style so editors and Xcode make it clickable.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable {
        case error
        case note
    }

    public let severity: Severity
    public let message: String
    public let location: SourceLocation
    /// Secondary locations that explain the error, e.g. where a duplicate id was first declared.
    public let notes: [Diagnostic]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `file:line:col: error: message`, followed by one line per note. The path and the messages
    /// go through `DiagnosticText`, so schema text they quote cannot break a line, print a CI
    /// workflow command or a terminal escape, or flood the log.
    public func formatted(file: String) -> String {
        let path = DiagnosticText.path(file)
        return ([self] + notes)
            .map { "\(path):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \(DiagnosticText.message($0.message))" }
            .joined(separator: "\n")
    }
}

/// Collects every problem instead of stopping at the first, so one run shows the user all of them.
final class DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []

    func error(_ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        diagnostics.append(Diagnostic(.error, message, at: location, notes: notes))
    }

    var sorted: [Diagnostic] {
        if diagnostics.isEmpty { return [] }
        return diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { $0.element }
    }
}
