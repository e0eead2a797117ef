// The timing both TypeScript benchmarks share (benchmark.ts, the pipe grammar; url-benchmark.ts,
// the URL grammar): each row runs the generated code and its anchor in alternating rounds, times
// each round in CPU time, and prints the medians after a warm-up and their ratio (lower is faster).
declare const process: { argv: string[]; cpuUsage(since?: CpuUsage): CpuUsage };
/** Microseconds of CPU time the process used, on every thread. */
interface CpuUsage {
  user: number;
  system: number;
}
declare const console: { log(...values: unknown[]): void };

const warmUpRounds = 3;
const rounds = 9;
const roundMilliseconds = Number(process.argv[2] ?? "25");

/**
 * Nanoseconds of CPU time per call of `body` over `calls` calls; the checksum keeps the work
 * alive. CPU time, not wall time: the machines this runs on are shared, and time spent waiting
 * for a core is nobody's cost. It counts the engine's other threads too (the collector's), as a
 * cost of the code that made the garbage.
 */
export let checksum = 0;
function timePerCall(body: () => number, calls: number): number {
  const start = process.cpuUsage();
  for (let call = 0; call < calls; call += 1) checksum += body();
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1e3) / calls;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The number of calls of `body` that lasts about one round, measured after a warm-up. */
function callsPerRound(body: () => number): number {
  let calls = 1;
  while (timePerCall(body, calls) * calls < 2e6) calls *= 2;
  return Math.max(1, Math.round((roundMilliseconds * 1e6) / timePerCall(body, calls)));
}

function formatTime(nanoseconds: number): string {
  if (nanoseconds >= 1e6) return `${(nanoseconds / 1e6).toFixed(2)} ms`;
  if (nanoseconds >= 1e3) return `${(nanoseconds / 1e3).toFixed(2)} µs`;
  return `${nanoseconds.toFixed(0)} ns`;
}

export function compare(label: string, generated: () => number, anchorName: string, anchor: () => number): void {
  const generatedCalls = callsPerRound(generated);
  const anchorCalls = callsPerRound(anchor);
  const generatedTimes: number[] = [];
  const anchorTimes: number[] = [];
  for (let round = 0; round < warmUpRounds + rounds; round += 1) {
    const [mine, theirs] = [timePerCall(generated, generatedCalls), timePerCall(anchor, anchorCalls)];
    if (round >= warmUpRounds) {
      generatedTimes.push(mine);
      anchorTimes.push(theirs);
    }
  }
  const [mine, theirs] = [median(generatedTimes), median(anchorTimes)];
  console.log(
    `typescript ${label}: generated ${formatTime(mine)}, anchor ${anchorName} ${formatTime(theirs)}, ` +
      `ratio ${(mine / theirs).toFixed(2)}x (lower is faster)`,
  );
}

/** A figure with no anchor: the median time of `body`, in a few rounds. */
export function figure(label: string, body: () => number): void {
  const calls = callsPerRound(body);
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) times.push(timePerCall(body, calls));
  console.log(`typescript ${label}: ${formatTime(median(times))}`);
}
