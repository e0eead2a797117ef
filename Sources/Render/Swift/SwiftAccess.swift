/// The access level of the generated declarations (`--swift-access`): `public` for bindings in
/// a module of their own (the default), `internal` for bindings compiled into the app's module,
/// where `public` would only widen what the app exports.
public enum SwiftAccess: String, CaseIterable, Sendable {
    case `public`
    case `internal`

    /// What starts each declaration; internal is Swift's default, so it is written as nothing.
    var modifier: String {
        switch self {
        case .public: "public "
        case .internal: ""
        }
    }
}
