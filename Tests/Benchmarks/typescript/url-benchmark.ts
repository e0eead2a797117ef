// Measures the generated TypeScript for the URL grammar (Examples/protocols: things, spotify,
// obsidian) under node beside the platform's own way to do the same work, in the same run, timed
// as benchmark.ts times the pipe grammar: prints figures, asserts nothing.
//
// The inputs: a Things add with several parameters (some percent-encoded, lists, a flag, an
// x-success callback URL nested in the query); a Spotify web link; an Obsidian new note whose
// content is about 100 KB once written (Things caps its notes at 10,000 characters).
//
// The anchors use only what node gives:
// - parse: `new URL(u)`, then every pair of `searchParams` (decoded), or the path split on `/`;
// - build: string concatenation and `encodeURIComponent` of each value, which leaves `!'()*`
//   as they are where the grammar escapes them (the note's text has parentheses; a last row
//   builds it without them).
import { compare } from "./timing.js";
import { Type, buildResourceMessage, parseResourceMessage, ResourceMessageCarrier } from "./spotify.js";
import { buildAddMessage, parseAddMessage } from "./things.js";
import { buildNewMessage, parseNewMessage } from "./obsidian.js";

/** The WHATWG URL class node provides; es2020's lib does not declare it. */
declare class URL {
  constructor(input: string);
  readonly protocol: string;
  readonly host: string;
  readonly pathname: string;
  readonly searchParams: Iterable<[string, string]>;
}

/** The anchor parser: the platform's URL parser, its host, path segments and decoded query pairs. */
function platformParse(uri: string): number {
  const url = new URL(uri);
  let length = url.protocol.length + url.host.length;
  for (const segment of url.pathname.split("/")) length += segment.length + 1;
  for (const [key, value] of url.searchParams) length += key.length + value.length + 1;
  return length;
}

/** The anchor builder: `base`, then `?key=value` pairs joined by `&`, each value through encodeURIComponent. */
function concatenate(base: string, pairs: readonly (readonly [string, string])[]): number {
  let uri = base;
  for (const [index, [key, value]] of pairs.entries()) {
    uri += (index === 0 ? "?" : "&") + key + "=" + encodeURIComponent(value);
  }
  return uri.length;
}

const parseAnchor = "new URL+searchParams";
const buildAnchor = "concatenation+encodeURIComponent";

const thingsAdd =
  "things:///add?title=Buy%20milk%20%26%20eggs" +
  "&notes=Whole%20milk%2C%202%20L%0AFree-range%20eggs%20%E2%80%94%20a%20dozen" +
  "&when=today&tags=Errand%2CHome&checklist-items=Milk%0AEggs%0ABread&list=Groceries&reveal=true" +
  "&x-success=myapp%3A%2F%2Fx-callback-url%2Fadded%3Fsource%3Dthings";
const spotifyWeb = "https://open.spotify.com/track/6rqhFgbbKwnb9MLmUQDhG6";
/** Text a caller would percent-encode: spaces, punctuation, Latin and CJK letters, newlines. */
const sentence = "Q4 budget (draft): résumé & notes, 100% done / ok? €日\n";
const note = { vault: "Work notes", name: "Q4 budget", content: sentence.repeat(868) };
const noteUri = buildNewMessage(note);

compare(`url parse Things add (${thingsAdd.length} B)`, () => {
  const parsed = parseAddMessage(thingsAdd);
  return (parsed.notes?.length ?? 0) + (parsed.xSuccess?.length ?? 0) + (parsed.tags?.length ?? 0);
}, parseAnchor, () => platformParse(thingsAdd));
compare(`url parse Spotify web link (${spotifyWeb.length} B)`, () => parseResourceMessage(spotifyWeb).id.length,
  parseAnchor, () => platformParse(spotifyWeb));
compare(`url parse 100 KB note content (${noteUri.length} B)`, () => parseNewMessage(noteUri).content?.length ?? 0,
  parseAnchor, () => platformParse(noteUri));

const add = parseAddMessage(thingsAdd);
const addPairs: [string, string][] = [
  ["title", add.title ?? ""], ["notes", add.notes ?? ""], ["when", add.when ?? ""], ["tags", (add.tags ?? []).join(",")],
  ["checklist-items", (add.checklistItems ?? []).join("\n")], ["list", add.list ?? ""], ["reveal", "true"],
  ["x-success", add.xSuccess ?? ""],
];
compare(`url build Things add (${buildAddMessage(add).length} B)`, () => buildAddMessage(add).length,
  buildAnchor, () => concatenate("things:///add", addPairs));
const track = { carrier: ResourceMessageCarrier.web, type: Type.track, id: "6rqhFgbbKwnb9MLmUQDhG6" };
compare(`url build Spotify web link (${buildResourceMessage(track).length} B)`, () => buildResourceMessage(track).length,
  buildAnchor, () => ("https://open.spotify.com/" + track.type + "/" + encodeURIComponent(track.id)).length);
const notePairs: [string, string][] = [["vault", note.vault], ["name", note.name], ["content", note.content]];
compare(`url build 100 KB note content (${noteUri.length} B)`, () => buildNewMessage(note).length,
  buildAnchor, () => concatenate("obsidian://new", notePairs));
// What escaping `!'()*` costs the builder: the same note without them.
const plainNote = { ...note, content: note.content.replace(/[!'()*]/g, "") };
const plainPairs: [string, string][] = [["vault", note.vault], ["name", note.name], ["content", plainNote.content]];
compare(`url build 100 KB note content without !'()* (${buildNewMessage(plainNote).length} B)`,
  () => buildNewMessage(plainNote).length, buildAnchor, () => concatenate("obsidian://new", plainPairs));
