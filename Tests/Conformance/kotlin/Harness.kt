// Runs every case of Tests/Conformance/vectors.tsv against the generated Kotlin for schema.json.
// Usage: java -jar harness.jar <vectors.tsv>. Prints one line per failure, then "N passed, N failed".
import java.io.ByteArrayOutputStream
import java.io.File
import kotlin.system.exitProcess
import officelink.App
import officelink.LinkException
import officelink.Mode
import officelink.OpenMessage
import officelink.ReturnMessage

class VectorCase(
    val line: Int,
    val name: String,
    val action: String,
    val message: String,
    val uri: String,
    val fields: List<Pair<String, String>>
) {
    val expectedError: String? get() = value("error")

    fun value(name: String): String? = fields.firstOrNull { it.first == name }?.second

    fun required(name: String): String = value(name) ?: throw HarnessFailure("the case has no $name=")
}

class HarnessFailure(reason: String) : Exception(reason)

/** Undoes the vector file's escapes: \\ \t \n \r \xHH. */
fun unescape(text: String): String {
    val input = text.toByteArray(Charsets.UTF_8)
    val bytes = ByteArrayOutputStream()
    var index = 0
    while (index < input.size) {
        val byte = input[index].toInt()
        if (byte != BACKSLASH || index + 1 == input.size) {
            bytes.write(byte)
            index += 1
            continue
        }
        when (val next = input[index + 1].toInt()) {
            0x74 -> bytes.write(0x09) // \t
            0x6E -> bytes.write(0x0A) // \n
            0x72 -> bytes.write(0x0D) // \r
            0x78 -> { // \xHH
                bytes.write(String(input, index + 2, 2, Charsets.US_ASCII).toInt(16))
                index += 2
            }
            else -> bytes.write(next)
        }
        index += 2
    }
    return String(bytes.toByteArray(), Charsets.UTF_8)
}

const val BACKSLASH = 0x5C

fun loadCases(path: String): List<VectorCase> =
    File(path).readText(Charsets.UTF_8).split('\n').withIndex()
        .filter { (_, line) -> line.isNotEmpty() && !line.startsWith("#") }
        .map { (index, line) ->
            val columns = line.split('\t')
            val fields = columns.drop(4).map { column ->
                val equals = column.indexOf('=')
                column.substring(0, equals) to unescape(column.substring(equals + 1))
            }
            VectorCase(index + 1, columns[0], columns[1], columns[2], unescape(columns[3]), fields)
        }

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

/** The fields a parsed message holds, in the vector file's canonical order. */
fun describe(message: OpenMessage): List<String> = listOfNotNull(
    "app=${vectorId(message.app.name)}",
    "mode=${vectorId(message.mode.name)}",
    "url=${message.url}",
    message.passback?.let { "passback=$it" },
    message.context?.let { "context=$it" }
)

fun describe(message: ReturnMessage): List<String> = listOfNotNull(
    "scheme=${message.scheme}",
    "mode=${vectorId(message.mode.name)}",
    "url=${message.url}",
    "uploadPending=${message.uploadPending}",
    message.context?.let { "context=$it" }
)

fun build(vector: VectorCase): String = when (vector.message) {
    "open" -> OpenMessage(
        app = app(vector.required("app")),
        mode = mode(vector.value("mode")),
        url = vector.required("url"),
        passback = vector.value("passback"),
        context = vector.value("context")
    ).toUri()
    "return" -> ReturnMessage(
        scheme = vector.required("scheme"),
        mode = mode(vector.value("mode")),
        url = vector.required("url"),
        uploadPending = vector.required("uploadPending") == "true",
        context = vector.value("context")
    ).toUri()
    else -> throw HarnessFailure("unknown message ${vector.message}")
}

fun parse(vector: VectorCase): List<String> = when (vector.message) {
    "open" -> describe(OpenMessage.parse(vector.uri))
    "return" -> describe(ReturnMessage.parse(vector.uri))
    else -> throw HarnessFailure("unknown message ${vector.message}")
}

fun quoted(text: String): String = "\"" + text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r") + "\""

/** Runs one case; returns null when it passes, else why it failed. */
fun run(vector: VectorCase): String? = try {
    val (actual, expected) = when (vector.action) {
        "build" -> build(vector) to vector.uri
        "parse" -> parse(vector).joinToString("\t") to vector.fields.joinToString("\t") { "${it.first}=${it.second}" }
        else -> throw HarnessFailure("unknown action ${vector.action}")
    }
    when {
        vector.expectedError != null -> "expected error ${vector.expectedError}, got ${quoted(actual)}"
        actual == expected -> null
        else -> "expected ${quoted(expected)}, got ${quoted(actual)}"
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
