import Check

/// The registration backend's options from `--app` and the config's `registration` section.
public enum RegistrationOptions {
    public static func values(appID: String, config: RegistrationConfig?) -> [String: String] {
        var values = ["app": appID]
        if let package = config?.androidPackage { values["androidPackage"] = package }
        if let fingerprints = config?.androidFingerprints, !fingerprints.isEmpty { values["androidFingerprints"] = fingerprints.joined(separator: " ") }
        if let appIDs = config?.iosAppIDs, !appIDs.isEmpty { values["iosAppIDs"] = appIDs.joined(separator: " ") }
        return values
    }
}
