// A consumer written against the code generated from Tests/Compatibility/old.json, the way the
// README shows the API: run.sh compiles this same file against old.json's and new.json's code,
// and it must compile and pass against both. Switches name the cases they handle and end in
// `default:`: an exhaustive switch without one stops compiling when the schema adds a case.
import Foundation

typealias Link = OfficeLink

nonisolated(unsafe) var passed = 0  // a single-threaded program
nonisolated(unsafe) var failed = 0

func check(_ condition: @autoclosure () throws -> Bool, _ name: String) {
    do {
        if try condition() {
            passed += 1
            return
        }
        print("FAIL \(name)")
    } catch {
        print("FAIL \(name): \(error)")
    }
    failed += 1
}

func kind(of body: () throws -> Any) -> Link.ErrorKind? {
    do {
        _ = try body()
        return nil
    } catch let error as Link.LinkError {
        return error.kind
    } catch {
        return nil
    }
}

// Building, with the labels the README shows; new optional fields and flags have defaults.
let open = Link.OpenMessage(app: .word, url: "https://contoso/Q4/budget.docx", passback: "clouddrive", context: "q4")
check(try open.uriString() == "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|q4", "build open, default mode")
let view = Link.OpenMessage(
    app: .excel, mode: .view, flags: [.coAuthoring], url: "https://contoso/b.xls", theme: .dark)
check(try view.uriString() == "ms-excel:ofv|ofc|u|https://contoso/b.xls|th|dark", "build open, mode, flag and enum")
let back = Link.ReturnMessage(scheme: "clouddrive", mode: .edit, url: "https://contoso/a.docx", uploadPending: true)
check(try back.uriString() == "clouddrive:ofe|u|https://contoso/a.docx|z|yes", "build return")
check(kind { try Link.OpenMessage(app: .oneNote, mode: .newFromTemplate, url: "https://contoso/t.dotx").uriString() } == .unsupportedMode,
      "an unsupported mode is refused")

// The abbreviated form accepts a message built without a mode: the short form implies its mode.
check(try Link.OpenMessage(app: .word, url: "https://contoso/a.docx").abbreviatedURIString() == "ms-word:https://contoso/a.docx",
      "abbreviated form of a default-mode message")
check(try Link.OpenMessage(app: .word, mode: .view, url: "https://contoso/a.docx").abbreviatedURIString()
      == "ms-word:https://contoso/a.docx", "abbreviated form of a view message")
check(kind { try Link.OpenMessage(app: .word, mode: .newFromTemplate, url: "https://contoso/a.docx").abbreviatedURIString() }
      == .invalidValue, "abbreviated form refuses another mode")

// Parsing.
let parsed = try Link.OpenMessage(parsing: "ms-powerpoint:ofv|ofc|u|https://contoso/d.ppt|th|light|x|1")
check(parsed.app == .powerPoint && parsed.mode == .view && parsed.flags == [.coAuthoring], "parse open: address, mode, flags")
check(parsed.theme == .light && parsed.passback == nil, "parse open: fields")
check(parsed.unknownDescriptors == [Link.UnknownDescriptor(key: "x", value: "1")], "parse open: unknown kept")
let returned = try Link.ReturnMessage(parsing: "clouddrive:ofe|u|https://contoso/a.docx|z|no|c|q4")
check(returned.scheme == "clouddrive" && returned.uploadPending == false && returned.context == "q4", "parse return")
check(try Link.OpenMessage(parsing: "ms-word:https://contoso/a.docx").mode == .view, "parse the abbreviated form")
check(kind { try Link.OpenMessage(parsing: "ms-paint:ofe|u|https://contoso/a.docx") } == .unknownApp, "unknown app")

// Apps: id, scheme and display name, looked up by id and by scheme.
check(Link.App.word.id == "word" && Link.App.word.scheme == "ms-word" && Link.App.word.displayName == "Word", "app accessors")
check(Link.App(id: "sharePointDesigner") == .sharePointDesigner && Link.App(id: "paint") == nil, "app by id")
check(Link.App(scheme: "MS-Excel") == .excel && Link.App(scheme: "ms-paint") == nil, "app by scheme")
check(Link.App.allCases.allSatisfy { Link.App(id: $0.id) == $0 && Link.App(scheme: $0.scheme) == $0 }, "every app round-trips")

func storeLabel(_ app: Link.App) -> String {
    switch app {
    case .word, .excel, .powerPoint: return "office"
    case .oneNote: return "notes"
    default: return "other"
    }
}
check(storeLabel(.word) == "office" && storeLabel(.visio) == "other", "switch over apps")

// Modes, enum values and flags: id and token, looked up by id and by token.
check(Link.Mode.newFromTemplate.id == "newFromTemplate" && Link.Mode.newFromTemplate.token == "nft", "mode accessors")
check(Link.Mode(id: "view") == .view && Link.Mode(token: "ofe") == .edit, "mode lookups")
check(Link.Mode(id: "ofv") == nil && Link.Mode(token: "view") == nil, "mode lookups that miss")
check(Link.Mode.defaultMode == .edit, "default mode")
check(Link.Theme.dark.id == "dark" && Link.Theme.dark.token == "dark", "enum value accessors")
check(Link.Theme(id: "light") == .light && Link.Theme(token: "dark") == .dark && Link.Theme(token: "sepia") == nil, "enum lookups")
check(Link.OpenMessage.Flag.coAuthoring.id == "coAuthoring" && Link.OpenMessage.Flag.coAuthoring.token == "ofc", "flag accessors")
check(Link.OpenMessage.Flag(id: "coAuthoring") == .coAuthoring && Link.OpenMessage.Flag(token: "ofc") == .coAuthoring,
      "flag lookups")
check(Link.OpenMessage.Flag(id: "ofc") == nil && Link.OpenMessage.Flag(token: "coAuthoring") == nil, "flag lookups that miss")

func describe(_ mode: Link.Mode) -> String {
    switch mode {
    case .view: return "read-only"
    case .edit: return "editable"
    default: return mode.id
    }
}
check(describe(.view) == "read-only" && describe(.newFromTemplate) == "newFromTemplate", "switch over modes")

print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
