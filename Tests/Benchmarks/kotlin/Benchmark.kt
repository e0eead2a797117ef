// Measures the generated Kotlin for schema.json on the JVM beside the platform's own way to do the
// same work, in the same run, timed as Timing.kt says: prints figures, asserts nothing.
//
// The anchors use only the JDK. Every row is measured twice: against a strict anchor, which does
// less than the generated code, and against one that does comparable work:
// - parse, strict: `java.net.URI(u)`, which checks every character and escape of the URI and cuts
//   out its scheme and scheme-specific part, decoding nothing. java.net.URI rejects a raw `|` (RFC
//   2396 does not allow it), so for a URI with `|` delimiters it parses the same message with
//   `%7C` delimiters, while the generated parser gets the `|` form.
// - parse, comparable: for a `%7C` URI, java.net.URI as above, then its decoded
//   `schemeSpecificPart` split at `|` (decoding turns `%7C` delimiters into bars) and the mode
//   looked up; for a `|` URI, no URI parser: a split at `|`, the mode looked up and each value
//   through `URLDecoder.decode` (which, unlike the grammar, also turns `+` into a space).
//   The generated parser does more than either: it checks the scheme, the mode, every key and
//   value (a URL's path length and file name for the app) and decodes text to strict UTF-8.
// - build: the generated builder is `uriString()` of a message made beforehand, as the anchors get
//   their values in variables made beforehand.
// - build, strict: string concatenation, the URL and the passback as they are, the context through
//   `URLEncoder.encode`. The generated builder also checks the URL (absolute, the app's limits)
//   and the passback (a scheme), and percent-encodes the URL.
// - build, every value encoded: the same with the URL and the passback through `URLEncoder.encode`
//   too (it escapes the URL's `:` and `/`, which the grammar keeps, but it makes the one pass over
//   each value that the generated builder makes as well).
//
// Usage: Benchmark [roundMilliseconds]   (default 20)
import java.net.URI
import java.net.URLDecoder
import java.net.URLEncoder
import officelink.App
import officelink.Mode
import officelink.OpenMessage

/** The strict parse anchor: java.net.URI checks the URI and cuts it, decoding nothing. */
fun platformCut(uri: String): Int {
    val parsed = URI(uri)
    return parsed.scheme.length + parsed.rawSchemeSpecificPart.length
}

/** The java.net.URI anchor that reads the message: the URI checked and decoded, split at `|`, the mode found. */
fun platformParse(uri: String): Int {
    val parsed = URI(uri)
    val segments = parsed.schemeSpecificPart.split('|')
    var length = parsed.scheme.length + (Mode.values().firstOrNull { it.token == segments[0] }?.ordinal ?: -1)
    for (segment in segments) length += segment.length
    return length
}

/** The anchor without a URI parser: a split at `|`, the mode found, each value through URLDecoder. */
fun splitDecode(uri: String): Int {
    val colon = uri.indexOf(':')
    val segments = uri.substring(colon + 1).split('|')
    var length = colon + (Mode.values().firstOrNull { it.token == segments[0] }?.ordinal ?: -1)
    for (index in 2 until segments.size step 2) length += URLDecoder.decode(segments[index], "UTF-8").length
    return length
}

/** The strict build anchor: the URI of an open message, only the context encoded. */
fun concatenate(scheme: String, mode: String, url: String, passback: String, context: String): Int =
    (scheme + ":" + mode + "|u|" + url + "|p|" + passback + "|c|" + URLEncoder.encode(context, "UTF-8")).length

/** The build anchor with every value through URLEncoder. */
fun concatenateEncoded(scheme: String, mode: String, url: String, passback: String, context: String): Int =
    (scheme + ":" + mode + "|u|" + URLEncoder.encode(url, "UTF-8") + "|p|" + URLEncoder.encode(passback, "UTF-8") +
        "|c|" + URLEncoder.encode(context, "UTF-8")).length

/** Text of every kind a context carries: words, spaces, punctuation, accents, a CJK word, an emoji. */
const val SAMPLE_TEXT = "Q4 budget, folder view: Übersicht & résumé / 会議 (draft #3) \uD83D\uDE00 "

/** [SAMPLE_TEXT] repeated until its encoded form is about [bytes] long. */
fun contextOf(bytes: Int): String {
    val encodedLength = URLEncoder.encode(SAMPLE_TEXT, "UTF-8").length
    return SAMPLE_TEXT.repeat(maxOf(1, Math.round(bytes.toDouble() / encodedLength).toInt()))
}

fun main(args: Array<String>) {
    roundMilliseconds = args.firstOrNull()?.toDouble() ?: 20.0
    val url = "https://contoso/Q4/budget.docx"
    val article = "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4"
    val parses = listOf("article" to article) + listOf("1 KB" to 1024, "100 KB" to 100 * 1024).map { (size, bytes) ->
        "$size context" to OpenMessage(App.WORD, url) {
            passback = "clouddrive"
            context = contextOf(bytes)
        }.uriString()
    }
    for ((name, uri) in parses) {
        val encoded = uri.replace("|", "%7C")
        val parse = { OpenMessage.parse(uri).url.length }
        val parseEncoded = { OpenMessage.parse(encoded).url.length }
        compare("parse open ($name)", parse, "java.net.URI on the %7C form", { platformCut(encoded) })
        compare("parse open ($name)", parse, "split+URLDecoder", { splitDecode(uri) })
        compare("parse open ($name, %7C delimiters)", parseEncoded, "java.net.URI", { platformCut(encoded) })
        compare("parse open ($name, %7C delimiters)", parseEncoded, "java.net.URI+decode+split", { platformParse(encoded) })
    }

    val builds = listOf("article" to "folderviewQ4", "short text" to SAMPLE_TEXT, "1 KB context" to contextOf(1024))
    for ((name, context) in builds) {
        val message = OpenMessage(App.WORD, Mode.EDIT, url) {
            passback = "clouddrive"
            this.context = context
        }
        val build = { message.uriString().length }
        compare("build open ($name)", build, "concatenation+URLEncoder", { concatenate("ms-word", "ofe", url, "clouddrive", context) })
        compare(
            "build open ($name)",
            build,
            "concatenation+URLEncoder on every value",
            { concatenateEncoded("ms-word", "ofe", url, "clouddrive", context) }
        )
    }

    // Figures without an anchor: the abbreviated form, and linear time on 1 MB inputs.
    val abbreviated = "ms-word:https://contoso/Q4/budget.docx"
    figure("parse open (abbreviated)") { OpenMessage.parse(abbreviated).url.length }
    figure("build open (abbreviated)") { OpenMessage(App.WORD, Mode.VIEW, url).abbreviatedUriString().length }
    val megabyteContext = "a|".repeat(512 * 1024)
    val huge = OpenMessage(App.WORD, url) { context = megabyteContext }.uriString()
    figure("build open (1 MB context)") { OpenMessage(App.WORD, url) { context = megabyteContext }.uriString().length }
    figure("parse open (1 MB context)") { OpenMessage.parse(huge).context?.length ?: 0 }
    val unknown = article + "|k|v".repeat(256 * 1024)
    figure("parse open (1 MB of unknown pairs, kept)") { OpenMessage.parse(unknown).unknownDescriptors.size }
    println("(checksum $checksum)")
}
