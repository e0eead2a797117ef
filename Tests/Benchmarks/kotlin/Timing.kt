// How the Kotlin benchmarks (Benchmark.kt, the pipe grammar; UrlBenchmark.kt, the URL grammar)
// time a row.
//
// Each row runs the generated code and its anchor in alternating rounds, each round sized to last
// about `roundMilliseconds`, and prints the medians and the ratio generated / anchor (lower is
// faster). Every body first runs for a while untimed so that the JIT has compiled it, and the first
// alternating rounds are not counted either. Time is this thread's CPU time, not wall time: the
// machines this runs on are shared, and time spent waiting for a core is nobody's cost. (The
// process's CPU time would count the collector's threads too, but the JVM reports it in steps of
// 10 ms, too coarse for a round.)
import java.lang.management.ManagementFactory

const val WARM_UP_ROUNDS = 3
const val ROUNDS = 9

val threads = ManagementFactory.getThreadMXBean()
var roundMilliseconds = 20.0
var checksum = 0L

/** Nanoseconds of this thread's CPU time per call of [body], over [calls] calls. */
fun timePerCall(calls: Int, body: () -> Int): Double {
    val start = threads.currentThreadCpuTime
    for (call in 0 until calls) checksum += body()
    return (threads.currentThreadCpuTime - start).toDouble() / calls
}

/** Runs [body] untimed until the JIT has had its chance, then returns the calls one round makes. */
fun callsPerRound(body: () -> Int): Int {
    var calls = 1
    var spent = 0.0
    while (spent < 200e6) {
        spent += timePerCall(calls, body) * calls
        calls *= 2
    }
    return maxOf(1, (roundMilliseconds * 1e6 / timePerCall(calls, body)).toInt())
}

fun median(values: List<Double>): Double = values.sorted()[values.size / 2]

fun formatTime(nanoseconds: Double): String = when {
    nanoseconds >= 1e6 -> "%.2f ms".format(nanoseconds / 1e6)
    nanoseconds >= 1e3 -> "%.2f µs".format(nanoseconds / 1e3)
    else -> "%.0f ns".format(nanoseconds)
}

/** Prints `kotlin LABEL: generated …, anchor NAME …, ratio …x (lower is faster)`. */
fun compare(label: String, generated: () -> Int, anchorName: String, anchor: () -> Int) {
    val generatedCalls = callsPerRound(generated)
    val anchorCalls = callsPerRound(anchor)
    val generatedTimes = ArrayList<Double>()
    val anchorTimes = ArrayList<Double>()
    for (round in 0 until WARM_UP_ROUNDS + ROUNDS) {
        val mine = timePerCall(generatedCalls, generated)
        val theirs = timePerCall(anchorCalls, anchor)
        if (round >= WARM_UP_ROUNDS) {
            generatedTimes.add(mine)
            anchorTimes.add(theirs)
        }
    }
    val mine = median(generatedTimes)
    val theirs = median(anchorTimes)
    println(
        "kotlin $label: generated ${formatTime(mine)}, anchor $anchorName ${formatTime(theirs)}, " +
            "ratio ${"%.2f".format(mine / theirs)}x (lower is faster)"
    )
}

/** A figure with no anchor: the median time of [body] over a few rounds. */
fun figure(label: String, body: () -> Int) {
    val calls = callsPerRound(body)
    val times = (1..3).map { timePerCall(calls, body) }
    println("kotlin $label: ${formatTime(median(times))}")
}
