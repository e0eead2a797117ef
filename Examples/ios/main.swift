// A Swift consumer of the generated bindings: open a document in Word, read the return URI.
let open = OfficeLink.OpenMessage(
    app: .word, url: "https://contoso/Q4/budget.docx", passback: "contosodrive", context: "folder view Q4")
print("open: \(try open.uriString())")

let back = try OfficeLink.ReturnMessage(
    parsing: "contosodrive:ofe|u|https://contoso/Q4/budget.docx|z|no|c|folder%20view%20Q4")
print("return: url=\(back.url) uploadPending=\(back.uploadPending) context=\(back.context ?? "")")

do {
    _ = try OfficeLink.OpenMessage(parsing: "ms-paint:ofe|u|https://contoso/a.png")
} catch let error as OfficeLink.LinkError {
    print("error: \(error.kind.rawValue)")
}
