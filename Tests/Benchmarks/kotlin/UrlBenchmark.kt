// Measures the generated Kotlin for the URL grammar (Examples/protocols: things, spotify, obsidian)
// on the JVM beside the JDK doing comparable work, in the same run, timed as Timing.kt says:
// prints figures, asserts nothing.
//
// The inputs: a Things add with several parameters (some percent-encoded, lists, a flag, an
// x-success callback URL nested in the query); a Spotify web link; an Obsidian new note whose
// content is about 100 KB once written (Things caps its notes at 10,000 characters).
//
// The anchors use only the JDK, as a hand-written caller would:
// - parse: `java.net.URI(u)`, which checks every character and escape and cuts out the parts,
//   then its raw path split on `/` and its raw query split into `&` pairs and at `=`, each piece
//   through `URLDecoder.decode` (which also turns `+` into a space, where the grammar keeps it).
//   The generated parser does more: it checks the scheme, host, keys and every value by type,
//   and decodes text to strict UTF-8.
// - build: string concatenation, each value through `URLEncoder.encode`, which writes a space as
//   `+` where the grammar writes `%20`. The generated builder also checks every value (lengths,
//   allowed characters, list separators, absolute callback URLs) before writing it.
//
// Usage: UrlBenchmark [roundMilliseconds]   (default 20)
import java.net.URI
import java.net.URLDecoder
import java.net.URLEncoder
import obsidian.NewMessage
import spotify.ResourceMessage
import things.AddMessage

/** The anchor parser: java.net.URI, then its host, decoded path segments and decoded query pairs. */
fun platformParse(uri: String): Int {
    val parsed = URI(uri)
    var length = parsed.scheme.length + (parsed.host?.length ?: 0)
    for (segment in parsed.rawPath.split('/')) length += URLDecoder.decode(segment, "UTF-8").length + 1
    val query = parsed.rawQuery ?: return length
    for (pair in query.split('&')) {
        val equals = pair.indexOf('=')
        length += if (equals < 0) {
            URLDecoder.decode(pair, "UTF-8").length
        } else {
            URLDecoder.decode(pair.substring(0, equals), "UTF-8").length +
                URLDecoder.decode(pair.substring(equals + 1), "UTF-8").length + 1
        }
    }
    return length
}

/** The anchor builder: [base], then `?key=value` pairs joined by `&`, each value through URLEncoder. */
fun concatenate(base: String, pairs: List<Pair<String, String>>): Int {
    val uri = StringBuilder(base)
    for ((index, pair) in pairs.withIndex()) {
        uri.append(if (index == 0) '?' else '&').append(pair.first).append('=').append(URLEncoder.encode(pair.second, "UTF-8"))
    }
    return uri.length
}

const val PARSE_ANCHOR = "java.net.URI+split+URLDecoder"
const val BUILD_ANCHOR = "concatenation+URLEncoder"

/** Compares the generated parser of [uri] with [platformParse], once both are seen to read it. */
fun compareParse(label: String, uri: String, generated: () -> Int) {
    check(generated() > 0 && platformParse(uri) > 0) { "$label does not parse" }
    compare("url parse $label (${uri.length} B)", generated, PARSE_ANCHOR) { platformParse(uri) }
}

/** Compares a generated builder, which writes [uri], with [anchor]. */
fun compareBuild(label: String, uri: String, generated: () -> Int, anchor: () -> Int) {
    check(anchor() > 0) { "the anchor does not build $label" }
    compare("url build $label (${uri.length} B)", generated, BUILD_ANCHOR, anchor)
}

const val THINGS_ADD = "things:///add?title=Buy%20milk%20%26%20eggs" +
    "&notes=Whole%20milk%2C%202%20L%0AFree-range%20eggs%20%E2%80%94%20a%20dozen" +
    "&when=today&tags=Errand%2CHome&checklist-items=Milk%0AEggs%0ABread&list=Groceries&reveal=true" +
    "&x-success=myapp%3A%2F%2Fx-callback-url%2Fadded%3Fsource%3Dthings"
const val SPOTIFY_WEB = "https://open.spotify.com/track/6rqhFgbbKwnb9MLmUQDhG6"

/** Text a caller would percent-encode: spaces, punctuation, Latin and CJK letters, newlines. */
const val SENTENCE = "Q4 budget (draft): résumé & notes, 100% done / ok? €日\n"

fun main(args: Array<String>) {
    roundMilliseconds = args.firstOrNull()?.toDouble() ?: 20.0
    val note = NewMessage {
        vault = "Work notes"
        name = "Q4 budget"
        content = SENTENCE.repeat(868)
    }
    val noteUri = note.uriString()

    compareParse("Things add", THINGS_ADD) {
        val parsed = AddMessage.parse(THINGS_ADD)
        (parsed.notes?.length ?: 0) + (parsed.xSuccess?.length ?: 0) + (parsed.tags?.size ?: 0)
    }
    compareParse("Spotify web link", SPOTIFY_WEB) { ResourceMessage.parse(SPOTIFY_WEB).id.length }
    compareParse("100 KB note content", noteUri) { NewMessage.parse(noteUri).content?.length ?: 0 }

    val add = AddMessage.parse(THINGS_ADD)
    val addPairs = listOf(
        "title" to add.title!!, "notes" to add.notes!!, "when" to add.`when`!!, "tags" to add.tags!!.joinToString(","),
        "checklist-items" to add.checklistItems!!.joinToString("\n"), "list" to add.list!!, "reveal" to "true",
        "x-success" to add.xSuccess!!
    )
    compareBuild("Things add", add.uriString(), { add.uriString().length }) { concatenate("things:///add", addPairs) }
    val track = ResourceMessage.parse(SPOTIFY_WEB)
    compareBuild("Spotify web link", track.uriString(), { track.uriString().length }) {
        ("https://open.spotify.com/" + track.type.token + "/" + URLEncoder.encode(track.id, "UTF-8")).length
    }
    val notePairs = listOf("vault" to note.vault!!, "name" to note.name!!, "content" to note.content!!)
    compareBuild("100 KB note content", noteUri, { note.uriString().length }) { concatenate("obsidian://new", notePairs) }
    println("(checksum $checksum)")
}
