// Finds the first and the last of make-schema.py's apps by scheme with App.fromScheme and prints
// the time per lookup of each, and their ratio. Usage: LookupKt FIRST-SCHEME LAST-SCHEME
import scale.App

/** Nanoseconds per lookup of [scheme]: the median of seven rounds, after three to warm up. */
fun nanosecondsPerLookup(scheme: String): Double {
    val lookups = 200000
    val times = mutableListOf<Double>()
    for (round in 0 until 10) {
        var found = 0
        val start = System.nanoTime()
        for (index in 0 until lookups) {
            if (App.fromScheme(scheme) != null) found++
        }
        val elapsed = (System.nanoTime() - start).toDouble() / lookups
        check(found == lookups) { "no app with the scheme $scheme" }
        if (round >= 3) times.add(elapsed)
    }
    times.sort()
    return times[times.size / 2]
}

fun main(args: Array<String>) {
    require(args.size == 2) { "usage: LookupKt FIRST-SCHEME LAST-SCHEME" }
    val first = nanosecondsPerLookup(args[0])
    val last = nanosecondsPerLookup(args[1])
    println(
        "kotlin app lookup by scheme (10,000 apps): first %.1f ns, last %.1f ns, ratio %.2fx (last vs first)"
            .format(first, last, last / first)
    )
}
