/*
 * libFuzzer target for the generated C of the default schema (Tests/Goldens/default/c):
 * every input is fed to each message parser, officelink_parse_open and officelink_parse_return.
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
 *     error kind, or the same fields;
 *   - on success: the enums are in range, the required URL is present, every view points inside
 *     the input or the text buffer, and the text buffer is untouched outside the decoded text;
 *     a text buffer exactly as long as the decoded text suffices and one byte less gives
 *     bufferTooSmall; on an error, an empty text buffer gives the same error or bufferTooSmall;
 *   - on success, the message is built back snprintf-style (measure with NULL/0, build into
 *     exactly length + 1 bytes, check length bytes gives bufferTooSmall with a NUL-terminated
 *     prefix); the URI equals the canonical form computed here from the grammar; it parses
 *     again to the same fields (the URL in its canonical encoding); and building that gives
 *     the same URI again (the canonical form is a fixed point).
 *
 * Build with -DFUZZ_ALLOW_INVALID_UTF8_URL to leave out the one check of a known open finding
 * (the C parser accepts a URL that is not UTF-8; see Tests/Fuzz/README.md).
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

static int ref_hex(unsigned char c)
{
    if (ref_digit(c)) return c - '0';
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') return (c | 0x20) - 'a' + 10;
    return -1;
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

static const char *const app_schemes[] = {
    [OFFICELINK_APP_EXCEL] = "ms-excel",
    [OFFICELINK_APP_ONE_NOTE] = "onenote",
    [OFFICELINK_APP_POWER_POINT] = "ms-powerpoint",
    [OFFICELINK_APP_WORD] = "ms-word",
};
static const char *const mode_tokens[] = { [OFFICELINK_MODE_VIEW] = "ofv", [OFFICELINK_MODE_EDIT] = "ofe" };

/* A parse result of either message, from the generated parser or from the reference. */
struct fields {
    officelink_error error;
    size_t error_offset;
    officelink_app app;               /* open */
    officelink_string scheme;         /* return */
    officelink_mode mode;
    officelink_string url;
    officelink_string passback;       /* open */
    bool upload_pending;              /* return */
    officelink_string context;
    struct bytes decoded;             /* reference only: owns the decoded context */
};

