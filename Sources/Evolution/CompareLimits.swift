import Check

extension Comparison {
    /// Each limit compared on its own: a limit added or tightened refuses URLs the old one
    /// allowed; one removed or relaxed refuses none.
    func compareLimits(_ oldApp: Schema.App, _ newApp: Schema.App) {
        let element = SchemaElement.appLimits(app: newApp.id)
        let what = "app '\(newApp.id)'"
        let oldLength = oldApp.limits?.maxPathLength ?? Int.max
        let newLength = newApp.limits?.maxPathLength ?? Int.max
        if newLength < oldLength {
            report(
                .appLimitsTightened, "\(what): maxPathLength \(Self.describe(oldApp.limits?.maxPathLength)) -> \(newLength)",
                in: .new, at: element, key: "maxPathLength")
        } else if newLength > oldLength {
            report(
                .appLimitsRelaxed, "\(what): maxPathLength \(oldLength) -> \(Self.describe(newApp.limits?.maxPathLength))",
                in: .new, at: element, key: "maxPathLength")
        }
        let oldExcludes = Set(oldApp.limits?.fileNameExcludes ?? "")
        let newExcludes = Set(newApp.limits?.fileNameExcludes ?? "")
        let added = String(newExcludes.subtracting(oldExcludes).sorted())
        let removed = String(oldExcludes.subtracting(newExcludes).sorted())
        if !added.isEmpty {
            report(
                .appLimitsTightened, "\(what): fileNameExcludes now also excludes '\(added)'",
                in: .new, at: element, key: "fileNameExcludes")
        }
        if !removed.isEmpty {
            report(
                .appLimitsRelaxed, "\(what): fileNameExcludes no longer excludes '\(removed)'",
                in: .new, at: element, key: "fileNameExcludes")
        }
    }

    private static func describe(_ length: Int?) -> String {
        length.map(String.init) ?? "none"
    }
}
