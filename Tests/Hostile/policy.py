"""The character classes of /work/wt/POLICY.md (issue 12), as the oracle of the hostile tests.

A schema string is refused when it holds a scalar its position may not hold; everything else must
be accepted, and must then reach the generated code only inside one comment or one literal.
"""

LINE_BREAKS = ("\r\n", "\r", "\n", "\u0085", "\u2028", "\u2029")
BIDI_CONTROLS = frozenset([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)])


def is_control(scalar: int) -> bool:
    """C0 controls but TAB, LF and CR; DEL; C1 controls but NEL: refused everywhere."""
    if scalar < 0x20:
        return scalar not in (0x09, 0x0A, 0x0D)
    return scalar == 0x7F or (0x80 <= scalar <= 0x9F and scalar != 0x85)


def is_noncharacter(scalar: int) -> bool:
    return 0xFDD0 <= scalar <= 0xFDEF or (scalar & 0xFFFE) == 0xFFFE


def is_line_break(scalar: int) -> bool:
    return scalar in (0x0A, 0x0D, 0x85, 0x2028, 0x2029)


def refused_in_doc(scalar: int) -> bool:
    return is_control(scalar) or scalar in BIDI_CONTROLS or is_noncharacter(scalar)


def refused_in_name(scalar: int) -> bool:
    """An app's display name is one line: line breaks and TAB are refused too."""
    return refused_in_doc(scalar) or is_line_break(scalar) or scalar == 0x09


def doc_is_refused(text: str) -> bool:
    return any(refused_in_doc(ord(c)) for c in text)


def name_is_refused(text: str) -> bool:
    return any(refused_in_name(ord(c)) for c in text)


def unclean_in_diagnostics(text: str) -> list[str]:
    """What a diagnostic output may not hold raw: controls (any but LF), line breaks other than the
    LF that ends each line, bidi and other format characters (Cf) such as ANSI escapes' ESC."""
    import unicodedata
    found = []
    for c in text:
        s = ord(c)
        if c == "\n":
            continue
        if s < 0x20 or 0x7F <= s <= 0x9F or s in (0x2028, 0x2029) or unicodedata.category(c) == "Cf":
            found.append(f"U+{s:04X}")
    return sorted(set(found))


def unclean_in_generated(text: str) -> list[str]:
    """What no generated file may hold raw, whatever the schema said: controls (but TAB, which a
    property list indents with, and LF), CR, NEL, LS, PS, bidi controls and noncharacters."""
    found = []
    for c in text:
        s = ord(c)
        if c in "\n\t":
            continue
        if s < 0x20 or is_control(s) or s in (0x85, 0x2028, 0x2029) or s in BIDI_CONTROLS or is_noncharacter(s):
            found.append(f"U+{s:04X}")
    return sorted(set(found))


# The URL grammar's rules for schema tokens (URL-SCHEMA.md), as the oracle of the random schemas.
CALLBACK_KEYS = frozenset(["x-source", "x-success", "x-error", "x-cancel"])
UNRESERVED = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")


def is_url_host(text: str) -> bool:
    """Printable ASCII without space, '/', '?', '#', '@' or ':'; may be empty."""
    return all(0x21 <= ord(c) <= 0x7E and c not in "/?#@:" for c in text)


def is_url_token(text: str) -> bool:
    """A key, literal segment or enum token: non-empty, RFC 3986 unreserved characters only."""
    return text != "" and all(c in UNRESERVED for c in text)


def is_allowed_set(text: str) -> bool:
    """Non-empty printable ASCII without space, each range `a-z` in order (a `-` first or last is
    itself)."""
    if text == "" or not all(0x21 <= ord(c) <= 0x7E for c in text):
        return False
    index = 0
    while index < len(text):
        if index + 2 < len(text) and text[index + 1] == "-":
            if text[index] > text[index + 2]:
                return False
            index += 3
        else:
            index += 1
    return True
