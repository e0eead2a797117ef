/// A parsed RFC 6570 URI template: literal text and expressions, in the order written.
///
/// `URITemplate(parsing:)` accepts exactly the syntax of RFC 6570 section 2 at level 4 (with
/// verified erratum 6937, which allows `'` in literals); `expand(_:)` is section 3.
public struct URITemplate: Equatable, Sendable {
    /// One piece of a template.
    public enum Part: Equatable, Sendable {
        /// Text copied into the expansion, as written (percent-encoded triplets included).
        case literal(String)
        /// `{...}`: an operator and the variables it expands.
        case expression(Expression)
    }

    /// `{op var1,var2:3,var3*}`.
    public struct Expression: Equatable, Sendable {
        public let `operator`: ExpressionOperator
        /// Never empty: the parser refuses `{}`.
        public let variables: [VariableSpec]

        public init(operator: ExpressionOperator, variables: [VariableSpec]) {
            self.operator = `operator`
            self.variables = variables
        }
    }

    /// In template order; literal text between two expressions is one part, never empty.
    public let parts: [Part]

    /// Parses `text`, or throws the first syntax error with its UTF-8 byte offset.
    public init(parsing text: String) throws(URITemplateSyntaxError) {
        parts = try URITemplateParser.parts(of: text)
    }
}

/// One variable of an expression: its name as written and how it is expanded.
public struct VariableSpec: Equatable, Sendable {
    public enum Modifier: Equatable, Sendable {
        case none
        /// `:n`, 1...9999: at most the first n characters of a string value.
        case prefix(Int)
        /// `*`: each member of a list or pair of an associative array as its own item.
        case explode
    }

    /// The varname as written, `.` and percent-encoded triplets included (`last.name`,
    /// `Some%20Thing`): values are looked up by this exact text.
    public let name: String
    public let modifier: Modifier

    public init(name: String, modifier: Modifier = .none) {
        self.name = name
        self.modifier = modifier
    }
}
