// Runs every case of a URL-grammar vector file (Tests/Conformance/<app>.tsv) against the TypeScript
// generated for Examples/protocols/<app>.json, or Tests/Conformance/url-generic.tsv against the
// TypeScript of Tests/Schemas/url-generic.json.
// Usage: node url-harness.js <app> <schema.json> <vectors.tsv>. Prints one line per failure, then
// "N passed, N failed".
//
// The mapping from the vectors to the generated API is read from the schema itself: a message
// `add` is `buildAddMessage` / `parseAddMessage`, a field is the member named by its descriptor id
// (see `memberName`), and the descriptor's type says how a column's text becomes a value.
import { readFileSync } from "node:fs";
import * as obsidian from "./obsidian.js";
import * as shortcuts from "./shortcuts.js";
import * as spotify from "./spotify.js";
import * as things from "./things.js";
import * as urlGeneric from "./urlGeneric.js";
import { Failure, describeUnknown, loadCases, value } from "./vector-file.js";
import type { VectorCase } from "./vector-file.js";

/** What the harness uses of a generated module: its error class, and its functions by name. */
interface GeneratedModule {
  readonly LinkError: abstract new (...args: never[]) => Error & { readonly kind: string };
  readonly [name: string]: unknown;
}

const modules: Readonly<Record<string, GeneratedModule>> = { things, obsidian, shortcuts, spotify, "url-generic": urlGeneric };

/** The member a field is in a generated message: its id, with a `_` after a name `Object.prototype` has (`valueOf_`). */
function memberName(id: string): string {
  return id in Object.prototype ? id + "_" : id;
}

/** A field as the vectors name it, with the schema type that says how its columns read. */
interface FieldSpec {
  readonly id: string;
  readonly type: string;
  /** A list's item type. */
  readonly item?: string;
}

interface MessageSpec {
  readonly hasCarriers: boolean;
  readonly isCallback: boolean;
  readonly fields: readonly FieldSpec[];
}

interface SchemaField {
  readonly descriptor: string;
}

interface SchemaMessage {
  readonly id: string;
  /** Absent on a pipe-grammar message. */
  readonly carriers?: readonly unknown[];
  readonly fields: readonly SchemaField[];
  readonly callbacks?: Readonly<Record<string, { readonly fields?: readonly SchemaField[] }>>;
}

interface Schema {
  readonly descriptors: readonly { readonly id: string; readonly type: string; readonly item?: { readonly type: string } }[];
  readonly messages: readonly SchemaMessage[];
}

const callbackKinds = ["success", "error", "cancel"];

