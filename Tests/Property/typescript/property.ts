// Property-based round trips, hostile random input and linear-time figures for the generated
// TypeScript (Tests/Goldens/default/typescript/officeLink.ts). Usage: node property.js [SEED] [CASES].
// The PRNG and the round-trip generator are the same in all four languages (see
// Tests/Property/README.md), so one seed gives the same messages, URIs and digest everywhere.
// Prints failures, then "N passed, N failed"; exits 1 on any failure.
import {
  App,
  ErrorKind,
  LinkError,
  Mode,
  apps,
  buildOpenMessage,
  buildReturnMessage,
  defaultMode,
  parseOpenMessage,
  parseReturnMessage,
} from "./officeLink.js";
import type { AppInfo, MessageInput, OpenMessage, ParseOptions, ReturnMessage } from "./officeLink.js";

// The few Node.js globals this file uses, so it needs no @types/node.
declare const process: {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly hrtime: { bigint(): bigint };
  exitCode?: number;
};
declare const console: { log(message: string): void };

const MASK = 0xffff_ffff_ffff_ffffn;
const GOLDEN = 0x9e37_79b9_7f4a_7c15n;
const MIX1 = 0xbf58_476d_1ce4_e5b9n;
const MIX2 = 0x94d0_49bb_1331_11ebn;

/** splitmix64 (Steele, Lea, Flood 2014): the whole state is one 64-bit word, here a BigInt. */
class SplitMix64 {
  private state: bigint;

  constructor(seed: bigint) {
    this.state = seed & MASK;
  }

  next(): bigint {
    this.state = (this.state + GOLDEN) & MASK;
    let z = this.state;
    z = ((z ^ (z >> 30n)) * MIX1) & MASK;
    z = ((z ^ (z >> 27n)) * MIX2) & MASK;
    return z ^ (z >> 31n);
  }

