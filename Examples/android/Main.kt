// A Kotlin consumer of the generated bindings: open a document in Word, read the return URI.
import com.contoso.officelink.App
import com.contoso.officelink.LinkException
import com.contoso.officelink.OpenMessage
import com.contoso.officelink.ReturnMessage

fun main() {
    val open = OpenMessage(App.WORD, "https://contoso/Q4/budget.docx") {
        passback = "contosodrive"
        context = "folder view Q4"
    }
    println("open: ${open.uriString()}")

    val back = ReturnMessage.parse("contosodrive:ofe|u|https://contoso/Q4/budget.docx|z|no|c|folder%20view%20Q4")
    println("return: url=${back.url} uploadPending=${back.uploadPending} context=${back.context ?: ""}")

    try {
        OpenMessage.parse("ms-paint:ofe|u|https://contoso/a.png")
    } catch (error: LinkException) {
        println("error: ${error.kind.id}")
    }
}