static void reference_parse(enum kind kind, const char *uri, size_t length, struct fields *out)
{
    const char *colon = memchr(uri, ':', length);
    size_t start, segments = 1, index = 0;
    bool seen_u = false, seen_p = false, seen_z = false, seen_c = false;

    memset(out, 0, sizeof *out);
    if (colon == NULL || colon == uri) { out->error = OFFICELINK_ERROR_MISSING_SCHEME; return; }
    if (!ref_scheme(uri, (size_t)(colon - uri))) { out->error = OFFICELINK_ERROR_MALFORMED; return; }
    start = (size_t)(colon - uri) + 1;
    for (size_t i = start; i < length; i++) segments += uri[i] == '|';
    if (segments % 2 == 0) { out->error = OFFICELINK_ERROR_MALFORMED; return; }
    for (size_t i = start, n = 0; i <= length; i++) {
        if (i == length || uri[i] == '|') {
            if (n % 2 == 1 && i == start) { out->error = OFFICELINK_ERROR_MALFORMED; return; }
            n++;
            start = i + 1;
        }
    }
    if (kind == OPEN) {
        size_t scheme_length = (size_t)(colon - uri), app = 0;
        for (; app < 4; app++) {
            const char *name = app_schemes[app];
            size_t k = 0;
            if (strlen(name) != scheme_length) continue;
            while (k < scheme_length && (unsigned char)(uri[k] | (ref_letter((unsigned char)uri[k]) ? 0x20 : 0)) == (unsigned char)name[k]) k++;
            if (k == scheme_length) break;
        }
        if (app == 4) { out->error = OFFICELINK_ERROR_UNKNOWN_APP; return; }
        out->app = (officelink_app)app;
    } else {
        out->scheme.data = uri;
        out->scheme.length = (size_t)(colon - uri);
    }
    /* Every segment after the colon: the mode, then key, value, key, value... */
    start = (size_t)(colon - uri) + 1;
    const char *key = NULL;
    size_t key_length = 0;
    for (size_t i = start; i <= length; i++) {
        if (i < length && uri[i] != '|') continue;
        const char *segment = uri + start;
        size_t segment_length = i - start;
        start = i + 1;
        if (index++ == 0) {
            if (ref_equals(segment, segment_length, "ofv")) out->mode = OFFICELINK_MODE_VIEW;
            else if (ref_equals(segment, segment_length, "ofe")) out->mode = OFFICELINK_MODE_EDIT;
            else { out->error = OFFICELINK_ERROR_UNKNOWN_MODE; return; }
            /* unsupportedMode: every app of schema.json supports both modes. */
            continue;
        }
        if (index % 2 == 0) { key = segment; key_length = segment_length; continue; }
        /* A pair: unknownDescriptor, duplicateDescriptor, invalidValue, in that order. */
        officelink_string value = { segment, segment_length };
        bool *seen;
        if (ref_equals(key, key_length, "u")) seen = &seen_u;
        else if (kind == OPEN && ref_equals(key, key_length, "p")) seen = &seen_p;
        else if (kind == RETURN && ref_equals(key, key_length, "z")) seen = &seen_z;
        else if (ref_equals(key, key_length, "c")) seen = &seen_c;
        else { out->error = OFFICELINK_ERROR_UNKNOWN_DESCRIPTOR; out->error_offset = (size_t)(key - uri); return; }
        if (*seen) { out->error = OFFICELINK_ERROR_DUPLICATE_DESCRIPTOR; out->error_offset = (size_t)(key - uri); return; }
        *seen = true;
        bool valid = true;
        if (seen == &seen_u) {
            const char *url_colon = memchr(value.data, ':', value.length);
            valid = url_colon != NULL && ref_scheme(value.data, (size_t)(url_colon - value.data));
#ifndef FUZZ_ALLOW_INVALID_UTF8_URL
            valid = valid && ref_utf8(value.data, value.length);
#endif
            out->url = value;
        } else if (seen == &seen_p) {
            valid = ref_scheme(value.data, value.length);
            out->passback = value;
        } else if (seen == &seen_z) {
            valid = ref_equals(value.data, value.length, "yes") || ref_equals(value.data, value.length, "no");
            out->upload_pending = ref_equals(value.data, value.length, "yes");
        } else {
            for (size_t k = 0; k < value.length && valid; k++) {
                char c = value.data[k];
                if (c == '%') {
                    if (value.length - k < 3 || ref_hex((unsigned char)value.data[k + 1]) < 0
                        || ref_hex((unsigned char)value.data[k + 2]) < 0) {
                        valid = false;
                        break;
                    }
                    c = (char)(ref_hex((unsigned char)value.data[k + 1]) * 16 + ref_hex((unsigned char)value.data[k + 2]));
                    k += 2;
                }
                put_bytes(&out->decoded, &c, 1);
            }
            valid = valid && ref_utf8(out->decoded.data, out->decoded.length);
            out->context.data = out->decoded.data != NULL ? out->decoded.data : "";
            out->context.length = out->decoded.length;
        }
        if (!valid) { out->error = OFFICELINK_ERROR_INVALID_VALUE; out->error_offset = (size_t)(value.data - uri); return; }
    }
    if (!seen_u || (kind == RETURN && !seen_z)) { out->error = OFFICELINK_ERROR_MISSING_DESCRIPTOR; out->error_offset = length; }
}

/* The URL as a builder writes it: unreserved, reserved and an existing %XX kept, all else %XX. */
static void canonical_url(struct bytes *out, officelink_string url)
{
    for (size_t i = 0; i < url.length; i++) {
        unsigned char c = (unsigned char)url.data[i];
        if (ref_unreserved(c) || ref_reserved(c)
            || (c == '%' && url.length - i >= 3 && ref_hex((unsigned char)url.data[i + 1]) >= 0
                && ref_hex((unsigned char)url.data[i + 2]) >= 0)) {
            put_bytes(out, (const char *)&c, 1);
        } else {
            put_hex(out, c);
        }
    }
}

/* The canonical URI of a parsed message, from docs/grammar.md's "Writing" rules. */
static void canonical_uri(enum kind kind, const struct fields *f, struct bytes *out)
{
    if (kind == OPEN) put_cstring(out, app_schemes[f->app]);
    else put_bytes(out, f->scheme.data, f->scheme.length);
    put_cstring(out, ":");
    put_cstring(out, mode_tokens[f->mode]);
    put_cstring(out, "|u|");
    canonical_url(out, f->url);
    if (kind == OPEN && f->passback.data != NULL) {
        put_cstring(out, "|p|");
        put_bytes(out, f->passback.data, f->passback.length);
    }
    if (kind == RETURN) put_cstring(out, f->upload_pending ? "|z|yes" : "|z|no");
    if (f->context.data != NULL) {
        put_cstring(out, "|c|");
        for (size_t i = 0; i < f->context.length; i++) {
            unsigned char c = (unsigned char)f->context.data[i];
            if (ref_unreserved(c)) put_bytes(out, (const char *)&c, 1);
            else put_hex(out, c);
        }
    }
}

