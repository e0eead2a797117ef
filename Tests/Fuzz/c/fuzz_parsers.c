/*
 * libFuzzer target for the generated C of the default schema (Tests/Goldens/default/c):
 * every input is fed to each message parser, officelink_parse_open and officelink_parse_return,
 * leniently and strictly.
 *
 * Beyond "no crash, no leak, no undefined behaviour" (AddressSanitizer, UBSan, LeakSanitizer),
 * for each parser it checks, and abort()s with a "FUZZ-CHECK-FAILED: <message>/<tag>" line when
 * a check fails:
 *   - the input is exactly `size` malloc'd bytes with no NUL after it, so any read past the end
 *     is an ASan report; the parser leaves it unchanged;
 *   - the result is OK or one of the nine documented error kinds (a text buffer as long as the
 *     URI always suffices, so never bufferTooSmall); an error offset is within the URI, and is
 *     the URI's length for missingDescriptor; passing error_offset NULL gives the same result;
 *   - the result agrees with a small reference parser written here from docs/grammar.md: the same
 *     error kind, or the same fields, flags and unknown pairs (the same views, in URI order); a
 *     strict parse gives the reference's strict result;
 *   - the unknown pairs are stored snprintf-style: without options none, with room for all of
 *     them all, with room for one fewer the first ones, the count staying the same;
 *   - on success: the enums are in range, the required URL is present, every view points inside
 *     the input or the text buffer, and the text buffer is untouched outside the decoded texts;
 *     a text buffer exactly as long as the decoded texts suffices and one byte less gives
 *     bufferTooSmall; on an error, an empty text buffer gives the same error or bufferTooSmall;
 *   - on success, the message is built back snprintf-style (measure with NULL/0, build into
 *     exactly length + 1 bytes, check length bytes gives bufferTooSmall with a NUL-terminated
 *     prefix); the URI equals the canonical form computed here from the grammar; it parses
 *     again to the same fields (URLs in their canonical encoding); and building that gives
 *     the same URI again (the canonical form is a fixed point);
 *   - on success, officelink_build_open_abbreviated gives `<scheme>:<canonical URL>` exactly when
 *     the grammar allows (view, no flag, only the URL, an http:// or https:// prefix), which
 *     parses back to the same message; else invalidValue.
 *
 * -DFUZZ_ALLOW_INVALID_UTF8_URL leaves out the reference's UTF-8 check of URLs (an old finding,
 * fixed in the generator; kept so the switch still builds).
 */
#include "officelink.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kind { OPEN, RETURN };

static const char *const kind_names[] = { "open", "return" };
static enum kind current_kind;

static void check_failed(const char *tag, const char *condition, int line)
{
    fprintf(stderr, "FUZZ-CHECK-FAILED: %s/%s (%s, fuzz_parsers.c:%d)\n", kind_names[current_kind], tag,
        condition, line);
    abort();
}

#define CHECK(condition, tag) \
    do { \
        if (!(condition)) check_failed(tag, #condition, __LINE__); \
    } while (0)

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

/* A growable byte string. */
struct bytes {
    char *data;
    size_t length;
    size_t capacity;
};

static void put_bytes(struct bytes *out, const char *data, size_t length)
{
    if (out->length + length > out->capacity) {
        size_t capacity = out->capacity * 2 + length + 16;
        out->data = realloc(out->data, capacity);
        if (out->data == NULL) abort();
        out->capacity = capacity;
    }
    if (length > 0) memcpy(out->data + out->length, data, length);
    out->length += length;
}

static void put_cstring(struct bytes *out, const char *text)
{
    put_bytes(out, text, strlen(text));
}

static void put_hex(struct bytes *out, unsigned char byte)
{
    char escape[3] = { '%', "0123456789ABCDEF"[byte >> 4], "0123456789ABCDEF"[byte & 15] };
    put_bytes(out, escape, 3);
}

/* Exactly `length` malloc'd bytes holding `data`, no NUL after them. */
static char *exact_copy(const void *data, size_t length)
{
    char *copy = malloc(length);
    if (copy == NULL && length > 0) abort();
    if (length > 0) memcpy(copy, data, length);
    return copy;
}

static bool same(officelink_string a, officelink_string b)
{
    if ((a.data == NULL) != (b.data == NULL)) return false;
    return a.data == NULL || (a.length == b.length && (a.length == 0 || memcmp(a.data, b.data, a.length) == 0));
}

static bool inside(officelink_string view, const char *start, size_t size)
{
    uintptr_t begin = (uintptr_t)view.data;
    uintptr_t low = (uintptr_t)start;
    return start != NULL && begin >= low && begin <= low + size && view.length <= low + size - begin;
}

/* --- The reference: docs/grammar.md for schema.json, written independently of the generated code. --- */

static bool ref_letter(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }
static bool ref_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static bool ref_unreserved(unsigned char c) { return ref_letter(c) || ref_digit(c) || (c != 0 && strchr("-._~", c)); }
static bool ref_reserved(unsigned char c) { return c != 0 && strchr(":/?#[]@!$&'()*+,;=", c) != NULL; }
static unsigned char ref_lower(unsigned char c) { return c >= 'A' && c <= 'Z' ? (unsigned char)(c | 0x20) : c; }

static int ref_hex(unsigned char c)
{
    if (ref_digit(c)) return c - '0';
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') return (c | 0x20) - 'a' + 10;
    return -1;
}

static bool ref_escape_at(const char *text, size_t length, size_t at)
{
    return text[at] == '%' && length - at >= 3 && ref_hex((unsigned char)text[at + 1]) >= 0
        && ref_hex((unsigned char)text[at + 2]) >= 0;
}

static bool ref_scheme(const char *text, size_t length)
{
    if (length == 0 || !ref_letter((unsigned char)text[0])) return false;
    for (size_t i = 1; i < length; i++) {
        unsigned char c = (unsigned char)text[i];
        if (!ref_letter(c) && !ref_digit(c) && c != '+' && c != '-' && c != '.') return false;
    }
    return true;
}

/* RFC 3629 UTF-8, by decoding each code point: no overlong form, no surrogate, nothing past U+10FFFF. */
static bool ref_utf8(const char *text, size_t length)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t i = 0;
    while (i < length) {
        unsigned char c = s[i];
        size_t more;
        uint32_t point, least;
        if (c < 0x80) { i++; continue; }
        if ((c & 0xE0) == 0xC0) { more = 1; point = c & 0x1F; least = 0x80; }
        else if ((c & 0xF0) == 0xE0) { more = 2; point = c & 0x0F; least = 0x800; }
        else if ((c & 0xF8) == 0xF0) { more = 3; point = c & 0x07; least = 0x10000; }
        else return false;
        if (length - i - 1 < more) return false;
        for (size_t k = 1; k <= more; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return false;
            point = point << 6 | (s[i + k] & 0x3F);
        }
        if (point < least || point > 0x10FFFF || (point >= 0xD800 && point <= 0xDFFF)) return false;
        i += more + 1;
    }
    return true;
}

