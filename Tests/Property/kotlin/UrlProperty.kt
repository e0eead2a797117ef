// Property-based round trips of the URL grammar for the generated Kotlin of Examples/protocols/
// things.json (`add`, `update`) and spotify.json (`resource`). Usage: java -cp property.jar
// UrlProperty [SEED] [CASES]. The PRNG and the draws are the same in every language
// (Tests/Property/README.md, "The URL grammar"), so one seed gives the same messages, URIs and
// digest everywhere. SplitMix64, LETTERS, SCHEME_CHARS, EXTRAS and shown() are Property.kt's.
// Prints failures, then "N passed, N failed"; exits 1 on any failure.
import kotlin.system.exitProcess
import spotify.ResourceMessage
import spotify.Type
import things.AddMessage
import things.UnknownParameter
import things.UpdateMessage
import things.UseClipboard

/** Pieces that look like the URL grammar: delimiters, escapes and half escapes, a parameter. */
val URL_SPECIALS = listOf(
    "&", "=", "#", "%", "+", "/", "?", "%20", "%2", "%zz", ",", "\n", "&x-success=a:b", "x-source", "+%2B", ";"
)

const val BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

val USE_CLIPBOARD = listOf(UseClipboard.REPLACE_TITLE, UseClipboard.REPLACE_NOTES, UseClipboard.REPLACE_CHECKLIST_ITEMS)

val TYPES = listOf(Type.TRACK, Type.ALBUM, Type.ARTIST, Type.PLAYLIST, Type.SHOW, Type.EPISODE)

/** Which fields of an `overrides` rule a case fills in: neither, the winner, the loser, or both (a conflict). */
class RulePair(val winner: Boolean, val loser: Boolean) {
    val isConflict: Boolean get() = winner && loser
}

/** The draws of one case, in the order every language makes them. */
class Draws(private val rng: SplitMix64) {
    fun below(n: Int): Int = rng.below(n)

    fun text(): String {
        val out = StringBuilder()
        repeat(below(12)) {
            when (below(7)) {
                0 -> out.appendCodePoint(0x20 + below(95))
                1 -> out.append(URL_SPECIALS[below(16)])
                2 -> out.appendCodePoint(below(33).let { if (it == 32) 0x7F else it })
                3 -> out.appendCodePoint(0x80 + below(0xD800 - 0x80))
                4 -> out.appendCodePoint(0xE000 + below(0x2000))
                5 -> out.appendCodePoint(0x10000 + below(0x100000))
                else -> out.appendCodePoint(EXTRAS[below(16)])
            }
        }
        return out.toString()
    }

    /** A text that is not empty: "-" stands for an empty draw. */
    fun nonEmptyText(): String = text().ifEmpty { "-" }

    fun list(separator: String): List<String> = List(below(4)) { text().replace(separator, "").ifEmpty { "-" } }

    fun optionalText(): String? = if (below(2) == 1) text() else null

    fun optionalList(separator: String): List<String>? = if (below(2) == 1) list(separator) else null

    fun scheme(): String {
        val length = 1 + below(12)
        val out = StringBuilder().append(LETTERS[below(52)])
        for (index in 1 until length) out.append(SCHEME_CHARS[below(65)])
        return out.toString()
    }

    fun optionalUrl(): String? = if (below(2) == 1) scheme() + ":" + text() else null

    fun optionalDateTime(): String? {
        if (below(2) != 1) return null
        val year = below(10000)
        val month = 1 + below(12)
        val day = 1 + below(daysIn(year, month))
        val out = StringBuilder("${digits(year, 4)}-${digits(month, 2)}-${digits(day, 2)}")
        out.append("T${digits(below(24), 2)}:${digits(below(60), 2)}")
        val seconds = below(3)
        if (seconds > 0) out.append(":").append(digits(below(60), 2))
        if (seconds == 2) {
            out.append(".")
            repeat(below(4) + 1) { out.append(below(10)) }
        }
        when (below(3)) {
            1 -> out.append("Z")
            2 -> {
                out.append(if (below(2) == 0) "+" else "-")
                out.append("${digits(below(24), 2)}:${digits(below(60), 2)}")
            }
        }
        return out.toString()
    }

    fun pair(): RulePair {
        val draw = below(16)
        return RulePair(winner = draw in 7..10 || draw == 15, loser = draw in 11..15)
    }

    /** An optional flag without a default: absent, false or true. */
    fun optionalFlag(): Boolean? {
        val draw = below(3)
        return if (draw == 0) null else draw == 2
    }
}

