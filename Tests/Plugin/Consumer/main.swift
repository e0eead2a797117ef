// Uses the OfficeLink bindings the build-tool plugin generated from office.schema.json during
// `swift build`: no generated file is in this package.
let open = OfficeLink.OpenMessage(app: .word, mode: .view, url: "https://contoso/Q4/budget.docx", passback: "clouddrive")
print(try open.uriString())
let parsed = try OfficeLink.ReturnMessage(parsing: "clouddrive:ofv|u|https://contoso/Q4/budget.docx|z|no")
print(parsed.scheme, parsed.uploadPending)