  /** A number in 0..<n (n > 0), the 64-bit value taken unsigned; the modulo bias does not matter. */
  below(n: number): number {
    return Number(this.next() % BigInt(n));
  }
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SCHEME_CHARS = LETTERS + "0123456789+-.";
const LETTER_LIST = [...LETTERS];
const SCHEME_CHAR_LIST = [...SCHEME_CHARS];
/** The schemes a document URL may have (schema.json: http or https), in letter cases the parsers must ignore. */
const URL_SCHEMES = ["http", "https", "HTTP", "hTTpS"];

/** Pieces that look like grammar: bars, escapes and half escapes, a colon, CRLF, U+2028. */
const SPECIALS = [
  "|", "%", "|p|", "|c|x", "%7C", "%25", "%2", "%G1", "%e9", "%%", "+", ":", "\u2028", "\r\n", "~",
  "%F0%9F%98%80",
];

/** Emoji, ZWJ, combining marks, separators, BOM, U+FFFD/U+FFFF/U+10FFFF, a prepend mark, NUL. */
const EXTRAS = [
  0x1f600, 0x1f4a9, 0x1f1fa, 0x1f1f8, 0x200d, 0x0301, 0x0308, 0x2028, 0x2029, 0xfeff, 0xfffd, 0xffff,
  0x10ffff, 0x0600, 0x00e9, 0x0000,
];

const HOSTILE_TOKENS = [
  "ms-word", "MS-WORD:", "ofe", "ofv", "u", "p", "c", "z", "yes", "no", "http://a", "|", "||", ":", "%",
  "|u|", "|c|", "|z|yes",
];

const APPS: readonly App[] = [App.excel, App.oneNote, App.powerPoint, App.word];

const CANONICAL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%|";

const ALL_KINDS: readonly string[] = Object.values(ErrorKind);

/** A lone UTF-16 surrogate: with the `u` flag a surrogate pair is one character, so only halves match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Failures printed in full for each check; the rest are counted (VERBOSE=1 prints them all). */
const SHOWN_FAILURES = 20;

/** A message as generated; `mode` undefined means "left out", which builds the default mode. */
interface Generated {
  isOpen: boolean;
  app: App;
  scheme: string;
  mode: Mode | undefined;
  url: string;
  passback: string | undefined;
  uploadPending: boolean;
  context: string | undefined;
}

/** The element at `index`, which the caller knows is there. */
function at<T>(list: readonly T[], index: number): T {
  const element = list[index];
  if (element === undefined) {
    throw new RangeError(`no element ${index} in a list of ${list.length}`);
  }
  return element;
}

/** `text` with everything outside printable ASCII written as \u{X} (a lone surrogate too), `\` as `\\`. */
function shown(text: string | undefined): string {
  if (text === undefined) return "undefined";
  let out = "";
  for (let index = 0; index < text.length; ) {
    const point = text.codePointAt(index) ?? 0;
    if (point >= 0x20 && point <= 0x7e && point !== 0x5c) {
      out += String.fromCharCode(point);
    } else {
      out += "\\u{" + point.toString(16).toUpperCase() + "}";
    }
    index += point > 0xffff ? 2 : 1;
  }
  return out;
}

/** The UTF-8 bytes of `text`; a lone surrogate is written as U+FFFD (a builder never writes one). */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; ) {
    let point = text.codePointAt(index) ?? 0;
    index += point > 0xffff ? 2 : 1;
    if (point >= 0xd800 && point <= 0xdfff) point = 0xfffd;
    if (point < 0x80) {
      bytes.push(point);
    } else if (point < 0x800) {
      bytes.push(0xc0 | (point >> 6), 0x80 | (point & 0x3f));
    } else if (point < 0x10000) {
      bytes.push(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
    } else {
      bytes.push(0xf0 | (point >> 18), 0x80 | ((point >> 12) & 0x3f), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
    }
  }
  return bytes;
}

const UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
const URL_KEPT = UNRESERVED + ":/?#[]@!$&'()*+,;=";
const HEX = "0123456789ABCDEFabcdef";

/** A URL's UTF-8 bytes as a builder writes them (docs/grammar.md, "Writing"), computed apart from the generated code. */
function referenceUrlBytes(url: string): number[] {
  const bytes = utf8(url);
  const out: number[] = [];
  bytes.forEach((byte, index) => {
    const isEscape =
      byte === 0x25 && HEX.includes(String.fromCharCode(bytes[index + 1] ?? 0)) && HEX.includes(String.fromCharCode(bytes[index + 2] ?? 0));
    if ((byte < 0x80 && URL_KEPT.includes(String.fromCharCode(byte))) || isEscape) out.push(byte);
    else out.push(...utf8("%" + byte.toString(16).toUpperCase().padStart(2, "0")));
  });
  return out;
}

/** `bytes` with every `%XX` decoded to its byte; a `%` that starts none is kept. */
function percentDecoded(bytes: readonly number[]): number[] {
  const out: number[] = [];
  for (let index = 0; index < bytes.length; index++) {
    const escape = bytes[index] === 0x25 ? String.fromCharCode(bytes[index + 1] ?? 0, bytes[index + 2] ?? 0) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(escape)) {
      out.push(parseInt(escape, 16));
      index += 2;
    } else {
      out.push(bytes[index] ?? 0);
    }
  }
  return out;
}

/**
 * Whether a URL, as a builder writes it, breaks the app's limits (docs/grammar.md, "App limits and
 * hosts"), worked out on its UTF-8 bytes apart from the generated code.
 */
function breaksLimits(url: string, app: AppInfo): boolean {
  const bytes = referenceUrlBytes(url);
  let start = bytes.indexOf(0x3a) + 1;
  if (bytes[start] === 0x2f && bytes[start + 1] === 0x2f) {
    start += 2;
    while (start < bytes.length && ![0x2f, 0x3f, 0x23].includes(bytes[start] ?? 0)) start++;
  }
  let end = start;
  while (end < bytes.length && ![0x3f, 0x23].includes(bytes[end] ?? 0)) end++;
  const path = bytes.slice(start, end);
  const length = percentDecoded(path).filter((byte) => byte < 0x80 || byte > 0xbf).length;
  if (app.maxPathLength !== undefined && length > app.maxPathLength) return true;
  const name = percentDecoded(path.slice(path.lastIndexOf(0x2f) + 1));
  return app.fileNameExcludes !== undefined && name.some((byte) => byte < 0x80 && app.fileNameExcludes?.includes(String.fromCharCode(byte)));
}