/* --- The generated code, driven through one interface for both messages. --- */

static officelink_error generated_parse(enum kind kind, const char *uri, size_t length, char *text, size_t text_size,
    struct fields *out, size_t *error_offset)
{
    memset(out, 0, sizeof *out);
    if (kind == OPEN) {
        officelink_open_message message;
        out->error = officelink_parse_open(uri, length, text, text_size, &message, error_offset);
        out->app = message.app;
        out->mode = message.mode;
        out->url = message.url;
        out->passback = message.passback;
        out->context = message.context;
    } else {
        officelink_return_message message;
        out->error = officelink_parse_return(uri, length, text, text_size, &message, error_offset);
        out->scheme = message.scheme;
        out->mode = message.mode;
        out->url = message.url;
        out->upload_pending = message.upload_pending;
        out->context = message.context;
    }
    return out->error;
}

static officelink_error generated_build(enum kind kind, const struct fields *f, char *buffer, size_t size, size_t *length)
{
    if (kind == OPEN) {
        officelink_open_message message = { f->app, f->mode, f->url, f->passback, f->context };
        return officelink_build_open(&message, buffer, size, length);
    }
    officelink_return_message message = { f->scheme, f->mode, f->url, f->upload_pending, f->context };
    return officelink_build_return(&message, buffer, size, length);
}

static bool same_fields(enum kind kind, const struct fields *a, const struct fields *b)
{
    if (a->mode != b->mode || !same(a->url, b->url) || !same(a->context, b->context)) return false;
    if (kind == OPEN) return a->app == b->app && same(a->passback, b->passback);
    return same(a->scheme, b->scheme) && a->upload_pending == b->upload_pending;
}

enum { CANARY = 0xA5 };

/*
 * Parses `uri` (exactly `length` malloc'd bytes) with the generated parser, checks everything
 * that does not need a build, and leaves the result in *out, whose views point into `uri` and
 * into *text (a malloc'd text buffer the caller frees).
 */
static void parse_and_check(enum kind kind, const char *uri, size_t length, const void *original, struct fields *out, char **text)
{
    struct fields reference, again;
    size_t offset = (size_t)-1, other_offset;

    *text = malloc(length);
    if (*text == NULL && length > 0) abort();
    if (length > 0) memset(*text, CANARY, length);
    generated_parse(kind, uri, length, *text, length, out, &offset);
    CHECK(length == 0 || memcmp(uri, original, length) == 0, "input-modified");
    CHECK(out->error <= OFFICELINK_ERROR_MISSING_DESCRIPTOR, "undocumented-error-kind");
    CHECK(officelink_error_name(out->error) != NULL, "error-without-name");

    generated_parse(kind, uri, length, *text, length, &again, NULL);
    CHECK(again.error == out->error, "result-depends-on-error-offset-pointer");

    reference_parse(kind, uri, length, &reference);
    if (reference.error != out->error) {
        fprintf(stderr, "generated parser: %s, reference (docs/grammar.md): %s\n", officelink_error_name(out->error),
            officelink_error_name(reference.error));
    }
    CHECK(reference.error == out->error, "error-kind-differs-from-grammar");

    if (out->error != OFFICELINK_OK) {
        out->error_offset = offset;
        CHECK(offset <= length, "error-offset-outside-uri");
        CHECK(out->error != OFFICELINK_ERROR_MISSING_DESCRIPTOR || offset == length, "missing-descriptor-offset");
        /* With no room for decoded text: the same error, or bufferTooSmall if decoding comes first. */
        char *empty = malloc(0);
        generated_parse(kind, uri, length, empty, 0, &again, &other_offset);
        CHECK(again.error == out->error || again.error == OFFICELINK_ERROR_BUFFER_TOO_SMALL, "empty-text-buffer-result");
        free(empty);
        free(reference.decoded.data);
        return;
    }

    CHECK(same_fields(kind, out, &reference), "fields-differ-from-grammar");
    free(reference.decoded.data);
    CHECK((unsigned)out->mode < 2, "mode-out-of-range");
    CHECK(kind == RETURN || (unsigned)out->app < 4, "app-out-of-range");
    CHECK(out->url.data != NULL, "required-url-absent");
    CHECK(inside(out->url, uri, length), "url-view-outside-input");
    CHECK(kind == OPEN || inside(out->scheme, uri, length), "scheme-view-outside-input");
    CHECK(out->passback.data == NULL || inside(out->passback, uri, length), "passback-view-outside-input");

    size_t needed = 0, used_from = 0;
    if (out->context.data != NULL) {
        bool in_uri = inside(out->context, uri, length);
        bool in_text = inside(out->context, *text, length);
        CHECK(in_uri || in_text, "context-view-outside-input-and-text-buffer");
        if (in_text && !in_uri) {
            needed = out->context.length;
            used_from = (size_t)(out->context.data - *text);
        }
    }
    for (size_t i = 0; i < length; i++) {
        if (i < used_from || i >= used_from + needed) {
            CHECK((unsigned char)(*text)[i] == CANARY, "text-buffer-written-outside-decoded-text");
        }
    }

    /* A text buffer exactly as long as the decoded text suffices; one byte less does not. */
    char *exact = malloc(needed);
    generated_parse(kind, uri, length, exact, needed, &again, NULL);
    CHECK(again.error == OFFICELINK_OK && same_fields(kind, &again, out), "exact-text-buffer-result");
    free(exact);
    if (needed > 0) {
        char *short_buffer = malloc(needed - 1);
        generated_parse(kind, uri, length, short_buffer, needed - 1, &again, NULL);
        CHECK(again.error == OFFICELINK_ERROR_BUFFER_TOO_SMALL, "short-text-buffer-not-refused");
        free(short_buffer);
    }
}

