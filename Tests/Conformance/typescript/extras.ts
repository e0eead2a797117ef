// Checks of the generated TypeScript that the shared vectors cannot state: lone UTF-16
// surrogates, strict UTF-8, round trips, the types of flags and kept-aside pairs, app metadata,
// linear time on huge input, and the landmine schema's keyword-named members at run time.
// Prints one line per failure, then "N passed, N failed".
import {
  LinkError,
  OpenMessageFlag,
  appWithScheme,
  apps,
  buildOpenMessage,
  buildOpenMessageAbbreviated,
  buildReturnMessage,
  parseOpenMessage,
  parseReturnMessage,
} from "./officeLink.js";
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

/** Undefined when `body` throws a LinkError of `kind` whose detail is `detail`, else what it did instead. */
function failsWith(kind: string, detail: string, body: () => unknown): string | undefined {
  try {
    return `expected ${kind}, got ${JSON.stringify(body())}`;
  } catch (error: unknown) {
    if (error instanceof LinkError && error.kind === kind && error.detail === detail) return undefined;
    return `expected ${kind}: ${detail}, got ${String(error)}`;
  }
}

function equal(actual: unknown, expected: unknown): string | undefined {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  return a === e ? undefined : `expected ${e}, got ${a}`;
}

function fast(seconds: number, body: () => unknown): string | undefined {
  const start = Date.now();
  const failure = body();
  if (typeof failure === "string") return failure;
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
check("parsed optional fields are absent, not undefined", () =>
  equal(Object.keys(parseOpenMessage(`ms-word:ofv|u|${url}`)), ["app", "mode", "flags", "url", "unknownDescriptors"]));
check("build new text fields with lone surrogates", () =>
  fails("invalidValue", () => buildOpenMessage({ app: "word", url, service: "\uD800" })) ??
  fails("invalidValue", () => buildOpenMessage({ app: "word", url, webOrApp: "a\uDFFF" })));
check("build save folder with a lone surrogate", () =>
  fails("invalidValue", () => buildOpenMessage({ app: "word", mode: "newFromTemplate", url, saveFolder: "https://contoso/\uD800" })));
check("build abbreviated url with a lone surrogate", () => fails("invalidValue", () => buildOpenMessageAbbreviated({ app: "word", mode: "view", url: url + "\uDC00" })));
check("parse raw lone surrogate in save folder", () => fails("invalidValue", () => parseOpenMessage(`ms-word:nft|u|${url}|s|https://contoso/\uD800`)));
check("parse raw lone surrogate in an abbreviated url", () => fails("invalidValue", () => parseOpenMessage(`ms-word:${url}\uD800`)));
check("a raw surrogate pair counts one path character", () => {
  const path = "/" + "\uD83D\uDE00".repeat(255);
  return equal(parseOpenMessage(`ms-word:ofe|u|https://contoso${path}`).url, `https://contoso${path}`) ??
    fails("invalidValue", () => parseOpenMessage(`ms-word:ofe|u|https://contoso${path}\uD83D\uDE00`));
});
check("parsed flags are a set of flag ids", () => {
  const message = parseOpenMessage(`ms-excel:ofe|ofc|u|${url}`);
  return message.flags instanceof Set ? equal([...message.flags], [OpenMessageFlag.coAuthoring]) : "flags is not a Set";
});
check("no flag is an empty set", () => equal(parseOpenMessage(`ms-excel:ofe|u|${url}`).flags.size, 0));
check("unknown pairs are kept, never written", () => {
  const message = parseOpenMessage(`ms-word:ofe|q|a%20b|u|${url}|q|2`);
  return equal(message.unknownDescriptors, [{ key: "q", value: "a%20b" }, { key: "q", value: "2" }]) ??
    equal(buildOpenMessage(message), `ms-word:ofe|u|${url}`);
});
check("strict parsing keeps nothing aside", () =>
  equal(parseOpenMessage(`ms-word:ofe|u|${url}`, { strict: true }).unknownDescriptors, []) ??
  fails("unknownDescriptor", () => parseReturnMessage(`x:ofe|u|${url}|z|no|q|1`, { strict: true })));
check("parse then build: canonical form", () =>
  equal(buildOpenMessage(parseOpenMessage(`MS-EXCEL:ofv%7Cofc%7Cc%7Cx%7Cu%7C${url}`)), `ms-excel:ofv|ofc|u|${url}|c|x`) ??
  equal(buildOpenMessage(parseOpenMessage(`ms-publisher:HTTPS://contoso/a%20b.docx`)), "ms-publisher:ofv|u|HTTPS://contoso/a%20b.docx"));
check("abbreviated build then parse", () => {
  const uri = buildOpenMessageAbbreviated({ app: "excel", mode: "view", url: "https://contoso/a b.xlsx" });
  return equal(uri, "ms-excel:https://contoso/a%20b.xlsx") ??
    equal(parseOpenMessage(uri), { app: "excel", mode: "view", flags: {}, url: "https://contoso/a%20b.xlsx", unknownDescriptors: [] });
});
check("abbreviated build: an empty flag set is no flag", () =>
  equal(buildOpenMessageAbbreviated({ app: "word", mode: "view", flags: new Set(), url }), `ms-word:${url}`));
check("abbreviated build: unsupported mode first", () =>
  fails("unsupportedMode", () => buildOpenMessageAbbreviated({ app: "oneNote", mode: "newFromTemplate", url, context: "x" })));
check("build writes flags in declared order, once", () =>
  equal(buildOpenMessage({ app: "excel", flags: new Set([OpenMessageFlag.coAuthoring, OpenMessageFlag.coAuthoring]), url }), `ms-excel:ofe|ofc|u|${url}`));
check("app limits are checked on the encoded URL", () =>
  fails("invalidValue", () => buildOpenMessage({ app: "word", url: "https://contoso/a|b.docx" })) ??
  equal(buildOpenMessage({ app: "oneNote", url: "https://contoso/a|b.docx" }), "onenote:ofe|u|https://contoso/a%7Cb.docx"));
check("same host is compared as written, after encoding", () =>
  equal(
    buildOpenMessage({ app: "word", mode: "newFromTemplate", url: "https://ü.example/t.dotx", saveFolder: "https://%C3%BC.example/f" }),
    "ms-word:nft|u|https://%C3%BC.example/t.dotx|s|https://%C3%BC.example/f",
  ));
check("app store and play metadata", () =>
  equal(
    [apps.word.appStoreId, apps.word.playPackage, apps.word.playStoreUrl, apps.excel.playPackage],
    [586447913, "com.microsoft.office.word", "https://play.google.com/store/apps/details?id=com.microsoft.office.word", "com.microsoft.office.excel"],
  ) ?? equal(["playPackage" in apps.oneNote, "playStoreUrl" in apps.visio, apps.oneNote.playPackage, apps.visio.appStoreId], [false, false, undefined, undefined]));
check("round trip every character class", () => {
  const context = "a|b%25 \u00FC\uD83D\uDE00\n+~!*'()";
  const uri = buildReturnMessage({ scheme: "x", url: "https://a/b%zz|[]", uploadPending: true, context });
  return equal(parseReturnMessage(uri), { scheme: "x", mode: "edit", url: "https://a/b%25zz%7C[]", uploadPending: true, context, unknownDescriptors: [] });
});
check("landmine keyword fields round trip", () => {
  const message: SwitchMessage = {
    app: "class", mode: "in", class: url, return: "r", fun: "f|", true: false, typeof: Typeof.null,
    char: "volatile", value: "v", uri: "u", init: true, self: "s", string: "s", kind: "k", error: "e", ok: "o",
  };
  const uri = buildSwitchMessage(message);
  return equal(uri, "x-class:in|k|https://contoso/a.docx|r|r|f|f%7C|t|0|e|nil|ch|vol|v|v|uri|u|x|y|sf|s|str|s|kd|k|err|e|ok|o")
    ?? equal(parseSwitchMessage(uri), { ...message, unknownDescriptors: [] });
});
check("landmine caller message round trip", () => {
  const uri = buildDefaultMessage({ scheme: "Back", typeof: "public", true: true });
  return equal(uri, "Back:is.x|e|pub|t|1") ??
    equal(parseDefaultMessage(uri), { scheme: "Back", mode: "is", typeof: "public", true: true, unknownDescriptors: [] }) ??
    equal(parseDefaultMessage("Back:is.x|e|pub|t|1|toString|x", { strict: false }).unknownDescriptors, [{ key: "toString", value: "x" }]);
});

// The codec takes its fast paths on valid values and tells errors apart only once a check fails:
// each error keeps the detail it had, and a stray % is still reported before bytes that are not UTF-8.
const strayPercent = "the value of 'c' has a '%' that is not followed by two hex digits";
const notUtf8 = "the value of 'c' does not decode to UTF-8 text";
check("parse text errors keep their details", () =>
  failsWith("invalidValue", strayPercent, () => parseOpenMessage(`ms-word:ofe|u|${url}|c|%C3%A9%zz`)) ??
  failsWith("invalidValue", strayPercent, () => parseOpenMessage(`ms-word:ofe|u|${url}|c|\uD800%`)) ??
  failsWith("invalidValue", strayPercent, () => parseOpenMessage(`ms-word:ofe|u|${url}|c|%C0%80%4`)) ??
  failsWith("invalidValue", notUtf8, () => parseOpenMessage(`ms-word:ofe|u|${url}|c|%C0%80`)) ??
  failsWith("invalidValue", notUtf8, () => parseOpenMessage(`ms-word:ofe|u|${url}|c|a\uDC00`)) ??
  failsWith("invalidValue", notUtf8, () => parseOpenMessage(`ms-word:ofe|u|${url}|c|%41\uD800`)));
check("build lone surrogate errors keep their details", () =>
  failsWith("invalidValue", "the value of 'c' is not valid Unicode: it holds a lone surrogate", () =>
    buildOpenMessage({ app: "word", url, context: "a b\uD800" })) ??
  failsWith("invalidValue", "the value of 'u' is not valid Unicode: it holds a lone surrogate", () =>
    buildOpenMessage({ app: "word", url: "https://contoso/a b\uDC00" })));
check("build text escapes the marks encodeURIComponent keeps", () =>
  equal(buildOpenMessage({ app: "word", url, context: "!'()*~ \u00E9!!" }), `ms-word:ofe|u|${url}|c|%21%27%28%29%2A~%20%C3%A9%21%21`));
check("build url encodes only what a URL may not carry", () =>
  equal(
    buildOpenMessage({ app: "word", url: "https://contoso/[a]%5D b%41%zz%/\u00E9.docx?q=[1]#%" }),
    "ms-word:ofe|u|https://contoso/[a]%5D%20b%41%25zz%25/%C3%A9.docx?q=[1]#%25",
  ));
check("parse %7C and %7c delimiters past other escapes", () =>
  equal(parseOpenMessage(`ms-word:ofe%7cu%7C${url}%7Cd%7C%2525%7A%7cc%7Cx`).service, "%25z") ??
  equal(parseOpenMessage(`ms-word:ofe%7cu%7C${url}%7Cd%7C%2525%7A%7cc%7Cx`).context, "x"));

const megabytes = 4;
const bigText = "\u00E9|\uD83D\uDE00 ".repeat((megabytes << 20) / 5);
check("build huge text in linear time", () => fast(5, () => {
  buildOpenMessage({ app: "word", url: url + "?" + bigText, context: bigText });
}));
check("parse huge text in linear time", () => {
  const uri = buildOpenMessage({ app: "word", url, context: bigText });
  return fast(5, () => parseOpenMessage(uri));
});
check("parse many unknown pairs in linear time, kept", () => {
  const uri = `ms-word:ofe|u|${url}` + "|q|1".repeat(1 << 20);
  return fast(5, () => {
    const count = parseOpenMessage(uri).unknownDescriptors.length;
    if (count !== 1 << 20) throw new Error(`kept ${count}`);
  });
});
check("parse many unknown pairs in linear time, strict", () => {
  const uri = `ms-word:ofe|u|${url}` + "|q|1".repeat(1 << 20);
  return fast(5, () => fails("unknownDescriptor", () => parseOpenMessage(uri, { strict: true })));
});
check("parse many %7C-delimited pairs in linear time", () => {
  const uri = `ms-word:ofe%7Cu%7C${url}` + "%7Cq%7C1".repeat(1 << 20);
  return fast(5, () => equal(parseOpenMessage(uri).unknownDescriptors.length, 1 << 20));
});
check("parse a huge value with one %7C and a raw | at its end in linear time", () => {
  const uri = `ms-word:ofe|u|${url}|c|` + "%7C".repeat(1 << 20) + "|q";
  return fast(5, () => fails("malformed", () => parseOpenMessage(uri)));
});
check("parse many repeated flags in linear time", () => {
  const uri = "ms-excel:ofe" + "|ofc".repeat(1 << 20) + `|u|${url}`;
  return fast(5, () => fails("duplicateDescriptor", () => parseOpenMessage(uri)));
});
check("parse a huge abbreviated URI in linear time", () => {
  const uri = "ms-word:https://contoso/" + "a/".repeat(1 << 20) + "b.docx";
  return fast(5, () => fails("invalidValue", () => parseOpenMessage(uri)));
});
check("app limits on a huge escaped path in linear time", () => {
  const uri = "ms-word:ofe|u|https://contoso/" + "%C3%A9".repeat(1 << 20);
  return fast(5, () => fails("invalidValue", () => parseOpenMessage(uri)));
});
check("app limits on a huge encoded path in linear time", () =>
  fast(5, () => fails("invalidValue", () => buildOpenMessage({ app: "word", url: "https://contoso/" + "\u00E9*".repeat(1 << 20) }))));
check("same host on huge authorities in linear time", () => {
  const host = "h".repeat(1 << 21);
  const uri = `ms-word:nft|u|https://a@${host}:1/t.dotx|s|https://${host}/f`;
  return fast(5, () => equal(parseOpenMessage(uri).mode, "newFromTemplate"));
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
