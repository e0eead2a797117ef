// A caller of two app protocols, with the TypeScript schemegen generates from
// Examples/protocols/things.json and spotify.json: it asks Things to add a to-do and to come back
// to it, reads the answer Things sends back, and writes a Spotify link. Tests/Conformance/typescript/
// run-url.sh compiles and runs it.
import { buildAddMessage, parseAddSuccessMessage } from "./things.js";
import { ResourceMessageCarrier, Type, buildResourceMessage, parseResourceMessage } from "./spotify.js";

// The request: Things opens this URL, adds the to-do, then opens x-success with the new ids.
const add = buildAddMessage({
  title: "Book flights",
  tags: ["Travel", "Errand"],
  reveal: true,
  xSource: "Trip Planner",
  xSuccess: "tripplanner://added?trip=42",
});
console.log(add);

// The answer: Things adds `x-things-id` to the callback URL; the trip's own parameter stays in it.
const answer = parseAddSuccessMessage("tripplanner://added?trip=42&x-things-id=2RpDr6Z5nHf3vRuLdMbYq6");
console.log(`${answer.callbackUrl} got ${answer.thingsIds?.join(", ") ?? "no id"}`);

// A Spotify track, as the app's URI and as the link that opens in a browser.
const track = { type: Type.track, id: "6rqhFgbbKwnb9MLmUQDhG6" };
console.log(buildResourceMessage(track));
const web = buildResourceMessage({ ...track, carrier: ResourceMessageCarrier.web });
console.log(`${web} is a ${parseResourceMessage(web).type}`);
