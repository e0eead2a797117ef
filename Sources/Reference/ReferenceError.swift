/// Why the reference refused a URI or a message: one of the error kinds every generated parser and
/// builder reports (`IR.ErrorKinds`), where in the URI, and which field.
public struct ReferenceError: Error, Equatable, Sendable {
    /// An error kind's id, as `ErrorKinds` spells it (`invalidValue`).
    public let kind: String
    /// For people: what is wrong, quoting the URI's text where that helps.
    public let reason: String
    /// The byte offset in the URI where the problem starts, when one place is to blame.
    public let offset: Int?
    /// The field (descriptor id) at fault, when one is.
    public let fieldID: String?

    public init(_ kind: String, _ reason: String, offset: Int? = nil, fieldID: String? = nil) {
        self.kind = kind
        self.reason = reason
        self.offset = offset
        self.fieldID = fieldID
    }

    /// The same error, blamed on a field and a place when it names none yet.
    func at(_ offset: Int?, fieldID: String?) -> ReferenceError {
        ReferenceError(kind, reason, offset: self.offset ?? offset, fieldID: self.fieldID ?? fieldID)
    }

    static func invalid(_ reason: String, offset: Int? = nil, fieldID: String? = nil) -> ReferenceError {
        ReferenceError("invalidValue", reason, offset: offset, fieldID: fieldID)
    }
}
