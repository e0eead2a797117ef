// Checks of the generated TypeScript that the shared vectors cannot state: lone UTF-16
// surrogates, strict UTF-8, round trips, linear time on huge input, and the landmine schema's
// keyword-named members at run time. Prints one line per failure, then "N passed, N failed".
import { LinkError, appWithScheme, buildOpenMessage, buildReturnMessage, parseOpenMessage, parseReturnMessage } from "./officeLink.js";
import { LinkError as LandmineError, Typeof, buildDefaultMessage, buildSwitchMessage, parseDefaultMessage, parseSwitchMessage } from "./landmine.js";
import type { SwitchMessage } from "./landmine.js";

const checks: [string, () => string | undefined][] = [];

function check(name: string, body: () => string | undefined): void {
  checks.push([name, body]);
}

/** Undefined when `body` throws a LinkError of `kind`, else what it did instead. */
function fails(kind: string, body: () => unknown): string | undefined {
  try {
    return `expected ${kind}, got ${JSON.stringify(body())}`;
  } catch (error: unknown) {
    if ((error instanceof LinkError || error instanceof LandmineError) && error.kind === kind) return undefined;
    return `expected ${kind}, got ${String(error)}`;
  }
}

function equal(actual: unknown, expected: unknown): string | undefined {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  return a === e ? undefined : `expected ${e}, got ${a}`;
}

function fast(seconds: number, body: () => unknown): string | undefined {
  const start = Date.now();
  body();
  const elapsed = (Date.now() - start) / 1000;
  return elapsed < seconds ? undefined : `took ${elapsed}s`;
}

const url = "https://contoso/a.docx";

check("build text with a lone high surrogate", () => fails("invalidValue", () => buildOpenMessage({ app: "word", url, context: "a\uD800" })));
check("build text with a lone low surrogate", () => fails("invalidValue", () => buildOpenMessage({ app: "word", url, context: "\uDC00b" })));
check("build text with reversed surrogates", () => fails("invalidValue", () => buildOpenMessage({ app: "word", url, context: "\uDE00\uD83D" })));
check("build url with a lone surrogate", () => fails("invalidValue", () => buildOpenMessage({ app: "word", url: url + "\uD800" })));
check("build text with a surrogate pair", () => equal(buildOpenMessage({ app: "word", url, context: "\uD83D\uDE00" }), `ms-word:ofe|u|${url}|c|%F0%9F%98%80`));
check("build unsupported mode", () => fails("unsupportedMode", () => buildSwitchMessage({ app: "function", mode: "in", class: url, typeof: "null" })));
check("parse raw lone surrogate in text", () => fails("invalidValue", () => parseOpenMessage(`ms-word:ofe|u|${url}|c|a\uD800`)));
check("parse raw lone surrogate in url", () => fails("invalidValue", () => parseOpenMessage(`ms-word:ofe|u|${url}\uDC00`)));
check("parse overlong UTF-8", () => fails("invalidValue", () => parseOpenMessage(`ms-word:ofe|u|${url}|c|%C0%80`)));
check("parse overlong 3-byte UTF-8", () => fails("invalidValue", () => parseOpenMessage(`ms-word:ofe|u|${url}|c|%E0%80%80`)));
check("parse UTF-8 above U+10FFFF", () => fails("invalidValue", () => parseOpenMessage(`ms-word:ofe|u|${url}|c|%F4%90%80%80`)));
check("parse escape run split by a raw character", () => fails("invalidValue", () => parseOpenMessage(`ms-word:ofe|u|${url}|c|%C3a%A9`)));
check("parse escapes around raw text", () => equal(parseOpenMessage(`ms-word:ofe|u|${url}|c|%C3%A9t%C3%A9 \u00E9`).context, "\u00E9t\u00E9 \u00E9"));
check("scheme lookup is ASCII-only", () => equal([appWithScheme("MS-WORD"), appWithScheme("ms-wor\u212A"), appWithScheme("\u0130")], ["word", undefined, undefined]));
check("parsed optional fields are absent, not undefined", () => equal(Object.keys(parseOpenMessage(`ms-word:ofv|u|${url}`)), ["app", "mode", "url"]));
check("round trip every character class", () => {
  const context = "a|b%25 \u00FC\uD83D\uDE00\n+~!*'()";
  const uri = buildReturnMessage({ scheme: "x", url: "https://a/b%zz|[]", uploadPending: true, context });
  return equal(parseReturnMessage(uri), { scheme: "x", mode: "edit", url: "https://a/b%25zz%7C[]", uploadPending: true, context });
});
check("landmine keyword fields round trip", () => {
  const message: SwitchMessage = {
    app: "class", mode: "in", class: url, return: "r", fun: "f|", true: false, typeof: Typeof.null,
    char: "volatile", value: "v", uri: "u", init: true, self: "s", string: "s", kind: "k", error: "e", ok: "o",
  };
  const uri = buildSwitchMessage(message);
  return equal(uri, "x-class:in|k|https://contoso/a.docx|r|r|f|f%7C|t|0|e|nil|ch|vol|v|v|uri|u|x|y|sf|s|str|s|kd|k|err|e|ok|o")
    ?? equal(parseSwitchMessage(uri), message);
});
check("landmine caller message round trip", () => {
  const uri = buildDefaultMessage({ scheme: "Back", typeof: "public", true: true });
  return equal(uri, "Back:is.x|e|pub|t|1") ?? equal(parseDefaultMessage(uri), { scheme: "Back", mode: "is", typeof: "public", true: true });
});

const megabytes = 4;
const bigText = "\u00E9|\uD83D\uDE00 ".repeat((megabytes << 20) / 5);
check("build huge text in linear time", () => fast(5, () => buildOpenMessage({ app: "word", url: url + "?" + bigText, context: bigText })));
check("parse huge text in linear time", () => {
  const uri = buildOpenMessage({ app: "word", url, context: bigText });
  return fast(5, () => parseOpenMessage(uri));
});
check("parse many pairs in linear time", () => {
  const uri = `ms-word:ofe|u|${url}` + "|q|1".repeat(1 << 20);
  return fast(5, () => fails("unknownDescriptor", () => parseOpenMessage(uri)));
});
check("parse a huge value with a stray % at its end in linear time", () => {
  const uri = `ms-word:ofe|u|${url}|c|` + "%C3%A9a".repeat(1 << 19) + "%";
  return fast(5, () => fails("invalidValue", () => parseOpenMessage(uri)));
});

let failed = 0;
for (const [name, body] of checks) {
  let reason: string | undefined;
  try {
    reason = body();
  } catch (error: unknown) {
    reason = `threw ${String(error)}`;
  }
  if (reason !== undefined) {
    failed += 1;
    console.log(`FAIL ${name}: ${reason.slice(0, 300)}`);
  }
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
