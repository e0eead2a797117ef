// Property-based round trips, hostile random input and linear-time figures for the generated Kotlin
// (Tests/Goldens/default/kotlin/officelink/OfficeLink.kt). Usage: java -jar property.jar [SEED] [CASES].
// The PRNG and the round-trip generator are the same in all four languages (see
// Tests/Property/README.md), so one seed gives the same messages, URIs and digest everywhere.
// Prints failures, then "N passed, N failed"; exits 1 on any failure.
import kotlin.system.exitProcess
import officelink.App
import officelink.ErrorKind
import officelink.LinkException
import officelink.Mode
import officelink.OpenMessage
import officelink.ReturnMessage
import officelink.UnknownDescriptor

/** splitmix64 (Steele, Lea, Flood 2014): the whole state is one 64-bit word. */
class SplitMix64(private var state: Long) {
    fun next(): Long {
        state += GOLDEN
        var z = state
        z = (z xor (z ushr 30)) * MIX1
        z = (z xor (z ushr 27)) * MIX2
        return z xor (z ushr 31)
    }

    /** A number in 0 until n (n > 0), the 64-bit value taken unsigned; the modulo bias does not matter. */
    fun below(n: Int): Int = java.lang.Long.remainderUnsigned(next(), n.toLong()).toInt()

    companion object {
        val GOLDEN: Long = java.lang.Long.parseUnsignedLong("9E3779B97F4A7C15", 16)
        val MIX1: Long = java.lang.Long.parseUnsignedLong("BF58476D1CE4E5B9", 16)
        val MIX2: Long = java.lang.Long.parseUnsignedLong("94D049BB133111EB", 16)
    }
}

const val LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
const val SCHEME_CHARS = LETTERS + "0123456789+-."
/** The schemes a document URL may have (schema.json: http or https), in letter cases the parsers must ignore. */
val URL_SCHEMES = listOf("http", "https", "HTTP", "hTTpS")

/** Pieces that look like grammar: bars, escapes and half escapes, a colon, CRLF, U+2028. */
val SPECIALS = listOf(
    "|", "%", "|p|", "|c|x", "%7C", "%25", "%2", "%G1", "%e9", "%%", "+", ":", "\u2028", "\r\n", "~",
    "%F0%9F%98%80"
)

/** Emoji, ZWJ, combining marks, separators, BOM, U+FFFD/U+FFFF/U+10FFFF, a prepend mark, NUL. */
val EXTRAS = intArrayOf(
    0x1F600, 0x1F4A9, 0x1F1FA, 0x1F1F8, 0x200D, 0x0301, 0x0308, 0x2028, 0x2029, 0xFEFF, 0xFFFD, 0xFFFF,
    0x10FFFF, 0x0600, 0x00E9, 0x0000
)

val HOSTILE_TOKENS = listOf(
    "ms-word", "MS-WORD:", "ofe", "ofv", "u", "p", "c", "z", "yes", "no", "http://a", "|", "||", ":", "%",
    "|u|", "|c|", "|z|yes"
)

val APPS = listOf(App.EXCEL, App.ONE_NOTE, App.POWER_POINT, App.WORD)

const val CANONICAL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%|"

/** A message as generated; `mode` null means "left out", which builds the default mode. */
data class Generated(
    val isOpen: Boolean,
    val app: App = App.WORD,
    val scheme: String = "",
    val mode: Mode? = null,
    val url: String = "",
    val passback: String? = null,
    val uploadPending: Boolean = false,
    val context: String? = null
)

/** `text` with everything outside printable ASCII written as \u{X} (a lone surrogate too), `\` as `\\`. */
fun shown(text: String?): String {
    if (text == null) return "null"
    val out = StringBuilder()
    var index = 0
    while (index < text.length) {
        val point = text.codePointAt(index)
        if (point in 0x20..0x7E && point != '\\'.toInt()) {
            out.append(point.toChar())
        } else {
            out.append("\\u{").append(Integer.toHexString(point).toUpperCase()).append('}')
        }
        index += Character.charCount(point)
    }
    return out.toString()
}

/** A megabyte of one repeated unit after a prefix, parsed leniently or strictly, and the result expected. */
class Flood(val name: String, val prefix: String, val unit: String, val strict: Boolean, val expected: String)

fun App.hasLimits(): Boolean = maxPathLength != null || fileNameExcludes != null

/** The `u` value of a URI the builder wrote (no value holds a raw `|`). */
fun writtenUrl(uri: String): String = uri.substringAfter("|u|").substringBefore('|')

