// One call of each schema generated into this folder beside it (Tests/Schemas/compile-two-schemas.sh):
// both import the one schemegenRuntime.ts, and their errors are the same class.
import { App, LinkError, buildOpenMessage } from "./officeLink.js";
import { LinkError as UrlGenericLinkError, buildItemMessage, parseItemMessage } from "./urlGeneric.js";

declare const console: { log(message: string): void };

const open = buildOpenMessage({ app: App.word, url: "https://contoso/a b.docx" });
console.log(open);
console.log(buildItemMessage({ page: 2 }));
try {
  parseItemMessage(open);
} catch (error) {
  if (error instanceof LinkError && UrlGenericLinkError === LinkError) {
    console.log(error.kind);
  }
}
