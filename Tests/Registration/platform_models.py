"""Faithful models of how iOS and Android decide which app receives a URI.

Android: IntentFilter.matchData with android.os.PatternMatcher (PATTERN_LITERAL for
android:path, PATTERN_PREFIX for android:pathPrefix, PATTERN_SIMPLE_GLOB for
android:pathPattern), as documented at developer.android.com (PatternMatcher, <data>) and
written in AOSP's PatternMatcher.matchPattern: scheme and host compared exactly, a filter
without a host matches on the scheme alone, a filter with a host but no path on scheme and
host, and the path is the decoded Uri.getPath().

iOS: CFBundleURLSchemes (schemes compared ignoring case) and the apple-app-site-association
`applinks` components, tried in order, the first that matches deciding (`exclude` refuses):
`/` the path, `?` the query (a string pattern or a dictionary of items), `#` the fragment;
absent keys match anything; in a pattern `*` matches any run of characters and `?` one.
"""
import re
import urllib.parse


def simple_glob(match, pattern):
    """PatternMatcher.matchPattern for PATTERN_SIMPLE_GLOB, transcribed from AOSP."""
    if match is None:
        return False
    NP, NM = len(pattern), len(match)
    if NP <= 0:
        return NM <= 0
    ip = im = 0
    next_char = pattern[0]
    while ip < NP and im < NM:
        c = next_char
        ip += 1
        next_char = pattern[ip] if ip < NP else "\0"
        escaped = c == "\\"
        if escaped:
            c = next_char
            ip += 1
            next_char = pattern[ip] if ip < NP else "\0"
        if next_char == "*":
            if not escaped and c == ".":
                if ip >= NP - 1:
                    return True
                ip += 1
                next_char = pattern[ip]
                if next_char == "\\":
                    ip += 1
                    next_char = pattern[ip] if ip < NP else "\0"
                while True:
                    if match[im] == next_char:
                        break
                    im += 1
                    if im >= NM:
                        break
                if im == NM:
                    return False
                ip += 1
                next_char = pattern[ip] if ip < NP else "\0"
                im += 1
            else:
                while True:
                    if match[im] != c:
                        break
                    im += 1
                    if im >= NM:
                        break
                ip += 1
                next_char = pattern[ip] if ip < NP else "\0"
        else:
            if c != "." and match[im] != c:
                return False
            im += 1
    if ip >= NP and im >= NM:
        return True
    if ip == NP - 2 and pattern[ip] == "." and pattern[ip + 1] == "*":
        return True
    return False


def pattern_matches(kind, pattern, path):
    if path is None:
        return False
    if kind == "path":
        return pattern == path
    if kind == "pathPrefix":
        return path.startswith(pattern)
    if kind == "pathPattern":
        return simple_glob(path, pattern)
    raise ValueError(kind)


def resource_unescaped(value):
    """An attribute as Android's resource compiler hands it on: `\\x` is `x`."""
    return re.sub(r"\\(.)", r"\1", value)


class AndroidURI:
    """android.net.Uri's scheme, host and decoded path of a URI string."""

    def __init__(self, uri):
        scheme, sep, rest = uri.partition(":")
        self.scheme = scheme if sep else None
        self.host = None
        self.path = None
        if rest.startswith("//"):
            rest = rest.split("#", 1)[0]
            hier = rest.split("?", 1)[0][2:]
            authority, slash, path = hier.partition("/")
            host = authority.rsplit("@", 1)[-1]
            host = host.split(":", 1)[0] if not host.startswith("[") else host
            self.host = host if host else None
            self.path = urllib.parse.unquote(slash + path) if slash else ""
        elif rest.startswith("/"):
            self.path = urllib.parse.unquote(rest.split("?", 1)[0].split("#", 1)[0])


def android_claims(filters, uri):
    """filters: (scheme, host or None, (kind, pattern) or None) for each one-<data> filter."""
    parsed = AndroidURI(uri)
    for scheme, host, path in filters:
        if parsed.scheme != scheme:
            continue
        if host is None:
            return True
        if parsed.host != host:
            continue
        if path is None or pattern_matches(path[0], path[1], parsed.path):
            return True
    return False


def aasa_pattern(pattern, text, case_sensitive=True):
    regex = "".join(".*" if ch == "*" else "." if ch == "?" else re.escape(ch) for ch in pattern)
    return re.fullmatch(regex, text, 0 if case_sensitive else re.IGNORECASE | re.DOTALL) is not None if not case_sensitive \
        else re.fullmatch(regex, text, re.DOTALL) is not None


def aasa_component_matches(component, path, query, fragment):
    case = component.get("caseSensitive", True)
    if "/" in component and not aasa_pattern(component["/"], path or "/", case):
        return False
    if "?" in component:
        wanted = component["?"]
        if isinstance(wanted, str):
            if not aasa_pattern(wanted, query or "", case):
                return False
        else:
            items = dict(urllib.parse.parse_qsl(query or "", keep_blank_values=True))
            for key, value in wanted.items():
                if key not in items or not aasa_pattern(value, items[key], case):
                    return False
    if "#" in component and not aasa_pattern(component["#"], fragment or "", case):
        return False
    return True


def aasa_claims(components, uri):
    parts = urllib.parse.urlsplit(uri)
    for component in components:
        if aasa_component_matches(component, parts.path, parts.query, parts.fragment):
            return not component.get("exclude", False)
    return False


def ios_claims(schemes, associations, uri):
    """schemes: CFBundleURLSchemes; associations: host -> components."""
    scheme = uri.partition(":")[0].lower()
    if scheme in (s.lower() for s in schemes):
        return True
    if scheme == "https":
        host = (urllib.parse.urlsplit(uri).hostname or "").lower()
        return host in associations and aasa_claims(associations[host], uri)
    return False
