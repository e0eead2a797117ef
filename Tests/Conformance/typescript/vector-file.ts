// Reads the conformance vector files (Tests/Conformance/*.tsv): the format is in the header of
// Tests/Conformance/vectors.tsv. Shared by harness.ts (the pipe grammar) and url-harness.ts.
import { readFileSync } from "node:fs";

export interface VectorCase {
  readonly line: number;
  readonly name: string;
  readonly action: string;
  readonly message: string;
  readonly uri: string;
  readonly fields: readonly (readonly [string, string])[];
}

export class Failure extends Error {}

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

/** The index of the first `byte` in `bytes`, or -1. */
function indexOf(bytes: Uint8Array, byte: number): number {
  return bytes.indexOf(byte);
}

/**
 * A FIELD=VALUE column: the name ends at the first raw "=". An unknown=KEY=VALUE column's key
 * ends at the next raw "=" (a "=" inside a key is written \x3D); escapes are undone only then.
 */
function field(column: Uint8Array, line: number): readonly [string, string] {
  const equals = indexOf(column, 0x3d);
  if (equals < 0) throw new Failure(`line ${line}: field without '=': ${unescape(column)}`);
  const name = unescape(column.subarray(0, equals));
  const rest = column.subarray(equals + 1);
  if (name !== "unknown") return [name, unescape(rest)];
  const keyEnd = indexOf(rest, 0x3d);
  if (keyEnd < 0) throw new Failure(`line ${line}: unknown= without a key: ${unescape(column)}`);
  return [name, describeUnknown(unescape(rest.subarray(0, keyEnd)), unescape(rest.subarray(keyEnd + 1)))];
}

/** How the harness spells a kept-aside pair, so keys holding "=" stay unambiguous. */
export function describeUnknown(key: string, value: string): string {
  return JSON.stringify([key, value]);
}

export function loadCases(path: string): VectorCase[] {
  const cases: VectorCase[] = [];
  split(readFileSync(path), 0x0a).forEach((line, index) => {
    if (line.length === 0 || line[0] === 0x23) return;
    const columns = split(line, 0x09);
    const [name = "", action = "", message = "", uri = ""] = columns.slice(0, 4).map(unescape);
    const fields = columns.slice(4).map((column) => field(column, index + 1));
    cases.push({ line: index + 1, name, action, message, uri, fields });
  });
  return cases;
}

export function value(vector: VectorCase, name: string): string | undefined {
  return vector.fields.find(([field]) => field === name)?.[1];
}

export function required(vector: VectorCase, name: string): string {
  const found = value(vector, name);
  if (found === undefined) throw new Failure(`the case has no ${name}=`);
  return found;
}
