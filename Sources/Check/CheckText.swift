import Load

extension Checker {
    /// A free-text string (a `doc`, an app's `name`, a store URL) whose characters obey `kind`
    /// (`SchemaText`). A refused character is reported at its own column; the value is returned
    /// either way, so the rules after this one still run.
    func text(_ object: ObjectReader, key: String, kind: SchemaText.Kind, required: Bool = false) -> Located<String>? {
        guard let (text, node) = object.stringNode(key, required: required) else { return nil }
        checkCharacters(text, node: node, kind: kind, what: "\(key) of \(object.what)")
        return Located(value: text, location: node.location)
    }

    /// A store link (`storeUrl`, `playStoreUrl`): an absolute URL in printable ASCII.
    func storeLink(_ object: ObjectReader, key: String) -> Located<String>? {
        guard let (text, node) = object.stringNode(key, required: false) else { return nil }
        if Rules.isAbsoluteURL(text) {
            checkCharacters(text, node: node, kind: .url, what: "\(key) of \(object.what)")
        } else {
            diagnostics.error("\(key) '\(text)' is not an absolute URL", at: node.location)
        }
        return Located(value: text, location: node.location)
    }

    /// `what` is put into words only when a character is refused.
    func checkCharacters(_ text: String, node: JSONNode, kind: SchemaText.Kind, what: @autoclosure () -> String) {
        guard let refusal = SchemaText.firstRefusal(in: text, as: kind) else { return }
        diagnostics.error(
            "\(what()) holds \(refusal.codePoint) (\(refusal.reason))", at: node.location(ofUTF8Offset: refusal.utf8Offset))
    }
}