/* Builds a parsed message in the snprintf protocol; returns the URI, exactly `*length` + 1 malloc'd bytes. */
static char *build_and_check(enum kind kind, const struct fields *f, size_t *length)
{
    size_t measured = 0, built = 0, truncated = 0;
    officelink_error error = generated_build(kind, f, NULL, 0, &measured);
    CHECK(error == OFFICELINK_ERROR_BUFFER_TOO_SMALL && measured > 0, "measure-failed");

    char *uri = malloc(measured + 1);
    if (uri == NULL) abort();
    memset(uri, CANARY, measured + 1);
    error = generated_build(kind, f, uri, measured + 1, &built);
    CHECK(error == OFFICELINK_OK, "build-of-parsed-message-failed");
    CHECK(built == measured && uri[built] == '\0', "build-length-differs-from-measure");
    CHECK(memchr(uri, '\0', built) == NULL, "built-uri-holds-nul");

    char *prefix = malloc(measured);
    if (prefix == NULL) abort();
    error = generated_build(kind, f, prefix, measured, &truncated);
    CHECK(error == OFFICELINK_ERROR_BUFFER_TOO_SMALL && truncated == measured, "one-byte-short-not-refused");
    CHECK(prefix[measured - 1] == '\0' && memcmp(prefix, uri, measured - 1) == 0, "truncated-build-not-a-prefix");
    free(prefix);

    struct bytes expected = { 0 };
    canonical_uri(kind, f, &expected);
    CHECK(expected.length == built && memcmp(expected.data, uri, built) == 0, "built-uri-not-canonical-form");
    free(expected.data);
    *length = built;
    return uri;
}

static void fuzz_message(enum kind kind, const uint8_t *data, size_t size)
{
    struct fields first, second;
    char *text, *second_text;
    size_t built_length, rebuilt_length;

    current_kind = kind;
    char *uri = exact_copy(data, size);
    parse_and_check(kind, uri, size, data, &first, &text);
    if (first.error == OFFICELINK_OK) {
        char *built = build_and_check(kind, &first, &built_length);
        char *second_uri = exact_copy(built, built_length);
        parse_and_check(kind, second_uri, built_length, built, &second, &second_text);
        CHECK(second.error == OFFICELINK_OK, "canonical-uri-does-not-parse");

        /* The same fields, but the URL now in its canonical encoding. */
        struct bytes url = { 0 };
        canonical_url(&url, first.url);
        struct fields expected = first;
        expected.url.data = url.data != NULL ? url.data : "";
        expected.url.length = url.length;
        CHECK(same_fields(kind, &second, &expected), "reparsed-fields-differ");
        free(url.data);

        char *rebuilt = build_and_check(kind, &second, &rebuilt_length);
        CHECK(rebuilt_length == built_length && memcmp(rebuilt, built, built_length) == 0, "canonical-form-not-a-fixed-point");
        free(rebuilt);
        free(second_text);
        free(second_uri);
        free(built);
    }
    free(text);
    free(uri);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_message(OPEN, data, size);
    fuzz_message(RETURN, data, size);
    return 0;
}