static bool ref_equals(const char *text, size_t length, const char *token)
{
    return length == strlen(token) && memcmp(text, token, length) == 0;
}

static bool ref_starts_ignoring_case(const char *text, size_t length, const char *prefix)
{
    size_t n = strlen(prefix);
    if (length < n) return false;
    for (size_t i = 0; i < n; i++) {
        if (ref_lower((unsigned char)text[i]) != ref_lower((unsigned char)prefix[i])) return false;
    }
    return true;
}

#define EXCLUDES "\\/:?<>|\"*"

static const struct ref_app {
    const char *scheme;
    bool new_from_template;
    size_t max_path;
    const char *excludes;
} ref_apps[] = {
    [OFFICELINK_APP_WORD] = { "ms-word", true, 256, EXCLUDES },
    [OFFICELINK_APP_EXCEL] = { "ms-excel", true, 216, EXCLUDES },
    [OFFICELINK_APP_POWER_POINT] = { "ms-powerpoint", true, 256, EXCLUDES },
    [OFFICELINK_APP_VISIO] = { "ms-visio", true, 256, EXCLUDES },
    [OFFICELINK_APP_ACCESS] = { "ms-access", true, 256, EXCLUDES },
    [OFFICELINK_APP_PROJECT] = { "ms-project", true, 256, EXCLUDES },
    [OFFICELINK_APP_PUBLISHER] = { "ms-publisher", true, 256, EXCLUDES },
    [OFFICELINK_APP_SHARE_POINT_DESIGNER] = { "ms-spd", false, 256, EXCLUDES },
    [OFFICELINK_APP_INFO_PATH] = { "ms-infopath", false, 256, EXCLUDES },
    [OFFICELINK_APP_ONE_NOTE] = { "onenote", false, 0, NULL },
};
static const char *const mode_tokens[] = {
    [OFFICELINK_MODE_VIEW] = "ofv", [OFFICELINK_MODE_EDIT] = "ofe", [OFFICELINK_MODE_NEW_FROM_TEMPLATE] = "nft",
};

/* The fields of each message, in declared order: a key and a type. HTTP_URL is a URL whose scheme
 * is http or https, ignoring ASCII case (schema.json's "schemes" on `u`). */
enum type { URL, HTTP_URL, SCHEME, TEXT, YES_NO };
enum { MAX_FIELDS = 8, OPEN_SAVE_FOLDER = 1 };
static const struct ref_field {
    const char *key;
    enum type type;
    bool required;
} ref_fields[2][MAX_FIELDS] = {
    [OPEN] = {
        { "u", HTTP_URL, true }, { "s", URL, false }, { "p", SCHEME, false }, { "c", TEXT, false },
        { "d", TEXT, false }, { "e", TEXT, false }, { "n", TEXT, false }, { "a", TEXT, false },
    },
    [RETURN] = { { "u", HTTP_URL, true }, { "z", YES_NO, true }, { "c", TEXT, false } },
};
static const size_t field_counts[2] = { 8, 3 };

/* A parse result of either message, from the generated parser or from the reference. */
struct fields {
    officelink_error error;
    size_t error_offset;
    officelink_app app;                       /* open */
    officelink_string scheme;                 /* return */
    officelink_mode mode;
    unsigned flags;                           /* open */
    officelink_string value[MAX_FIELDS];      /* by field, in declared order; YES_NO fields aside */
    bool upload_pending;                      /* return */
    officelink_pair *unknown;                 /* the unknown pairs, in URI order */
    size_t unknown_count;
    struct bytes decoded[MAX_FIELDS];         /* reference only: owns the decoded texts */
    struct bytes unknown_storage;             /* reference only: owns *unknown */
};