function modeName(mode: Mode | undefined): string {
  return mode ?? "(default)";
}

/** The kind of a LinkError, or undefined for anything else thrown. */
function kindOf(error: unknown): string | undefined {
  return error instanceof LinkError && ALL_KINDS.includes(error.kind) ? error.kind : undefined;
}

function described(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

class Runner {
  readonly rng: SplitMix64;
  passed = 0;
  failed = 0;
  digest = 0x811c9dc5;
  readonly verbose = process.env["VERBOSE"] !== undefined;
  readonly tally = new Map<string, Map<string, number>>();

  constructor(seed: bigint) {
    this.rng = new SplitMix64(seed);
  }

  /** How many failures each check had, in the order each first failed. */
  readonly checkCounts = new Map<string, number>();

  /** Counts a failure of `check`; prints it when it is one of the check's first SHOWN_FAILURES, or with VERBOSE=1. */
  fail(check: string, text: string): void {
    this.failed += 1;
    const count = (this.checkCounts.get(check) ?? 0) + 1;
    this.checkCounts.set(check, count);
    if (this.verbose || count <= SHOWN_FAILURES) console.log("FAIL " + text);
  }

  // The shared generator (same draws, in the same order, in every language)

  randomScheme(): string {
    const length = 1 + this.rng.below(12);
    let out = at(LETTER_LIST, this.rng.below(52));
    for (let i = 1; i < length; i++) out += at(SCHEME_CHAR_LIST, this.rng.below(65));
    return out;
  }

  piece(): string {
    switch (this.rng.below(7)) {
      case 0:
        return String.fromCodePoint(0x20 + this.rng.below(95));
      case 1:
        return at(SPECIALS, this.rng.below(16));
      case 2: {
        const control = this.rng.below(33);
        return String.fromCodePoint(control === 32 ? 0x7f : control);
      }
      case 3:
        return String.fromCodePoint(0x80 + this.rng.below(0xd800 - 0x80));
      case 4:
        return String.fromCodePoint(0xe000 + this.rng.below(0x2000));
      case 5:
        return String.fromCodePoint(0x10000 + this.rng.below(0x100000));
      default:
        return String.fromCodePoint(at(EXTRAS, this.rng.below(16)));
    }
  }

  randomText(): string {
    const count = this.rng.below(25);
    let out = "";
    for (let i = 0; i < count; i++) out += this.piece();
    return out;
  }

  message(): Generated {
    const isOpen = this.rng.below(2) === 0;
    const modeDraw = this.rng.below(3);
    const mode = modeDraw === 0 ? Mode.view : modeDraw === 1 ? Mode.edit : undefined;
    let app: App = App.word;
    let scheme = "";
    let uploadPending = false;
    if (isOpen) {
      app = at(APPS, this.rng.below(4));
    } else {
      scheme = this.randomScheme();
      uploadPending = this.rng.below(2) === 1;
    }
    const url = at(URL_SCHEMES, this.rng.below(4)) + ":" + this.randomText();
    const passback = isOpen && this.rng.below(2) === 1 ? this.randomScheme() : undefined;
    const context = this.rng.below(2) === 1 ? this.randomText() : undefined;
    return { isOpen, app, scheme, mode, url, passback, uploadPending, context };
  }

  // Building and parsing

  build(m: Generated): string {
    if (m.isOpen) {
      const input: MessageInput<OpenMessage> = { app: m.app, url: m.url };
      if (m.mode !== undefined) input.mode = m.mode;
      if (m.passback !== undefined) input.passback = m.passback;
      if (m.context !== undefined) input.context = m.context;
      return buildOpenMessage(input);
    }
    const input: MessageInput<ReturnMessage> = { scheme: m.scheme, url: m.url, uploadPending: m.uploadPending };
    if (m.mode !== undefined) input.mode = m.mode;
    if (m.context !== undefined) input.context = m.context;
    return buildReturnMessage(input);
  }

  describe(m: Generated): string {
    let out = m.isOpen ? `open app=${m.app}` : `return scheme=${shown(m.scheme)}`;
    out += ` mode=${modeName(m.mode)} url=${shown(m.url)}`;
    if (m.passback !== undefined) out += ` passback=${shown(m.passback)}`;
    if (!m.isOpen) out += ` uploadPending=${m.uploadPending}`;
    if (m.context !== undefined) out += ` context=${shown(m.context)}`;
    return out;
  }

  addToDigest(uri: string): void {
    for (const byte of [...utf8(uri), 0x0a]) {
      this.digest = Math.imul(this.digest ^ byte, 0x01000193) >>> 0;
    }
  }

  // 1. Round trips

  /** The round trip of case `index`; true when it held. */
  roundTrip(index: number, message: Generated): boolean {
    const input = this.describe(message);
    // The app's limits hold for the URL as written: the builder must refuse exactly the URLs that
    // break them, with invalidValue; a refused message builds no URI, so adds nothing to the digest.
    const breaks = message.isOpen && breaksLimits(message.url, apps[message.app]);
    let uri: string;
    try {
      uri = this.build(message);
    } catch (error) {
      if (breaks && kindOf(error) === ErrorKind.invalidValue) return true;
      this.fail("roundtrip", `roundtrip #${index}: ${input} threw ${described(error)}`);
      return false;
    }
    if (breaks) {
      this.fail("roundtrip", `roundtrip #${index}: ${input} was built as ${shown(uri)}, although the URL breaks the app's limits`);
      return false;
    }
    try {
      this.addToDigest(uri);
      if (![...uri].every((char) => CANONICAL.includes(char))) {
        this.fail("roundtrip", `roundtrip #${index}: the builder wrote a byte a URI may not carry: ${shown(uri)} from ${input}`);
        return false;
      }
      const bars = [...uri].filter((char) => char === "|").length;
      const fields =
        1 + (message.passback !== undefined ? 1 : 0) + (message.context !== undefined ? 1 : 0) + (message.isOpen ? 0 : 1);
      if (bars !== 2 * fields) {
        this.fail("roundtrip", `roundtrip #${index}: ${bars} bars for ${fields} fields in ${shown(uri)} from ${input}`);
        return false;
      }
      const back: Generated = { ...message };
      if (message.isOpen) {
        const parsed = parseOpenMessage(uri);
        back.app = parsed.app;
        back.mode = parsed.mode;
        back.url = parsed.url;
        back.passback = parsed.passback;
        back.context = parsed.context;
      } else {
        const parsed = parseReturnMessage(uri);
        back.scheme = parsed.scheme;
        back.mode = parsed.mode;
        back.url = parsed.url;
        back.uploadPending = parsed.uploadPending;
        back.context = parsed.context;
      }
      const rebuilt = this.build(back);
      const problems: string[] = [];
      if (back.app !== message.app) problems.push(`app ${back.app}`);
      if (back.scheme !== message.scheme) problems.push(`scheme ${shown(back.scheme)}`);
      if (back.mode !== (message.mode ?? defaultMode)) problems.push(`mode ${modeName(back.mode)}`);
      if (back.passback !== message.passback) problems.push(`passback ${shown(back.passback)}`);
      if (back.uploadPending !== message.uploadPending) problems.push(`uploadPending ${back.uploadPending}`);
      if (back.context !== message.context) problems.push(`context ${shown(back.context)}`);
      if (rebuilt !== uri) problems.push(`rebuilt URI ${shown(rebuilt)}`);
      if (problems.length > 0) {
        this.fail("roundtrip", `roundtrip #${index}: ${input} built ${shown(uri)}, parsed back with ${problems.join(", ")}`);
        return false;
      }
      return true;
    } catch (error) {
      this.fail("roundtrip", `roundtrip #${index}: ${input} threw ${described(error)}`);
      return false;
    }
  }

  /**
   * The builder must refuse a lone surrogate with invalidValue: one is put into the context (even
   * cases that have one) or into the URL after its colon, at a place and with a value that depend
   * only on `index`, so the generator's draws are the same as in the other languages.
   */
  loneSurrogate(index: number, message: Generated): boolean {
    const unit = String.fromCharCode(0xd800 + ((index * 0x9e5) % 0x800));
    const changed: Generated = { ...message };
    let field: string;
    if (message.context !== undefined && index % 2 === 0) {
      const where = index % (message.context.length + 1);
      changed.context = message.context.slice(0, where) + unit + message.context.slice(where);
      field = "context";
    } else {
      const start = message.url.indexOf(":") + 1;
      const where = start + (index % (message.url.length - start + 1));
      changed.url = message.url.slice(0, where) + unit + message.url.slice(where);
      field = "url";
    }
    try {
      const uri = this.build(changed);
      this.fail("lone-surrogate", `roundtrip #${index}: a lone surrogate in the ${field} was built as ${shown(uri)} from ${this.describe(changed)}`);
      return false;
    } catch (error) {
      if (kindOf(error) === ErrorKind.invalidValue) return true;
      this.fail("lone-surrogate", `roundtrip #${index}: a lone surrogate in the ${field} threw ${described(error)}, not invalidValue, from ${this.describe(changed)}`);
      return false;
    }
  }

  roundTripCase(index: number): void {
    const message = this.message();
    const held = this.roundTrip(index, message);
    const refused = this.loneSurrogate(index, message);
    if (held && refused) this.passed += 1;
  }

  // 2. Hostile input

  /** A hostile unit in TypeScript: an ASCII char, a special scalar, or a lone surrogate. */
  oddUnit(): string {
    switch (this.rng.below(3)) {
      case 0:
        return String.fromCharCode(this.rng.below(0x80));
      case 1:
        return String.fromCodePoint(at(EXTRAS, this.rng.below(16)));
      default:
        return String.fromCharCode(0xd800 + this.rng.below(0x800));
    }
  }

  hostilePiece(): string {
    switch (this.rng.below(4)) {
      case 0:
        return this.piece();
      case 1:
        return at(HOSTILE_TOKENS, this.rng.below(HOSTILE_TOKENS.length));
      case 2:
        return this.oddUnit();
      default:
        return String.fromCharCode(0x20 + this.rng.below(95));
    }
  }

  /** Same draws as the Kotlin harness, on UTF-16 code units, so a mutation can split a surrogate pair. */
  hostile(): string {
    if (this.rng.below(4) === 0) {
      const count = this.rng.below(40);
      let out = "";
      for (let i = 0; i < count; i++) out += this.hostilePiece();
      return out;
    }
    const message = this.message();
    let units: string;
    try {
      units = this.build(message);
    } catch (error) {
      if (!(error instanceof LinkError)) throw error;
      units = "";
    }
    const edits = 1 + this.rng.below(4);
    for (let i = 0; i < edits; i++) {
      const length = units.length;
      switch (this.rng.below(8)) {
        case 0: {
          const piece = this.hostilePiece();
          const where = this.rng.below(length + 1);
          units = units.slice(0, where) + piece + units.slice(where);
          break;
        }
        case 1:
          if (length > 0) {
            const start = this.rng.below(length);
            const end = start + 1 + this.rng.below(Math.min(8, length - start));
            units = units.slice(0, start) + units.slice(end);
          }
          break;
        case 2:
          if (length > 0) {
            const where = this.rng.below(length);
            units = units.slice(0, where) + this.oddUnit() + units.slice(where + 1);
          }
          break;
        case 3: {
          const where = this.rng.below(length + 1);
          units = units.slice(0, where) + "|" + units.slice(where);
          break;
        }
        case 4:
          units += "%";
          break;
        case 5:
          units = units.slice(0, this.rng.below(length + 1));
          break;
        case 6:
          if (length > 0) {
            const start = this.rng.below(length);
            const slice = units.slice(start, start + 1 + this.rng.below(Math.min(16, length - start)));
            units = units.slice(0, start) + slice + units.slice(start);
          }
          break;
        default: {
          const where = this.rng.below(length + 1);
          units = units.slice(0, where) + "%" + at(LETTER_LIST, this.rng.below(52)) + units.slice(where);
        }
      }
    }
    return units;
  }

  /**
   * Parses `uri` as the message; on success every string read must be valid Unicode (no lone
   * surrogate), the message must build, and the built URI must parse back to the same fields and
   * build the same URI again (it is canonical). Returns the kind ("ok" or an error id) and a
   * problem, if any.
   */
  probe(uri: string, open: boolean, options: ParseOptions = {}): [string, string | undefined] {
    try {
      if (open) {
        const parsed = parseOpenMessage(uri, options);
        const texts = [parsed.url, parsed.saveFolder, parsed.passback, parsed.context, parsed.service, parsed.user, parsed.fileName, parsed.webOrApp];
        const lone = texts.some((text) => text !== undefined && LONE_SURROGATE.test(text));
        if (lone) return ["ok", `accepted a lone surrogate: ${texts.map(shown).join(" ")}`];
        const canonical = buildOpenMessage(parsed);
        // The canonical form holds no unknown pair, so it parses strictly.
        const again = parseOpenMessage(canonical, { strict: true });
        if (
          again.app !== parsed.app ||
          again.mode !== parsed.mode ||
          [...again.flags].join() !== [...parsed.flags].join() ||
          again.passback !== parsed.passback ||
          again.context !== parsed.context ||
          again.service !== parsed.service ||
          again.user !== parsed.user ||
          again.fileName !== parsed.fileName ||
          again.webOrApp !== parsed.webOrApp ||
          buildOpenMessage(again) !== canonical
        ) {
          return ["ok", `the canonical form ${shown(canonical)} does not parse back to the same message`];
        }
      } else {
        const parsed = parseReturnMessage(uri, options);
        const lone = [parsed.scheme, parsed.url, parsed.context].some((text) => text !== undefined && LONE_SURROGATE.test(text));
        if (lone) return ["ok", `accepted a lone surrogate: ${shown(parsed.scheme)} ${shown(parsed.url)} ${shown(parsed.context)}`];
        const canonical = buildReturnMessage(parsed);
        const again = parseReturnMessage(canonical, { strict: true });
        if (
          again.scheme !== parsed.scheme ||
          again.mode !== parsed.mode ||
          again.uploadPending !== parsed.uploadPending ||
          again.context !== parsed.context ||
          buildReturnMessage(again) !== canonical
        ) {
          return ["ok", `the canonical form ${shown(canonical)} does not parse back to the same message`];
        }
      }
      return ["ok", undefined];
    } catch (error) {
      const kind = kindOf(error);
      return kind !== undefined ? [kind, undefined] : ["untyped", `threw an untyped error: ${described(error)}`];
    }
  }

  hostileCase(index: number, uri: string): void {
    if (this.verbose) console.log(`hostile #${index}: ${shown(uri)}`);
    let behaved = true;
    for (const [name, open] of [["open", true], ["return", false]] as const) {
      const [kind, problem] = this.probe(uri, open);
      const counts = this.tally.get(name) ?? new Map<string, number>();
      this.tally.set(name, counts);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      if (problem !== undefined) {
        behaved = false;
        this.fail("hostile", `hostile #${index} parse ${name} ${shown(uri)}: ${problem}`);
      }
    }
    if (behaved) this.passed += 1;
  }

  // 3. Linear time

  static seconds(body: () => void): number {
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = process.hrtime.bigint();
      body();
      best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9);
    }
    return best;
  }

  linear(): void {
    const pattern = "ab|%\u00E9\u{1F600} \u2028%41x\u0000";
    const patternBytes = utf8(pattern).length;
    const figures: [number, number, number][] = [];
    for (const size of [10_000, 100_000, 1_000_000]) {
      // Whole patterns until at least `size` UTF-8 bytes, as the other languages build it.
      const context = pattern.repeat(Math.ceil(size / patternBytes));
      const message: MessageInput<OpenMessage> = { app: App.word, url: "https://contoso/a b", passback: "back", context };
      try {
        let uri = "";
        const build = Runner.seconds(() => {
          uri = buildOpenMessage(message);
        });
        let parsed: OpenMessage | undefined;
        const parse = Runner.seconds(() => {
          parsed = parseOpenMessage(uri);
        });
        figures.push([size, build, parse]);
        const result = parsed as OpenMessage | undefined;
        if (result !== undefined && result.context === context && result.url === "https://contoso/a%20b") {
          this.passed += 1;
        } else {
          this.fail("linear", `linear: a context of ${size} bytes does not round-trip`);
        }
      } catch (error) {
        this.fail("linear", `linear: a context of ${size} bytes threw ${described(error)}`);
      }
    }
    for (const [size, build, parse] of figures) {
      console.log(
        `linear: context ${String(size).padStart(7)} B: build ${(build * 1000).toFixed(3).padStart(8)} ms, ` +
          `parse ${(parse * 1000).toFixed(3).padStart(8)} ms`,
      );
    }
    const [first, , last] = figures;
    if (first !== undefined && last !== undefined && figures.length === 3) {
      console.log(
        `linear: ratio 1 MB / 10 KB (linear = 100x): build ${(last[1] / first[1]).toFixed(0)}x, ` +
          `parse ${(last[2] / first[2]).toFixed(0)}x`,
      );
    }
    // Unknown pairs are kept aside by default (all of them, then the absent URL is reported), and
    // are an error when parsing strictly.
    const floods: [string, string, string, ParseOptions][] = [
      ["1 MB of unknown |k|v pairs, kept", "|k|v", "missingDescriptor", {}],
      ["1 MB of unknown |k|v pairs, strict", "|k|v", "unknownDescriptor", { strict: true }],
      ["1 MB of duplicate |c|x pairs", "|c|x", "duplicateDescriptor", {}],
      ["1 MB of bare bars", "||", "malformed", {}],
    ];
    for (const [name, unit, expected, options] of floods) {
      const uri = "ms-word:ofe" + unit.repeat(Math.floor(1_000_000 / unit.length));
      for (const [message, open] of [["open", true], ["return", false]] as const) {
        let kind = "";
        const time = Runner.seconds(() => {
          kind = this.probe(uri, open, options)[0];
        });
        console.log(`linear: ${name}, parse ${message}: ${kind} in ${(time * 1000).toFixed(3)} ms`);
        if (kind === expected) this.passed += 1;
        else this.fail("linear", `linear: ${name} parsed as ${message} gave ${kind}, not ${expected}`);
      }
    }
  }
}

