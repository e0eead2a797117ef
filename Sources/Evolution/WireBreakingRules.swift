extension EvolutionRule {
    static let appRemoved = EvolutionRule(
        "app-removed", .wireBreaking, "URIs to the app's scheme are refused (unknownApp)")
    static let appSchemeChanged = EvolutionRule(
        "app-scheme-changed", .wireBreaking, "installed callers still write the old scheme, which now names no app")
    static let appModesNarrowed = EvolutionRule(
        "app-modes-narrowed", .wireBreaking, "a mode the app supported is refused for it (unsupportedMode)")
    static let appLimitsTightened = EvolutionRule(
        "app-limits-tightened", .wireBreaking,
        "a URL the old limits allowed (longer path, other file name characters) is refused (invalidValue)")
    static let modeRemoved = EvolutionRule(
        "mode-removed", .wireBreaking, "URIs with the mode's token are refused (unknownMode)")
    static let modeTokenChanged = EvolutionRule(
        "mode-token-changed", .wireBreaking, "URIs with the old token are refused, and installed apps refuse the new one")
    static let defaultModeChanged = EvolutionRule(
        "default-mode-changed", .wireBreaking, "a builder called without a mode now writes another mode")
    static let descriptorKeyChanged = EvolutionRule(
        "descriptor-key-changed", .wireBreaking, "values sent under the old key are no longer read as the field")
    static let typeChanged = EvolutionRule(
        "type-changed", .wireBreaking,
        "the value is encoded and checked by another type's rules, so it is refused or read differently")
    static let flagTokensChanged = EvolutionRule(
        "flag-tokens-changed", .wireBreaking, "a flag descriptor's old true or false token is refused (invalidValue)")
    static let enumValueRemoved = EvolutionRule(
        "enum-value-removed", .wireBreaking, "URIs with the value's token are refused (invalidValue)")
    static let enumValueTokenChanged = EvolutionRule(
        "enum-value-token-changed", .wireBreaking, "URIs with the old token are refused, and installed apps refuse the new one")
    static let sameHostAdded = EvolutionRule(
        "same-host-added", .wireBreaking, "a URL on another host than the one it must now share is refused (invalidValue)")
    static let messageRemoved = EvolutionRule(
        "message-removed", .wireBreaking, "the message can no longer be built or parsed")
    static let messageAddressChanged = EvolutionRule(
        "message-address-changed", .wireBreaking,
        "the message goes to a declared app instead of the caller's scheme, or the reverse")
    static let fieldRemoved = EvolutionRule(
        "field-removed", .wireBreaking, "the field's pair is no longer read (kept as unknown, or refused when parsing strictly)")
    static let requiredFieldAdded = EvolutionRule(
        "required-field-added", .wireBreaking, "URIs installed apps build lack the field and are refused (missingDescriptor)")
    static let fieldMadeRequired = EvolutionRule(
        "field-made-required", .wireBreaking, "URIs without the field are refused (missingDescriptor)")
    static let fieldModesNarrowed = EvolutionRule(
        "field-modes-narrowed", .wireBreaking, "the field is refused in a mode it was allowed in")
    static let fieldAppLimitsAdded = EvolutionRule(
        "field-app-limits-added", .wireBreaking, "the URL now has to meet the app's limits, which it did not")
    static let flagRemoved = EvolutionRule(
        "flag-removed", .wireBreaking, "the flag's token is no longer read as a flag, so URIs with it are malformed")
    static let flagTokenChanged = EvolutionRule(
        "flag-token-changed", .wireBreaking, "URIs with the old token are malformed, and installed apps cannot read the new one")
    static let flagTokenReusesKey = EvolutionRule(
        "flag-token-reuses-key", .wireBreaking, "a new flag's token was a key of the message, so an old `|key|value|` reads as the flag")
    static let abbreviationRemoved = EvolutionRule(
        "abbreviation-removed", .wireBreaking, "short-form URIs (`<scheme>:<url>`) are refused")
    static let abbreviationChanged = EvolutionRule(
        "abbreviation-changed", .wireBreaking, "short-form URIs are read as another mode or field")
    static let abbreviationPrefixesNarrowed = EvolutionRule(
        "abbreviation-prefixes-narrowed", .wireBreaking, "short-form URIs with a prefix no longer listed are refused")
    static let carrierRemoved = EvolutionRule(
        "carrier-removed", .wireBreaking, "URLs of the carrier's shape are refused (unknownAction)")
    static let carrierChanged = EvolutionRule(
        "carrier-changed", .wireBreaking, "URLs of the old shape (scheme, host, path or segments) are refused (unknownAction)")
    static let defaultChanged = EvolutionRule(
        "default-changed", .wireBreaking, "a field left out now means another value, and builders leave out another one")
    static let valueLimitsChanged = EvolutionRule(
        "value-limits-changed", .wireBreaking,
        "a value the old limits allowed may be refused, or the reverse (invalidValue); reported for any change")
    static let urlSchemesNarrowed = EvolutionRule(
        "url-schemes-narrowed", .wireBreaking, "a URL with a scheme no longer listed is refused (invalidValue)")
    static let fieldRuleAdded = EvolutionRule(
        "field-rule-added", .wireBreaking, "a message the old rules allowed is refused (missingDescriptor, conflictingDescriptors)")
    static let plusChanged = EvolutionRule(
        "plus-changed", .wireBreaking, "a '+' in a query is read as a space where it was kept, or the reverse")

    static let wireBreaking: [EvolutionRule] = [
        appRemoved, appSchemeChanged, appModesNarrowed, appLimitsTightened, modeRemoved, modeTokenChanged,
        defaultModeChanged, descriptorKeyChanged, typeChanged, flagTokensChanged, enumValueRemoved,
        enumValueTokenChanged, sameHostAdded, messageRemoved, messageAddressChanged, fieldRemoved,
        requiredFieldAdded, fieldMadeRequired, fieldModesNarrowed, fieldAppLimitsAdded, flagRemoved,
        flagTokenChanged, flagTokenReusesKey, abbreviationRemoved, abbreviationChanged, abbreviationPrefixesNarrowed,
        carrierRemoved, carrierChanged, defaultChanged, valueLimitsChanged, urlSchemesNarrowed, fieldRuleAdded, plusChanged,
    ]
}