static void free_fields(struct fields *f)
{
    for (size_t i = 0; i < MAX_FIELDS; i++) free(f->decoded[i].data);
    free(f->unknown_storage.data);
}

/* A URL's host and path, as docs/grammar.md's "App limits and hosts" defines them. */
static void ref_url_parts(officelink_string url, officelink_string *host, officelink_string *path)
{
    const char *colon = memchr(url.data, ':', url.length);
    size_t at = colon == NULL ? 0 : (size_t)(colon - url.data) + 1;
    size_t authority_end = at;
    host->data = url.data + at;
    host->length = 0;
    if (url.length - at >= 2 && url.data[at] == '/' && url.data[at + 1] == '/') {
        size_t start = at + 2;
        authority_end = start;
        while (authority_end < url.length && url.data[authority_end] != '/' && url.data[authority_end] != '?'
               && url.data[authority_end] != '#') {
            authority_end++;
        }
        for (size_t i = start; i < authority_end; i++) {
            if (url.data[i] == '@') start = i + 1;
        }
        size_t end = start;
        if (start < authority_end && url.data[start] == '[') {
            while (end < authority_end && url.data[end] != ']') end++;
            if (end < authority_end) end++;
        } else {
            while (end < authority_end && url.data[end] != ':') end++;
        }
        host->data = url.data + start;
        host->length = end - start;
    }
    size_t path_end = authority_end;
    while (path_end < url.length && url.data[path_end] != '?' && url.data[path_end] != '#') path_end++;
    path->data = url.data + authority_end;
    path->length = path_end - authority_end;
}

static bool ref_same_host(officelink_string a, officelink_string b)
{
    officelink_string host_a, host_b, path;
    ref_url_parts(a, &host_a, &path);
    ref_url_parts(b, &host_b, &path);
    if (host_a.length != host_b.length) return false;
    for (size_t i = 0; i < host_a.length; i++) {
        if (ref_lower((unsigned char)host_a.data[i]) != ref_lower((unsigned char)host_b.data[i])) return false;
    }
    return true;
}

/* The path, and its file name, decoded: at most max_path characters, no excluded byte in the name. */
static bool ref_within_limits(const struct ref_app *app, officelink_string url)
{
    officelink_string host, path;
    struct bytes decoded = { 0 };
    size_t name_from = 0, characters = 0;
    bool ok = true;
    ref_url_parts(url, &host, &path);
    for (size_t i = 0; i < path.length;) {
        char c = path.data[i];
        if (c == '/') name_from = decoded.length + 1;
        if (ref_escape_at(path.data, path.length, i)) {
            c = (char)(ref_hex((unsigned char)path.data[i + 1]) * 16 + ref_hex((unsigned char)path.data[i + 2]));
            i += 3;
        } else {
            i++;
        }
        put_bytes(&decoded, &c, 1);
    }
    for (size_t i = 0; i < decoded.length; i++) {
        unsigned char c = (unsigned char)decoded.data[i];
        characters += c < 0x80 || c > 0xBF;
        if (app->excludes != NULL && i >= name_from && c != 0 && strchr(app->excludes, c) != NULL) ok = false;
    }
    if (app->max_path != 0 && characters > app->max_path) ok = false;
    free(decoded.data);
    return ok;
}

/* Records the first problem only. */
static bool ref_fail(struct fields *out, officelink_error error)
{
    out->error = error;
    return false;
}

/* Reads one known pair's value into the field; false after recording invalidValue. */
static bool ref_read(enum kind kind, size_t field, officelink_string value, struct fields *out)
{
    bool valid = true;
    switch (ref_fields[kind][field].type) {
    case URL:
    case HTTP_URL: {
        const char *colon = memchr(value.data, ':', value.length);
        valid = colon != NULL && ref_scheme(value.data, (size_t)(colon - value.data));
        if (valid && ref_fields[kind][field].type == HTTP_URL) {
            size_t length = (size_t)(colon - value.data);
            valid = (length == 4 && ref_starts_ignoring_case(value.data, length, "http"))
                    || (length == 5 && ref_starts_ignoring_case(value.data, length, "https"));
        }
#ifndef FUZZ_ALLOW_INVALID_UTF8_URL
        valid = valid && ref_utf8(value.data, value.length);
#endif
        out->value[field] = value;
        break;
    }
    case SCHEME:
        valid = ref_scheme(value.data, value.length);
        out->value[field] = value;
        break;
    case YES_NO:
        valid = ref_equals(value.data, value.length, "yes") || ref_equals(value.data, value.length, "no");
        out->upload_pending = ref_equals(value.data, value.length, "yes");
        break;
    case TEXT: {
        struct bytes *decoded = &out->decoded[field];
        for (size_t k = 0; k < value.length && valid; k++) {
            char c = value.data[k];
            if (c == '%') {
                if (!ref_escape_at(value.data, value.length, k)) {
                    valid = false;
                    break;
                }
                c = (char)(ref_hex((unsigned char)value.data[k + 1]) * 16 + ref_hex((unsigned char)value.data[k + 2]));
                k += 2;
            }
            put_bytes(decoded, &c, 1);
        }
        valid = valid && ref_utf8(decoded->data, decoded->length);
        out->value[field].data = decoded->data != NULL ? decoded->data : "";
        out->value[field].length = decoded->length;
        break;
    }
    }
    return valid || ref_fail(out, OFFICELINK_ERROR_INVALID_VALUE);
}

