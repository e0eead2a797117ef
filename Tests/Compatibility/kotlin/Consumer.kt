// A caller written against the code generated from Tests/Compatibility/old.json, the way the
// README shows: the address, the mode and the required fields given to the constructor, the
// optional ones set in its block or on a Builder; `copy` with a block; lookups by id, token and
// scheme; `when` with an `else` branch. run.sh compiles this same file against old.json's and
// new.json's code, and runs the build against old.json's with new.json's classes; it must pass
// all three.
import officelink.App
import officelink.ErrorKind
import officelink.LinkException
import officelink.Mode
import officelink.OpenMessage
import officelink.ReturnMessage
import officelink.Theme

private var passed = 0
private var failed = 0

private fun check(name: String, actual: Any?, expected: Any?) {
    if (actual == expected) {
        passed++
    } else {
        failed++
        println("FAIL $name: got $actual, expected $expected")
    }
}

private fun family(app: App): String = when (app) {
    App.WORD, App.EXCEL, App.POWER_POINT -> "office"
    App.ONE_NOTE -> "notes"
    else -> "other"
}

private fun building() {
    val positional = OpenMessage(App.EXCEL, Mode.VIEW, "https://contoso/Q4/budget.xls")
    check("positional open", positional.uriString(), "ms-excel:ofv|u|https://contoso/Q4/budget.xls")
    val withFields = OpenMessage(App.WORD, Mode.EDIT, "https://contoso/a.docx") {
        passback = "clouddrive"
        context = "ctx"
    }
    check("positional fields", withFields.uriString(), "ms-word:ofe|u|https://contoso/a.docx|p|clouddrive|c|ctx")
    val named = OpenMessage(app = App.WORD, url = "https://contoso/a.docx") {
        theme = Theme.DARK
        flags = setOf(OpenMessage.Flag.CO_AUTHORING)
    }
    check("named open", named.uriString(), "ms-word:ofe|ofc|u|https://contoso/a.docx|th|dark")
    val built = OpenMessage.Builder(App.WORD, Mode.EDIT, "https://contoso/a.docx")
    built.passback = "clouddrive"
    built.context = "ctx"
    check("builder", built.build(), withFields)
    check("builder from a message", withFields.toBuilder().build(), withFields)
    val back = ReturnMessage("clouddrive", Mode.EDIT, "https://contoso/a.docx", false) { context = "ctx" }
    check("positional return", back.uriString(), "clouddrive:ofe|u|https://contoso/a.docx|z|no|c|ctx")
    check("copy", back.copy { uploadPending = true }.uriString(), "clouddrive:ofe|u|https://contoso/a.docx|z|yes|c|ctx")
    check("copy keeps the original", back.uploadPending, false)
    check("abbreviated", OpenMessage(App.WORD, Mode.VIEW, "https://contoso/a.docx").abbreviatedUriString(), "ms-word:https://contoso/a.docx")
    check(
        "abbreviated from the default mode",
        OpenMessage(app = App.WORD, url = "https://contoso/a.docx").abbreviatedUriString(),
        "ms-word:https://contoso/a.docx"
    )
    val refused = try {
        OpenMessage(App.WORD, Mode.NEW_FROM_TEMPLATE, "https://contoso/a.docx").abbreviatedUriString()
    } catch (error: LinkException) {
        error.kind
    }
    check("abbreviated refuses another mode", refused, ErrorKind.INVALID_VALUE)
}

