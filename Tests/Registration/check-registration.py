#!/usr/bin/env python3
"""Checks the registration files of one app against the platforms and the conformance vectors.

Usage: check-registration.py SCHEMA APP-ID DECLARATIONS-DIR WARNINGS-FILE VECTORS.tsv...

DECLARATIONS-DIR is the `registration` folder `schemegen registration` wrote. Each file is first
validated against its format: the Info.plist fragment with plistlib, the intent filters with
xml.etree (action, then categories, then data, in the manifest's order), the
apple-app-site-association and assetlinks.json against their documented JSON shape. Then every
URI that a vector file's parse lines accept (no error=KIND) is run through the platform models
(platform_models.py): a URI of a carrier of APP-ID must be delivered to it by both platforms, and
a URI of any other app's carrier by neither. Callback URIs are the caller's and are skipped.
Android compares schemes and hosts case-sensitively: an own URI that spells its scheme or host
with capitals and that Android does not deliver passes only when WARNINGS-FILE (what the run
printed) says so for that scheme and host.
Prints each failure, then "N passed, N failed"; exits 1 when any check fails.
"""
import json
import os
import plistlib
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from platform_models import AndroidURI, android_claims, ios_claims, resource_unescaped  # noqa: E402

ANDROID = "{http://schemas.android.com/apk/res/android}"
passed = 0
failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL: " + what)


def read_plist(path):
    with open(path, "rb") as handle:
        plist = plistlib.load(handle)
    types = plist.get("CFBundleURLTypes")
    check(isinstance(types, list) and all(isinstance(t, dict) and isinstance(t.get("CFBundleURLSchemes"), list) for t in types),
          f"{path}: CFBundleURLTypes is a list of dictionaries with CFBundleURLSchemes")
    check(set(plist) == {"CFBundleURLTypes"}, f"{path}: the fragment holds CFBundleURLTypes only")
    return [scheme for entry in types for scheme in entry["CFBundleURLSchemes"]]


def read_filters(path):
    root = ET.parse(path).getroot()
    filters = []
    for element in root:
        check(element.tag == "intent-filter", f"{path}: <{element.tag}> is an <intent-filter>")
        tags = [child.tag for child in element]
        order = ["action", "category", "data"]
        check(tags == sorted(tags, key=order.index) and set(tags) == set(order), f"{path}: {tags} is action, category..., data")
        actions = [c.get(ANDROID + "name") for c in element if c.tag == "action"]
        categories = {c.get(ANDROID + "name") for c in element if c.tag == "category"}
        check(actions == ["android.intent.action.VIEW"], f"{path}: action VIEW")
        check(categories == {"android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"}, f"{path}: DEFAULT and BROWSABLE")
        data = [c for c in element if c.tag == "data"]
        check(len(data) == 1, f"{path}: one <data> per filter")
        attributes = data[0].attrib
        scheme = attributes[ANDROID + "scheme"]
        check((element.get(ANDROID + "autoVerify") == "true") == (scheme == "https"), f"{path}: autoVerify exactly for https ({scheme})")
        host = attributes.get(ANDROID + "host")
        kinds = [kind for kind in ("path", "pathPrefix", "pathPattern") if ANDROID + kind in attributes]
        check(len(kinds) <= 1 and (host is not None or not kinds), f"{path}: at most one path attribute, only with a host")
        path_spec = (kinds[0], resource_unescaped(attributes[ANDROID + kinds[0]])) if kinds else None
        filters.append((scheme, host, path_spec))
    return filters


def read_association(path):
    with open(path) as handle:
        document = json.load(handle)
    details = document.get("applinks", {}).get("details")
    shape = isinstance(details, list) and all(
        isinstance(d.get("appIDs"), list) and all(re.fullmatch(r"[A-Z0-9]{10}\.[A-Za-z0-9.-]+", a) for a in d["appIDs"])
        and isinstance(d.get("components"), list)
        and all(isinstance(c, dict) and set(c) <= {"/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"} for c in d["components"])
        for d in details)
    check(shape, f"{path}: applinks.details[] with appIDs and components")
    return [component for detail in details for component in detail["components"]]


