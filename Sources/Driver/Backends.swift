import RenderCore
import CBackend
import KotlinBackend
import SwiftBackend
import TypeScriptBackend

/// Every target language, by its `--lang` name. Adding a language means adding its backend here.
public enum Backends {
    public static let all: [any Backend] = [SwiftBackend(), KotlinBackend(), TypeScriptBackend(), CBackend()]

    public static var languages: [String] { all.map(\.language) }

    public static func named(_ language: String) -> (any Backend)? {
        all.first { $0.language == language }
    }
}
