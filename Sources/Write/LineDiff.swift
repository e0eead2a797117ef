/// A short unified diff of two texts, for `--check` to show what is stale.
///
/// Uses the longest common subsequence of lines; generated files are a few thousand lines at
/// most, so the quadratic table is small, and inputs past `maximumLines` get a summary instead.
public enum LineDiff {
    public static let maximumLines = 4_000
    /// Lines of unchanged context around each change.
    static let context = 2

    public static func unified(old: String, new: String, oldLabel: String, newLabel: String, maximumOutputLines: Int = 40) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        guard a.count <= maximumLines, b.count <= maximumLines else {
            return "--- \(oldLabel)\n+++ \(newLabel)\n(\(a.count) lines before, \(b.count) after: too long to diff)\n"
        }
        let script = editScript(a, b)
        var output = ["--- \(oldLabel)", "+++ \(newLabel)"]
        var lastPrinted = -1
        for (index, entry) in script.enumerated() where entry.kind != " " {
            let start = max(index - context, lastPrinted + 1)
            if start > lastPrinted + 1, lastPrinted >= 0 { output.append("@@") }
            if lastPrinted < 0 { output.append("@@") }
            for contextIndex in start..<index { output.append(" " + script[contextIndex].text) }
            output.append(String(entry.kind) + entry.text)
            lastPrinted = index
            var after = index + 1
            while after < script.count, after <= index + context, script[after].kind == " " {
                output.append(" " + script[after].text)
                lastPrinted = after
                after += 1
            }
        }
        if output.count > maximumOutputLines + 2 {
            let hidden = output.count - maximumOutputLines - 2
            output = Array(output.prefix(maximumOutputLines + 2)) + ["(\(hidden) more diff lines)"]
        }
        return output.joined(separator: "\n") + "\n"
    }

    private struct Entry {
        let kind: Character
        let text: String
    }

    private static func editScript(_ a: [Substring], _ b: [Substring]) -> [Entry] {
        let n = a.count
        let m = b.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var script: [Entry] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                script.append(Entry(kind: " ", text: String(a[i])))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                script.append(Entry(kind: "-", text: String(a[i])))
                i += 1
            } else {
                script.append(Entry(kind: "+", text: String(b[j])))
                j += 1
            }
        }
        return script
    }
}
