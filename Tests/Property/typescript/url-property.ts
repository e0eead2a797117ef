// Property-based round trips of the URL grammar for the generated TypeScript of Examples/protocols/
// things.json (`add`, `update`) and spotify.json (`resource`). Usage: node url-property.js [SEED] [CASES].
// The PRNG and the draws are the same in every language (Tests/Property/README.md, "The URL
// grammar"), so one seed gives the same messages, URIs and digest everywhere.
// Prints failures, then "N passed, N failed"; exits 1 on any failure.
import {
  LinkError as ThingsError,
  UseClipboard,
  buildAddMessage,
  buildUpdateMessage,
  parseAddMessage,
  parseUpdateMessage,
} from "./things.js";
import type { AddMessage, UnknownParameter, UpdateMessage } from "./things.js";
import {
  LinkError as SpotifyError,
  ResourceMessageCarrier,
  Type,
  buildResourceMessage,
  parseResourceMessage,
} from "./spotify.js";
import type { ResourceMessage } from "./spotify.js";

// The few Node.js globals this file uses, so it needs no @types/node.
declare const process: {
  readonly argv: readonly string[];
  readonly hrtime: { bigint(): bigint };
  exitCode?: number;
};
declare const console: { log(message: string): void };
declare class TextEncoder {
  encode(text: string): Uint8Array;
}

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

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"];
const SCHEME_CHARS = [...LETTERS, ..."0123456789+-."];
const BASE62 = [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"];
/** Pieces that look like the URL grammar: delimiters, escapes and half escapes, a parameter. */
const SPECIALS = [
  "&", "=", "#", "%", "+", "/", "?", "%20", "%2", "%zz", ",", "\n", "&x-success=a:b", "x-source", "+%2B", ";",
];
/** Emoji, ZWJ, combining marks, separators, BOM, U+FFFD/U+FFFF/U+10FFFF, a prepend mark, NUL. */
const EXTRAS = [
  0x1f600, 0x1f4a9, 0x1f1fa, 0x1f1f8, 0x200d, 0x0301, 0x0308, 0x2028, 0x2029, 0xfeff, 0xfffd, 0xffff,
  0x10ffff, 0x0600, 0x00e9, 0x0000,
];
const USE_CLIPBOARD = [UseClipboard.replaceTitle, UseClipboard.replaceNotes, UseClipboard.replaceChecklistItems];
const TYPES = [Type.track, Type.album, Type.artist, Type.playlist, Type.show, Type.episode];

function at<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`no item ${index}`);
  return value;
}

/**
 * Which fields of an `overrides` rule a case fills in: neither, the winner, the loser, or both
 * (a conflict the builder must refuse).
 */
interface Pair {
  readonly winner: boolean;
  readonly loser: boolean;
}

/** The draws of one run, in the order every language makes them. */
class Draws {
  constructor(readonly rng: SplitMix64) {}

  below(n: number): number {
    return this.rng.below(n);
  }

  text(): string {
    let out = "";
    for (let count = this.below(12); count > 0; count--) {
      switch (this.below(7)) {
        case 0:
          out += String.fromCodePoint(0x20 + this.below(95));
          break;
        case 1:
          out += at(SPECIALS, this.below(16));
          break;
        case 2: {
          const control = this.below(33);
          out += String.fromCodePoint(control === 32 ? 0x7f : control);
          break;
        }
        case 3:
          out += String.fromCodePoint(0x80 + this.below(0xd800 - 0x80));
          break;
        case 4:
          out += String.fromCodePoint(0xe000 + this.below(0x2000));
          break;
        case 5:
          out += String.fromCodePoint(0x10000 + this.below(0x100000));
          break;
        default:
          out += String.fromCodePoint(at(EXTRAS, this.below(16)));
      }
    }
    return out;
  }

  /** A text that is not empty: "-" stands for an empty draw. */
  nonEmptyText(): string {
    const drawn = this.text();
    return drawn === "" ? "-" : drawn;
  }

  list(separator: string): string[] {
    const items: string[] = [];
    for (let count = this.below(4); count > 0; count--) {
      const item = this.text().split(separator).join("");
      items.push(item === "" ? "-" : item);
    }
    return items;
  }

  optionalText(): string | undefined {
    return this.below(2) === 1 ? this.text() : undefined;
  }

