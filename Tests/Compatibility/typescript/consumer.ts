// A consumer written against the code generated from Tests/Compatibility/old.json, the way the
// README shows the API: run.sh compiles this same file against old.json's and new.json's code,
// and it must compile and pass against both. Switches end in `default:` and tables keyed by a
// union are `Partial<Record<...>>`: the unions widen when the schema adds an app, a mode, an
// enum value or a flag, so an exhaustive switch (`const never: never = x`) or a full `Record`
// stops compiling.
import {
  App,
  LinkError,
  Mode,
  OpenMessageFlag,
  Theme,
  appWithId,
  appWithScheme,
  apps,
  buildOpenMessage,
  buildOpenMessageAbbreviated,
  buildReturnMessage,
  defaultMode,
  modeTokens,
  modeWithId,
  modeWithToken,
  openMessageFlagTokens,
  openMessageFlagWithId,
  openMessageFlagWithToken,
  parseOpenMessage,
  parseReturnMessage,
  themeTokens,
  themeWithId,
  themeWithToken,
} from "./officeLink.js";
import type { ErrorKind, ReturnMessage } from "./officeLink.js";

let passed = 0;
let failed = 0;

function check(name: string, condition: () => boolean): void {
  try {
    if (condition()) {
      passed += 1;
      return;
    }
    console.log(`FAIL ${name}`);
  } catch (error) {
    console.log(`FAIL ${name}: ${String(error)}`);
  }
  failed += 1;
}

function kindOf(body: () => unknown): ErrorKind | undefined {
  try {
    body();
    return undefined;
  } catch (error) {
    return error instanceof LinkError ? error.kind : undefined;
  }
}

// Building, as the README shows; new optional fields and flags may be left out.
check("build open, default mode", () =>
  buildOpenMessage({ app: App.word, url: "https://contoso/Q4/budget.docx", passback: "clouddrive", context: "q4" }) ===
  "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|q4");
check("build open, mode, flag and enum", () =>
  buildOpenMessage({
    app: App.excel,
    mode: Mode.view,
    flags: new Set([OpenMessageFlag.coAuthoring]),
    url: "https://contoso/b.xls",
    theme: Theme.dark,
  }) === "ms-excel:ofv|ofc|u|https://contoso/b.xls|th|dark");
// A message kept in a variable of the message's own type, then built.
const back: ReturnMessage = { scheme: "clouddrive", mode: Mode.edit, url: "https://contoso/a.docx", uploadPending: true };
check("build return", () => buildReturnMessage(back) === "clouddrive:ofe|u|https://contoso/a.docx|z|yes");
check("an unsupported mode is refused", () =>
  kindOf(() => buildOpenMessage({ app: App.oneNote, mode: Mode.newFromTemplate, url: "https://contoso/t.dotx" })) ===
  "unsupportedMode");

// The abbreviated form accepts a message built without a mode: the short form implies its mode.
check("abbreviated form of a default-mode message", () =>
  buildOpenMessageAbbreviated({ app: App.word, url: "https://contoso/a.docx" }) === "ms-word:https://contoso/a.docx");
check("abbreviated form of a message in the default mode", () =>
  buildOpenMessageAbbreviated({ app: App.word, mode: defaultMode, url: "https://contoso/a.docx" }) ===
  "ms-word:https://contoso/a.docx");
check("abbreviated form refuses another mode", () =>
  kindOf(() => buildOpenMessageAbbreviated({ app: App.word, mode: Mode.newFromTemplate, url: "https://contoso/a.docx" })) ===
  "invalidValue");

// Parsing.
const parsed = parseOpenMessage("ms-powerpoint:ofv|ofc|u|https://contoso/d.ppt|th|light|x|1");
check("parse open: address, mode, flags", () =>
  parsed.app === App.powerPoint && parsed.mode === Mode.view && parsed.flags.has(OpenMessageFlag.coAuthoring));
check("parse open: fields", () => parsed.theme === Theme.light && parsed.passback === undefined);
check("parse open: unknown kept", () =>
  parsed.unknownDescriptors.length === 1 && parsed.unknownDescriptors[0]?.key === "x");
const returned = parseReturnMessage("clouddrive:ofe|u|https://contoso/a.docx|z|no|c|q4");
check("parse return", () => returned.scheme === "clouddrive" && !returned.uploadPending && returned.context === "q4");
check("parse the abbreviated form", () => parseOpenMessage("ms-word:https://contoso/a.docx").mode === Mode.view);
check("unknown app", () => kindOf(() => parseOpenMessage("ms-paint:ofe|u|https://contoso/a.docx")) === "unknownApp");

// Apps: the id is the value itself; scheme and display name in `apps`; lookups by id and scheme.
check("app accessors", () =>
  App.word === "word" && apps[App.word].scheme === "ms-word" && apps[App.word].displayName === "Word");
check("app by id", () => appWithId("sharePointDesigner") === App.sharePointDesigner && appWithId("paint") === undefined);
check("app by scheme", () => appWithScheme("MS-Excel") === App.excel && appWithScheme("ms-paint") === undefined);
check("every app round-trips", () =>
  Object.values(App).every((app) => appWithId(app) === app && appWithScheme(apps[app].scheme) === app));

function storeLabel(app: App): string {
  switch (app) {
    case App.word:
    case App.excel:
    case App.powerPoint:
      return "office";
    case App.oneNote:
      return "notes";
    default:
      return "other";
  }
}
check("switch over apps", () => storeLabel(App.word) === "office" && storeLabel(App.visio) === "other");
const labels: Partial<Record<App, string>> = { word: "W", excel: "X" };
check("a partial table of apps", () => labels[App.word] === "W" && labels[App.visio] === undefined);

// Modes, enum values and flags: the id is the value, the token in the `…Tokens` table; lookups.
check("mode accessors", () => Mode.newFromTemplate === "newFromTemplate" && modeTokens[Mode.newFromTemplate] === "nft");
check("mode lookups", () => modeWithId("view") === Mode.view && modeWithToken("ofe") === Mode.edit);
check("mode lookups that miss", () => modeWithId("ofv") === undefined && modeWithToken("view") === undefined);
check("default mode", () => defaultMode === Mode.edit);
check("enum value accessors", () => Theme.dark === "dark" && themeTokens[Theme.dark] === "dark");
check("enum lookups", () =>
  themeWithId("light") === Theme.light && themeWithToken("dark") === Theme.dark && themeWithToken("sepia") === undefined);
check("flag accessors", () =>
  OpenMessageFlag.coAuthoring === "coAuthoring" && openMessageFlagTokens[OpenMessageFlag.coAuthoring] === "ofc");
check("flag lookups", () =>
  openMessageFlagWithId("coAuthoring") === OpenMessageFlag.coAuthoring &&
  openMessageFlagWithToken("ofc") === OpenMessageFlag.coAuthoring);
check("flag lookups that miss", () =>
  openMessageFlagWithId("ofc") === undefined && openMessageFlagWithToken("coAuthoring") === undefined);

function describe(mode: Mode): string {
  switch (mode) {
    case Mode.view:
      return "read-only";
    case Mode.edit:
      return "editable";
    default:
      return mode;
  }
}
check("switch over modes", () => describe(Mode.view) === "read-only" && describe(Mode.newFromTemplate) === "newFromTemplate");

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
