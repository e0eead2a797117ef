// One call of each schema generated into this package beside it (Tests/Schemas/compile-two-schemas.sh):
// both use the one SchemegenRuntime.kt, and their errors are the same type.
package com.contoso.links

fun main() {
    val open = OpenMessage(app = App.WORD, url = "https://contoso/a b.docx").toUri()
    println(open)
    println(PingMessage().toUri())
    try {
        PingMessage.parse(open)
    } catch (error: LinkException) {
        println(error.kind.id)
    }
}
