// Measures the generated Kotlin for schema.json on the JVM: prints figures, asserts nothing.
import officelink.App
import officelink.OpenMessage

fun measure(label: String, iterations: Int, bytes: Int, body: () -> Int) {
    var checksum = 0L
    val start = System.nanoTime()
    for (i in 0 until iterations) checksum += body()
    val elapsed = (System.nanoTime() - start).toDouble()
    var line = "kotlin $label: ${"%.0f".format(elapsed / iterations)} ns/op over $iterations iterations"
    if (bytes > 0) line += ", ${"%.1f".format(bytes.toDouble() * iterations / elapsed * 1e3)} MB/s"
    println("$line (checksum $checksum)")
}

fun main(args: Array<String>) {
    val iterations = args.firstOrNull()?.toInt() ?: 200000
    val article = "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4"
    val message = OpenMessage.parse(article)
    // The first rounds let the JIT compile the code; the figures come from the second.
    for (round in 1..2) {
        val label = if (round == 1) "warm-up " else ""
        measure("${label}build open (article)", iterations, 0) { message.toUri().length }
        measure("${label}parse open (article)", iterations, article.length) { OpenMessage.parse(article).url.length }
    }
    val encoded = article.replace("|", "%7C")
    val abbreviated = "ms-word:https://contoso/Q4/budget.docx"
    measure("parse open (article, %7C delimiters)", iterations, encoded.length) { OpenMessage.parse(encoded).url.length }
    measure("parse open (abbreviated)", iterations, abbreviated.length) { OpenMessage.parse(abbreviated).url.length }
    val context = "a|".repeat(512 * 1024)
    val huge = OpenMessage(App.WORD, url = "https://contoso/a.docx", context = context).toUri()
    measure("build open (1 MB context)", 5, 0) { OpenMessage(App.WORD, url = "https://contoso/a.docx", context = context).toUri().length }
    measure("parse open (1 MB context)", 5, huge.length) { OpenMessage.parse(huge).context?.length ?: 0 }
    val unknown = article + "|k|v".repeat(256 * 1024)
    measure("parse open (1 MB of unknown pairs, kept)", 5, unknown.length) { OpenMessage.parse(unknown).unknownDescriptors.size }
}
