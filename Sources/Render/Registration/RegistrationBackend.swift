import IR
import RenderCore

/// The platform declarations of the app that owns a protocol (`schemegen registration`): for iOS
/// a `CFBundleURLTypes` Info.plist fragment and, for its `https` carriers, an
/// `apple-app-site-association` per host; for Android its `<intent-filter>` elements and an
/// `assetlinks.json`. Not a language: the driver renders it only for the `registration`
/// command, into its own folder, for the app its options name.
///
/// Options: `app` (an app id of the schema), `androidPackage` (default: the app's Play package),
/// `androidFingerprints` and `iosAppIDs` (space-separated). Where a platform cannot say exactly
/// what the parser accepts, `warnings` names the carrier; the driver prints them when writing.
public struct RegistrationBackend: Backend {
    public let language = "registration"

    public init() {}

    public var options: [BackendOption] {
        [
            BackendOption(name: "app", help: "registration: the id of the app to declare"),
            BackendOption(name: "androidPackage", help: "registration: the Android application id"),
            BackendOption(name: "androidFingerprints", help: "registration: SHA-256 certificate fingerprints, space-separated"),
            BackendOption(name: "iosAppIDs", help: "registration: TEAMID.bundle.id values, space-separated"),
        ]
    }

    public func render(_ module: IRModule, options: [String: String], templates: TemplateStore) throws(TemplateError) -> [GeneratedFile] {
        guard let plan = RegistrationPlan(module, options: options) else { return [] }
        var files: [GeneratedFile] = []
        let header = GeneratedHeader.lines(for: module).map(XMLText.comment)
        let appName = XMLText.comment(plan.app.app.name)
        files.append(GeneratedFile(path: "ios/CFBundleURLTypes.plist", bytes: try templates.render(
            folder: language, name: "CFBundleURLTypes.plist",
            context: TemplateValue(URLTypesContext(
                header: header, appName: appName, urlName: XMLText.escaped(plan.urlName), scheme: XMLText.escaped(plan.app.app.scheme))))))
        files.append(GeneratedFile(path: "android/intent-filters.xml", bytes: try templates.render(
            folder: language, name: "intent-filters.xml",
            context: TemplateValue(IntentFiltersContext(header: header, appName: appName, filters: plan.intentFilters)))))
        let jsonHeader = JSONHeader.lines(for: module)
        let json = ProvenanceFile.jsonString
        if !plan.iosAppIDs.isEmpty {
            for (host, components) in plan.associations {
                let rows = components.enumerated().map { index, component in
                    AssociationContext.Component(path: json(component.pattern), comment: json(component.comment), last: index == components.count - 1)
                }
                files.append(GeneratedFile(path: "ios/\(host)/apple-app-site-association", bytes: try templates.render(
                    folder: language, name: "apple-app-site-association",
                    context: TemplateValue(AssociationContext(
                        header: jsonHeader, appIDs: plan.iosAppIDs.map(json.callAsFunction).joined(separator: ", "), components: rows)))))
            }
        }
        if !plan.associations.isEmpty, let package = plan.androidPackage, !plan.fingerprints.isEmpty {
            files.append(GeneratedFile(path: "android/assetlinks.json", bytes: try templates.render(
                folder: language, name: "assetlinks.json",
                context: TemplateValue(AssetLinksContext(
                    header: jsonHeader, packageName: json(package),
                    fingerprints: plan.fingerprints.map(json.callAsFunction).joined(separator: ", "))))))
        }
        return files
    }

    /// What the platforms cannot declare exactly, or what the config leaves out, one line each
    /// naming the carrier; empty when the files claim exactly what the parsers read.
    public func warnings(_ module: IRModule, options: [String: String]) -> [String] {
        RegistrationPlan(module, options: options)?.warnings ?? []
    }

    /// The declarations are files of their own formats: no package around them.
    public func package(
        _ files: [GeneratedFile], of module: IRModule, options: [String: String], version: String, templates: TemplateStore
    ) throws(TemplateError) -> PackageLayout {
        PackageLayout(files: files, buildFolders: [])
    }
}
