/// Why a file is not JSON, and where. Loading stops at the first such problem: after a syntax
/// error nothing later in the file can be located reliably.
public struct LoadError: Error, Equatable, Sendable {
    public let location: SourceLocation
    public let message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
