// A TypeScript consumer of the generated bindings: open a document in Word, read the return URI.
import { App, LinkError, buildOpenMessage, parseOpenMessage, parseReturnMessage } from "./generated/officeLink.js";

declare const console: { log(...values: unknown[]): void };

const open = buildOpenMessage({
  app: App.word,
  url: "https://contoso/Q4/budget.docx",
  passback: "contosodrive",
  context: "folder view Q4",
});
console.log(`open: ${open}`);

const back = parseReturnMessage("contosodrive:ofe|u|https://contoso/Q4/budget.docx|z|no|c|folder%20view%20Q4");
console.log(`return: url=${back.url} uploadPending=${String(back.uploadPending)} context=${back.context ?? ""}`);

try {
  parseOpenMessage("ms-paint:ofe|u|https://contoso/a.png");
} catch (error) {
  if (!(error instanceof LinkError)) throw error;
  console.log(`error: ${error.kind}`);
}
