// Measures the generated Swift code for schema.json: prints figures, asserts nothing about speed.
// Usage: benchmark [iterations]
import Foundation

func measure(_ label: String, iterations: Int, bytesPerIteration: Int = 0, _ body: () throws -> Int) rethrows {
    var checksum = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { checksum &+= try body() }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    let perOperation = elapsed / Double(iterations)
    var line = "\(label): \(String(format: "%.0f", perOperation)) ns/op over \(iterations) iterations"
    if bytesPerIteration > 0 {
        line += String(format: ", %.1f MB/s", Double(bytesPerIteration) * Double(iterations) / elapsed * 1e3)
    }
    print(line + " (checksum \(checksum))")
}

let iterations = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1])! : 200_000
let article = "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4"
let message = try OfficeLink.OpenMessage(parsing: article)
let encodedContext = String(repeating: "folder view %7C Q4 😀 ", count: 40)

try measure("swift build open (article)", iterations: iterations) { try message.uriString().utf8.count }
try measure("swift parse open (article)", iterations: iterations, bytesPerIteration: article.utf8.count) {
    try OfficeLink.OpenMessage(parsing: article).url.utf8.count
}
let encodedBars = article.replacingOccurrences(of: "|", with: "%7C")
try measure("swift parse open (article, %7C delimiters)", iterations: iterations, bytesPerIteration: encodedBars.utf8.count) {
    try OfficeLink.OpenMessage(parsing: encodedBars).url.utf8.count
}
let abbreviated = "ms-word:https://contoso/Q4/budget.docx"
try measure("swift parse open (abbreviated)", iterations: iterations, bytesPerIteration: abbreviated.utf8.count) {
    try OfficeLink.OpenMessage(parsing: abbreviated).url.utf8.count
}
let viewMessage = try OfficeLink.OpenMessage(parsing: abbreviated)
try measure("swift build open (abbreviated)", iterations: iterations) { try viewMessage.abbreviatedURIString().utf8.count }
let textHeavy = OfficeLink.OpenMessage(app: .excel, url: "https://contoso/a b/ü.xlsx", context: encodedContext)
try measure("swift build open (1 KB context to encode)", iterations: iterations / 20) { try textHeavy.uriString().utf8.count }
let textHeavyURI = try textHeavy.uriString()
try measure("swift parse open (1 KB context to decode)", iterations: iterations / 20, bytesPerIteration: textHeavyURI.utf8.count) {
    try OfficeLink.OpenMessage(parsing: textHeavyURI).context?.utf8.count ?? 0
}
for size in [100_000, 1_000_000] {
    let huge = OfficeLink.OpenMessage(app: .word, url: "https://contoso/a.docx", context: String(repeating: "a|", count: size / 2))
    let hugeURI = try huge.uriString()
    try measure("swift parse open (\(size / 1000) KB context)", iterations: 5, bytesPerIteration: hugeURI.utf8.count) {
        try OfficeLink.OpenMessage(parsing: hugeURI).context?.utf8.count ?? 0
    }
}
let unknownFlood = "ms-word:ofe|u|https://contoso/a.docx" + String(repeating: "|k|v", count: 250_000)
try measure("swift parse open (1 MB of unknown |k|v pairs, kept)", iterations: 5, bytesPerIteration: unknownFlood.utf8.count) {
    try OfficeLink.OpenMessage(parsing: unknownFlood).unknownDescriptors.count
}
measure("swift parse open (1 MB of unknown |k|v pairs, strict)", iterations: 5, bytesPerIteration: unknownFlood.utf8.count) {
    (try? OfficeLink.OpenMessage(parsing: unknownFlood, strict: true)) == nil ? 1 : 0
}