function main(): void {
  const seed = BigInt(process.argv[2] ?? "12345");
  const cases = Number(process.argv[3] ?? "5000");
  if (seed < 0n || seed > MASK || !Number.isInteger(cases) || cases < 0) {
    console.log("usage: node property.js [SEED (0 to 2^64-1)] [CASES]");
    process.exitCode = 2;
    return;
  }
  console.log(`seed: ${seed}`);
  const runner = new Runner(seed);
  const start = process.hrtime.bigint();
  for (let index = 0; index < cases; index++) runner.roundTripCase(index);
  console.log(`roundtrip: ${cases} cases, digest ${runner.digest.toString(16).padStart(8, "0")}`);
  for (let index = 0; index < 4 * cases; index++) runner.hostileCase(index, runner.hostile());
  const kinds = ["ok", ...ALL_KINDS, "untyped"];
  for (const name of ["open", "return"]) {
    const counts = runner.tally.get(name) ?? new Map<string, number>();
    const listed = kinds.filter((kind) => counts.has(kind)).map((kind) => `${kind} ${counts.get(kind)}`);
    console.log(`hostile ${name}: ${4 * cases} inputs: ${listed.join(", ")}`);
  }
  console.log(`property + hostile: ${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(2)} s`);
  runner.linear();
  if (runner.failed > 0) {
    const counts = [...runner.checkCounts].map(([check, count]) => `${check} ${count}`).join(", ");
    const note = runner.verbose ? "" : ` (each check's first ${SHOWN_FAILURES} shown; VERBOSE=1 shows all)`;
    console.log(`failures by check: ${counts}${note}`);
  }
  console.log(`${runner.passed} passed, ${runner.failed} failed`);
  process.exitCode = runner.failed === 0 ? 0 : 1;
}

main();
