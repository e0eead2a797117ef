// Finds the first and the last of make-schema.py's apps by scheme with appWithScheme and prints
// the time per lookup of each, and their ratio. Usage: node lookup.js FIRST-SCHEME LAST-SCHEME
import { appWithScheme } from "./scale.js";

declare const process: { argv: string[]; hrtime: { bigint(): bigint } };
declare const console: { log(text: string): void };

/** Nanoseconds per lookup of `scheme`: the median of seven rounds, after one to warm up. */
function nanosecondsPerLookup(scheme: string): number {
  const lookups = 200000;
  const times: number[] = [];
  for (let round = 0; round < 8; round++) {
    let found = 0;
    const start = process.hrtime.bigint();
    for (let index = 0; index < lookups; index++) {
      if (appWithScheme(scheme) !== undefined) found++;
    }
    const elapsed = Number(process.hrtime.bigint() - start) / lookups;
    if (found !== lookups) throw new Error(`no app with the scheme ${scheme}`);
    if (round > 0) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1] ?? 0;
}

const [first, last] = process.argv.slice(2);
if (first === undefined || last === undefined) throw new Error("usage: lookup FIRST-SCHEME LAST-SCHEME");
const firstTime = nanosecondsPerLookup(first);
const lastTime = nanosecondsPerLookup(last);
console.log(
  `typescript app lookup by scheme (10,000 apps): first ${firstTime.toFixed(1)} ns, ` +
    `last ${lastTime.toFixed(1)} ns, ratio ${(lastTime / firstTime).toFixed(2)}x (last vs first)`,
);
