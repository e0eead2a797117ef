// Measures the generated TypeScript for schema.json under node: prints figures, asserts nothing.
import { App, Mode, buildOpenMessage, buildOpenMessageAbbreviated, parseOpenMessage } from "./officeLink.js";

declare const process: { argv: string[]; hrtime: { bigint(): bigint } };
declare const console: { log(...values: unknown[]): void };

function measure(label: string, iterations: number, bytes: number, body: () => number): void {
  let checksum = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) checksum += body();
  const elapsed = Number(process.hrtime.bigint() - start);
  let line = `typescript ${label}: ${(elapsed / iterations).toFixed(0)} ns/op over ${iterations} iterations`;
  if (bytes > 0) line += `, ${((bytes * iterations) / elapsed * 1e3).toFixed(1)} MB/s`;
  console.log(`${line} (checksum ${checksum})`);
}

const iterations = Number(process.argv[2] ?? "200000");
const article = "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4";
const message = parseOpenMessage(article);
measure("build open (article)", iterations, 0, () => buildOpenMessage(message).length);
measure("parse open (article)", iterations, article.length, () => parseOpenMessage(article).url.length);
const encoded = article.replace(/\|/g, "%7C");
measure("parse open (article, %7C delimiters)", iterations, encoded.length, () => parseOpenMessage(encoded).url.length);
const abbreviated = "ms-word:https://contoso/Q4/budget.docx";
measure("parse open (abbreviated)", iterations, abbreviated.length, () => parseOpenMessage(abbreviated).url.length);
measure("build open (abbreviated)", iterations, 0, () => buildOpenMessageAbbreviated({ app: App.word, mode: Mode.view, url: message.url }).length);
const huge = buildOpenMessage({ app: App.word, url: "https://contoso/a.docx", context: "a|".repeat(512 * 1024) });
measure("build open (1 MB context)", 5, 0, () => buildOpenMessage({ app: App.word, url: "https://contoso/a.docx", context: "a|".repeat(512 * 1024) }).length);
measure("parse open (1 MB context)", 5, huge.length, () => parseOpenMessage(huge).context?.length ?? 0);
const unknown = article + "|k|v".repeat(256 * 1024);
measure("parse open (1 MB of unknown pairs, kept)", 5, unknown.length, () => parseOpenMessage(unknown).unknownDescriptors.length);
measure("parse open (1 MB of unknown pairs, strict)", 5, unknown.length, () => {
  try {
    return parseOpenMessage(unknown, { strict: true }).url.length;
  } catch {
    return 1;
  }
});