/* The segments of the text after the colon, cut at '|' or at every %7C and %7c. */
struct segments {
    officelink_string *items;
    size_t count;
};

static void cut(const char *rest, size_t length, struct segments *out)
{
    bool has_bar = memchr(rest, '|', length) != NULL;
    bool encoded = false;
    for (size_t i = 0; !has_bar && i + 2 < length; i++) {
        if (rest[i] == '%' && rest[i + 1] == '7' && (rest[i + 2] == 'C' || rest[i + 2] == 'c')) encoded = true;
    }
    size_t width = encoded ? 3 : 1;
    out->items = malloc((length + 1) * sizeof *out->items);
    if (out->items == NULL) abort();
    out->count = 0;
    size_t start = 0;
    for (size_t i = 0; i <= length;) {
        bool delimiter = i < length
            && (encoded ? (i + 2 < length && rest[i] == '%' && rest[i + 1] == '7' && (rest[i + 2] == 'C' || rest[i + 2] == 'c'))
                        : rest[i] == '|');
        if (i == length || delimiter) {
            out->items[out->count].data = rest + start;
            out->items[out->count].length = i - start;
            out->count++;
            if (i == length) break;
            i += width;
            start = i;
        } else {
            i++;
        }
    }
}

static void add_unknown(struct fields *out, officelink_string key, officelink_string value)
{
    officelink_pair pair = { key, value };
    put_bytes(&out->unknown_storage, (const char *)&pair, sizeof pair);
    out->unknown = (officelink_pair *)(void *)out->unknown_storage.data;
    out->unknown_count++;
}

static void reference_parse(enum kind kind, bool strict, const char *uri, size_t length, struct fields *out)
{
    const char *colon = memchr(uri, ':', length);
    struct segments segments = { NULL, 0 };
    officelink_string mode_token = { NULL, 0 };
    size_t first_pair = 0, flag_count = 0;
    bool abbreviated = false;
    bool seen[MAX_FIELDS] = { false };

    memset(out, 0, sizeof *out);
    if (colon == NULL || colon == uri) { out->error = OFFICELINK_ERROR_MISSING_SCHEME; return; }
    size_t scheme_length = (size_t)(colon - uri);
    if (!ref_scheme(uri, scheme_length)) { out->error = OFFICELINK_ERROR_MALFORMED; return; }
    const char *rest = colon + 1;
    size_t rest_length = length - scheme_length - 1;

    /* 2: the form and the segments. */
    if (kind == OPEN && (ref_starts_ignoring_case(rest, rest_length, "http://")
                         || ref_starts_ignoring_case(rest, rest_length, "https://"))) {
        abbreviated = true;
        if (memchr(rest, '|', rest_length) != NULL) { out->error = OFFICELINK_ERROR_MALFORMED; return; }
    } else {
        cut(rest, rest_length, &segments);
        mode_token = segments.items[0];
        first_pair = 1;
        while (kind == OPEN && first_pair < segments.count && ref_equals(segments.items[first_pair].data, segments.items[first_pair].length, "ofc")) {
            first_pair++;
            flag_count++;
        }
        bool bad = (segments.count - first_pair) % 2 != 0;
        for (size_t i = first_pair; i < segments.count && !bad; i += 2) bad = segments.items[i].length == 0;
        if (bad) { out->error = OFFICELINK_ERROR_MALFORMED; goto done; }
    }
    /* 3-5: the app, the mode, the app's modes. */
    if (kind == OPEN) {
        size_t app = 0;
        for (; app < COUNT(ref_apps); app++) {
            if (strlen(ref_apps[app].scheme) == scheme_length && ref_starts_ignoring_case(uri, scheme_length, ref_apps[app].scheme)) break;
        }
        if (app == COUNT(ref_apps)) { out->error = OFFICELINK_ERROR_UNKNOWN_APP; goto done; }
        out->app = (officelink_app)app;
    } else {
        out->scheme.data = uri;
        out->scheme.length = scheme_length;
    }
    if (abbreviated) {
        out->mode = OFFICELINK_MODE_VIEW;
    } else {
        size_t mode = 0;
        while (mode < COUNT(mode_tokens) && !ref_equals(mode_token.data, mode_token.length, mode_tokens[mode])) mode++;
        if (mode == COUNT(mode_tokens)) { out->error = OFFICELINK_ERROR_UNKNOWN_MODE; goto done; }
        out->mode = (officelink_mode)mode;
    }
    if (kind == OPEN && out->mode == OFFICELINK_MODE_NEW_FROM_TEMPLATE && !ref_apps[out->app].new_from_template) {
        out->error = OFFICELINK_ERROR_UNSUPPORTED_MODE;
        goto done;
    }
    /* 6: flags, then each pair. */
    if (flag_count > 1) { out->error = OFFICELINK_ERROR_DUPLICATE_DESCRIPTOR; goto done; }
    out->flags = flag_count == 1 ? OFFICELINK_OPEN_FLAG_CO_AUTHORING : 0;
    size_t pair_count = abbreviated ? 1 : (segments.count - first_pair) / 2;
    for (size_t p = 0; p < pair_count; p++) {
        officelink_string key, value;
        if (abbreviated) {
            key.data = "u";
            key.length = 1;
            value.data = rest;
            value.length = rest_length;
        } else {
            key = segments.items[first_pair + 2 * p];
            value = segments.items[first_pair + 2 * p + 1];
        }
        size_t field = 0;
        while (field < field_counts[kind] && !ref_equals(key.data, key.length, ref_fields[kind][field].key)) field++;
        if (field == field_counts[kind]) {
            if (strict) { out->error = OFFICELINK_ERROR_UNKNOWN_DESCRIPTOR; goto done; }
            add_unknown(out, key, value);
            continue;
        }
        if (seen[field]) { out->error = OFFICELINK_ERROR_DUPLICATE_DESCRIPTOR; goto done; }
        seen[field] = true;
        if (kind == OPEN && field == OPEN_SAVE_FOLDER && out->mode != OFFICELINK_MODE_NEW_FROM_TEMPLATE) {
            out->error = OFFICELINK_ERROR_INVALID_VALUE;
            goto done;
        }
        if (!ref_read(kind, field, value, out)) goto done;
        if (kind == OPEN && field == 0 && !ref_within_limits(&ref_apps[out->app], value)) {
            out->error = OFFICELINK_ERROR_INVALID_VALUE;
            goto done;
        }
    }
    /* 7: required fields; 8: the save folder's host. */
    for (size_t field = 0; field < field_counts[kind]; field++) {
        if (ref_fields[kind][field].required && !seen[field]) { out->error = OFFICELINK_ERROR_MISSING_DESCRIPTOR; goto done; }
    }
    if (kind == OPEN && seen[OPEN_SAVE_FOLDER] && !ref_same_host(out->value[OPEN_SAVE_FOLDER], out->value[0])) {
        out->error = OFFICELINK_ERROR_INVALID_VALUE;
    }
done:
    free(segments.items);
}

