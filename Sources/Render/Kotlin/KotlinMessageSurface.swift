import RenderCore

/// The members of a generated Kotlin message class that make it a value a library can evolve:
/// its public constructors, `Builder`, `copy`, `toBuilder`, `equals`, `hashCode` and `toString`,
/// as lines of the class body (indented one level), for `{{#surface}}` in both message templates.
///
/// Not a `data class`, and no Kotlin default arguments on anything a new field would change: a
/// Kotlin caller of a function with default arguments is compiled against a synthetic method
/// whose signature lists every parameter, so appending an optional field would break every app
/// compiled against the previous version (`NoSuchMethodError`). The public constructors take only
/// the fields a message cannot be without; the optional ones are properties of `Builder`, which
/// a new field extends with a new property, a change that breaks no compiled caller.
struct KotlinMessageSurface {
    /// One property of the message, in the order of the class's primary constructor.
    struct Member {
        /// The property's name as written in code, in backticks when it is a keyword.
        let name: String
        /// Its type, such as `String?`.
        let type: String
        /// What an unset optional member holds; nil for a member every constructor takes.
        let defaultValue: String?
    }

    let typeName: String
    let members: [Member]
    /// A required member a second public constructor leaves out, and the value it passes in its
    /// place (the mode, for a message whose schema has a default mode); nil for one constructor.
    let omittable: (name: String, value: String, doc: String)?

    var lines: [String] {
        let required = members.filter { $0.defaultValue == nil }
        let optional = members.filter { $0.defaultValue != nil }
        var lines: [String] = []
        lines += constructor(
            doc: "The message with its required fields; [configure] sets the optional ones on a [Builder].",
            parameters: required, arguments: required.map(\.name))
        if let omittable {
            let parameters = required.filter { $0.name != omittable.name }
            lines += [""] + constructor(
                doc: "The message \(omittable.doc); [configure] sets the optional fields on a [Builder].",
                parameters: parameters, arguments: required.map { $0.name == omittable.name ? omittable.value : $0.name })
        }
        lines += [
            "",
            "private constructor(builder: Builder) : this(",
        ]
        lines += members.indices.map { index in
            "    builder." + members[index].name + (index == members.count - 1 ? "" : ",")
        }
        lines += [
            ")",
            "",
            "/** A copy of this message with the changes [configure] makes to a [Builder] holding its fields. */",
            "public fun copy(configure: Builder.() -> Unit): \(typeName) = \(typeName)(toBuilder().apply(configure))",
            "",
            "/** A [Builder] holding this message's fields. */",
            "public fun toBuilder(): Builder = Builder(\(required.map { "this." + $0.name }.joined(separator: ", ")))"
                + (optional.isEmpty ? "" : ".also {"),
        ]
        if !optional.isEmpty {
            lines += optional.map { "    it.\($0.name) = this.\($0.name)" } + ["}"]
        }
        lines += builder(required: required, optional: optional)
        lines += equality()
        return lines
    }

    private func constructor(doc: String, parameters: [Member], arguments: [String]) -> [String] {
        let list = parameters.map { "\($0.name): \($0.type), " }.joined()
        return [
            "/** \(doc) */",
            "public constructor(\(list)configure: Builder.() -> Unit = {}) :",
            "    this(Builder(\(arguments.joined(separator: ", "))).apply(configure))",
        ]
    }

    private func builder(required: [Member], optional: [Member]) -> [String] {
        var lines = [
            "",
            "/**",
            " * The fields of the [\(typeName)] to build: the required ones given to the constructor, the",
            " * optional ones set as properties, each the message's property of the same name. Kotlin",
            " * callers pass the message's constructor a block that sets them; Java callers set them here",
            " * and call [build].",
            " */",
            "public class Builder(",
        ]
        lines += required.indices.map { index in
            "    public var \(required[index].name): \(required[index].type)" + (index == required.count - 1 ? "" : ",")
        }
        lines.append(") {")
        for member in optional {
            lines.append("    public var \(member.name): \(member.type) = \(member.defaultValue!)")
        }
        if !optional.isEmpty { lines.append("") }
        lines += [
            "    /** The message these fields make. */",
            "    public fun build(): \(typeName) = \(typeName)(this)",
            "}",
        ]
        return lines
    }

    /// `equals`, `hashCode` and `toString` over every member, as a data class has them; each
    /// member read through `this.`, which a member named `other` or `result` would otherwise shadow.
    private func equality() -> [String] {
        var lines = [
            "",
            "override fun equals(other: Any?): Boolean =",
            "    this === other || other is \(typeName) &&",
        ]
        lines += members.indices.map { index in
            let name = members[index].name
            return "    this.\(name) == other.\(name)" + (index == members.count - 1 ? "" : " &&")
        }
        lines += [
            "",
            "override fun hashCode(): Int {",
            "    var result = this.\(members[0].name).hashCode()",
        ]
        lines += members.dropFirst().map { "    result = 31 * result + this.\($0.name).hashCode()" }
        lines += [
            "    return result",
            "}",
            "",
            "override fun toString(): String =",
            "    \"\(typeName)(\" +",
        ]
        lines += members.indices.map { index in
            let name = members[index].name
            let label = name.filter { $0 != "`" }
            return "        \"\(label)=${this.\(name)}" + (index == members.count - 1 ? ")\"" : ", \" +")
        }
        return lines
    }
}
