// A caller of the generated Kotlin: it asks Things to add a to-do and to call back on success,
// reads Things' answer, and links a Spotify track. Compiled and run by
// Tests/Conformance/kotlin/run-url.sh against the code schemegen generates for
// Examples/protocols/things.json and spotify.json.
import spotify.ResourceMessage
import spotify.Type
import things.AddMessage
import things.AddSuccessMessage

fun main() {
    val add = AddMessage {
        title = "Buy milk"
        tags = listOf("Errand", "Home")
        xSuccess = "myapp://things-done?request=42"
    }
    val request = add.uriString()
    println(request)
    check(request == "things:///add?title=Buy%20milk&tags=Errand%2CHome&x-success=myapp%3A%2F%2Fthings-done%3Frequest%3D42")

    // Things opens the success URL with the new to-do's id added to its query.
    val answer = AddSuccessMessage.parse("myapp://things-done?request=42&x-things-id=5kGJ3dLTxBtKkfbcQcPNhL")
    println("${answer.callbackUrl} -> ${answer.thingsIds}")
    check(answer.callbackUrl == "myapp://things-done?request=42" && answer.thingsIds == listOf("5kGJ3dLTxBtKkfbcQcPNhL"))

    val track = ResourceMessage(Type.TRACK, "6rqhFgbbKwnb9MLmUQDhG6") { carrier = ResourceMessage.Carrier.WEB }
    println(track.uriString())
    check(track.uriString() == "https://open.spotify.com/track/6rqhFgbbKwnb9MLmUQDhG6")
    check(ResourceMessage.parse("spotify:track:6rqhFgbbKwnb9MLmUQDhG6").copy { carrier = ResourceMessage.Carrier.WEB } == track)
}
