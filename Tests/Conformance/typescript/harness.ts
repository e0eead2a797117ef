// Runs every case of Tests/Conformance/vectors.tsv against the generated TypeScript for schema.json.
// Usage: node harness.js <vectors.tsv>. Prints one line per failure, then "N passed, N failed".
import { readFileSync } from "node:fs";
import {
  App,
  LinkError,
  Mode,
  buildOpenMessage,
  buildReturnMessage,
  parseOpenMessage,
  parseReturnMessage,
} from "./officeLink.js";
import type { MessageInput, OpenMessage, ReturnMessage } from "./officeLink.js";

interface VectorCase {
  readonly line: number;
  readonly name: string;
  readonly action: string;
  readonly message: string;
  readonly uri: string;
  readonly fields: readonly (readonly [string, string])[];
}

class Failure extends Error {}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Undoes the vector file's escapes (\\ \t \n \r \xHH) on bytes, then reads them as UTF-8. */
function unescape(bytes: Uint8Array): string {
  const out: number[] = [];
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    if (byte !== 0x5c || index + 1 === bytes.length) {
      out.push(byte);
      continue;
    }
    index += 1;
    const next = String.fromCharCode(bytes[index] ?? 0);
    if (next === "t") out.push(0x09);
    else if (next === "n") out.push(0x0a);
    else if (next === "r") out.push(0x0d);
    else if (next === "x") {
      out.push(parseInt(String.fromCharCode(bytes[index + 1] ?? 0, bytes[index + 2] ?? 0), 16));
      index += 2;
    } else out.push(next.charCodeAt(0));
  }
  return utf8.decode(Uint8Array.from(out));
}

/** Splits `bytes` at every `separator` byte. */
function split(bytes: Uint8Array, separator: number): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (let index = 0; index <= bytes.length; index += 1) {
    if (index === bytes.length || bytes[index] === separator) {
      pieces.push(bytes.subarray(start, index));
      start = index + 1;
    }
  }
  return pieces;
}

function loadCases(path: string): VectorCase[] {
  const cases: VectorCase[] = [];
  split(readFileSync(path), 0x0a).forEach((line, index) => {
    if (line.length === 0 || line[0] === 0x23) return;
    const columns = split(line, 0x09).map(unescape);
    const [name = "", action = "", message = "", uri = ""] = columns;
    const fields = columns.slice(4).map((column) => {
      const equals = column.indexOf("=");
      if (equals < 0) throw new Failure(`line ${index + 1}: field without '=': ${column}`);
      return [column.slice(0, equals), column.slice(equals + 1)] as const;
    });
    cases.push({ line: index + 1, name, action, message, uri, fields });
  });
  return cases;
}

function value(vector: VectorCase, name: string): string | undefined {
  return vector.fields.find(([field]) => field === name)?.[1];
}

function required(vector: VectorCase, name: string): string {
  const found = value(vector, name);
  if (found === undefined) throw new Failure(`the case has no ${name}=`);
  return found;
}

function app(id: string): App {
  const found = Object.values(App).find((app) => app === id);
  if (found === undefined) throw new Failure(`no app ${id}`);
  return found;
}

function mode(id: string): Mode {
  const found = Object.values(Mode).find((mode) => mode === id);
  if (found === undefined) throw new Failure(`no mode ${id}`);
  return found;
}

/** The fields of a parsed message in the vector file's order; a present key must hold a value. */
function describe(message: object, names: readonly string[]): string {
  const entries = Object.entries(message);
  const extra = entries.filter(([key, field]) => !names.includes(key) || field === undefined);
  if (extra.length > 0) throw new Failure(`unexpected members ${JSON.stringify(extra)}`);
  return names.flatMap((name) => entries.filter(([key]) => key === name).map(([key, field]) => `${key}=${String(field)}`)).join("\t");
}

function build(vector: VectorCase): string {
  const modeId = value(vector, "mode");
  const passback = value(vector, "passback");
  const context = value(vector, "context");
  switch (vector.message) {
    case "open": {
      const message: MessageInput<OpenMessage> = { app: app(required(vector, "app")), url: required(vector, "url") };
      if (modeId !== undefined) message.mode = mode(modeId);
      if (passback !== undefined) message.passback = passback;
      if (context !== undefined) message.context = context;
      return buildOpenMessage(message);
    }
    case "return": {
      const message: MessageInput<ReturnMessage> = {
        scheme: required(vector, "scheme"),
        url: required(vector, "url"),
        uploadPending: required(vector, "uploadPending") === "true",
      };
      if (modeId !== undefined) message.mode = mode(modeId);
      if (context !== undefined) message.context = context;
      return buildReturnMessage(message);
    }
    default:
      throw new Failure(`unknown message ${vector.message}`);
  }
}

function parse(vector: VectorCase): string {
  switch (vector.message) {
    case "open":
      return describe(parseOpenMessage(vector.uri), ["app", "mode", "url", "passback", "context"]);
    case "return":
      return describe(parseReturnMessage(vector.uri), ["scheme", "mode", "url", "uploadPending", "context"]);
    default:
      throw new Failure(`unknown message ${vector.message}`);
  }
}

/** Runs one case; returns undefined when it passes, else why it failed. */
function run(vector: VectorCase): string | undefined {
  const expectedError = value(vector, "error");
  try {
    let actual: string;
    let expected: string;
    switch (vector.action) {
      case "build":
        actual = build(vector);
        expected = vector.uri;
        break;
      case "parse":
        actual = parse(vector);
        expected = vector.fields.map(([name, field]) => `${name}=${field}`).join("\t");
        break;
      default:
        return `unknown action ${vector.action}`;
    }
    if (expectedError !== undefined) return `expected error ${expectedError}, got ${JSON.stringify(actual)}`;
    return actual === expected ? undefined : `expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
  } catch (error: unknown) {
    if (!(error instanceof LinkError)) return `harness error: ${String(error)}`;
    if (expectedError === undefined) return `unexpected error ${error.message}`;
    return error.kind === expectedError ? undefined : `expected error ${expectedError}, got ${error.message}`;
  }
}

const path = process.argv[2];
const cases = path === undefined ? [] : loadCases(path);
if (cases.length === 0) {
  console.log("usage: node harness.js <vectors.tsv> (a readable file with at least one case)");
  process.exitCode = 2;
} else {
  let failed = 0;
  for (const vector of cases) {
    const reason = run(vector);
    if (reason !== undefined) {
      failed += 1;
      console.log(`FAIL ${vector.name} (line ${vector.line}): ${reason}`);
    }
  }
  console.log(`${cases.length - failed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}
