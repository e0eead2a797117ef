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
import { App, Mode, buildOpenMessage, buildOpenMessageAbbreviated, parseOpenMessage } from "./officeLink.js";

declare const process: { argv: string[]; cpuUsage(since?: CpuUsage): CpuUsage };
/** Microseconds of CPU time the process used, on every thread. */
interface CpuUsage {
  user: number;
  system: number;
}
declare const console: { log(...values: unknown[]): void };
/** The WHATWG URL class node provides; es2020's lib does not declare it. */
declare class URL {
  constructor(input: string);
  readonly protocol: string;
  readonly pathname: string;
}

const warmUpRounds = 3;
const rounds = 9;
const roundMilliseconds = Number(process.argv[2] ?? "25");

/**
 * Nanoseconds of CPU time per call of `body` over `calls` calls; the checksum keeps the work
 * alive. CPU time, not wall time: the machines this runs on are shared, and time spent waiting
 * for a core is nobody's cost. It counts the engine's other threads too (the collector's), as a
 * cost of the code that made the garbage.
 */
let checksum = 0;
function timePerCall(body: () => number, calls: number): number {
  const start = process.cpuUsage();
  for (let call = 0; call < calls; call += 1) checksum += body();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1e3) / calls;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The number of calls of `body` that lasts about one round, measured after a warm-up. */
function callsPerRound(body: () => number): number {
  let calls = 1;
  while (timePerCall(body, calls) * calls < 2e6) calls *= 2;
  return Math.max(1, Math.round((roundMilliseconds * 1e6) / timePerCall(body, calls)));
}

function formatTime(nanoseconds: number): string {
  if (nanoseconds >= 1e6) return `${(nanoseconds / 1e6).toFixed(2)} ms`;
  if (nanoseconds >= 1e3) return `${(nanoseconds / 1e3).toFixed(2)} µs`;
  return `${nanoseconds.toFixed(0)} ns`;
}

function compare(label: string, generated: () => number, anchorName: string, anchor: () => number): void {
  const generatedCalls = callsPerRound(generated);
  const anchorCalls = callsPerRound(anchor);
  const generatedTimes: number[] = [];
  const anchorTimes: number[] = [];
  for (let round = 0; round < warmUpRounds + rounds; round += 1) {
    const [mine, theirs] = [timePerCall(generated, generatedCalls), timePerCall(anchor, anchorCalls)];
    if (round >= warmUpRounds) {
      generatedTimes.push(mine);
      anchorTimes.push(theirs);
    }
  }
  const [mine, theirs] = [median(generatedTimes), median(anchorTimes)];
  console.log(
    `typescript ${label}: generated ${formatTime(mine)}, anchor ${anchorName} ${formatTime(theirs)}, ` +
      `ratio ${(mine / theirs).toFixed(2)}x (lower is faster)`,
  );
}

/** A figure with no anchor: the median time of `body`, in a few rounds. */
function figure(label: string, body: () => number): void {
  const calls = callsPerRound(body);
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) times.push(timePerCall(body, calls));
  console.log(`typescript ${label}: ${formatTime(median(times))}`);
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
