// Checks the TypeScript generated for generic.json, a schema unlike schema.json: the flags,
// abbreviated form, mode-limited fields, same-host URLs and app limits come from the schema, so
// they work with other tokens, other prefixes, a caller-addressed message and names that are
// keywords or Object members. Prints one line per failure, then "N passed, N failed".
import {
  BackMessageFlag,
  BackMessageFlag_,
  GoMessageFlag,
  LinkError,
  apps,
  buildBackMessage,
  buildBackMessageAbbreviated,
  buildGoMessage,
  parseBackMessage,
  parseGoMessage,
} from "./generic.js";

let passed = 0;
let failed = 0;

/** `body`'s result as JSON (a set as its elements), or the kind of the LinkError it threw. */
function outcome(body: () => unknown): string {
  try {
    return JSON.stringify(body(), (_, value: unknown) => (value instanceof Set ? [...(value as Set<unknown>)] : value));
  } catch (error: unknown) {
    return error instanceof LinkError ? error.kind : `threw ${String(error)}`;
  }
}

function check(name: string, body: () => unknown, expected: string): void {
  const actual = outcome(body);
  if (actual === expected) {
    passed += 1;
  } else {
    failed += 1;
    console.log(`FAIL ${name}: expected ${expected}, got ${actual}`);
  }
}