private fun parsing() {
    val open = OpenMessage.parse("ms-excel:ofv|ofc|u|https://contoso/b.xls|th|light|nt|hi")
    check("parsed app", open.app, App.EXCEL)
    check("parsed mode", open.mode, Mode.VIEW)
    check("parsed flag", OpenMessage.Flag.CO_AUTHORING in open.flags, true)
    check("parsed url", open.url, "https://contoso/b.xls")
    check("parsed theme", open.theme, Theme.LIGHT)
    val back = ReturnMessage.parse("clouddrive:ofe|u|https://contoso/a.docx|z|yes")
    check("parsed return", back.uploadPending, true)
    check("parsed return scheme", back.scheme, "clouddrive")
    val kind = try {
        OpenMessage.parse("ms-word:ofe|p|clouddrive")
        null
    } catch (error: LinkException) {
        error.kind
    }
    check("missing url", kind, ErrorKind.MISSING_DESCRIPTOR)
    val built = OpenMessage(App.EXCEL, Mode.VIEW, "https://contoso/b.xls") {
        theme = Theme.LIGHT
        flags = setOf(OpenMessage.Flag.CO_AUTHORING)
    }
    check("equal to the parsed message", OpenMessage.parse("ms-excel:ofv|ofc|u|https://contoso/b.xls|th|light"), built)
    check(
        "hash code of an equal message",
        OpenMessage.parse("ms-excel:ofv|ofc|u|https://contoso/b.xls|th|light").hashCode(),
        built.hashCode()
    )
    check("not equal to another", built == built.copy { theme = Theme.DARK }, false)
}

private fun lookups() {
    check("app id", App.ONE_NOTE.id, "oneNote")
    check("app scheme", App.ONE_NOTE.scheme, "onenote")
    check("app display name", App.WORD.displayName, "Word")
    check("app from id", App.fromId("powerPoint"), App.POWER_POINT)
    check("app from scheme", App.fromScheme("MS-Word"), App.WORD)
    check("app from unknown id", App.fromId("notepad"), null)
    check("app family", App.values().map(::family).count { it == "office" }, 3)
    check("mode id", Mode.NEW_FROM_TEMPLATE.id, "newFromTemplate")
    check("mode token", Mode.EDIT.token, "ofe")
    check("mode from id", Mode.fromId("view"), Mode.VIEW)
    check("mode from token", Mode.fromToken("nft"), Mode.NEW_FROM_TEMPLATE)
    check("mode from unknown token", Mode.fromToken("xyz"), null)
    check("default mode", Mode.defaultMode, Mode.EDIT)
    check("enum id", Theme.DARK.id, "dark")
    check("enum from id", Theme.fromId("light"), Theme.LIGHT)
    check("enum from token", Theme.fromToken("dark"), Theme.DARK)
    check("enum from unknown id", Theme.fromId("sepia"), null)
    check("flag id", OpenMessage.Flag.CO_AUTHORING.id, "coAuthoring")
    check("flag token", OpenMessage.Flag.CO_AUTHORING.token, "ofc")
    check("flag from id", OpenMessage.Flag.fromId("coAuthoring"), OpenMessage.Flag.CO_AUTHORING)
    check("flag from token", OpenMessage.Flag.fromToken("ofc"), OpenMessage.Flag.CO_AUTHORING)
    check("flag from unknown token", OpenMessage.Flag.fromToken("xyz"), null)
    check("error kind id", ErrorKind.UNKNOWN_APP.id, "unknownApp")
    val described = when (Mode.fromToken("ofv")) {
        Mode.VIEW -> "view"
        Mode.EDIT -> "edit"
        else -> "other"
    }
    check("when over modes", described, "view")
    val shade = when (Theme.fromToken("light")) {
        Theme.LIGHT -> "light"
        else -> "not light"
    }
    check("when over enum values", shade, "light")
}

/** The names `uriString` and `abbreviatedUriString` had before, kept (deprecated) for callers built against them. */
@Suppress("DEPRECATION")
private fun formerNames() {
    val message = OpenMessage(App.WORD, Mode.VIEW, "https://contoso/a.docx")
    check("toUri, the former uriString", message.toUri(), message.uriString())
    check("toAbbreviatedUri, the former abbreviatedUriString", message.toAbbreviatedUri(), message.abbreviatedUriString())
}

fun main() {
    building()
    formerNames()
    parsing()
    lookups()
    println("$passed passed, $failed failed")
    if (failed != 0) kotlin.system.exitProcess(1)
}