/**
 * Whether a URL, as written, breaks the app's limits (docs/grammar.md, "App limits and hosts"),
 * computed on bytes here rather than as the generated code does: the path after the authority up to
 * `?` or `#`, decoded, counted without UTF-8 continuation bytes; its file name, decoded, with none
 * of the excluded characters.
 */
fun breaksLimits(app: App, url: String): Boolean {
    val afterScheme = url.substringAfter(':')
    var path = if (afterScheme.startsWith("//")) {
        val authority = afterScheme.substring(2)
        val cut = authority.indexOfAny(charArrayOf('/', '?', '#'))
        if (cut < 0) "" else authority.substring(cut)
    } else afterScheme
    path = path.substringBefore('?').substringBefore('#')
    val length = decoded(path).count { (it.toInt() and 0xC0) != 0x80 }
    val fileName = decoded(path.substringAfterLast('/'))
    val excludes = app.fileNameExcludes ?: ""
    val max = app.maxPathLength
    return (max != null && length > max) || fileName.any { it >= 0 && excludes.indexOf(it.toChar()) >= 0 }
}

/** The UTF-8 bytes of `text` with every `%XX` decoded to its byte. */
fun decoded(text: String): ByteArray {
    val out = java.io.ByteArrayOutputStream()
    val bytes = text.toByteArray(Charsets.UTF_8)
    var index = 0
    while (index < bytes.size) {
        val hex = if (bytes[index] == '%'.toByte() && index + 2 < bytes.size) {
            String(bytes, index + 1, 2, Charsets.ISO_8859_1).toIntOrNull(16)?.takeIf {
                bytes[index + 1].toChar().isLetterOrDigit() && bytes[index + 2].toChar().isLetterOrDigit()
            }
        } else null
        if (hex != null) {
            out.write(hex)
            index += 3
        } else {
            out.write(bytes[index].toInt())
            index += 1
        }
    }
    return out.toByteArray()
}

class Runner(seed: Long) {
    val rng = SplitMix64(seed)
    var passed = 0
    var failed = 0
    var digest = 0x811C9DC5.toInt()
    var limited = 0
    val verbose = System.getenv("VERBOSE") != null
    val tally = HashMap<String, HashMap<String, Int>>()

    fun fail(text: String) {
        failed += 1
        println("FAIL $text")
    }

    // The shared generator (same draws, in the same order, in every language)

    fun randomScheme(): String {
        val length = 1 + rng.below(12)
        val out = StringBuilder().append(LETTERS[rng.below(52)])
        for (i in 1 until length) out.append(SCHEME_CHARS[rng.below(65)])
        return out.toString()
    }

    fun piece(out: StringBuilder) {
        when (rng.below(7)) {
            0 -> out.appendCodePoint(0x20 + rng.below(95))
            1 -> out.append(SPECIALS[rng.below(16)])
            2 -> {
                val control = rng.below(33)
                out.appendCodePoint(if (control == 32) 0x7F else control)
            }
            3 -> out.appendCodePoint(0x80 + rng.below(0xD800 - 0x80))
            4 -> out.appendCodePoint(0xE000 + rng.below(0x2000))
            5 -> out.appendCodePoint(0x10000 + rng.below(0x100000))
            else -> out.appendCodePoint(EXTRAS[rng.below(16)])
        }
    }

    fun randomText(): String {
        val count = rng.below(25)
        val out = StringBuilder()
        for (i in 0 until count) piece(out)
        return out.toString()
    }

    fun message(): Generated {
        val isOpen = rng.below(2) == 0
        val mode = when (rng.below(3)) {
            0 -> Mode.VIEW
            1 -> Mode.EDIT
            else -> null
        }
        var app = App.WORD
        var scheme = ""
        var uploadPending = false
        if (isOpen) {
            app = APPS[rng.below(4)]
        } else {
            scheme = randomScheme()
            uploadPending = rng.below(2) == 1
        }
        val url = URL_SCHEMES[rng.below(4)] + ":" + randomText()
        val passback = if (isOpen && rng.below(2) == 1) randomScheme() else null
        val context = if (rng.below(2) == 1) randomText() else null
        return Generated(isOpen, app, scheme, mode, url, passback, uploadPending, context)
    }

    // Building and parsing

