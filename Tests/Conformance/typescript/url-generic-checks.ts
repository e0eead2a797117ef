// Checks the TypeScript generated for url-generic.json: what the four apps' vectors do not reach
// (both grammars in one module, repeated-key lists, a rest field that is one segment in another
// carrier, other boolean tokens and defaults, `+` read as a space, a field named like an `Object.prototype` member).
// Prints one line per failure, then "N passed, N failed".
import {
  BrowseMessageCarrier,
  Colors,
  LinkError,
  Order,
  Shape,
  buildBrowseMessage,
  buildBrowseSuccessMessage,
  buildItemMessage,
  buildOpenMessage,
  parseBrowseMessage,
  parseBrowseSuccessMessage,
  parseItemMessage,
  parseOpenMessage,
} from "./urlGeneric.js";

let passed = 0;
let failed = 0;

/** JSON with every object's keys sorted, so that members compare whatever their order. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member === null || typeof member !== "object" || Array.isArray(member)
      ? member
      : Object.fromEntries(Object.entries(member).sort(([a], [b]) => (a < b ? -1 : 1))),
  );
}

function check(name: string, actual: unknown, expected: unknown): void {
  const [a, e] = [sortedJson(actual), sortedJson(expected)];
  if (a === e) {
    passed += 1;
  } else {
    failed += 1;
    console.log(`FAIL ${name}: expected ${e}, got ${a}`);
  }
}

/** The error kind `run` throws, or "none". */
function errorKind(run: () => unknown): string {
  try {
    run();
    return "none";
  } catch (error: unknown) {
    if (error instanceof LinkError) return error.kind;
    throw error;
  }
}

const full = {
  path: "a b/c",
  page: 3,
  day: "2024-02-29",
  at: "2024-02-29T23:59:59.5+01:00",
  count: 7,
  loud: true,
  tag: ["x", "y&"],
  size: [1, 9],
  colors: [Colors.red, Colors.blue],
  shape: [Shape.round, Shape.round],
  home: "HTTP://h/",
  code: "0af",
  sync: false,
  order: Order.desc,
  note: "n+1",
};
const fullUri =
  "x-gen://browse/p/3/a%20b/c?day=2024-02-29&at=2024-02-29T23%3A59%3A59.5%2B01%3A00&n=7&loud&tag=x&tag=y%26&size=1&size=9" +
  "&colors=r%3Bb&shape=o&shape=o&home=HTTP%3A%2F%2Fh%2F&code=0af&sync=no&order=down&note=n%2B1";
check("every type written", buildBrowseMessage(full), fullUri);
check("every type read back", parseBrowseMessage(fullUri), { ...full, carrier: BrowseMessageCarrier.app, unknownParameters: [] });
check(
  "a rest field is one segment in the other carrier",
  buildBrowseMessage({ carrier: BrowseMessageCarrier.web, path: "a/b", page: 1 }),
  "https://gen.example/a%2Fb/1",
);
check("and reads back whole", parseBrowseMessage("https://gen.example/a%2Fb/1").path, "a/b");
check("defaults are left out", buildBrowseMessage({ path: "p", page: 1, count: 10, sync: true, order: Order.asc, loud: false }), "x-gen://browse/p/1/p");
check("and filled in", parseBrowseMessage("x-gen://browse/p/1/p"), {
  carrier: BrowseMessageCarrier.app, path: "p", page: 1, count: 10, loud: false, sync: true, order: Order.asc, unknownParameters: [],
});
check("plus is a space", parseBrowseMessage("x-gen://browse/p/1/p?note=a+b%2B&c+d=e+f").note, "a b+");
check("unknown parameters decoded", parseBrowseMessage("x-gen://browse/p/1/p?c+d=e+f&g").unknownParameters, [
  { key: "c d", value: "e f" }, { key: "g", value: "" },
]);
check("repeated-key items are never empty", errorKind(() => parseBrowseMessage("x-gen://browse/p/1/p?tag=")), "invalidValue");
check("a repeated-key list may repeat", parseBrowseMessage("x-gen://browse/p/1/p?size=1&size=1").size, [1, 1]);
check("a separator list may not", errorKind(() => parseBrowseMessage("x-gen://browse/p/1/p?colors=r&colors=b")), "duplicateDescriptor");
check("a rule on a default: absent sync is yes", buildBrowseMessage({ path: "p", page: 1 }), "x-gen://browse/p/1/p");
check("sync=no needs a note", errorKind(() => buildBrowseMessage({ path: "p", page: 1, sync: false })), "missingDescriptor");
check("note overrides valueOf", errorKind(() => parseBrowseMessage("x-gen://browse/p/1/p?note=a&value-of=b")), "conflictingDescriptors");
check("valueOf is a field of its own", parseBrowseMessage("x-gen://browse/p/1/p?value-of=b").valueOf_, "b");
check("url schemes ignore case", errorKind(() => buildBrowseMessage({ path: "p", page: 1, home: "ftp://h" })), "invalidValue");
check("allowed characters", errorKind(() => buildBrowseMessage({ path: "p", page: 1, code: "0A" })), "invalidValue");
check("integer range", errorKind(() => parseBrowseMessage("x-gen://browse/p/1/p?n=-6")), "invalidValue");
check("no leading zero", errorKind(() => parseBrowseMessage("x-gen://browse/p/01/p")), "invalidValue");
check("a rest field with an empty segment", errorKind(() => buildBrowseMessage({ path: "a//b", page: 1 })), "invalidValue");
check("not a leap year", errorKind(() => parseBrowseMessage("x-gen://browse/p/1/p?day=1900-02-29")), "invalidValue");
check("a fraction needs a digit", errorKind(() => parseBrowseMessage("x-gen://browse/p/1/p?at=2024-01-01T00:00:00.Z")), "invalidValue");
check("presence with a value", errorKind(() => parseBrowseMessage("x-gen://browse/p/1/p?loud=1")), "invalidValue");
check("opaque form", parseItemMessage(buildItemMessage({ page: 42 })).page, 42);
check("opaque form has no query", errorKind(() => parseItemMessage("x-gen:item:42?a=b")), "unknownAction");
check("the callback keeps the caller's parameters", parseBrowseSuccessMessage("app://cb?own=1&n=5&loud"), {
  callbackUrl: "app://cb?own=1", count: 5, loud: true,
});
check("and builds them back", buildBrowseSuccessMessage({ callbackUrl: "app://cb?own=1", count: 5, loud: true }), "app://cb?own=1&n=5&loud");
check("the pipe grammar beside it", parseOpenMessage(buildOpenMessage({ app: "gen", u: "https://h/a b" })).u, "https://h/a%20b");

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