def read_assetlinks(path):
    with open(path) as handle:
        statements = json.load(handle)
    ok = isinstance(statements, list) and all(
        s.get("relation") == ["delegate_permission/common.handle_all_urls"]
        and s.get("target", {}).get("namespace") == "android_app"
        and re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+", s["target"].get("package_name", ""))
        and all(re.fullmatch(r"([0-9A-F]{2}:){31}[0-9A-F]{2}", f) for f in s["target"].get("sha256_cert_fingerprints", []))
        and s["target"]["sha256_cert_fingerprints"]
        for s in statements)
    check(ok, f"{path}: statements with handle_all_urls, an android_app package and SHA-256 fingerprints")


def unescape(text):
    return re.sub(r"\\(\\|t|n|r|x[0-9A-Fa-f]{2})",
                  lambda m: {"\\": "\\", "t": "\t", "n": "\n", "r": "\r"}.get(m.group(1)) or chr(int(m.group(1)[1:], 16)), text)


def accepted_uris(paths):
    """(message, carrier id or None, URI) of each parse line that succeeds."""
    for path in paths:
        with open(path) as handle:
            for line in handle:
                line = line.rstrip("\n")
                if not line.strip() or line.startswith("#"):
                    continue
                columns = line.split("\t")
                if len(columns) < 4 or columns[1] not in ("parse", "parse-strict"):
                    continue
                if any(c.startswith("error=") for c in columns[4:]):
                    continue
                carrier = next((c[len("carrier="):] for c in columns[4:] if c.startswith("carrier=")), None)
                yield columns[2], carrier, unescape(columns[3])


def owner(schema, message_id, carrier_id, uri):
    """The app a URI is delivered to by rights, None for nobody's, or "callback" to skip."""
    apps = schema.get("apps", [])
    message = next((m for m in schema.get("messages", []) if m["id"] == message_id), None)
    if message is None:
        return "callback"
    carriers = message.get("carriers")
    if not carriers:
        scheme = uri.partition(":")[0].lower()
        return next((a["id"] for a in apps if a["scheme"].lower() == scheme), None)
    carrier = next((c for c in carriers if c.get("id", "default") == carrier_id), None) if carrier_id else carriers[0]
    if "app" in carrier:
        return carrier["app"]
    own = [c["app"] for c in carriers if "app" in c]
    return own[0] if own and carrier.get("scheme") == "https" else None


def warned_case(warnings, uri):
    """Whether the URI spells its scheme or host with capitals and the warnings said Android
    would not deliver it for that reason, naming that scheme and host."""
    parsed = AndroidURI(uri)
    spelled = [parsed.scheme] + ([parsed.host] if parsed.host else [])
    if all(part == part.lower() for part in spelled):
        return False
    line = next((l for l in warnings.splitlines() if "case-sensitively" in l), "")
    return f"scheme '{parsed.scheme.lower()}'" in line and (not parsed.host or parsed.host == parsed.host.lower() or f"host '{parsed.host.lower()}'" in line)


def main():
    schema_path, app_id, folder, warnings_path, *vector_paths = sys.argv[1:]
    with open(warnings_path) as handle:
        warnings = handle.read()
    with open(schema_path) as handle:
        schema = json.load(handle)
    schemes = read_plist(os.path.join(folder, "ios", "CFBundleURLTypes.plist"))
    filters = read_filters(os.path.join(folder, "android", "intent-filters.xml"))
    associations = {}
    ios = os.path.join(folder, "ios")
    for host in sorted(os.listdir(ios)):
        path = os.path.join(ios, host, "apple-app-site-association")
        if os.path.isfile(path):
            associations[host] = read_association(path)
    assetlinks = os.path.join(folder, "android", "assetlinks.json")
    if os.path.exists(assetlinks):
        read_assetlinks(assetlinks)
    has_https = any(f[0] == "https" for f in filters)
    check(os.path.exists(assetlinks) == has_https == bool(associations),
          "assetlinks.json and apple-app-site-association exactly when there are https filters")
    for message, carrier, uri in accepted_uris(vector_paths):
        rightful = owner(schema, message, carrier, uri)
        if rightful == "callback":
            continue
        expected = rightful == app_id
        verb = "deliver" if expected else "not claim"
        android = android_claims(filters, uri)
        if expected and not android and warned_case(warnings, uri):
            android = True
        check(android == expected, f"Android must {verb} {uri} ({message}, owner {rightful})")
        check(ios_claims(schemes, associations, uri) == expected, f"iOS must {verb} {uri} ({message}, owner {rightful})")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
