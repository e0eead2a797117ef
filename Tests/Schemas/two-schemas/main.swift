// One call of each schema generated into this module beside it (Tests/Schemas/compile-two-schemas.sh):
// both use the one SchemegenRuntime.swift, and their errors are the same type.
let open = try OfficeLink.OpenMessage(app: .word, url: "https://contoso/a b.docx").uriString()
let item = try UrlGeneric.ItemMessage(page: 2).uriString()
print(open)
print(item)
do {
    _ = try UrlGeneric.ItemMessage(parsing: open)
} catch let error as OfficeLink.LinkError {
    print(error.kind)
}
