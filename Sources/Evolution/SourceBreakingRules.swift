extension EvolutionRule {
    static let schemaRenamed = EvolutionRule(
        "schema-renamed", .sourceBreaking, "the generated namespace, module, package files and C prefix are named after it")
    static let appRenamed = EvolutionRule(
        "app-renamed", .sourceBreaking, "same scheme, new id: code naming the app by its old id no longer compiles")
    static let modeRenamed = EvolutionRule(
        "mode-renamed", .sourceBreaking, "same token, new id: code naming the mode no longer compiles")
    static let defaultModeRemoved = EvolutionRule(
        "default-mode-removed", .sourceBreaking, "no mode is the default, so callers must now pass one")
    static let descriptorRenamed = EvolutionRule(
        "descriptor-renamed", .sourceBreaking, "same key, new id: every field and type named after it changes name")
    static let descriptorRemoved = EvolutionRule(
        "descriptor-removed", .sourceBreaking, "code naming the descriptor or its type no longer compiles")
    static let enumValueRenamed = EvolutionRule(
        "enum-value-renamed", .sourceBreaking, "same token, new id: code naming the value no longer compiles")
    static let messageRenamed = EvolutionRule(
        "message-renamed", .sourceBreaking, "same address and keys, new id: its type and functions change name")
    static let flagRenamed = EvolutionRule(
        "flag-renamed", .sourceBreaking, "same token, new id: code naming the flag no longer compiles")
    static let fieldMadeOptional = EvolutionRule(
        "field-made-optional", .sourceBreaking, "the parsed field becomes optional, so code reading it no longer compiles")
    static let fieldReordered = EvolutionRule(
        "field-reordered", .sourceBreaking,
        "generated initializers take fields in declared order (Kotlin positionally, Swift by ordered labels)")

    static let sourceBreaking: [EvolutionRule] = [
        schemaRenamed, appRenamed, modeRenamed, defaultModeRemoved, descriptorRenamed, descriptorRemoved,
        enumValueRenamed, messageRenamed, flagRenamed, fieldMadeOptional, fieldReordered,
    ]
}
