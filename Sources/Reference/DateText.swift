/// `date` and `dateTime` (docs/grammar.md): `yyyy-mm-dd`, and `yyyy-mm-ddThh:mm[:ss[.f…]][Z|±hh:mm]`.
enum DateText {
    static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        let text = Array(bytes)
        guard text.count == 10, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
            let year = number(text[0..<4]), let month = number(text[5..<7]), let day = number(text[8..<10])
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...12).contains(month) && (1...days[month - 1]).contains(day)
    }

    static func isDateTime(_ text: [UInt8]) -> Bool {
        guard text.count >= 16, isDate(text[0..<10]), text[10] == UInt8(ascii: "T"), let hours = number(text[11..<13]),
            text[13] == UInt8(ascii: ":"), let minutes = number(text[14..<16]), hours <= 23, minutes <= 59
        else { return false }
        var index = 16
        if index < text.count, text[index] == UInt8(ascii: ":") {
            guard index + 3 <= text.count, let seconds = number(text[(index + 1)..<(index + 3)]), seconds <= 59 else { return false }
            index += 3
            if index < text.count, text[index] == UInt8(ascii: ".") {
                let digits = text[(index + 1)...].prefix(while: URIBytes.isDigit)
                guard !digits.isEmpty else { return false }
                index += 1 + digits.count
            }
        }
        if index == text.count { return true }
        if text[index] == UInt8(ascii: "Z") { return index + 1 == text.count }
        guard text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-"), text.count == index + 6,
            let offsetHours = number(text[(index + 1)..<(index + 3)]), text[index + 3] == UInt8(ascii: ":"),
            let offsetMinutes = number(text[(index + 4)..<(index + 6)])
        else { return false }
        return offsetHours <= 23 && offsetMinutes <= 59
    }

    /// ASCII digits only, as a number.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard digits.allSatisfy(URIBytes.isDigit) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
