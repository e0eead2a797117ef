// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module per stage: Load -> Check -> Lower (IR) -> Render -> Write.
// Each stage depends only on the one before it; each language backend only on the IR and RenderCore.
let package = Package(
    name: "schemegen",
    // The build plugin uses URL APIs from macOS 13; Linux has no such floor.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "schemegen", targets: ["schemegen"]),
        .plugin(name: "GenerateBindings", targets: ["GenerateBindings"]),
        .plugin(name: "SchemegenBuildTool", targets: ["SchemegenBuildTool"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "Load", path: "Sources/Load"),
        .target(name: "Check", dependencies: ["Load"], path: "Sources/Check"),
        .target(name: "IR", path: "Sources/IR"),
        .target(name: "Lower", dependencies: ["Check", "IR"], path: "Sources/Lower"),
        // Compares two checked schemas (`schemegen breaking`); a side stage, beside Lower.
        .target(name: "Evolution", dependencies: ["Load", "Check"], path: "Sources/Evolution"),
        // The template syntax and parser, shared by RenderCore and the EmbedTemplates build tool.
        .target(name: "TemplateSyntax", path: "Sources/Render/Syntax"),
        .target(
            name: "RenderCore",
            dependencies: ["IR", "TemplateSyntax"],
            path: "Sources/Render/Core",
            plugins: ["EmbedTemplatesPlugin"]
        ),
        .target(name: "SwiftBackend", dependencies: ["IR", "RenderCore"], path: "Sources/Render/Swift"),
        .target(name: "KotlinBackend", dependencies: ["IR", "RenderCore"], path: "Sources/Render/Kotlin"),
        .target(name: "TypeScriptBackend", dependencies: ["IR", "RenderCore"], path: "Sources/Render/TypeScript"),
        .target(name: "CBackend", dependencies: ["IR", "RenderCore"], path: "Sources/Render/C"),
        .target(name: "DocsBackend", dependencies: ["IR", "RenderCore", "Reference"], path: "Sources/Render/Docs"),
        .target(name: "RegistrationBackend", dependencies: ["IR", "RenderCore"], path: "Sources/Render/Registration"),
        .target(name: "Write", path: "Sources/Write"),
        // RFC 6570 URI templates: parser, expander and the bytes each operator writes. Not yet
        // used by the schema; the carriers of issue 28 will be built on it.
        .target(name: "URITemplate", path: "Sources/URITemplate"),
        // Decides, over finite automata, whether a typed template reads back (round trips) and
        // whether two templates share a URI (overlaps). Not yet wired into the schema.
        .target(name: "TemplateCheck", dependencies: ["URITemplate"], path: "Sources/TemplateCheck"),
        // The generator's own builder and parser of the grammar (`schemegen explain` and `build`),
        // driven by the IR alone: a fifth implementation, held to the conformance vectors.
        .target(name: "Reference", dependencies: ["IR"], path: "Sources/Reference"),
        .target(
            name: "Driver",
            dependencies: [
                "Load", "Check", "Lower", "IR", "Evolution", "RenderCore", "SwiftBackend", "KotlinBackend", "TypeScriptBackend",
                "CBackend", "DocsBackend", "RegistrationBackend", "Write", "Reference",
            ],
            path: "Sources/Driver"
        ),
        .executableTarget(name: "schemegen", dependencies: ["Driver"], path: "Sources/schemegen"),
        .executableTarget(name: "EmbedTemplates", dependencies: ["TemplateSyntax"], path: "Sources/Tools/EmbedTemplates"),
        .plugin(
            name: "EmbedTemplatesPlugin",
            capability: .buildTool(),
            dependencies: ["EmbedTemplates"],
            path: "Sources/Plugins/EmbedTemplates"
        ),
        .plugin(
            name: "GenerateBindings",
            capability: .command(
                intent: .custom(verb: "generate-bindings", description: "Run schemegen in this package's root"),
                permissions: [.writeToPackageDirectory(reason: "schemegen writes the generated bindings")]
            ),
            dependencies: ["schemegen"],
            path: "Sources/Plugins/GenerateBindings"
        ),
        // Generates a target's Swift bindings during `swift build` (and in Xcode projects).
        .plugin(
            name: "SchemegenBuildTool",
            capability: .buildTool(),
            dependencies: ["schemegen"],
            path: "Sources/Plugins/SchemegenBuildTool"
        ),
        .testTarget(
            name: "SchemegenTests",
            dependencies: [
                "Load", "Check", "Lower", "IR", "Evolution", "RenderCore", "SwiftBackend", "KotlinBackend", "TypeScriptBackend",
                "CBackend", "DocsBackend", "RegistrationBackend", "Write", "Driver", "URITemplate", "TemplateCheck", "Reference",
            ],
            path: "Tests/SchemegenTests"
        ),
    ]
)