  optionalList(separator: string): string[] | undefined {
    return this.below(2) === 1 ? this.list(separator) : undefined;
  }

  scheme(): string {
    const length = 1 + this.below(12);
    let out = at(LETTERS, this.below(52));
    for (let index = 1; index < length; index++) out += at(SCHEME_CHARS, this.below(65));
    return out;
  }

  optionalUrl(): string | undefined {
    return this.below(2) === 1 ? this.scheme() + ":" + this.text() : undefined;
  }

  optionalDateTime(): string | undefined {
    if (this.below(2) !== 1) return undefined;
    const year = this.below(10000);
    const month = 1 + this.below(12);
    const day = 1 + this.below(daysIn(year, month));
    let out = `${digits(year, 4)}-${digits(month, 2)}-${digits(day, 2)}`;
    out += `T${digits(this.below(24), 2)}:${digits(this.below(60), 2)}`;
    const seconds = this.below(3);
    if (seconds > 0) out += ":" + digits(this.below(60), 2);
    if (seconds === 2) {
      out += ".";
      for (let count = this.below(4) + 1; count > 0; count--) out += String(this.below(10));
    }
    switch (this.below(3)) {
      case 1:
        out += "Z";
        break;
      case 2:
        out += this.below(2) === 0 ? "+" : "-";
        out += `${digits(this.below(24), 2)}:${digits(this.below(60), 2)}`;
        break;
    }
    return out;
  }

  pair(): Pair {
    const draw = this.below(16);
    if (draw <= 6) return { winner: false, loser: false };
    if (draw <= 10) return { winner: true, loser: false };
    if (draw <= 14) return { winner: false, loser: true };
    return { winner: true, loser: true };
  }

  /** An optional flag without a default: absent, false or true. */
  optionalFlag(): boolean | undefined {
    const draw = this.below(3);
    return draw === 0 ? undefined : draw === 2;
  }
}

function digits(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A message being drawn member by member; the generated interfaces are readonly. */
type Draft<T> = { -readonly [Member in keyof T]: T[Member] };

/** Sets an optional member only when the draw gave a value (exactOptionalPropertyTypes). */
function put<T, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}

/** A Things `add` message, and whether it fills in both fields of an `overrides` rule. */
function generateAdd(draws: Draws): [AddMessage, boolean] {
  const m: Draft<AddMessage> = { completed: false, canceled: false, showQuickEntry: false, reveal: false, unknownParameters: [] };
  const titles = draws.pair();
  if (titles.loser) m.title = draws.text();
  if (titles.winner) m.titles = draws.list("\n");
  put(m, "notes", draws.optionalText());
  put(m, "when", draws.optionalText());
  put(m, "deadline", draws.optionalText());
  put(m, "tags", draws.optionalList(","));
  put(m, "checklistItems", draws.optionalList("\n"));
  const clipboard = draws.below(4);
  if (clipboard !== 3) m.useClipboard = at(USE_CLIPBOARD, clipboard);
  const lists = draws.pair();
  if (lists.winner) m.listId = draws.text();
  if (lists.loser) m.list = draws.text();
  const headings = draws.pair();
  if (headings.winner) m.headingId = draws.text();
  if (headings.loser) m.heading = draws.text();
  const done = draws.pair();
  m.completed = done.loser;
  m.canceled = done.winner;
  m.showQuickEntry = draws.below(2) === 1;
  m.reveal = draws.below(2) === 1;
  put(m, "creationDate", draws.optionalDateTime());
  put(m, "completionDate", draws.optionalDateTime());
  put(m, "xSource", draws.optionalText());
  put(m, "xSuccess", draws.optionalUrl());
  put(m, "xError", draws.optionalUrl());
  put(m, "xCancel", draws.optionalUrl());
  return [m, [titles, lists, headings, done].some((p) => p.winner && p.loser)];
}