const both = new Set([BackMessageFlag.constructor_, BackMessageFlag.default]);
check("flags are written in declared order", () => buildBackMessage({ scheme: "s", mode: "in", flags: both, class: "a:b" }), '"s:in|dflt|ctor|k|a:b"');
check("a parsed set iterates in declared order", () => parseBackMessage("s:in|ctor|dflt|k|a:b").flags, '["default","constructor_"]');
check("a flag twice", () => parseBackMessage("s:in|ctor|ctor|k|a:b"), "duplicateDescriptor");
check("a flag after a pair is a key", () => parseBackMessage("s:in|k|a:b|dflt|x").unknownDescriptors, '[{"key":"dflt","value":"x"}]');
check("no default mode: the mode is the given one", () => buildGoMessage({ app: "three", mode: "out", class: "a:b" }), '"x-three:out|k|a:b"');
check(
  "abbreviated parse on a caller message, prefix ignoring case",
  () => parseBackMessage("S:x-Y:a%7Cb"),
  '{"scheme":"S","mode":"out","flags":[],"class":"x-Y:a%7Cb","unknownDescriptors":[]}',
);
check("abbreviated parse, second prefix", () => parseBackMessage("S:Z:q").class, '"Z:q"');
check("abbreviated parse holds no bar", () => parseBackMessage("S:z:q|f|x"), "malformed");
check("abbreviated parse is not for a message without the form", () => parseGoMessage("x-one:z:q"), "unknownMode");
check("abbreviated build", () => buildBackMessageAbbreviated({ scheme: "S", mode: "out", class: "X-Y:a b" }), '"S:X-Y:a%20b"');
check("abbreviated build, other prefix", () => buildBackMessageAbbreviated({ scheme: "S", mode: "out", class: "q:a" }), "invalidValue");
check("abbreviated build, other mode", () => buildBackMessageAbbreviated({ scheme: "S", mode: "in", class: "z:a" }), "invalidValue");
check("abbreviated build, a flag", () => buildBackMessageAbbreviated({ scheme: "S", mode: "out", flags: new Set([BackMessageFlag.default]), class: "z:a" }), "invalidValue");
check("abbreviated build, an enum field", () => buildBackMessageAbbreviated({ scheme: "S", mode: "out", class: "z:a", kind: "new" }), "invalidValue");
check("abbreviated build, bad caller scheme", () => buildBackMessageAbbreviated({ scheme: "1", mode: "out", class: "z:a" }), "invalidValue");
check("a field limited to two modes, built in a third", () => buildBackMessage({ scheme: "s", mode: "out", class: "a:b", value: "a://h/x" }), "invalidValue");
check(
  "a field limited to two modes, built in one",
  () => buildBackMessage({ scheme: "s", mode: "constructor_", class: "a:b", value: "a://h/x", later: "b://H:9/y" }),
  '"s:c.t|k|a:b|v|a://h/x|l|b://H:9/y"',
);
check("a field limited to two modes, parsed in a third", () => parseBackMessage("s:out|v|a://h/x|k|a:b"), "invalidValue");
check("same host with a later field", () => buildBackMessage({ scheme: "s", mode: "in", class: "a:b", value: "a://h/x", later: "b://g/y" }), "invalidValue");
check("same host, the other field absent", () => buildBackMessage({ scheme: "s", mode: "in", class: "a:b", value: "a://h/x" }), '"s:in|k|a:b|v|a://h/x"');
check("same host, parsed later first", () => parseBackMessage("s:in|l|b://g/y|v|a://h/x|k|a:b"), "invalidValue");
check("same host, IPv6 and userinfo", () => parseBackMessage("s:in|l|b://u@[::1]:1/y|v|a://[::1]/x|k|a:b").later, '"b://u@[::1]:1/y"');
check("same host on an Object-member field", () => buildBackMessage({ scheme: "s", mode: "in", class: "a://h/", toString_: "a://i/" }), "invalidValue");
check("limits: an excluded character", () => buildGoMessage({ app: "one", mode: "in", class: "a://h/x*y" }), "invalidValue");
check("limits: an excluded escaped character", () => parseGoMessage("x-one:in|k|a://h/x%25y"), "invalidValue");
check("limits: a stray % is itself", () => buildGoMessage({ app: "one", mode: "in", class: "a://h/x%y" }), "invalidValue");
check("limits: characters a pattern must escape", () => [
  outcome(() => parseGoMessage("x-one:in|k|a://h/x]y")),
  outcome(() => parseGoMessage("x-one:in|k|a://h/x^y")),
  outcome(() => parseGoMessage("x-one:in|k|a://h/x-y")),
  outcome(() => parseGoMessage("x-one:in|k|a://h/x%5Cy")),
  outcome(() => parseGoMessage("x-one:in|k|a://h/x[y")),
], '["invalidValue","invalidValue","invalidValue","invalidValue","{\\"app\\":\\"one\\",\\"mode\\":\\"in\\",\\"flags\\":[],\\"class\\":\\"a://h/x[y\\",\\"unknownDescriptors\\":[]}"]');
check("limits: not in a folder", () => buildGoMessage({ app: "one", mode: "in", class: "a://h/a*b/c" }), '"x-one:in|k|a://h/a*b/c"');
check("limits: on a second field", () => buildGoMessage({ app: "one", mode: "in", class: "a://h/x", toString_: "a://h/*" }), "invalidValue");
check("limits: a path of 3", () => buildGoMessage({ app: "two", mode: "in", flags: new Set([GoMessageFlag.a]), class: "a://h/%41b" }), '"x-two:in|aa|k|a://h/%41b"');
check("limits: a path of 4", () => parseGoMessage("x-two:in|aa|k|a://h/abc"), "invalidValue");
check("limits: none for this app", () => parseGoMessage("x-three:out|k|a://h/***").class, '"a://h/***"');
check("an unsupported mode before the fields", () => parseGoMessage("x-two:out|k|a://h/abcdef"), "unsupportedMode");
check("%7c delimiters and flags", () => parseGoMessage("x-one:in%7caa%7Ck%7Ca://h/a%7Cq%7Cr"), '{"app":"one","mode":"in","flags":["a"],"class":"a://h/a","unknownDescriptors":[{"key":"q","value":"r"}]}');
check("strict", () => parseGoMessage("x-one:in|k|a://h/a|q|r", { strict: true }), "unknownDescriptor");
check(
  "an enum field beside the flags",
  () => parseBackMessage("s:in|ctor|k|a:b|bf|d|q|z"),
  '{"scheme":"s","mode":"in","flags":["constructor_"],"class":"a:b","backMessageFlag":"default","unknownDescriptors":[{"key":"q","value":"z"}]}',
);
check("an enum named like a flag set", () => buildBackMessage({ scheme: "s", mode: "in", class: "a:b", backMessageFlag: BackMessageFlag_.default }), '"s:in|k|a:b|bf|d"');
check("Play data", () => [apps.two.playPackage, apps.two.playStoreUrl, apps.one.playPackage], '["com.example.two",null,null]');

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
