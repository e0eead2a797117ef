// Runs every case of Tests/Conformance/vectors.tsv against the generated TypeScript for schema.json.
// Usage: node harness.js <vectors.tsv>. Prints one line per failure, then "N passed, N failed".
import {
  App,
  LinkError,
  Mode,
  OpenMessageFlag,
  buildOpenMessage,
  buildOpenMessageAbbreviated,
  buildReturnMessage,
  parseOpenMessage,
  parseReturnMessage,
} from "./officeLink.js";
import type { MessageInput, OpenMessage, ParseOptions, ReturnMessage } from "./officeLink.js";
import { Failure, describeUnknown, loadCases, required, value } from "./vector-file.js";
import type { VectorCase } from "./vector-file.js";

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

function flags(vector: VectorCase): Set<OpenMessageFlag> {
  const ids = value(vector, "flags");
  return new Set(
    ids === undefined
      ? []
      : ids.split(",").map((id) => {
          const found = Object.values(OpenMessageFlag).find((flag) => flag === id);
          if (found === undefined) throw new Failure(`no flag ${id}`);
          return found;
        }),
  );
}

/**
 * The members of a parsed message as the vector file lists them: the address, the mode, the
 * flags when some are set (in declared order), the present fields in declared order, then one
 * unknown= per kept-aside pair. Any other member, or a member holding undefined, fails.
 */
function describe(message: object, names: readonly string[], flagOrder: readonly string[]): string {
  const entries = Object.entries(message);
  const known = [...names, "flags", "unknownDescriptors"];
  const extra = entries.filter(([key, field]) => !known.includes(key) || field === undefined);
  if (extra.length > 0) throw new Failure(`unexpected members ${JSON.stringify(extra)}`);
  const columns: string[] = [];
  for (const name of names) {
    for (const [key, field] of entries) {
      if (key !== name) continue;
      columns.push(`${key}=${String(field)}`);
      if (key === "mode" && field !== undefined) {
        const set = (message as { flags?: unknown }).flags;
        if (flagOrder.length > 0 && !(set instanceof Set)) throw new Failure("flags is not a Set");
        const setFlags = flagOrder.filter((flag) => (set as Set<string>).has(flag));
        if (set instanceof Set && set.size !== setFlags.length) throw new Failure(`unexpected flags ${String([...set])}`);
        if (setFlags.length > 0) columns.push(`flags=${setFlags.join(",")}`);
      }
    }
  }
  const unknown = (message as { unknownDescriptors?: unknown }).unknownDescriptors;
  if (!Array.isArray(unknown)) throw new Failure("unknownDescriptors is not an array");
  for (const pair of unknown as { key: string; value: string }[]) {
    if (Object.keys(pair).join() !== "key,value") throw new Failure(`unexpected pair ${JSON.stringify(pair)}`);
    columns.push(`unknown=${describeUnknown(pair.key, pair.value)}`);
  }
  return columns.join("\t");
}

function openInput(vector: VectorCase): MessageInput<OpenMessage> {
  const message: MessageInput<OpenMessage> = { app: app(required(vector, "app")), url: required(vector, "url") };
  const modeId = value(vector, "mode");
  if (modeId !== undefined) message.mode = mode(modeId);
  if (value(vector, "flags") !== undefined) message.flags = flags(vector);
  const saveFolder = value(vector, "saveFolder");
  if (saveFolder !== undefined) message.saveFolder = saveFolder;
  const passback = value(vector, "passback");
  if (passback !== undefined) message.passback = passback;
  const context = value(vector, "context");
  if (context !== undefined) message.context = context;
  const service = value(vector, "service");
  if (service !== undefined) message.service = service;
  const user = value(vector, "user");
  if (user !== undefined) message.user = user;
  const fileName = value(vector, "fileName");
  if (fileName !== undefined) message.fileName = fileName;
  const webOrApp = value(vector, "webOrApp");
  if (webOrApp !== undefined) message.webOrApp = webOrApp;
  return message;
}

function build(vector: VectorCase, abbreviated: boolean): string {
  switch (vector.message) {
    case "open":
      return abbreviated ? buildOpenMessageAbbreviated(openInput(vector)) : buildOpenMessage(openInput(vector));
    case "return": {
      if (abbreviated) throw new Failure("the return message has no abbreviated form");
      const message: MessageInput<ReturnMessage> = {
        scheme: required(vector, "scheme"),
        url: required(vector, "url"),
        uploadPending: required(vector, "uploadPending") === "true",
      };
      const modeId = value(vector, "mode");
      if (modeId !== undefined) message.mode = mode(modeId);
      const context = value(vector, "context");
      if (context !== undefined) message.context = context;
      return buildReturnMessage(message);
    }
    default:
      throw new Failure(`unknown message ${vector.message}`);
  }
}

const openFields = ["app", "mode", "url", "saveFolder", "passback", "context", "service", "user", "fileName", "webOrApp"];
const returnFields = ["scheme", "mode", "url", "uploadPending", "context"];

/** Parses `uri` as `message`, described as the vector file lists a result. */
function parseAs(message: string, uri: string, options: ParseOptions): string {
  switch (message) {
    case "open":
      return describe(parseOpenMessage(uri, options), openFields, Object.values(OpenMessageFlag));
    case "return":
      return describe(parseReturnMessage(uri, options), returnFields, []);
    default:
      throw new Failure(`unknown message ${message}`);
  }
}

/** The canonical URI of `uri`: parsed, then built. */
function canonical(message: string, uri: string, options: ParseOptions): string {
  return message === "open" ? buildOpenMessage(parseOpenMessage(uri, options)) : buildReturnMessage(parseReturnMessage(uri, options));
}

/**
 * Parses the case's URI. A parsed message must build (docs/grammar.md, "Round trip"), and its
 * canonical URI must parse strictly and build to itself.
 */
function parse(vector: VectorCase, options: ParseOptions): string {
  const described = parseAs(vector.message, vector.uri, options);
  // Past this point the URI parsed: an error is the round trip's, never the case's result.
  try {
    const built = canonical(vector.message, vector.uri, options);
    const again = canonical(vector.message, built, { strict: true });
    if (again !== built) throw new Failure(`the canonical URI ${JSON.stringify(built)} builds back as ${JSON.stringify(again)}`);
  } catch (error: unknown) {
    if (error instanceof LinkError) throw new Failure(`the parsed message does not round-trip: ${error.message}`);
    throw error;
  }
  return described;
}

/** Runs one case; returns undefined when it passes, else why it failed. */
function run(vector: VectorCase): string | undefined {
  const expectedError = value(vector, "error");
  try {
    let actual: string;
    let expected: string;
    switch (vector.action) {
      case "build":
      case "build-abbreviated":
        actual = build(vector, vector.action === "build-abbreviated");
        expected = vector.uri;
        break;
      case "parse":
      case "parse-strict":
        actual = parse(vector, vector.action === "parse-strict" ? { strict: true } : {});
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
