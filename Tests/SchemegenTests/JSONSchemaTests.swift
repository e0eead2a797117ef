import Driver
import Foundation
import RenderCore
import Testing

/// The config file's JSON Schema lists the languages and backend options by hand (editors need
/// them spelled out); this keeps that list equal to what the generator actually accepts.
@Suite("JSON Schemas stay in step with the generator")
struct JSONSchemaTests {
    private func object(_ value: Any?, _ key: String) -> [String: Any]? {
        (value as? [String: Any])?[key] as? [String: Any]
    }

    @Test func configSchemaListsEveryLanguageAndBackendOption() throws {
        let config = try JSONSerialization.jsonObject(with: Data(contentsOf: TestSupport.file("docs/json-schema/config.v1.json")))
        let languages = object(object(config, "$defs"), "language")?["enum"] as? [String]
        #expect(Set(languages ?? []) == Set(Backends.languages))
        let options = object(object(config, "properties"), "options")?["properties"] as? [String: Any] ?? [:]
        #expect(Set(options.keys) == Set(Backends.languages))
        for backend in Backends.all {
            let documented = (object(options[backend.language], "properties") ?? [:]).keys
            #expect(Set(documented) == Set(backend.options.map(\.name)), "options of \(backend.language)")
        }
    }
}
