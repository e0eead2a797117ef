extension EvolutionRule {
    static let appAdded = EvolutionRule("app-added", .compatible, "a new scheme; installed apps never see it")
    static let modeAdded = EvolutionRule("mode-added", .compatible, "a new token; old URIs never carry it")
    static let defaultModeAdded = EvolutionRule(
        "default-mode-added", .compatible, "callers may now leave the mode out; old calls pass one")
    static let descriptorAdded = EvolutionRule("descriptor-added", .compatible, "unused until a message has a field of it")
    static let enumValueAdded = EvolutionRule(
        "enum-value-added", .compatible, "old URIs never carry it; new code sends it only when a caller picks it")
    static let messageAdded = EvolutionRule("message-added", .compatible, "old code neither builds nor parses it")
    static let optionalFieldAdded = EvolutionRule(
        "optional-field-added", .compatible, "old URIs lack it, which is allowed; old parsers keep it as unknown")
    static let flagAdded = EvolutionRule("flag-added", .compatible, "old URIs lack it, so it reads as unset")
    static let abbreviationAdded = EvolutionRule(
        "abbreviation-added", .compatible, "a short form is written only when asked for, and read besides the full form")
    static let abbreviationPrefixesWidened = EvolutionRule(
        "abbreviation-prefixes-widened", .compatible, "more URLs may take the short form")
    static let appModesWidened = EvolutionRule("app-modes-widened", .compatible, "the app accepts more modes")
    static let fieldModesWidened = EvolutionRule("field-modes-widened", .compatible, "the field is allowed in more modes")
    static let appLimitsRelaxed = EvolutionRule(
        "app-limits-relaxed", .compatible, "every URL the old limits allowed is still allowed")
    static let urlSchemesWidened = EvolutionRule(
        "url-schemes-widened", .compatible, "every URL the old schemes allowed is still allowed")
    static let fieldAppLimitsRemoved = EvolutionRule(
        "field-app-limits-removed", .compatible, "the URL no longer has to meet the app's limits")
    static let sameHostRemoved = EvolutionRule(
        "same-host-removed", .compatible, "URLs are no longer required to share a host")
    static let appSchemeCaseChanged = EvolutionRule(
        "app-scheme-case-changed", .compatible, "schemes are compared ignoring case")
    static let appDisplayNameChanged = EvolutionRule(
        "app-display-name-changed", .compatible, "the app's name is shown, never sent")
    static let storeLinkChanged = EvolutionRule(
        "store-link-changed", .compatible, "appStoreId, storeUrl, playPackage and playStoreUrl are never sent")
    static let docChanged = EvolutionRule("doc-changed", .compatible, "docs become comments only")

    static let carrierAdded = EvolutionRule(
        "carrier-added", .compatible, "builders write the first carrier unless told otherwise; parsers also read the new shape")
    static let fieldRuleRemoved = EvolutionRule(
        "field-rule-removed", .compatible, "every message the old rules allowed is still allowed")

    static let compatible: [EvolutionRule] = [
        appAdded, modeAdded, defaultModeAdded, descriptorAdded, enumValueAdded, messageAdded, optionalFieldAdded,
        flagAdded, abbreviationAdded, abbreviationPrefixesWidened, appModesWidened, fieldModesWidened,
        appLimitsRelaxed, urlSchemesWidened, fieldAppLimitsRemoved, sameHostRemoved, appSchemeCaseChanged, appDisplayNameChanged,
        storeLinkChanged, docChanged, carrierAdded, fieldRuleRemoved,
    ]
}
