import Load

/// The config's `registration` section: the app `schemegen registration` declares by default,
/// and what its platform files need that the schema does not hold.
public struct RegistrationConfig: Sendable, Equatable {
    public let app: String?
    /// The Android application id (default: the app's `playPackage` in the schema).
    public let androidPackage: String?
    /// SHA-256 fingerprints of the signing certificates, `AB:CD:...` (32 hex pairs).
    public let androidFingerprints: [String]
    /// `TEAMID.bundle.id` values for the `apple-app-site-association`.
    public let iosAppIDs: [String]

    /// Reads and checks the section; every problem is reported at its place in the config.
    static func read(_ node: JSONNode, diagnostics: DiagnosticCollector) -> RegistrationConfig? {
        guard let object = ObjectReader(node, what: "'registration'", diagnostics: diagnostics) else { return nil }
        let app = object.string("app", required: false)
        var androidPackage: String?
        var fingerprints: [String] = []
        if let android = object.node("android", required: false), let reader = ObjectReader(android, what: "'registration.android'", diagnostics: diagnostics) {
            if let package = reader.string("package", required: false) {
                if isPackageName(package.value) {
                    androidPackage = package.value
                } else {
                    diagnostics.error("'package' must be an Android application id such as com.example.app, found '\(package.value)'", at: package.location)
                }
            }
            fingerprints = strings(reader.array("sha256CertFingerprints", required: false), what: "'sha256CertFingerprints'", diagnostics: diagnostics) { text in
                isFingerprint(text) ? nil : "a SHA-256 fingerprint is 32 pairs of uppercase hex digits separated by ':'"
            }
            reader.finish()
        }
        var appIDs: [String] = []
        if let ios = object.node("ios", required: false), let reader = ObjectReader(ios, what: "'registration.ios'", diagnostics: diagnostics) {
            appIDs = strings(reader.array("appIDs", required: false), what: "'appIDs'", diagnostics: diagnostics) { text in
                isAppID(text) ? nil : "an app id is TEAMID.bundle.id: two or more parts of letters, digits and '-', separated by '.'"
            }
            reader.finish()
        }
        object.finish()
        return RegistrationConfig(app: app?.value, androidPackage: androidPackage, androidFingerprints: fingerprints, iosAppIDs: appIDs)
    }

    private static func strings(
        _ list: Located<[JSONNode]>?, what: String, diagnostics: DiagnosticCollector, problem: (String) -> String?
    ) -> [String] {
        (list?.value ?? []).compactMap { node in
            guard case .string(let text) = node.value else {
                diagnostics.error("\(what) must hold strings, found \(node.value.kindDescription)", at: node.location)
                return nil
            }
            if let problem = problem(text) {
                diagnostics.error("\(problem), found '\(text)'", at: node.location)
                return nil
            }
            return text
        }
    }

    /// Dot-separated Java identifiers of ASCII letters, digits and `_`, at least two.
    static func isPackageName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }

    static func isFingerprint(_ text: String) -> Bool {
        let pairs = text.split(separator: ":", omittingEmptySubsequences: false)
        return pairs.count == 32 && pairs.allSatisfy { $0.count == 2 && $0.allSatisfy { "0123456789ABCDEF".contains($0) } }
    }

    /// Two or more dot-separated parts of ASCII letters, digits and `-`.
    static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }
}