/* The URL as a builder writes it: unreserved, reserved and an existing %XX kept, all else %XX. */
static void canonical_url(struct bytes *out, officelink_string url)
{
    for (size_t i = 0; i < url.length; i++) {
        unsigned char c = (unsigned char)url.data[i];
        if (ref_unreserved(c) || ref_reserved(c) || ref_escape_at(url.data, url.length, i)) {
            put_bytes(out, (const char *)&c, 1);
        } else {
            put_hex(out, c);
        }
    }
}

/* The canonical URI of a parsed message, from docs/grammar.md's "Writing" rules. */
static void canonical_uri(enum kind kind, const struct fields *f, struct bytes *out)
{
    if (kind == OPEN) put_cstring(out, ref_apps[f->app].scheme);
    else put_bytes(out, f->scheme.data, f->scheme.length);
    put_cstring(out, ":");
    put_cstring(out, mode_tokens[f->mode]);
    if (f->flags != 0) put_cstring(out, "|ofc");
    for (size_t field = 0; field < field_counts[kind]; field++) {
        const struct ref_field *spec = &ref_fields[kind][field];
        if (spec->type == YES_NO) {
            put_cstring(out, f->upload_pending ? "|z|yes" : "|z|no");
            continue;
        }
        officelink_string value = f->value[field];
        if (value.data == NULL) continue;
        put_cstring(out, "|");
        put_cstring(out, spec->key);
        put_cstring(out, "|");
        if (spec->type == URL || spec->type == HTTP_URL) {
            canonical_url(out, value);
        } else if (spec->type == SCHEME) {
            put_bytes(out, value.data, value.length);
        } else {
            for (size_t i = 0; i < value.length; i++) {
                unsigned char c = (unsigned char)value.data[i];
                if (ref_unreserved(c)) put_bytes(out, (const char *)&c, 1);
                else put_hex(out, c);
            }
        }
    }
}

/* --- The generated code, driven through one interface for both messages. --- */

static officelink_error generated_parse(enum kind kind, const char *uri, size_t length, char *text, size_t text_size,
    const officelink_parse_options *options, struct fields *out, size_t *error_offset)
{
    memset(out, 0, sizeof *out);
    if (kind == OPEN) {
        officelink_open_message m;
        out->error = officelink_parse_open(uri, length, text, text_size, options, &m, error_offset);
        out->app = m.app;
        out->mode = m.mode;
        out->flags = m.flags;
        out->value[0] = m.url;
        out->value[1] = m.save_folder;
        out->value[2] = m.passback;
        out->value[3] = m.context;
        out->value[4] = m.service;
        out->value[5] = m.user;
        out->value[6] = m.file_name;
        out->value[7] = m.web_or_app;
        out->unknown = (officelink_pair *)m.unknown_descriptors;
        out->unknown_count = m.unknown_count;
    } else {
        officelink_return_message m;
        out->error = officelink_parse_return(uri, length, text, text_size, options, &m, error_offset);
        out->scheme = m.scheme;
        out->mode = m.mode;
        out->value[0] = m.url;
        out->upload_pending = m.upload_pending;
        out->value[2] = m.context;
        out->unknown = (officelink_pair *)m.unknown_descriptors;
        out->unknown_count = m.unknown_count;
    }
    return out->error;
}

static officelink_open_message open_message(const struct fields *f)
{
    officelink_open_message m;
    memset(&m, 0, sizeof m);
    m.app = f->app;
    m.mode = f->mode;
    m.flags = f->flags;
    m.url = f->value[0];
    m.save_folder = f->value[1];
    m.passback = f->value[2];
    m.context = f->value[3];
    m.service = f->value[4];
    m.user = f->value[5];
    m.file_name = f->value[6];
    m.web_or_app = f->value[7];
    return m;
}