function capitalized(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

/** Every message of the schema, callbacks' messages included, with the fields a parser gives in order. */
function messageSpecs(schema: Schema): Map<string, MessageSpec> {
  const field = (id: string): FieldSpec => {
    const descriptor = schema.descriptors.find((descriptor) => descriptor.id === id);
    if (descriptor === undefined) throw new Failure(`no descriptor ${id}`);
    return descriptor.item === undefined ? { id, type: descriptor.type } : { id, type: descriptor.type, item: descriptor.item.type };
  };
  const specs = new Map<string, MessageSpec>();
  for (const message of schema.messages) {
    if (message.carriers === undefined) continue;
    const fields = message.fields.map((entry) => field(entry.descriptor));
    const callbacks = message.callbacks;
    if (callbacks !== undefined) {
      // The lowered x-callback-url fields, after the message's own.
      fields.push({ id: "xSource", type: "text" });
      for (const kind of callbackKinds) {
        if (callbacks[kind] !== undefined) fields.push({ id: "x" + capitalized(kind), type: "url" });
      }
    }
    specs.set(message.id, { hasCarriers: message.carriers.length > 1, isCallback: false, fields });
    for (const kind of callbackKinds) {
      const callback = callbacks?.[kind];
      if (callback === undefined) continue;
      const results = (callback.fields ?? []).map((entry) => field(entry.descriptor));
      specs.set(message.id + capitalized(kind), { hasCarriers: false, isCallback: true, fields: results });
    }
  }
  return specs;
}

/** A column's text as a value of `type`. */
function typed(type: string, text: string): unknown {
  switch (type) {
    case "integer":
      return Number(text);
    case "flag":
    case "presence":
      if (text !== "true" && text !== "false") throw new Failure(`not a boolean: ${text}`);
      return text === "true";
    default:
      return text;
  }
}

/** The message a build case describes. */
function input(spec: MessageSpec, vector: VectorCase): Record<string, unknown> {
  const message: Record<string, unknown> = {};
  for (const [name, text] of vector.fields) {
    if (name === "error") continue;
    if (name === "carrier" || name === "callbackUrl") {
      message[name] = text;
      continue;
    }
    const field = spec.fields.find((field) => field.id === name);
    if (field === undefined) throw new Failure(`the message has no field ${name}`);
    if (field.type !== "list") {
      message[memberName(name)] = typed(field.type, text);
      continue;
    }
    // One empty column alone is the empty list.
    const columns = vector.fields.filter(([other]) => other === name).map(([, item]) => item);
    message[memberName(name)] = columns.length === 1 && columns[0] === "" ? [] : columns.map((item) => typed(field.item ?? "text", item));
  }
  return message;
}

/** The JavaScript type each schema type's values have in a parsed message. */
function expectedType(type: string): string {
  return type === "integer" ? "number" : type === "flag" || type === "presence" ? "boolean" : "string";
}

/**
 * A parsed message as the vector file lists a result: the carrier, the callback URL, the present
 * fields in declared order (a presence field only when true), then the parameters kept aside.
 * Any other member, or a value of the wrong type, fails.
 */
function describe(spec: MessageSpec, message: Record<string, unknown>): string {
  const members = new Set(["carrier", "callbackUrl", "unknownParameters", ...spec.fields.map((field) => memberName(field.id))]);
  const extra = Object.keys(message).filter((key) => !members.has(key) || message[key] === undefined);
  if (extra.length > 0) throw new Failure(`unexpected members ${extra.join(", ")}`);
  const columns: string[] = [];
  if (spec.hasCarriers) columns.push(`carrier=${String(message["carrier"])}`);
  if (spec.isCallback) columns.push(`callbackUrl=${String(message["callbackUrl"])}`);
  for (const field of spec.fields) {
    const member = message[memberName(field.id)];
    if (member === undefined) continue;
    const items = field.type === "list" ? member : [member];
    if (!Array.isArray(items)) throw new Failure(`${field.id} is not an array`);
    const itemType = expectedType(field.type === "list" ? (field.item ?? "text") : field.type);
    for (const item of items as unknown[]) {
      if (typeof item !== itemType) throw new Failure(`${field.id} holds a ${typeof item}, not a ${itemType}`);
    }
    if (field.type === "presence" && member === false) continue;
    if (items.length === 0) columns.push(`${field.id}=`);
    for (const item of items as unknown[]) columns.push(`${field.id}=${String(item)}`);
  }
  if (!spec.isCallback) {
    const unknown = message["unknownParameters"];
    if (!Array.isArray(unknown)) throw new Failure("unknownParameters is not an array");
    for (const parameter of unknown as { key: string; value: string }[]) {
      if (Object.keys(parameter).join() !== "key,value") throw new Failure(`unexpected parameter ${JSON.stringify(parameter)}`);
      columns.push(`unknown=${describeUnknown(parameter.key, parameter.value)}`);
    }
  }
  return columns.join("\t");
}

type Builder = (message: Record<string, unknown>) => string;
type Parser = (uri: string, options?: { readonly strict?: boolean }) => Record<string, unknown>;

/** The generated builder and parser of a message, found by name. */
function functions(module: GeneratedModule, id: string): { readonly build: Builder; readonly parse: Parser } {
  const typeName = capitalized(id) + "Message";
  const build = module["build" + typeName];
  const parse = module["parse" + typeName];
  if (typeof build !== "function" || typeof parse !== "function") throw new Failure(`no builder or parser for ${id}`);
  return { build: build as Builder, parse: parse as Parser };
}

/**
 * Parses the case's URI. A parsed message must build, and its canonical URI must parse (strictly,
 * for a request) and build to itself.
 */
function parse(module: GeneratedModule, spec: MessageSpec, vector: VectorCase, strict: boolean): string {
  const { build, parse } = functions(module, vector.message);
  const options = spec.isCallback ? undefined : { strict };
  const described = describe(spec, parse(vector.uri, options));
  try {
    const built = build(parse(vector.uri, options));
    const again = build(parse(built, spec.isCallback ? undefined : { strict: true }));
    if (again !== built) throw new Failure(`the canonical URI ${JSON.stringify(built)} builds back as ${JSON.stringify(again)}`);
  } catch (error: unknown) {
    if (error instanceof module.LinkError) throw new Failure(`the parsed message does not round-trip: ${error.message}`);
    throw error;
  }
  return described;
}

/** Runs one case; returns undefined when it passes, else why it failed. */
function run(module: GeneratedModule, specs: Map<string, MessageSpec>, vector: VectorCase): string | undefined {
  const expectedError = value(vector, "error");
  try {
    const spec = specs.get(vector.message);
    if (spec === undefined) return `unknown message ${vector.message}`;
    let actual: string;
    let expected: string;
    switch (vector.action) {
      case "build":
        actual = functions(module, vector.message).build(input(spec, vector));
        expected = vector.uri;
        break;
      case "parse":
      case "parse-strict":
        actual = parse(module, spec, vector, vector.action === "parse-strict");
        expected = vector.fields.map(([name, field]) => `${name}=${field}`).join("\t");
        break;
      default:
        return `unknown action ${vector.action}`;
    }
    if (expectedError !== undefined) return `expected error ${expectedError}, got ${JSON.stringify(actual)}`;
    return actual === expected ? undefined : `expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
  } catch (error: unknown) {
    if (!(error instanceof module.LinkError)) return `harness error: ${String(error)}`;
    if (expectedError === undefined) return `unexpected error ${error.message}`;
    return error.kind === expectedError ? undefined : `expected error ${expectedError}, got ${error.message}`;
  }
}

const [app = "", schemaPath, vectorsPath] = process.argv.slice(2);
const module = modules[app];
const cases = vectorsPath === undefined ? [] : loadCases(vectorsPath);
if (module === undefined || schemaPath === undefined || cases.length === 0) {
  console.log("usage: node url-harness.js <things|obsidian|shortcuts|spotify|url-generic> <schema.json> <vectors.tsv>");
  process.exitCode = 2;
} else {
  const schema = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(readFileSync(schemaPath))) as Schema;
  const specs = messageSpecs(schema);
  let failed = 0;
  for (const vector of cases) {
    const reason = run(module, specs, vector);
    if (reason !== undefined) {
      failed += 1;
      console.log(`FAIL ${vector.name} (line ${vector.line}): ${reason}`);
    }
  }
  console.log(`${cases.length - failed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}
