// Checks the logic of the generated OfficeLinkLauncher.swift on any platform, with a fake opener
// standing in for UIKit (whose adapter compiles only where UIKit is). Prints failures, then
// "N passed, N failed".
import Foundation

/// Records what the launcher asked of the platform; `installed` lists the schemes it can open.
@MainActor
final class FakeOpener: OfficeLinkOpening {
    let installed: Set<String>
    var asked: [URL] = []
    var opened: [URL] = []
    var storePages: [Int] = []

    init(installed: Set<String>) {
        self.installed = installed
    }

    func canOpenURL(_ url: URL) -> Bool {
        asked.append(url)
        return url.scheme.map { installed.contains($0.lowercased()) } ?? false
    }

    func open(_ url: URL) { opened.append(url) }

    func showStorePage(appStoreID: Int) { storePages.append(appStoreID) }
}

@main
@MainActor
struct LauncherTests {
    static var passed = 0
    static var failed = 0

    static func check(_ condition: Bool, _ name: String, _ detail: @autoclosure () -> String) {
        if condition {
            passed += 1
        } else {
            failed += 1
            print("FAIL \(name): \(detail())")
        }
    }

    /// Foundation may turn `|` into `%7C` when it makes a `URL`; the parsers accept either.
    static func isSameURI(_ url: URL, _ uri: String) -> Bool {
        url.absoluteString == uri || url.absoluteString == uri.replacingOccurrences(of: "|", with: "%7C")
    }

    static func main() {
        let article = OfficeLink.OpenMessage(
            app: .word, url: "https://contoso/Q4/budget.docx", passback: "clouddrive", context: "folder view Q4")
        let uri = try! article.uriString()

        // Installed: the exact URI is handed to the app, and nothing else happens.
        let installed = FakeOpener(installed: ["ms-word"])
        let opened = try? OfficeLinkLauncher(opener: installed).open(article)
        check(installed.opened.count == 1 && installed.storePages.isEmpty, "installed", "opened \(installed.opened), store \(installed.storePages)")
        if case .opened(let url)? = opened, let handed = installed.opened.first {
            check(url == handed && isSameURI(handed, uri), "installed-exact-uri", "\(handed.absoluteString) for \(uri)")
            let back = try? OfficeLink.OpenMessage(parsing: handed.absoluteString)
            check(back == article, "installed-uri-parses-back", "\(handed.absoluteString) parsed as \(String(describing: back))")
        } else {
            check(false, "installed-outcome", "\(String(describing: opened))")
        }
        check(installed.asked.count == 1 && installed.asked.first?.scheme == "ms-word", "installed-asked", "\(installed.asked)")

        // Not installed, with an App Store id: that app's store page.
        let excel = OfficeLink.OpenMessage(app: .excel, mode: .view, flags: [.coAuthoring], url: "https://contoso/b.xlsx")
        let missing = FakeOpener(installed: ["ms-word"])
        let store = try? OfficeLinkLauncher(opener: missing).open(excel)
        check(store == .showedStorePage(appStoreID: 586683407), "store-page-outcome", "\(String(describing: store))")
        check(missing.storePages == [586683407] && missing.opened.isEmpty, "store-page", "store \(missing.storePages), opened \(missing.opened)")
        check(OfficeLink.App.excel.appStoreID == 586683407, "store-id-from-schema", "\(String(describing: OfficeLink.App.excel.appStoreID))")

        // Not installed, no App Store id: not installed, nothing shown.
        let visio = OfficeLink.OpenMessage(app: .visio, url: "https://contoso/d.vsdx")
        let none = FakeOpener(installed: [])
        let outcome = try? OfficeLinkLauncher(opener: none).open(visio)
        check(outcome == .notInstalled(.visio), "not-installed", "\(String(describing: outcome))")
        check(none.opened.isEmpty && none.storePages.isEmpty, "not-installed-quiet", "opened \(none.opened), store \(none.storePages)")

        // A message that cannot be written: its LinkError, and the platform is not asked anything.
        for (name, message, kind) in [
            ("invalid-url", OfficeLink.OpenMessage(app: .word, url: "/Q4/budget.docx"), OfficeLink.ErrorKind.invalidValue),
            ("invalid-limits", OfficeLink.OpenMessage(app: .word, url: "https://contoso/a*b.docx"), .invalidValue),
            ("invalid-mode", OfficeLink.OpenMessage(app: .oneNote, mode: .newFromTemplate, url: "https://contoso/t.one"), .unsupportedMode),
        ] {
            let fake = FakeOpener(installed: ["ms-word", "onenote"])
            do {
                let result = try OfficeLinkLauncher(opener: fake).open(message)
                check(false, name, "expected \(kind), got \(result)")
            } catch let error as OfficeLink.LinkError {
                check(error.kind == kind, name, "expected \(kind), got \(error)")
            } catch {
                check(false, name, "untyped error \(error)")
            }
            check(fake.asked.isEmpty && fake.opened.isEmpty && fake.storePages.isEmpty, "\(name)-quiet", "the platform was asked")
        }

        print("\(passed) passed, \(failed) failed")
        exit(failed == 0 ? 0 : 1)
    }
}