    fun build(m: Generated): String = if (m.isOpen) {
        val optional: OpenMessage.Builder.() -> Unit = {
            passback = m.passback
            context = m.context
        }
        (if (m.mode == null) OpenMessage(m.app, m.url, optional) else OpenMessage(m.app, m.mode, m.url, optional)).uriString()
    } else {
        val optional: ReturnMessage.Builder.() -> Unit = { context = m.context }
        (if (m.mode == null) ReturnMessage(m.scheme, m.url, m.uploadPending, optional)
        else ReturnMessage(m.scheme, m.mode, m.url, m.uploadPending, optional)).uriString()
    }

    fun describe(m: Generated): String {
        val out = StringBuilder(if (m.isOpen) "open app=${m.app}" else "return scheme=${shown(m.scheme)}")
        out.append(" mode=${m.mode ?: "(default)"} url=${shown(m.url)}")
        if (m.passback != null) out.append(" passback=${shown(m.passback)}")
        if (!m.isOpen) out.append(" uploadPending=${m.uploadPending}")
        if (m.context != null) out.append(" context=${shown(m.context)}")
        return out.toString()
    }

    fun addToDigest(uri: String) {
        for (byte in uri.toByteArray(Charsets.UTF_8) + 0x0A.toByte()) {
            digest = (digest xor (byte.toInt() and 0xFF)) * 0x01000193
        }
    }

    // 1. Round trips

    fun roundTrip(index: Int) {
        val message = message()
        val input = describe(message)
        try {
            val uri = try {
                build(message)
            } catch (error: LinkException) {
                // An app with limits rejects a URL that breaks them: the same message addressed to an
                // app without limits must build, and its URL, as written, must break them.
                val app = message.app
                if (!message.isOpen || error.kind != ErrorKind.INVALID_VALUE || !app.hasLimits()) throw error
                val written = writtenUrl(build(message.copy(app = App.ONE_NOTE)))
                if (!breaksLimits(app, written)) {
                    return fail("roundtrip #$index: $input was rejected ($error) although ${shown(written)} keeps $app's limits")
                }
                limited += 1
                passed += 1
                return
            }
            if (message.isOpen && breaksLimits(message.app, writtenUrl(uri))) {
                return fail("roundtrip #$index: $input built ${shown(uri)}, whose URL breaks ${message.app}'s limits")
            }
            addToDigest(uri)
            if (!uri.all { it in CANONICAL }) {
                return fail("roundtrip #$index: the builder wrote a byte a URI may not carry: ${shown(uri)} from $input")
            }
            val bars = uri.count { it == '|' }
            val fields = 1 + (if (message.passback != null) 1 else 0) + (if (message.context != null) 1 else 0) +
                (if (message.isOpen) 0 else 1)
            if (bars != 2 * fields) return fail("roundtrip #$index: $bars bars for $fields fields in ${shown(uri)} from $input")
            val back = if (message.isOpen) {
                val parsed = OpenMessage.parse(uri)
                message.copy(app = parsed.app, mode = parsed.mode, url = parsed.url, passback = parsed.passback, context = parsed.context)
            } else {
                val parsed = ReturnMessage.parse(uri)
                message.copy(scheme = parsed.scheme, mode = parsed.mode, url = parsed.url,
                    uploadPending = parsed.uploadPending, context = parsed.context)
            }
            val rebuilt = build(back)
            val problems = ArrayList<String>()
            if (back.app != message.app) problems.add("app ${back.app}")
            if (back.scheme != message.scheme) problems.add("scheme ${shown(back.scheme)}")
            if (back.mode != (message.mode ?: Mode.defaultMode)) problems.add("mode ${back.mode}")
            if (back.passback != message.passback) problems.add("passback ${shown(back.passback)}")
            if (back.uploadPending != message.uploadPending) problems.add("uploadPending ${back.uploadPending}")
            if (back.context != message.context) problems.add("context ${shown(back.context)}")
            if (rebuilt != uri) problems.add("rebuilt URI ${shown(rebuilt)}")
            if (problems.isEmpty()) passed += 1
            else fail("roundtrip #$index: $input built ${shown(uri)}, parsed back with ${problems.joinToString(", ")}")
        } catch (error: Throwable) {
            fail("roundtrip #$index: $input threw $error")
        }
    }

    // 2. Hostile input

    /** A hostile unit in Kotlin: an ASCII char, a special scalar, or a lone surrogate. */
    fun oddUnit(out: StringBuilder) {
        when (rng.below(3)) {
            0 -> out.append(rng.below(0x80).toChar())
            1 -> out.appendCodePoint(EXTRAS[rng.below(16)])
            else -> out.append((0xD800 + rng.below(0x800)).toChar())
        }
    }