/** A Things `update` message, and whether it fills in both fields of an `overrides` rule. */
function generateUpdate(draws: Draws): [UpdateMessage, boolean] {
  const authToken = draws.nonEmptyText();
  const m: Draft<UpdateMessage> = { authToken, id: draws.nonEmptyText(), unknownParameters: [] };
  put(m, "title", draws.optionalText());
  put(m, "notes", draws.optionalText());
  put(m, "prependNotes", draws.optionalText());
  put(m, "appendNotes", draws.optionalText());
  put(m, "when", draws.optionalText());
  put(m, "deadline", draws.optionalText());
  put(m, "tags", draws.optionalList(","));
  put(m, "addTags", draws.optionalList(","));
  put(m, "checklistItems", draws.optionalList("\n"));
  put(m, "prependChecklistItems", draws.optionalList("\n"));
  put(m, "appendChecklistItems", draws.optionalList("\n"));
  const lists = draws.pair();
  if (lists.winner) m.listId = draws.text();
  if (lists.loser) m.list = draws.text();
  const headings = draws.pair();
  if (headings.winner) m.headingId = draws.text();
  if (headings.loser) m.heading = draws.text();
  const done = draws.pair();
  if (done.loser) m.completed = draws.below(2) === 1;
  if (done.winner) m.canceled = draws.below(2) === 1;
  put(m, "reveal", draws.optionalFlag());
  put(m, "duplicate", draws.optionalFlag());
  put(m, "creationDate", draws.optionalDateTime());
  put(m, "completionDate", draws.optionalDateTime());
  put(m, "xSource", draws.optionalText());
  put(m, "xSuccess", draws.optionalUrl());
  put(m, "xError", draws.optionalUrl());
  put(m, "xCancel", draws.optionalUrl());
  return [m, [lists, headings, done].some((p) => p.winner && p.loser)];
}

/** A Spotify `resource` message, and whether its id is valid (an eighth of them are too short). */
function generateResource(draws: Draws): [ResourceMessage, boolean] {
  const carrier = draws.below(2) === 0 ? ResourceMessageCarrier.uri : ResourceMessageCarrier.web;
  const type = at(TYPES, draws.below(6));
  const length = draws.below(8) === 0 ? draws.below(22) : 22;
  let id = "";
  for (let index = 0; index < length; index++) id += at(BASE62, draws.below(62));
  return [{ carrier, type, id, unknownParameters: [] }, length === 22];
}

// Rendering messages for comparison, unit for unit.

/** `text` with everything outside printable ASCII written as \u{X}, and `\` as `\\`: one line. */
function shown(text: string): string {
  let out = "";
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    out += code >= 0x20 && code < 0x7f && character !== "\\" ? character : `\\u{${code.toString(16).toUpperCase()}}`;
  }
  return out;
}

/** Renders fields as `name=value` lines; absent fields are left out, lists are `[item|item]`. */
function rendered(fields: Record<string, unknown>, unknown: readonly UnknownParameter[]): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) lines.push(`${name}=[${value.map((item) => shown(String(item))).join("|")}]`);
    else lines.push(`${name}=${typeof value === "string" ? shown(value) : String(value)}`);
  }
  for (const parameter of unknown) lines.push(`unknown ${shown(parameter.key)}=${shown(parameter.value)}`);
  return lines.join("\n");
}

function renderedAdd(m: AddMessage): string {
  return rendered(
    {
      title: m.title, titles: m.titles, notes: m.notes, when: m.when, deadline: m.deadline, tags: m.tags,
      checklistItems: m.checklistItems, useClipboard: m.useClipboard, listId: m.listId, list: m.list,
      headingId: m.headingId, heading: m.heading, completed: m.completed, canceled: m.canceled,
      showQuickEntry: m.showQuickEntry, reveal: m.reveal, creationDate: m.creationDate,
      completionDate: m.completionDate, xSource: m.xSource, xSuccess: m.xSuccess, xError: m.xError,
      xCancel: m.xCancel,
    },
    m.unknownParameters,
  );
}

function renderedUpdate(m: UpdateMessage): string {
  return rendered(
    {
      authToken: m.authToken, id: m.id, title: m.title, notes: m.notes, prependNotes: m.prependNotes,
      appendNotes: m.appendNotes, when: m.when, deadline: m.deadline, tags: m.tags, addTags: m.addTags,
      checklistItems: m.checklistItems, prependChecklistItems: m.prependChecklistItems,
      appendChecklistItems: m.appendChecklistItems, listId: m.listId, list: m.list, headingId: m.headingId,
      heading: m.heading, completed: m.completed, canceled: m.canceled, reveal: m.reveal, duplicate: m.duplicate,
      creationDate: m.creationDate, completionDate: m.completionDate, xSource: m.xSource, xSuccess: m.xSuccess,
      xError: m.xError, xCancel: m.xCancel,
    },
    m.unknownParameters,
  );
}

