import IR
import RenderCore

/// Everything the registration files declare for one app, worked out once from the IR, with
/// the warnings for what they cannot declare exactly.
struct RegistrationPlan {
    struct Component {
        let pattern: String
        let comment: String
    }

    let app: AppCarriers
    /// `CFBundleURLName`: the app's Android package when known (a reverse-DNS name), else its id.
    let urlName: String
    let intentFilters: [IntentFilter]
    /// The `applinks` components of each `https` host, in declaration order of the hosts.
    let associations: [(host: String, components: [Component])]
    let iosAppIDs: [String]
    let androidPackage: String?
    let fingerprints: [String]
    let warnings: [String]

    init?(_ module: IRModule, options: [String: String]) {
        guard let appID = options["app"], let app = module.apps.first(where: { $0.id == appID }) else { return nil }
        let carriers = AppCarriers(app, in: module)
        self.app = carriers
        iosAppIDs = Self.words(options["iosAppIDs"])
        fingerprints = Self.words(options["androidFingerprints"])
        androidPackage = options["androidPackage"] ?? app.playPackage
        urlName = androidPackage ?? app.id
        var warnings: [String] = []
        var filters = Self.schemeFilters(carriers, enums: module.enums, warnings: &warnings)
        var associations: [(host: String, components: [Component])] = []
        for claimed in carriers.https {
            guard case .hierarchical(let rawHost, let path) = claimed.carrier.form else { continue }
            let host = rawHost.lowercased()
            guard DomainName.isValid(host) else {
                warnings.append("carrier \(claimed.name): host '\(rawHost)' is not a domain name; no app link is declared for it")
                continue
            }
            for path in EnumPathExpansion.alternatives(path, fields: claimed.fields, enums: module.enums) {
                filters.append(Self.filter(claimed, scheme: "https", host: host, path: path, autoVerify: true, warnings: &warnings))
                let component = AASAComponent(path)
                if let overClaim = component.overClaim { warnings.append("carrier \(claimed.name): iOS: \(overClaim)") }
                let row = Component(pattern: component.pattern, comment: "\(claimed.messageID), carrier \(claimed.carrier.id)")
                if let index = associations.firstIndex(where: { $0.host == host }) {
                    if !associations[index].components.contains(where: { $0.pattern == row.pattern }) { associations[index].components.append(row) }
                } else {
                    associations.append((host, [row]))
                }
            }
        }
        for claimed in carriers.undeclared {
            guard case .literal(let scheme) = claimed.carrier.scheme else { continue }
            warnings.append("carrier \(claimed.name): its scheme '\(scheme)' is declared for no app (only the app's own scheme and https links are), so neither platform delivers it")
        }
        if !associations.isEmpty {
            if iosAppIDs.isEmpty { warnings.append("no ios.appIDs in the config: no apple-app-site-association is written for the https carriers") }
            if androidPackage == nil || fingerprints.isEmpty {
                warnings.append("no android.package and android.sha256CertFingerprints in the config: no assetlinks.json is written for the https carriers")
            }
        }
        let hosts = (carriers.ownScheme + carriers.https).compactMap { claimed -> String? in
            guard case .hierarchical(let host, _) = claimed.carrier.form, !host.isEmpty else { return nil }
            return claimed.carrier.scheme == .literal("https") && !DomainName.isValid(host.lowercased()) ? nil : host.lowercased()
        }
        warnings.append(Self.caseWarning(schemes: [carriers.app.scheme.lowercased()] + (associations.isEmpty ? [] : ["https"]), hosts: hosts))
        intentFilters = filters
        self.associations = associations
        // An enum spelled out gives one declaration per token, each with the same warning.
        var unique: [String] = []
        for warning in warnings where !unique.contains(warning) { unique.append(warning) }
        self.warnings = unique
    }

    /// The filters of the app's own scheme. A pipe-grammar message, an opaque carrier, an empty
    /// host (`things:///add`) or a host Android would read as a wildcard can be declared only by
    /// the scheme alone; the scheme is the app's, so that claims no other app's URI. Otherwise one
    /// filter per carrier's host and path.
    private static func schemeFilters(_ carriers: AppCarriers, enums: [IREnum], warnings: inout [String]) -> [IntentFilter] {
        let scheme = XMLText.escaped(carriers.app.scheme)
        // A host starting with `*` is a wildcard to Android (`*.example`): only the scheme says it exactly.
        let needsWholeScheme = carriers.readsPipeMessages || carriers.ownScheme.isEmpty || carriers.ownScheme.contains { claimed in
            if case .hierarchical(let host, _) = claimed.carrier.form { host.isEmpty || host.hasPrefix("*") } else { true }
        }
        if needsWholeScheme {
            return [IntentFilter(comment: XMLText.comment("Every URI of the scheme \(carriers.app.scheme)"), autoVerify: false, scheme: scheme, host: nil, path: nil)]
        }
        var filters: [IntentFilter] = []
        for claimed in carriers.ownScheme {
            guard case .hierarchical(let host, let segments) = claimed.carrier.form else { continue }
            for path in EnumPathExpansion.alternatives(segments, fields: claimed.fields, enums: enums) {
                let filter = filter(claimed, scheme: carriers.app.scheme, host: host.lowercased(), path: path, autoVerify: false, warnings: &warnings)
                if !filters.contains(where: { $0.host == filter.host && $0.path?.value == filter.path?.value && $0.path?.kind == filter.path?.kind }) {
                    filters.append(filter)
                }
            }
        }
        return filters
    }

    private static func filter(
        _ claimed: AppCarriers.Claimed, scheme: String, host: String, path: [IRPathSegment], autoVerify: Bool, warnings: inout [String]
    ) -> IntentFilter {
        let dataPath = AndroidDataPath(path)
        if let dataPath, let overClaim = dataPath.overClaim { warnings.append("carrier \(claimed.name): Android: \(overClaim)") }
        if dataPath == nil { warnings.append("carrier \(claimed.name): Android cannot declare an empty path, so the filter claims every path of host '\(host)'") }
        return IntentFilter(
            comment: XMLText.comment("\(claimed.messageID), carrier \(claimed.carrier.id)"), autoVerify: autoVerify,
            scheme: XMLText.escaped(scheme), host: XMLText.escaped(host),
            path: dataPath.map { IntentFilter.DataPath(kind: $0.kind.rawValue, value: XMLText.escaped($0.manifestValue)) })
    }

    /// The parsers read a scheme and a host in any case; Android compares both with the filter's
    /// exactly (its `<data>` documentation: "matching is case-sensitive"), and no filter can say
    /// "in any case". Said once for every scheme and host the filters name.
    private static func caseWarning(schemes: [String], hosts: [String]) -> String {
        var named: [String] = []
        for host in hosts where !named.contains(host) { named.append(host) }
        let names = (schemes.map { "scheme '\($0)'" } + named.map { "host '\($0)'" }).joined(separator: ", ")
        return "Android matches schemes and hosts case-sensitively (\(names)): a URI spelling them with capitals, which the parsers accept, reaches the app only when its sender lowercases it (Intent.normalizeScheme does the scheme)"
    }

    private static func words(_ text: String?) -> [String] {
        (text ?? "").split(separator: " ").map(String.init)
    }
}
