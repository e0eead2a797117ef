/// One message, or one carrier of a URL message, that a parser tried, and why it did not take
/// the URI (nil when it did).
public struct CarrierAttempt: Equatable, Sendable {
    public let messageID: String
    public let carrierID: String?
    public let error: ReferenceError?
}
