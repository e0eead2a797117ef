import RenderCore
import Testing
@testable import TypeScriptBackend

/// The import lines of a TypeScript module name exactly the runtime members its declarations use:
/// one more is an unused import under `noUnusedLocals`, one fewer a name that is not found.
@Suite struct TypeScriptRuntimeImportsTests {
    private static let runtime = RenderedText("""
        export const ErrorKind = { invalidValue: "invalidValue" } as const;
        export type ErrorKind = (typeof ErrorKind)[keyof typeof ErrorKind];
        export class LinkError extends Error {}
        export interface Abbreviation {}
        interface Pair {}
        export function invalidValue(key: string): LinkError { return new LinkError(key); }
        export function readText(pair: Pair): string { return ""; }
        export function writeUrl(key: string): string { return key; }
        function isHexDigit(unit: number): boolean { return unit > 0; }

        """)

    @Test func theRuntimeExportsAreReadByKind() {
        let exports = TypeScriptRuntimeImports.exports(of: Self.runtime.string)
        #expect(exports.values == ["ErrorKind", "LinkError", "invalidValue", "readText", "writeUrl"])
        #expect(exports.types == ["Abbreviation"])
    }

    @Test func onlyNamesUsedAsCodeAreImported() {
        let declarations = RenderedText("""
            /** Throws {@link readText} and `writeUrl`; see invalidValue. */
            // readText writeUrl
            const form: Abbreviation = {};
            export function parse(text: string): string {
              const detail = "readText" + 'writeUrl' + `isHexDigit ${text.length > 0 ? `${invalidValue("k").message}` : "readText"} writeUrl`;
              return options.readText + detail;
            }

            """)
        let imports = TypeScriptRuntimeImports(declarations: declarations, runtime: Self.runtime)
        #expect(imports.values == ["invalidValue"])
        #expect(imports.types == ["Abbreviation"])
    }

    @Test func codeAfterATemplateLiteralIsReadAgain() {
        let declarations = RenderedText("const a = `${ { b: 1 }.b }`; throw new LinkError(readText(pair));\n")
        let imports = TypeScriptRuntimeImports(declarations: declarations, runtime: Self.runtime)
        #expect(imports.values == ["LinkError", "readText"])
        #expect(imports.types.isEmpty)
    }
}
