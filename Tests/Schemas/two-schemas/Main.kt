// One call of each schema generated into this package beside it (Tests/Schemas/compile-two-schemas.sh):
// both use the one SchemegenRuntime.kt, and their errors are the same type.
package com.contoso.links

fun main() {
    val open = OpenMessage(App.WORD, "https://contoso/a b.docx").uriString()
    println(open)
    println(PingMessage().uriString())
    try {
        PingMessage.parse(open)
    } catch (error: LinkException) {
        println(error.kind.id)
    }
}