fun digits(value: Int, width: Int): String = value.toString().padStart(width, '0')

fun daysIn(year: Int, month: Int): Int = when {
    month == 2 -> if (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) 29 else 28
    month in listOf(4, 6, 9, 11) -> 30
    else -> 31
}

/** A Things `add` message, and whether it fills in both fields of an `overrides` rule. */
fun generateAdd(draws: Draws): Pair<AddMessage, Boolean> {
    val titles = draws.pair()
    val title = if (titles.loser) draws.text() else null
    val titleList = if (titles.winner) draws.list("\n") else null
    val notes = draws.optionalText()
    val whenText = draws.optionalText()
    val deadline = draws.optionalText()
    val tags = draws.optionalList(",")
    val checklistItems = draws.optionalList("\n")
    val clipboard = draws.below(4)
    val lists = draws.pair()
    val listId = if (lists.winner) draws.text() else null
    val list = if (lists.loser) draws.text() else null
    val headings = draws.pair()
    val headingId = if (headings.winner) draws.text() else null
    val heading = if (headings.loser) draws.text() else null
    val done = draws.pair()
    val message = AddMessage {
        this.title = title
        this.titles = titleList
        this.notes = notes
        this.`when` = whenText
        this.deadline = deadline
        this.tags = tags
        this.checklistItems = checklistItems
        this.useClipboard = if (clipboard == 3) null else USE_CLIPBOARD[clipboard]
        this.listId = listId
        this.list = list
        this.headingId = headingId
        this.heading = heading
        this.completed = done.loser
        this.canceled = done.winner
        this.showQuickEntry = draws.below(2) == 1
        this.reveal = draws.below(2) == 1
        this.creationDate = draws.optionalDateTime()
        this.completionDate = draws.optionalDateTime()
        this.xSource = draws.optionalText()
        this.xSuccess = draws.optionalUrl()
        this.xError = draws.optionalUrl()
        this.xCancel = draws.optionalUrl()
    }
    return message to listOf(titles, lists, headings, done).any { it.isConflict }
}

/** A Things `update` message, and whether it fills in both fields of an `overrides` rule. */
fun generateUpdate(draws: Draws): Pair<UpdateMessage, Boolean> {
    val authToken = draws.nonEmptyText()
    val id = draws.nonEmptyText()
    val title = draws.optionalText()
    val notes = draws.optionalText()
    val prependNotes = draws.optionalText()
    val appendNotes = draws.optionalText()
    val whenText = draws.optionalText()
    val deadline = draws.optionalText()
    val tags = draws.optionalList(",")
    val addTags = draws.optionalList(",")
    val checklistItems = draws.optionalList("\n")
    val prependChecklistItems = draws.optionalList("\n")
    val appendChecklistItems = draws.optionalList("\n")
    val lists = draws.pair()
    val listId = if (lists.winner) draws.text() else null
    val list = if (lists.loser) draws.text() else null
    val headings = draws.pair()
    val headingId = if (headings.winner) draws.text() else null
    val heading = if (headings.loser) draws.text() else null
    val done = draws.pair()
    val completed = if (done.loser) draws.below(2) == 1 else null
    val canceled = if (done.winner) draws.below(2) == 1 else null
    val message = UpdateMessage(authToken, id) {
        this.title = title
        this.notes = notes
        this.prependNotes = prependNotes
        this.appendNotes = appendNotes
        this.`when` = whenText
        this.deadline = deadline
        this.tags = tags
        this.addTags = addTags
        this.checklistItems = checklistItems
        this.prependChecklistItems = prependChecklistItems
        this.appendChecklistItems = appendChecklistItems
        this.listId = listId
        this.list = list
        this.headingId = headingId
        this.heading = heading
        this.completed = completed
        this.canceled = canceled
        this.reveal = draws.optionalFlag()
        this.duplicate = draws.optionalFlag()
        this.creationDate = draws.optionalDateTime()
        this.completionDate = draws.optionalDateTime()
        this.xSource = draws.optionalText()
        this.xSuccess = draws.optionalUrl()
        this.xError = draws.optionalUrl()
        this.xCancel = draws.optionalUrl()
    }
    return message to listOf(lists, headings, done).any { it.isConflict }
}

/** A Spotify `resource` message, and whether its id is valid (an eighth of them are too short). */
fun generateResource(draws: Draws): Pair<ResourceMessage, Boolean> {
    val carrier = if (draws.below(2) == 0) ResourceMessage.Carrier.URI else ResourceMessage.Carrier.WEB
    val type = TYPES[draws.below(6)]
    val length = if (draws.below(8) == 0) draws.below(22) else 22
    val id = StringBuilder()
    repeat(length) { id.append(BASE62[draws.below(62)]) }
    return ResourceMessage(type, id.toString()) { this.carrier = carrier } to (length == 22)
}