function renderedResource(m: ResourceMessage): string {
  return rendered({ carrier: m.carrier, type: m.type, id: m.id }, m.unknownParameters);
}

// Extra parameters in random order.

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * `text` percent-encoded as a hostile but valid sender might: every byte that is not unreserved
 * as `%XX`, a quarter of the unreserved ones too, the hex digits in either case.
 */
function looselyEncoded(draws: Draws, text: string): string {
  let out = "";
  for (const byte of new TextEncoder().encode(text)) {
    const character = String.fromCharCode(byte);
    if (UNRESERVED.test(character) && draws.below(4) !== 0) {
      out += character;
    } else {
      const hex = byte.toString(16).padStart(2, "0");
      out += "%" + (draws.below(2) === 0 ? hex.toUpperCase() : hex);
    }
  }
  return out;
}

/**
 * The built URI with its parameters shuffled and random unknown ones added (each named `~...`,
 * which no message declares), maybe an empty parameter; and the unknown parameters a parser must
 * keep aside, in the order the new URI has them.
 */
function shuffled(draws: Draws, uri: string): [string, UnknownParameter[]] {
  const question = uri.indexOf("?");
  const base = question < 0 ? uri : uri.slice(0, question);
  const parameters: { written: string; unknown?: UnknownParameter }[] =
    question < 0 ? [] : uri.slice(question + 1).split("&").map((written) => ({ written }));
  for (let count = draws.below(4); count > 0; count--) {
    const key = "~" + draws.text();
    const bare = draws.below(3) === 0;
    const value = bare ? "" : draws.text();
    const written = looselyEncoded(draws, key) + (bare ? "" : "=" + looselyEncoded(draws, value));
    parameters.push({ written, unknown: { key, value } });
  }
  for (let index = parameters.length - 1; index > 0; index--) {
    const other = draws.below(index + 1);
    [parameters[index], parameters[other]] = [at(parameters, other), at(parameters, index)];
  }
  if (draws.below(4) === 0) parameters.splice(draws.below(parameters.length + 1), 0, { written: "" });
  const query = parameters.map((parameter) => parameter.written).join("&");
  const unknown = parameters.flatMap((parameter) => (parameter.unknown === undefined ? [] : [parameter.unknown]));
  return [base + (parameters.length === 0 ? "" : "?" + query), unknown];
}

// The run.

/** FNV-1a, 32-bit, over UTF-8 lines, each followed by `\n`. */
class Digest {
  hash = 0x811c9dc5;

  add(line: string): void {
    for (const byte of new TextEncoder().encode(line + "\n")) {
      this.hash = Math.imul(this.hash ^ byte, 0x01000193) >>> 0;
    }
  }
}

/** The error kind `body` threw, "untyped ..." for anything but a LinkError, or undefined. */
function kind(body: () => void): string | undefined {
  try {
    body();
    return undefined;
  } catch (error) {
    if (error instanceof ThingsError || error instanceof SpotifyError) return error.kind;
    return `untyped ${String(error)}`;
  }
}

interface Codec<Message> {
  readonly name: string;
  build(message: Message): string;
  parse(uri: string, strict: boolean): Message;
  render(message: Message): string;
  takesQuery(message: Message): boolean;
}

class Run {
  readonly digest = new Digest();
  failures = 0;
  refused = 0;
  shuffledCount = 0;

  /** The draws of the case being checked. */
  draws = new Draws(new SplitMix64(0n));

  fail(index: number, what: string): void {
    this.failures++;
    if (this.failures <= 20) console.log(`FAIL url #${index}: ${what}`);
  }