static officelink_error generated_build(enum kind kind, const struct fields *f, char *buffer, size_t size, size_t *length)
{
    if (kind == OPEN) {
        officelink_open_message m = open_message(f);
        return officelink_build_open(&m, buffer, size, length);
    }
    officelink_return_message m;
    memset(&m, 0, sizeof m);
    m.scheme = f->scheme;
    m.mode = f->mode;
    m.url = f->value[0];
    m.upload_pending = f->upload_pending;
    m.context = f->value[2];
    return officelink_build_return(&m, buffer, size, length);
}

static bool same_fields(enum kind kind, const struct fields *a, const struct fields *b)
{
    if (a->mode != b->mode) return false;
    for (size_t field = 0; field < field_counts[kind]; field++) {
        if (!same(a->value[field], b->value[field])) return false;
    }
    if (kind == OPEN) return a->app == b->app && a->flags == b->flags;
    return same(a->scheme, b->scheme) && a->upload_pending == b->upload_pending;
}

static bool same_unknown(const struct fields *a, const struct fields *b)
{
    if (a->unknown_count != b->unknown_count) return false;
    for (size_t i = 0; i < a->unknown_count; i++) {
        const officelink_pair *x = &a->unknown[i];
        const officelink_pair *y = &b->unknown[i];
        if (x->key.data != y->key.data || x->key.length != y->key.length || x->value.data != y->value.data
            || x->value.length != y->value.length) {
            return false;
        }
    }
    return true;
}

enum { CANARY = 0xA5 };

/*
 * Parses `uri` (exactly `length` malloc'd bytes) with the generated parser, checks everything
 * that does not need a build, and leaves the result in *out, whose views point into `uri` and
 * into *text (a malloc'd text buffer the caller frees) and whose unknown pairs are in *pairs
 * (malloc'd, the caller frees).
 */
