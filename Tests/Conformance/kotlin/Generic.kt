// Checks the Kotlin generated for Tests/Conformance/kotlin/generic.json: the landmine schema's
// keyword ids with flags, abbreviated forms, mode limits, app limits and a same-host chain that
// schema.json does not exercise this way. Prints failures, then "N passed, N failed".
import kotlin.system.exitProcess
import generic.App
import generic.IsMessage
import generic.LinkException
import generic.Mode
import generic.UnknownDescriptor
import generic.VarMessage

var passed = 0
var failed = 0

/** Runs [body]; its result (or "error <kind>") must be [expected]. */
fun check(name: String, expected: String, body: () -> Any?) {
    val actual = try {
        body().toString()
    } catch (error: LinkException) {
        "error ${error.kind.id}"
    }
    if (actual == expected) passed += 1 else {
        failed += 1
        println("FAIL $name: expected $expected, got $actual")
    }
}

fun main() {
    // Parsing: the abbreviated form (prefix ignoring ASCII case, the app's limits), flags, hosts.
    check("abbreviated", "OBJECT X-y:/abc []") { IsMessage.parse("x-default:X-y:/abc").let { "${it.mode} ${it.class_} ${it.flags}" } }
    check("abbreviated, not ASCII case", "error unknownMode") { IsMessage.parse("x-default:\u212A-y:/abc") }
    check("abbreviated, path too long", "error invalidValue") { IsMessage.parse("x-default:x-y:/abcdefghijk") }
    check("abbreviated, excluded in the file name", "error invalidValue") { IsMessage.parse("x-default:x-y:/a%24") }
    check("abbreviated, raw bar", "error malformed") { IsMessage.parse("x-default:x-y:/a|w|b") }
    check("abbreviated, caller", "s IS https://x") { VarMessage.parse("s:https://x").let { "${it.scheme} ${it.mode} ${it.class_}" } }
    check("flag like a mode", "IN [OBJECT, IN]") { IsMessage.parse("x-default:in|obj~|in|k|a:/b").let { "${it.mode} ${it.flags}" } }
    check("flag twice", "error duplicateDescriptor") { IsMessage.parse("x-default:in|in|in|k|a:/b") }
    check("flags with %7C", "[IN]") { IsMessage.parse("x-default:dflt%7cin%7Ck%7Ca:/b").flags }
    check("same-host chain", "[UnknownDescriptor(key=zz, value=q)]") {
        IsMessage.parse("x-default:dflt|k|a://h/x|w|a://H/y|wh|a://u@h:1/z|zz|q").unknownDescriptors
    }
    check("same-host chain broken", "error invalidValue") { IsMessage.parse("x-default:dflt|k|a://h/x|w|a://H/y|wh|a://g/z") }
    check("mode limit", "error invalidValue") { IsMessage.parse("x-default:obj~|k|a://h/x|w|a://h/y") }
    check("strict", "error unknownDescriptor") { IsMessage.parse("x-default:dflt|k|a://h/x|zz|q", strict = true) }
    check("other app, other limits", "error invalidValue") { IsMessage.parse("X-Object:dflt|k|a://h/dir/xyz") }
    check("other app, folder may hold x", "a://h/x/y") { IsMessage.parse("X-Object:dflt|k|a://h/x/y").class_ }

    // Building: flags in declared order, same-host checks in both directions, limits on the value as written.
    check("build", "x-default:in|in|obj~|wh|b://h|k|a://h/x|w|a://h/y") {
        IsMessage(App.DEFAULT, Mode.IN, "a://h/x") {
            flags = setOf(IsMessage.Flag.OBJECT, IsMessage.Flag.IN)
            `while` = "b://h"
            `when` = "a://h/y"
        }.uriString()
    }
    check("build, later field on another host", "error invalidValue") {
        IsMessage(App.DEFAULT, Mode.IN, "a://h/x") {
            `while` = "b://i"
            `when` = "a://h/y"
        }.uriString()
    }
    check("build, mode limit", "error invalidValue") { IsMessage(App.DEFAULT, Mode.OBJECT, "a://h/x") { `when` = "a://h/y" }.uriString() }
    check("build, limits on the written value", "error invalidValue") { IsMessage(App.DEFAULT, Mode.OBJECT, "a://h/\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9").uriString() }
    check("build, unknown pairs never written", "x-default:dflt|k|a://h/x") {
        IsMessage(App.DEFAULT, Mode.DEFAULT, "a://h/x") { unknownDescriptors = listOf(UnknownDescriptor("zz", "q")) }.uriString()
    }
    check("abbreviated build", "x-default:X-Y:/a%20b") { IsMessage(App.DEFAULT, Mode.OBJECT, "X-Y:/a b").abbreviatedUriString() }
    check("abbreviated build, other prefix", "error invalidValue") { IsMessage(App.DEFAULT, Mode.OBJECT, "a:/ab").abbreviatedUriString() }
    check("abbreviated build, a flag", "error invalidValue") {
        IsMessage(App.DEFAULT, Mode.OBJECT, "x-y:/a") { flags = setOf(IsMessage.Flag.IN) }.abbreviatedUriString()
    }
    check("abbreviated build, unsupported mode", "error unsupportedMode") { IsMessage(App.CLASS, Mode.OBJECT, "x-y:/a").abbreviatedUriString() }
    check("abbreviated build, caller", "s:HTTPS://x") { VarMessage("s", Mode.IS, "HTTPS://x").abbreviatedUriString() }
    check("abbreviated build, caller scheme", "error invalidValue") { VarMessage("1s", Mode.IS, "https://x").abbreviatedUriString() }

    // App metadata.
    check("play", "com.example.default_app https://play.example.com/?id=a&b=\$c 10 \\\$\"* null null") {
        "${App.DEFAULT.playPackage} ${App.DEFAULT.playStoreUrl} ${App.DEFAULT.maxPathLength} ${App.DEFAULT.fileNameExcludes} " +
            "${App.CLASS.playPackage} ${App.OBJECT.maxPathLength}"
    }

    println("$passed passed, $failed failed")
    exitProcess(if (failed == 0) 0 else 1)
}