/** Whether `byte` (0..255) is an unreserved character: `A-Z a-z 0-9 - . _ ~`. */
fun isUnreserved(byte: Int): Boolean =
    byte in 'A'.toInt()..'Z'.toInt() || byte in 'a'.toInt()..'z'.toInt() || byte in '0'.toInt()..'9'.toInt() ||
        byte == '-'.toInt() || byte == '.'.toInt() || byte == '_'.toInt() || byte == '~'.toInt()

/**
 * `text` percent-encoded as a hostile but valid sender might: every byte that is not unreserved
 * as `%XX`, a quarter of the unreserved ones too, the hex digits in either case.
 */
fun looselyEncoded(draws: Draws, text: String): String {
    val out = StringBuilder()
    for (signed in text.toByteArray(Charsets.UTF_8)) {
        val byte = signed.toInt() and 0xFF
        if (isUnreserved(byte) && draws.below(4) != 0) {
            out.append(byte.toChar())
        } else {
            val hex = Integer.toHexString(byte).padStart(2, '0')
            out.append('%').append(if (draws.below(2) == 0) hex.toUpperCase() else hex)
        }
    }
    return out.toString()
}

/** A query parameter as the shuffled URI writes it, and the unknown parameter it is, if one. */
class Written(val text: String, val unknown: UnknownParameter? = null)

/**
 * The built URI with its parameters shuffled and random unknown ones added (each named `~...`,
 * which no message declares), maybe an empty parameter; and the unknown parameters a parser must
 * keep aside, in the order the new URI has them.
 */
fun shuffled(draws: Draws, uri: String): Pair<String, List<UnknownParameter>> {
    val question = uri.indexOf('?')
    val base = if (question < 0) uri else uri.substring(0, question)
    val parameters = ArrayList<Written>()
    if (question >= 0) uri.substring(question + 1).split("&").forEach { parameters.add(Written(it)) }
    repeat(draws.below(4)) {
        val key = "~" + draws.text()
        val bare = draws.below(3) == 0
        val value = if (bare) "" else draws.text()
        val written = looselyEncoded(draws, key) + (if (bare) "" else "=" + looselyEncoded(draws, value))
        parameters.add(Written(written, UnknownParameter(key, value)))
    }
    for (index in parameters.size - 1 downTo 1) {
        val other = draws.below(index + 1)
        parameters[index] = parameters[other].also { parameters[other] = parameters[index] }
    }
    if (draws.below(4) == 0) parameters.add(draws.below(parameters.size + 1), Written(""))
    val query = parameters.joinToString("&") { it.text }
    return (base + if (parameters.isEmpty()) "" else "?$query") to parameters.mapNotNull { it.unknown }
}

/** FNV-1a, 32-bit, over UTF-8 lines, each followed by `\n`. */
class Digest {
    var hash: Int = 0x811C9DC5.toInt()
        private set

    fun add(line: String) {
        for (byte in (line + "\n").toByteArray(Charsets.UTF_8)) hash = (hash xor (byte.toInt() and 0xFF)) * 0x01000193
    }

    val hex: String get() = Integer.toHexString(hash).padStart(8, '0')
}

/** The error kind `body` threw, "untyped ..." for anything but a generated LinkException, or null. */
fun kind(body: () -> Unit): String? = try {
    body()
    null
} catch (error: things.LinkException) {
    error.kind.id
} catch (error: spotify.LinkException) {
    error.kind.id
} catch (error: Exception) {
    "untyped $error"
}

/** What the run needs of one message type: its name, builder, parser, and a copy with other unknown parameters. */
class MessageCodec<M : Any>(
    val name: String,
    val build: (M) -> String,
    val parse: (String, Boolean) -> M,
    val withUnknown: (M, List<UnknownParameter>) -> M,
    val takesQuery: (M) -> Boolean
)

val ADD = MessageCodec<AddMessage>(
    "add", { it.uriString() }, { uri, strict -> AddMessage.parse(uri, strict) }, { m, unknown -> m.copy { unknownParameters = unknown } }, { true }
)
val UPDATE = MessageCodec<UpdateMessage>(
    "update", { it.uriString() }, { uri, strict -> UpdateMessage.parse(uri, strict) }, { m, unknown -> m.copy { unknownParameters = unknown } }, { true }
)