  /**
   * Builds, checks the refusal or the round trip, then parses the shuffled URI leniently and
   * strictly.
   */
  check<Message extends { unknownParameters: readonly UnknownParameter[] }>(
    index: number, codec: Codec<Message>, message: Message, refusal: string | undefined,
  ): void {
    const name = codec.name;
    let uri = "";
    const refused = kind(() => (uri = codec.build(message)));
    if (refused !== undefined) {
      this.digest.add(refused);
      this.refused++;
      if (refused !== refusal) {
        this.fail(index, `${name} build refused with ${refused}, expected ${refusal ?? "a URI"}\n  ${codec.render(message)}`);
      }
      return;
    }
    this.digest.add(uri);
    if (refusal !== undefined) return this.fail(index, `${name} built ${shown(uri)}, expected ${refusal}`);
    let back: Message | undefined;
    const error = kind(() => (back = codec.parse(uri, true)));
    if (error !== undefined || back === undefined) return this.fail(index, `${name} ${shown(uri)} parse: ${error}`);
    if (codec.render(back) !== codec.render(message)) {
      return this.fail(index, `${name} ${shown(uri)} parsed as\n  ${codec.render(back)}\nexpected\n  ${codec.render(message)}`);
    }
    if (!codec.takesQuery(message)) return;
    const [variant, unknown] = shuffled(this.draws, uri);
    this.shuffledCount++;
    this.digest.add(variant);
    const expected = codec.render({ ...message, unknownParameters: unknown });
    let lenient: Message | undefined;
    const lenientError = kind(() => (lenient = codec.parse(variant, false)));
    if (lenientError !== undefined || lenient === undefined) {
      return this.fail(index, `${name} ${shown(variant)} (shuffled) parse: ${lenientError}`);
    }
    if (codec.render(lenient) !== expected) {
      return this.fail(index, `${name} ${shown(variant)} (shuffled) parsed as\n  ${codec.render(lenient)}\nexpected\n  ${expected}`);
    }
    const strict = kind(() => codec.parse(variant, true));
    const strictExpected = unknown.length === 0 ? undefined : "unknownDescriptor";
    if (strict !== strictExpected) {
      this.fail(index, `${name} ${shown(variant)} strict parse: ${strict ?? "ok"}, expected ${strictExpected ?? "ok"}`);
    }
  }
}

const ADD: Codec<AddMessage> = {
  name: "add",
  build: buildAddMessage,
  parse: (uri, strict) => parseAddMessage(uri, { strict }),
  render: renderedAdd,
  takesQuery: () => true,
};
const UPDATE: Codec<UpdateMessage> = {
  name: "update",
  build: buildUpdateMessage,
  parse: (uri, strict) => parseUpdateMessage(uri, { strict }),
  render: renderedUpdate,
  takesQuery: () => true,
};
const RESOURCE: Codec<ResourceMessage> = {
  name: "resource",
  build: buildResourceMessage,
  parse: (uri, strict) => parseResourceMessage(uri, { strict }),
  render: renderedResource,
  takesQuery: (message) => message.carrier === ResourceMessageCarrier.web,
};

function main(): void {
  const seed = BigInt(process.argv[2] ?? "12345");
  const cases = Number(process.argv[3] ?? "5000");
  console.log(`url property: seed ${seed}, ${cases} cases`);
  // Each case draws from its own PRNG, seeded by the next number of this one, so a case depends
  // on the seed and its index alone, whatever the cases before it did.
  const caseSeeds = new SplitMix64(seed);
  const run = new Run();
  const start = process.hrtime.bigint();
  for (let index = 0; index < cases; index++) {
    const draws = new Draws(new SplitMix64(caseSeeds.next()));
    run.draws = draws;
    switch (draws.below(3)) {
      case 0: {
        const [message, conflict] = generateAdd(draws);
        run.check(index, ADD, message, conflict ? "conflictingDescriptors" : undefined);
        break;
      }
      case 1: {
        const [message, conflict] = generateUpdate(draws);
        run.check(index, UPDATE, message, conflict ? "conflictingDescriptors" : undefined);
        break;
      }
      default: {
        const [message, valid] = generateResource(draws);
        run.check(index, RESOURCE, message, valid ? undefined : "invalidValue");
      }
    }
  }
  const digest = run.digest.hash.toString(16).padStart(8, "0");
  console.log(`url roundtrip: ${cases} cases, digest ${digest} (${run.refused} refused, ${run.shuffledCount} shuffled)`);
  console.log(`url property: ${(Number(process.hrtime.bigint() - start) / 1e9).toFixed(1)} s`);
  console.log(`${cases - run.failures} passed, ${run.failures} failed`);
  process.exitCode = run.failures === 0 ? 0 : 1;
}

main();