static void parse_and_check(enum kind kind, const char *uri, size_t length, const void *original, struct fields *out,
    char **text, officelink_pair **pairs)
{
    struct fields reference, again;
    size_t offset = (size_t)-1, other_offset;
    static const officelink_parse_options strict = { true, NULL, 0 };

    *text = malloc(length);
    if (*text == NULL && length > 0) abort();
    if (length > 0) memset(*text, CANARY, length);
    *pairs = NULL;

    /* Lenient, no options: the unknown pairs are counted, not stored. */
    generated_parse(kind, uri, length, *text, length, NULL, out, &offset);
    CHECK(length == 0 || memcmp(uri, original, length) == 0, "input-modified");
    CHECK(out->error <= OFFICELINK_ERROR_MISSING_DESCRIPTOR, "undocumented-error-kind");
    CHECK(officelink_error_name(out->error) != NULL, "error-without-name");
    CHECK(out->error != OFFICELINK_OK || out->unknown == NULL, "unknown-stored-without-options");

    generated_parse(kind, uri, length, *text, length, NULL, &again, NULL);
    CHECK(again.error == out->error, "result-depends-on-error-offset-pointer");

    reference_parse(kind, false, uri, length, &reference);
    if (reference.error != out->error) {
        fprintf(stderr, "generated parser: %s, reference (docs/grammar.md): %s\n", officelink_error_name(out->error),
            officelink_error_name(reference.error));
    }
    CHECK(reference.error == out->error, "error-kind-differs-from-grammar");

    /* Strict: the reference's strict result; on success the same message, nothing kept aside. */
    {
        struct fields strict_reference, strict_result;
        char *strict_text = malloc(length > 0 ? length : 1);
        if (strict_text == NULL) abort();
        reference_parse(kind, true, uri, length, &strict_reference);
        generated_parse(kind, uri, length, strict_text, length, &strict, &strict_result, &other_offset);
        if (strict_reference.error != strict_result.error) {
            fprintf(stderr, "generated strict parser: %s, reference (docs/grammar.md): %s\n",
                officelink_error_name(strict_result.error), officelink_error_name(strict_reference.error));
        }
        CHECK(strict_reference.error == strict_result.error, "strict-error-kind-differs-from-grammar");
        CHECK(strict_result.error != OFFICELINK_OK || (strict_result.unknown_count == 0 && out->unknown_count == 0),
            "strict-parse-kept-unknown-pairs");
        CHECK(strict_result.error == OFFICELINK_OK || other_offset <= length, "strict-error-offset-outside-uri");
        free_fields(&strict_reference);
        free(strict_text);
    }

    if (out->error != OFFICELINK_OK) {
        out->error_offset = offset;
        CHECK(offset <= length, "error-offset-outside-uri");
        CHECK(out->error != OFFICELINK_ERROR_MISSING_DESCRIPTOR || offset == length, "missing-descriptor-offset");
        /* With no room for decoded text: the same error, or bufferTooSmall if decoding comes first. */
        char *empty = malloc(0);
        generated_parse(kind, uri, length, empty, 0, NULL, &again, &other_offset);
        CHECK(again.error == out->error || again.error == OFFICELINK_ERROR_BUFFER_TOO_SMALL, "empty-text-buffer-result");
        free(empty);
        free_fields(&reference);
        return;
    }

    CHECK(same_fields(kind, out, &reference), "fields-differ-from-grammar");
    CHECK(out->unknown_count == reference.unknown_count, "unknown-count-differs-from-grammar");

    /* Room for exactly the unknown pairs: all stored, the reference's, in order. */
    size_t count = out->unknown_count;
    *pairs = malloc(count > 0 ? count * sizeof **pairs : 1);
    if (*pairs == NULL) abort();
    {
        officelink_parse_options options = { false, *pairs, count };
        generated_parse(kind, uri, length, *text, length, &options, &again, NULL);
        CHECK(again.error == OFFICELINK_OK && again.unknown == *pairs && again.unknown_count == count, "unknown-room-result");
        CHECK(same_unknown(&again, &reference), "unknown-pairs-differ-from-grammar");
        out->unknown = *pairs;
    }
    if (count > 0) {
        officelink_pair *fewer = malloc(count > 1 ? (count - 1) * sizeof *fewer : 1);
        if (fewer == NULL) abort();
        officelink_parse_options options = { false, fewer, count - 1 };
        generated_parse(kind, uri, length, *text, length, &options, &again, NULL);
        CHECK(again.error == OFFICELINK_OK && again.unknown_count == count, "one-fewer-room-result");
        for (size_t i = 0; i + 1 < count; i++) {
            CHECK(fewer[i].key.data == (*pairs)[i].key.data && fewer[i].value.data == (*pairs)[i].value.data
                    && fewer[i].key.length == (*pairs)[i].key.length && fewer[i].value.length == (*pairs)[i].value.length,
                "one-fewer-room-pairs");
        }
        free(fewer);
    }
    for (size_t i = 0; i < count; i++) {
        CHECK(inside((*pairs)[i].key, uri, length) && inside((*pairs)[i].value, uri, length), "unknown-pair-outside-input");
    }
    free_fields(&reference);

    CHECK((unsigned)out->mode < COUNT(mode_tokens), "mode-out-of-range");
    CHECK(kind == RETURN || (unsigned)out->app < COUNT(ref_apps), "app-out-of-range");
    CHECK(kind == RETURN || (out->flags & ~(unsigned)OFFICELINK_OPEN_FLAG_CO_AUTHORING) == 0, "undeclared-flag");
    CHECK(out->value[0].data != NULL, "required-url-absent");
    CHECK(kind == OPEN || inside(out->scheme, uri, length), "scheme-view-outside-input");

    /* URLs and schemes point into the input; texts into the input or the text buffer. */
    bool in_buffer[MAX_FIELDS] = { false };
    size_t needed = 0;
    for (size_t field = 0; field < field_counts[kind]; field++) {
        officelink_string value = out->value[field];
        enum type type = ref_fields[kind][field].type;
        if (value.data == NULL || type == YES_NO) continue;
        if (type != TEXT) {
            CHECK(inside(value, uri, length), "view-outside-input");
            continue;
        }
        bool in_uri = inside(value, uri, length);
        in_buffer[field] = !in_uri && inside(value, *text, length);
        CHECK(in_uri || in_buffer[field], "text-view-outside-input-and-text-buffer");
        if (in_buffer[field]) needed += value.length;
    }
    for (size_t i = 0; i < length; i++) {
        bool used = false;
        for (size_t field = 0; field < field_counts[kind] && !used; field++) {
            const char *start = out->value[field].data;
            used = in_buffer[field] && *text + i >= start && *text + i < start + out->value[field].length;
        }
        if (!used) CHECK((unsigned char)(*text)[i] == CANARY, "text-buffer-written-outside-decoded-text");
    }

    /* A text buffer exactly as long as the decoded texts suffices; one byte less does not. */
    char *exact = malloc(needed);
    generated_parse(kind, uri, length, exact, needed, NULL, &again, NULL);
    CHECK(again.error == OFFICELINK_OK && same_fields(kind, &again, out), "exact-text-buffer-result");
    free(exact);
    if (needed > 0) {
        char *short_buffer = malloc(needed - 1);
        generated_parse(kind, uri, length, short_buffer, needed - 1, NULL, &again, NULL);
        CHECK(again.error == OFFICELINK_ERROR_BUFFER_TOO_SMALL, "short-text-buffer-not-refused");
        free(short_buffer);
    }
}

typedef officelink_error (*build_function)(enum kind kind, const struct fields *f, char *buffer, size_t size, size_t *length);

/* Builds in the snprintf protocol; returns the URI, exactly `*length` + 1 malloc'd bytes. */
static char *build_measured(build_function build, enum kind kind, const struct fields *f, size_t *length)
{
    size_t measured = 0, built = 0, truncated = 0;
    officelink_error error = build(kind, f, NULL, 0, &measured);
    CHECK(error == OFFICELINK_ERROR_BUFFER_TOO_SMALL && measured > 0, "measure-failed");

    char *uri = malloc(measured + 1);
    if (uri == NULL) abort();
    memset(uri, CANARY, measured + 1);
    error = build(kind, f, uri, measured + 1, &built);
    CHECK(error == OFFICELINK_OK, "build-of-parsed-message-failed");
    CHECK(built == measured && uri[built] == '\0', "build-length-differs-from-measure");
    CHECK(memchr(uri, '\0', built) == NULL, "built-uri-holds-nul");

    char *prefix = malloc(measured);
    if (prefix == NULL) abort();
    error = build(kind, f, prefix, measured, &truncated);
    CHECK(error == OFFICELINK_ERROR_BUFFER_TOO_SMALL && truncated == measured, "one-byte-short-not-refused");
    CHECK(prefix[measured - 1] == '\0' && memcmp(prefix, uri, measured - 1) == 0, "truncated-build-not-a-prefix");
    free(prefix);
    *length = built;
    return uri;
}

