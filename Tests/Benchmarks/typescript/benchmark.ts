// Measures the generated TypeScript for schema.json under node beside the platform's own way to do
// the same work, in the same run: prints figures, asserts nothing.
//
// Each row runs the generated code and its anchor in alternating rounds, times each round (in
// CPU time) with enough calls to last about `roundMilliseconds`, and prints the medians and the
// ratio generated / anchor (lower is faster). The first rounds are a warm-up and are not counted:
// besides the JIT, the heap has to grow to hold the large strings, and until it has, collections
// dominate. The anchors use only what node gives:
// - parse: `new URL(u)`, its path split on `|` (or on `%7C` for such a URI), then
//   `decodeURIComponent` of each value;
// - build: string concatenation, `encodeURI` for the URL and `encodeURIComponent` for text.
import { checksum, compare, figure } from "./timing.js";
import { App, Mode, buildOpenMessage, buildOpenMessageAbbreviated, parseOpenMessage } from "./officeLink.js";

declare const console: { log(...values: unknown[]): void };
/** The WHATWG URL class node provides; es2020's lib does not declare it. */
declare class URL {
  constructor(input: string);
  readonly protocol: string;
  readonly pathname: string;
}

/** The anchor parser: the platform's URL parser, a split at `delimiter`, each value decoded. */
function platformParse(uri: string, delimiter: string | RegExp): number {
  const url = new URL(uri);
  const segments = url.pathname.split(delimiter);
  let length = url.protocol.length;
  for (let index = 2; index < segments.length; index += 2) {
    length += decodeURIComponent(segments[index] ?? "").length;
  }
  return length;
}

const parseAnchor = "new URL+split+decodeURIComponent";
const buildAnchor = "concatenation+encodeURIComponent";

/** Text of every kind a context carries: words, spaces, punctuation, accents, a CJK word, an emoji. */
const sampleText = "Q4 budget, folder view: Übersicht & résumé / 会議 (draft #3) 😀 ";

/** `text` repeated until its encoded form is about `bytes` long. */
function contextOf(bytes: number, text = sampleText): string {
  const repeats = Math.max(1, Math.round(bytes / encodeURIComponent(text).length));
  return text.repeat(repeats);
}

const url = "https://contoso/Q4/budget.docx";
const article = "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4";
const contexts: [string, string][] = [
  ["1 KB context", contextOf(1024)],
  ["100 KB context", contextOf(100 * 1024)],
];

compare("parse open (article)", () => parseOpenMessage(article).url.length, parseAnchor, () => platformParse(article, "|"));
const encodedBars = article.replace(/\|/g, "%7C");
compare(
  "parse open (article, %7C delimiters)",
  () => parseOpenMessage(encodedBars).url.length,
  parseAnchor,
  () => platformParse(encodedBars, /%7C/i),
);
for (const [label, context] of contexts) {
  const uri = buildOpenMessage({ app: App.word, url, passback: "clouddrive", context });
  compare(`parse open (${label})`, () => parseOpenMessage(uri).context?.length ?? 0, parseAnchor, () => platformParse(uri, "|"));
}

/** The anchor builder: the URI of an open message with a URL, a passback and a context. */
function concatenate(scheme: string, mode: string, target: string, passback: string, context: string): number {
  return (scheme + ":" + mode + "|u|" + encodeURI(target) + "|p|" + passback + "|c|" + encodeURIComponent(context)).length;
}

compare(
  "build open (article)",
  () => buildOpenMessage({ app: App.word, mode: Mode.edit, url, passback: "clouddrive", context: "folderviewQ4" }).length,
  buildAnchor,
  () => concatenate("ms-word", "ofe", url, "clouddrive", "folderviewQ4"),
);
// `encodeURIComponent` leaves `!'()*` as they are, the builder escapes them: text without them too.
const withoutMarks = contextOf(100 * 1024, sampleText.replace(/[!'()*]/g, ""));
for (const [label, context] of [...contexts, ["100 KB context without !'()*", withoutMarks]]) {
  compare(
    `build open (${label})`,
    () => buildOpenMessage({ app: App.word, mode: Mode.edit, url, passback: "clouddrive", context }).length,
    buildAnchor,
    () => concatenate("ms-word", "ofe", url, "clouddrive", context),
  );
}

// Figures without an anchor: the abbreviated form, and linear time on 1 MB inputs.
const abbreviated = "ms-word:https://contoso/Q4/budget.docx";
figure("parse open (abbreviated)", () => parseOpenMessage(abbreviated).url.length);
figure("build open (abbreviated)", () => buildOpenMessageAbbreviated({ app: App.word, mode: Mode.view, url }).length);
const megabyteContext = "a|".repeat(512 * 1024);
const huge = buildOpenMessage({ app: App.word, url, context: megabyteContext });
figure("build open (1 MB context)", () => buildOpenMessage({ app: App.word, url, context: megabyteContext }).length);
figure("parse open (1 MB context)", () => parseOpenMessage(huge).context?.length ?? 0);
const unknown = article + "|k|v".repeat(256 * 1024);
figure("parse open (1 MB of unknown pairs, kept)", () => parseOpenMessage(unknown).unknownDescriptors.length);
figure("parse open (1 MB of unknown pairs, strict)", () => {
  try {
    return parseOpenMessage(unknown, { strict: true }).url.length;
  } catch {
    return 1;
  }
});
console.log(`(checksum ${checksum})`);