    fun hostilePiece(out: StringBuilder) {
        when (rng.below(4)) {
            0 -> piece(out)
            1 -> out.append(HOSTILE_TOKENS[rng.below(HOSTILE_TOKENS.size)])
            2 -> oddUnit(out)
            else -> out.append((0x20 + rng.below(95)).toChar())
        }
    }

    fun hostile(): String {
        if (rng.below(4) == 0) {
            val count = rng.below(40)
            val out = StringBuilder()
            for (i in 0 until count) hostilePiece(out)
            return out.toString()
        }
        val message = message()
        val units = StringBuilder(try { build(message) } catch (error: LinkException) { "" })
        for (i in 0 until 1 + rng.below(4)) {
            val length = units.length
            when (rng.below(8)) {
                0 -> {
                    val piece = StringBuilder().also { hostilePiece(it) }
                    units.insert(rng.below(length + 1), piece)
                }
                1 -> if (length > 0) {
                    val start = rng.below(length)
                    units.delete(start, start + 1 + rng.below(minOf(8, length - start)))
                }
                2 -> if (length > 0) {
                    val at = rng.below(length)
                    val unit = StringBuilder().also { oddUnit(it) }
                    units.replace(at, at + 1, unit.toString())
                }
                3 -> units.insert(rng.below(length + 1), '|')
                4 -> units.append('%')
                5 -> units.setLength(rng.below(length + 1))
                6 -> if (length > 0) {
                    val start = rng.below(length)
                    val slice = units.substring(start, start + 1 + rng.below(minOf(16, length - start)))
                    units.insert(start, slice)
                }
                else -> {
                    val at = rng.below(length + 1)
                    units.insert(at, "%" + LETTERS[rng.below(52)])
                }
            }
        }
        return units.toString()
    }

    /**
     * Parses `uri` as the message; on success the message must build, and the built URI must parse
     * back to the same fields and build the same URI again (it is canonical). Returns the kind
     * ("ok" or an error id) and a problem, if any.
     */
    fun probe(uri: String, open: Boolean, strict: Boolean = false): Pair<String, String?> = try {
        if (open) {
            val parsed = OpenMessage.parse(uri, strict)
            val canonical = parsed.uriString()
            val again = OpenMessage.parse(canonical, strict = true)
            val same = again.copy {
                url = parsed.url
                saveFolder = parsed.saveFolder
                unknownDescriptors = parsed.unknownDescriptors
            }
            if (same != parsed || again.uriString() != canonical) {
                Pair("ok", "the canonical form ${shown(canonical)} does not parse back to the same message")
            } else Pair("ok", null)
        } else {
            val parsed = ReturnMessage.parse(uri, strict)
            val canonical = parsed.uriString()
            val again = ReturnMessage.parse(canonical, strict = true)
            val same = again.copy {
                url = parsed.url
                unknownDescriptors = parsed.unknownDescriptors
            }
            if (same != parsed || again.uriString() != canonical) {
                Pair("ok", "the canonical form ${shown(canonical)} does not parse back to the same message")
            } else Pair("ok", null)
        }
    } catch (error: LinkException) {
        Pair(error.kind.id, null)
    } catch (error: Throwable) {
        Pair("untyped", "threw an untyped exception: $error")
    }

    fun hostileCase(index: Int, uri: String) {
        if (verbose) println("hostile #$index: ${shown(uri)}")
        var behaved = true
        for ((name, open) in listOf(Pair("open", true), Pair("return", false))) {
            val (kind, problem) = probe(uri, open)
            val counts = tally.getOrPut(name) { HashMap() }
            counts[kind] = (counts[kind] ?: 0) + 1
            if (problem != null) {
                behaved = false
                fail("hostile #$index parse $name ${shown(uri)}: $problem")
            }
        }
        if (behaved) passed += 1
    }

    // 3. Linear time

    fun seconds(body: () -> Unit): Double {
        var best = Double.MAX_VALUE
        for (i in 0 until 3) {
            val start = System.nanoTime()
            body()
            best = minOf(best, (System.nanoTime() - start) / 1e9)
        }
        return best
    }