static char *build_and_check(enum kind kind, const struct fields *f, size_t *length)
{
    char *uri = build_measured(generated_build, kind, f, length);
    struct bytes expected = { 0 };
    canonical_uri(kind, f, &expected);
    CHECK(expected.length == *length && memcmp(expected.data, uri, *length) == 0, "built-uri-not-canonical-form");
    free(expected.data);
    return uri;
}

static officelink_error abbreviated_build(enum kind kind, const struct fields *f, char *buffer, size_t size, size_t *length)
{
    officelink_open_message m = open_message(f);
    (void)kind;
    return officelink_build_open_abbreviated(&m, buffer, size, length);
}

/* The same fields, with every URL in its canonical encoding (a parser keeps a URL as written). */
static void with_canonical_urls(enum kind kind, const struct fields *f, struct fields *out, struct bytes urls[MAX_FIELDS])
{
    *out = *f;
    for (size_t field = 0; field < field_counts[kind]; field++) {
        enum type type = ref_fields[kind][field].type;
        if ((type != URL && type != HTTP_URL) || f->value[field].data == NULL) continue;
        canonical_url(&urls[field], f->value[field]);
        out->value[field].data = urls[field].data != NULL ? urls[field].data : "";
        out->value[field].length = urls[field].length;
    }
}

/*
 * The abbreviated builder on a parsed open message: `<scheme>:<canonical URL>` when the message
 * is exactly a URL in view or in the default mode (the short form implies view) whose written form
 * starts with http:// or https://, which parses back to the same message in view; else
 * invalidValue.
 */
static void check_abbreviated(const struct fields *f, const struct fields *canonical)
{
    bool only_url = (f->mode == OFFICELINK_MODE_VIEW || f->mode == OFFICELINK_DEFAULT_MODE) && f->flags == 0;
    for (size_t field = 1; field < field_counts[OPEN]; field++) only_url = only_url && f->value[field].data == NULL;
    officelink_string url = canonical->value[0];
    bool allowed = only_url && (ref_starts_ignoring_case(url.data, url.length, "http://")
                                || ref_starts_ignoring_case(url.data, url.length, "https://"));
    if (!allowed) {
        size_t length = 1;
        officelink_open_message m = open_message(f);
        CHECK(officelink_build_open_abbreviated(&m, NULL, 0, &length) == OFFICELINK_ERROR_INVALID_VALUE && length == 0,
            "abbreviated-build-not-refused");
        return;
    }
    size_t length;
    char *uri = build_measured(abbreviated_build, OPEN, f, &length);
    struct bytes expected = { 0 };
    put_cstring(&expected, ref_apps[f->app].scheme);
    put_cstring(&expected, ":");
    put_bytes(&expected, url.data, url.length);
    CHECK(expected.length == length && memcmp(expected.data, uri, length) == 0, "abbreviated-uri-not-scheme-and-url");
    free(expected.data);

    struct fields again;
    char *copy = exact_copy(uri, length);
    char *text = malloc(length + 1);
    if (text == NULL) abort();
    generated_parse(OPEN, copy, length, text, length, NULL, &again, NULL);
    struct fields in_view = *canonical;
    in_view.mode = OFFICELINK_MODE_VIEW;
    CHECK(again.error == OFFICELINK_OK && same_fields(OPEN, &again, &in_view), "abbreviated-uri-does-not-parse-back");
    free(text);
    free(copy);
    free(uri);
}

static void fuzz_message(enum kind kind, const uint8_t *data, size_t size)
{
    struct fields first, second;
    char *text, *second_text;
    officelink_pair *pairs, *second_pairs;
    size_t built_length, rebuilt_length;

    current_kind = kind;
    char *uri = exact_copy(data, size);
    parse_and_check(kind, uri, size, data, &first, &text, &pairs);
    if (first.error == OFFICELINK_OK) {
        char *built = build_and_check(kind, &first, &built_length);
        char *second_uri = exact_copy(built, built_length);
        parse_and_check(kind, second_uri, built_length, built, &second, &second_text, &second_pairs);
        CHECK(second.error == OFFICELINK_OK, "canonical-uri-does-not-parse");
        CHECK(second.unknown_count == 0, "canonical-uri-has-unknown-pairs");

        struct bytes urls[MAX_FIELDS] = { { 0 } };
        struct fields expected;
        with_canonical_urls(kind, &first, &expected, urls);
        CHECK(same_fields(kind, &second, &expected), "reparsed-fields-differ");
        if (kind == OPEN) check_abbreviated(&first, &expected);
        for (size_t field = 0; field < MAX_FIELDS; field++) free(urls[field].data);

        char *rebuilt = build_and_check(kind, &second, &rebuilt_length);
        CHECK(rebuilt_length == built_length && memcmp(rebuilt, built, built_length) == 0, "canonical-form-not-a-fixed-point");
        free(rebuilt);
        free(second_text);
        free(second_pairs);
        free(second_uri);
        free(built);
    }
    free(text);
    free(pairs);
    free(uri);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_message(OPEN, data, size);
    fuzz_message(RETURN, data, size);
    return 0;
}
