// What the README's Kotlin example takes from Android and from the app around it, declared so the
// example compiles on the JVM exactly as written.
class Intent(val action: String, val data: Uri) {
    companion object {
        const val ACTION_VIEW = "android.intent.action.VIEW"
    }
}

class Uri private constructor(val text: String) {
    companion object {
        fun parse(text: String): Uri = Uri(text)
    }
}

fun startActivity(intent: Intent) = println("${intent.action} ${intent.data.text}")

fun showFolder(context: String?, stillUploading: Boolean) = println("$context $stillUploading")

fun log(message: String) = println(message)