/** Spotify's own UnknownParameter: the shuffle makes Things' ones, field for field the same. */
val RESOURCE = MessageCodec<ResourceMessage>(
    "resource", { it.uriString() }, { uri, strict -> ResourceMessage.parse(uri, strict) },
    { m, unknown -> m.copy { unknownParameters = unknown.map { spotify.UnknownParameter(it.key, it.value) } } },
    { it.carrier == ResourceMessage.Carrier.WEB }
)

class Run {
    val digest = Digest()
    var failures = 0
    var refused = 0
    var shuffledCount = 0

    /** The draws of the case being checked. */
    var draws = Draws(SplitMix64(0))

    fun fail(index: Int, what: String) {
        failures++
        if (failures <= 20) println("FAIL url #$index: $what")
    }

    /**
     * Builds, checks the refusal or the round trip, then parses the shuffled URI leniently and
     * strictly. Messages are data classes: `==` compares every field, text unit for unit, and tells
     * an absent field, an empty list and an empty text apart.
     */
    fun <M : Any> check(index: Int, codec: MessageCodec<M>, message: M, refusal: String?) {
        val name = codec.name
        var uri = ""
        val refusedKind = kind { uri = codec.build(message) }
        if (refusedKind != null) {
            digest.add(refusedKind)
            refused++
            if (refusedKind != refusal) fail(index, "$name build refused with $refusedKind, expected ${refusal ?: "a URI"}\n  ${shown("$message")}")
            return
        }
        digest.add(uri)
        if (refusal != null) return fail(index, "$name built ${shown(uri)}, expected $refusal")
        var back: M? = null
        val error = kind { back = codec.parse(uri, true) }
        if (error != null) return fail(index, "$name ${shown(uri)} parse: $error")
        if (back != message) return fail(index, "$name ${shown(uri)} parsed as\n  ${shown("$back")}\nexpected\n  ${shown("$message")}")
        if (!codec.takesQuery(message)) return
        val (variant, unknown) = shuffled(draws, uri)
        shuffledCount++
        digest.add(variant)
        val expected = codec.withUnknown(message, unknown)
        var lenient: M? = null
        val lenientError = kind { lenient = codec.parse(variant, false) }
        if (lenientError != null) return fail(index, "$name ${shown(variant)} (shuffled) parse: $lenientError")
        if (lenient != expected) {
            return fail(index, "$name ${shown(variant)} (shuffled) parsed as\n  ${shown("$lenient")}\nexpected\n  ${shown("$expected")}")
        }
        val strict = kind { codec.parse(variant, true) }
        val strictExpected = if (unknown.isEmpty()) null else "unknownDescriptor"
        if (strict != strictExpected) fail(index, "$name ${shown(variant)} strict parse: ${strict ?: "ok"}, expected ${strictExpected ?: "ok"}")
    }
}

/** The entry point, an object's so that it does not clash with Property.kt's `main` in one jar. */
object UrlProperty {
    @JvmStatic
    fun main(args: Array<String>) {
        val seedText = args.getOrElse(0) { "12345" }
        val seed = java.lang.Long.parseUnsignedLong(seedText)
        val cases = args.getOrElse(1) { "5000" }.toInt()
        println("url property: seed $seedText, $cases cases")
        // Each case draws from its own PRNG, seeded by the next number of this one, so a case depends
        // on the seed and its index alone, whatever the cases before it did.
        val caseSeeds = SplitMix64(seed)
        val run = Run()
        val start = System.nanoTime()
        for (index in 0 until cases) {
            val draws = Draws(SplitMix64(caseSeeds.next()))
            run.draws = draws
            when (draws.below(3)) {
                0 -> {
                    val (message, conflict) = generateAdd(draws)
                    run.check(index, ADD, message, if (conflict) "conflictingDescriptors" else null)
                }
                1 -> {
                    val (message, conflict) = generateUpdate(draws)
                    run.check(index, UPDATE, message, if (conflict) "conflictingDescriptors" else null)
                }
                else -> {
                    val (message, valid) = generateResource(draws)
                    run.check(index, RESOURCE, message, if (valid) null else "invalidValue")
                }
            }
        }
        println("url roundtrip: $cases cases, digest ${run.digest.hex} (${run.refused} refused, ${run.shuffledCount} shuffled)")
        println("url property: ${"%.1f".format((System.nanoTime() - start) / 1e9)} s")
        println("${cases - run.failures} passed, ${run.failures} failed")
        exitProcess(if (run.failures == 0) 0 else 1)
    }
}
