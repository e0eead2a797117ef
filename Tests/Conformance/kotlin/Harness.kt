// Runs every case of Tests/Conformance/vectors.tsv against the generated Kotlin for schema.json.
// Usage: java -jar harness.jar <vectors.tsv>. Prints one line per failure, then "N passed, N failed".
// The vector file is read by Vectors.kt.
import kotlin.system.exitProcess
import officelink.App
import officelink.LinkException
import officelink.Mode
import officelink.OpenMessage
import officelink.ReturnMessage
import officelink.UnknownDescriptor

/** `oneNote` → `ONE_NOTE`, the generator's enum entry naming (ids are ASCII). */
fun constantName(id: String): String = buildString {
    for (char in id) {
        if (char in 'A'..'Z') append('_')
        append(if (char in 'a'..'z') char - ('a' - 'A') else char)
    }
}

/** `ONE_NOTE` → `oneNote`, back to the vector file's ids. */
fun vectorId(constant: String): String = buildString {
    var capital = false
    for (char in constant) {
        when {
            char == '_' -> capital = true
            capital -> append(char).also { capital = false }
            char in 'A'..'Z' -> append(char + ('a' - 'A'))
            else -> append(char)
        }
    }
}

fun app(id: String): App = App.values().firstOrNull { it.name == constantName(id) } ?: throw HarnessFailure("no app $id")

fun mode(id: String?): Mode =
    if (id == null) Mode.defaultMode else Mode.values().firstOrNull { it.name == constantName(id) } ?: throw HarnessFailure("no mode $id")

fun flags(ids: String?): Set<OpenMessage.Flag> =
    ids?.split(',')?.map { id ->
        OpenMessage.Flag.values().firstOrNull { it.name == constantName(id) } ?: throw HarnessFailure("no flag $id")
    }?.toSet() ?: emptySet()

fun unknowns(message: List<UnknownDescriptor>): List<Column> = message.map { Column("unknown", it.value, it.key) }

/** The fields a parsed message holds, in the vector file's canonical order. */
fun describe(message: OpenMessage): List<Column> = listOfNotNull(
    Column("app", vectorId(message.app.name)),
    Column("mode", vectorId(message.mode.name)),
    if (message.flags.isEmpty()) null
    else Column("flags", OpenMessage.Flag.values().filter { it in message.flags }.joinToString(",") { vectorId(it.name) }),
    Column("url", message.url),
    message.saveFolder?.let { Column("saveFolder", it) },
    message.passback?.let { Column("passback", it) },
    message.context?.let { Column("context", it) },
    message.service?.let { Column("service", it) },
    message.user?.let { Column("user", it) },
    message.fileName?.let { Column("fileName", it) },
    message.webOrApp?.let { Column("webOrApp", it) }
) + unknowns(message.unknownDescriptors)

fun describe(message: ReturnMessage): List<Column> = listOfNotNull(
    Column("scheme", message.scheme),
    Column("mode", vectorId(message.mode.name)),
    Column("url", message.url),
    Column("uploadPending", "${message.uploadPending}"),
    message.context?.let { Column("context", it) }
) + unknowns(message.unknownDescriptors)

fun openMessage(vector: VectorCase): OpenMessage =
    OpenMessage(app(vector.required("app")), mode(vector.value("mode")), vector.required("url")) {
        flags = flags(vector.value("flags"))
        saveFolder = vector.value("saveFolder")
        passback = vector.value("passback")
        context = vector.value("context")
        service = vector.value("service")
        user = vector.value("user")
        fileName = vector.value("fileName")
        webOrApp = vector.value("webOrApp")
    }

fun returnMessage(vector: VectorCase): ReturnMessage = ReturnMessage(
    vector.required("scheme"),
    mode(vector.value("mode")),
    vector.required("url"),
    vector.required("uploadPending") == "true"
) {
    context = vector.value("context")
}

fun build(vector: VectorCase): String = when (vector.message) {
    "open" -> openMessage(vector).uriString()
    "return" -> returnMessage(vector).uriString()
    else -> throw HarnessFailure("unknown message ${vector.message}")
}

fun buildAbbreviated(vector: VectorCase): String = when (vector.message) {
    "open" -> openMessage(vector).abbreviatedUriString()
    else -> throw HarnessFailure("${vector.message} has no abbreviated form")
}

/**
 * Parses the case's URI. A parsed message must also build (docs/grammar.md, round trip), into a
 * canonical URI that parses back to the same message without the unknown pairs, which are never
 * written, and whose URLs are the canonical URI's (a raw space is written %20), and builds again
 * into the same URI.
 */
fun parse(vector: VectorCase, strict: Boolean): List<Column> = when (vector.message) {
    "open" -> {
        val parsed = OpenMessage.parse(vector.uri, strict)
        rebuilt(parsed.toString()) {
            val canonical = parsed.uriString()
            val again = OpenMessage.parse(canonical, strict = true)
            val expected = parsed.copy {
                url = again.url
                saveFolder = again.saveFolder
                unknownDescriptors = emptyList()
            }
            canonical.takeIf { again == expected && again.uriString() == canonical }
        }
        describe(parsed)
    }
    "return" -> {
        val parsed = ReturnMessage.parse(vector.uri, strict)
        rebuilt(parsed.toString()) {
            val canonical = parsed.uriString()
            val again = ReturnMessage.parse(canonical, strict = true)
            val expected = parsed.copy {
                url = again.url
                unknownDescriptors = emptyList()
            }
            canonical.takeIf { again == expected && again.uriString() == canonical }
        }
        describe(parsed)
    }
    else -> throw HarnessFailure("unknown message ${vector.message}")
}

/** Runs the round trip of a parsed message; any failure, even a LinkException, is the harness's. */
fun rebuilt(parsed: String, roundTrip: () -> String?) {
    val canonical = try {
        roundTrip()
    } catch (error: LinkException) {
        throw HarnessFailure("the parsed message $parsed does not build: ${error.message}")
    }
    if (canonical == null) throw HarnessFailure("the parsed message $parsed does not build a canonical URI that parses back to it")
}

/** Runs one case; returns null when it passes, else why it failed. */
fun run(vector: VectorCase): String? = try {
    val (actual, expected) = when (vector.action) {
        "build" -> build(vector) to vector.uri
        "build-abbreviated" -> buildAbbreviated(vector) to vector.uri
        "parse", "parse-strict" -> parse(vector, vector.action == "parse-strict") to vector.fields
        else -> throw HarnessFailure("unknown action ${vector.action}")
    }
    when {
        vector.expectedError != null -> "expected error ${vector.expectedError}, got ${shown(actual)}"
        actual == expected -> null
        else -> "expected ${shown(expected)}, got ${shown(actual)}"
    }
} catch (error: LinkException) {
    when (vector.expectedError) {
        null -> "unexpected error ${error.message}"
        error.kind.id -> null
        else -> "expected error ${vector.expectedError}, got ${error.message}"
    }
} catch (error: HarnessFailure) {
    "harness error: ${error.message}"
}

fun main(arguments: Array<String>) {
    val cases = if (arguments.size == 1) runCatching { loadCases(arguments[0]) }.getOrNull() else null
    if (cases == null || cases.isEmpty()) {
        println("usage: harness <vectors.tsv> (a readable file with at least one case)")
        exitProcess(2)
    }
    var failed = 0
    for (vector in cases) {
        val reason = run(vector) ?: continue
        failed += 1
        println("FAIL ${vector.name} (line ${vector.line}): $reason")
    }
    println("${cases.size - failed} passed, $failed failed")
    exitProcess(if (failed == 0) 0 else 1)
}
