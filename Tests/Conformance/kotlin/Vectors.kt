// The conformance vector files (Tests/Conformance/*.tsv, format in vectors.tsv's header), read for
// the Kotlin harnesses: Harness.kt (the pipe grammar) and UrlHarness.kt (the URL grammar).
import java.io.ByteArrayOutputStream
import java.io.File

/** One FIELD=VALUE column; an `unknown=KEY=VALUE` column also has its [key]. */
data class Column(val name: String, val value: String, val key: String? = null) {
    override fun toString(): String = if (key == null) "$name=$value" else "$name=$key=$value"
}

class VectorCase(
    val line: Int,
    val name: String,
    val action: String,
    val message: String,
    val uri: String,
    val fields: List<Column>
) {
    val expectedError: String? get() = value("error")

    fun value(name: String): String? = fields.firstOrNull { it.name == name }?.value

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
                // The name ends at the first raw '='; an unknown pair's key at the next one. Only
                // then are escapes undone, since a key may hold an escaped '=' (\x3D).
                val equals = column.indexOf('=')
                val name = column.substring(0, equals)
                val rest = column.substring(equals + 1)
                if (name == "unknown") {
                    val keyEnd = rest.indexOf('=')
                    Column(name, unescape(rest.substring(keyEnd + 1)), unescape(rest.substring(0, keyEnd)))
                } else {
                    Column(name, unescape(rest))
                }
            }
            VectorCase(index + 1, columns[0], columns[1], columns[2], unescape(columns[3]), fields)
        }

fun shown(value: Any): String = if (value is List<*>) quoted(value.joinToString("\t")) else quoted("$value")

fun quoted(text: String): String = "\"" + text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r") + "\""
