import IR
import RenderCore

/// What `Templates/registration/CFBundleURLTypes.plist.mustache` reads.
struct URLTypesContext: TemplateContext {
    let header: [String]
    let appName: String
    let urlName: String
    let scheme: String
}

/// What `Templates/registration/intent-filters.xml.mustache` reads.
struct IntentFiltersContext: TemplateContext {
    let header: [String]
    let appName: String
    let filters: [IntentFilter]
}

/// One `<intent-filter>`: its attributes XML-escaped already.
struct IntentFilter: TemplateContext {
    struct DataPath: TemplateContext {
        let kind: String
        let value: String
    }

    let comment: String
    let autoVerify: Bool
    let scheme: String
    let host: String?
    let path: DataPath?
}

/// What `Templates/registration/apple-app-site-association.mustache` reads: JSON literals.
struct AssociationContext: TemplateContext {
    let header: [String]
    let appIDs: String
    let components: [Component]

    struct Component: TemplateContext {
        let path: String
        let comment: String
        let last: Bool
    }
}

/// What `Templates/registration/assetlinks.json.mustache` reads: JSON literals.
struct AssetLinksContext: TemplateContext {
    let header: [String]
    let packageName: String
    let fingerprints: String
}

/// The two header lines as the strings of a JSON `"//"` array, which the writer's ownership
/// proof reads as it reads `package.json`'s.
enum JSONHeader {
    static func lines(for module: IRModule) -> [String] {
        let lines = GeneratedHeader.lines(for: module).map(ProvenanceFile.jsonString.callAsFunction)
        return lines.enumerated().map { index, line in index == lines.count - 1 ? line : line + "," }
    }
}