    fun linear() {
        val pattern = "ab|%\u00E9\uD83D\uDE00 \u2028%41x\u0000"
        val figures = ArrayList<Triple<Int, Double, Double>>()
        for (size in listOf(10_000, 100_000, 1_000_000)) {
            // Whole patterns until at least `size` UTF-8 bytes, as the other languages build it.
            val patternBytes = pattern.toByteArray(Charsets.UTF_8).size
            val context = pattern.repeat((size + patternBytes - 1) / patternBytes)
            val message = OpenMessage(App.WORD, "https://contoso/a b") {
                passback = "back"
                this.context = context
            }
            try {
                var uri = ""
                val build = seconds { uri = message.uriString() }
                var parsed: OpenMessage? = null
                val parse = seconds { parsed = OpenMessage.parse(uri) }
                figures.add(Triple(size, build, parse))
                if (parsed?.context == context && parsed?.url == "https://contoso/a%20b") passed += 1
                else fail("linear: a context of $size bytes does not round-trip")
            } catch (error: Throwable) {
                fail("linear: a context of $size bytes threw $error")
            }
        }
        for ((size, build, parse) in figures) {
            println(String.format("linear: context %7d B: build %8.3f ms, parse %8.3f ms", size, build * 1000, parse * 1000))
        }
        if (figures.size == 3) {
            println(String.format("linear: ratio 1 MB / 10 KB (linear = 100x): build %.0fx, parse %.0fx",
                figures[2].second / figures[0].second, figures[2].third / figures[0].third))
        }
        // Unknown pairs are kept aside (every one of them, in order) unless parsing strictly; the
        // lenient floods are valid messages, so each probe also builds and parses the canonical URI.
        val valid = "ms-word:ofe|u|https://a/b|z|no"
        val validEncoded = "ms-word:ofe%7Cu%7Chttps://a/b%7Cz%7Cno"
        val floods = listOf(
            Flood("1 MB of unknown |k|v pairs, lenient", valid, "|k|v", false, "ok"),
            Flood("1 MB of unknown |k|v pairs, strict", valid, "|k|v", true, "unknownDescriptor"),
            Flood("1 MB of unknown %7Ck%7Cv pairs, lenient", validEncoded, "%7Ck%7Cv", false, "ok"),
            Flood("1 MB of duplicate |c|x pairs", "ms-word:ofe", "|c|x", false, "duplicateDescriptor"),
            Flood("1 MB of bare bars", "ms-word:ofe", "||", false, "malformed")
        )
        for (flood in floods) {
            val uri = flood.prefix + flood.unit.repeat(1_000_000 / flood.unit.length)
            for ((message, open) in listOf(Pair("open", true), Pair("return", false))) {
                var result = Pair("", null as String?)
                val time = seconds { result = probe(uri, open, flood.strict) }
                val (kind, problem) = result
                println(String.format("linear: %s, parse %s: %s in %.3f ms", flood.name, message, kind, time * 1000))
                when {
                    problem != null -> fail("linear: ${flood.name} parsed as $message: $problem")
                    kind == flood.expected -> passed += 1
                    else -> fail("linear: ${flood.name} parsed as $message gave $kind, not ${flood.expected}")
                }
            }
        }
        val pairs = 1_000_000 / 4
        val kept = OpenMessage.parse(valid + "|k|v".repeat(pairs)).unknownDescriptors
        if (kept.size == pairs + 1 && kept.first() == UnknownDescriptor("z", "no") && kept.all { it.key == "z" || it == UnknownDescriptor("k", "v") }) {
            passed += 1
        } else {
            fail("linear: the lenient flood kept ${kept.size} unknown pairs, not ${pairs + 1} in order")
        }
    }
}

fun main(args: Array<String>) {
    val seed = if (args.isNotEmpty()) java.lang.Long.parseUnsignedLong(args[0]) else 12345L
    val cases = if (args.size > 1) args[1].toInt() else 5000
    println("seed: ${java.lang.Long.toUnsignedString(seed)}")
    val runner = Runner(seed)
    val start = System.nanoTime()
    for (index in 0 until cases) runner.roundTrip(index)
    println("roundtrip: $cases cases, digest ${String.format("%08x", runner.digest)}")
    println("roundtrip: ${runner.limited} rejected by the app's limits, as an independent check of them agrees")
    for (index in 0 until 4 * cases) runner.hostileCase(index, runner.hostile())
    val kinds = listOf("ok") + ErrorKind.values().map { it.id } + listOf("untyped")
    for (name in listOf("open", "return")) {
        val counts = runner.tally[name] ?: HashMap()
        val listed = kinds.filter { counts.containsKey(it) }.joinToString(", ") { "$it ${counts[it]}" }
        println("hostile $name: ${4 * cases} inputs: $listed")
    }
    println(String.format("property + hostile: %.2f s", (System.nanoTime() - start) / 1e9))
    runner.linear()
    println("${runner.passed} passed, ${runner.failed} failed")
    exitProcess(if (runner.failed == 0) 0 else 1)
}
