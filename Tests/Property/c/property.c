/*
 * Property-based round trips, hostile random input and linear-time figures for the generated C
 * (Tests/Goldens/default/c/officelink.{h,c}). Usage: property [SEED] [CASES].
 * The PRNG and the round-trip generator are the same in all four languages (see
 * Tests/Property/README.md), so one seed gives the same messages, URIs and digest everywhere.
 * Every URI is parsed from an allocation of exactly its length (no NUL) with a text buffer of
 * exactly its length, and every URI is built into an allocation of exactly the measured length
 * plus its NUL, so AddressSanitizer sees any byte read or written past either.
 * Prints failures, then "N passed, N failed"; exits 1 on any failure.
 */
#define _POSIX_C_SOURCE 199309L
#include "officelink.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* splitmix64 (Steele, Lea, Flood 2014): the whole state is one 64-bit word. */
static uint64_t rng_state;

static uint64_t next_random(void)
{
    uint64_t z;
    rng_state += UINT64_C(0x9E3779B97F4A7C15);
    z = rng_state;
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* A number in 0..<n (n > 0); the modulo bias does not matter here. */
static size_t below(size_t n)
{
    return (size_t)(next_random() % (uint64_t)n);
}

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
static const char scheme_chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-.";
/* The schemes a document URL may have (schema.json: http or https), in letter cases the parsers must ignore. */
static const char *const url_schemes[4] = { "http", "https", "HTTP", "hTTpS" };

/* Pieces that look like grammar: bars, escapes and half escapes, a colon, CRLF, U+2028. */
static const char *const specials[16] = {
    "|", "%", "|p|", "|c|x", "%7C", "%25", "%2", "%G1", "%e9", "%%", "+", ":", "\xE2\x80\xA8", "\r\n", "~",
    "%F0%9F%98%80",
};

/* Emoji, ZWJ, combining marks, separators, BOM, U+FFFD/U+FFFF/U+10FFFF, a prepend mark, NUL. */
static const uint32_t extras[16] = {
    0x1F600, 0x1F4A9, 0x1F1FA, 0x1F1F8, 0x200D, 0x0301, 0x0308, 0x2028, 0x2029, 0xFEFF, 0xFFFD, 0xFFFF,
    0x10FFFF, 0x0600, 0x00E9, 0x0000,
};

static const char *const hostile_tokens[18] = {
    "ms-word", "MS-WORD:", "ofe", "ofv", "u", "p", "c", "z", "yes", "no", "http://a", "|", "||", ":", "%",
    "|u|", "|c|", "|z|yes",
};

static const officelink_app app_list[4] = {
    OFFICELINK_APP_EXCEL, OFFICELINK_APP_ONE_NOTE, OFFICELINK_APP_POWER_POINT, OFFICELINK_APP_WORD,
};

static const char canonical_alphabet[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%|";

/* Sequences that are not UTF-8: a stray byte, an overlong form, a surrogate, past U+10FFFF, a lone
 * continuation byte, and cut-short 3- and 4-byte sequences. */
static const char *const not_utf8[7] = {
    "\xFF", "\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80", "\x80", "\xE2\x82", "\xF0\x9F\x98",
};

/* Failures printed in full for each check; the rest are counted (VERBOSE=1 prints them all). */
#define SHOWN_FAILURES 20

/* The tally's slots: OFFICELINK_OK and the error kinds by value, then anything else. */
#define SLOT_UNTYPED (OFFICELINK_ERROR_BUFFER_TOO_SMALL + 1)
#define SLOTS (SLOT_UNTYPED + 1)

static long passed;
static long failed;
/* Round trips whose URL the app's limits refuse (docs/grammar.md, "App limits and hosts"). */
static long refused_by_limits;
static uint32_t digest = 0x811C9DC5u;
static bool verbose;

/* A growable run of bytes; data is never NULL, so an empty one is still a present string. */
typedef struct bytes {
    char *data;
    size_t length;
    size_t capacity;
} bytes;

static void *checked(void *pointer)
{
    if (pointer == NULL) {
        fputs("property: out of memory\n", stderr);
        exit(2);
    }
    return pointer;
}

static void bytes_init(bytes *b)
{
    b->capacity = 16;
    b->data = checked(malloc(b->capacity));
    b->length = 0;
}

static void bytes_free(bytes *b)
{
    free(b->data);
    b->data = NULL;
    b->length = 0;
    b->capacity = 0;
}

static void bytes_insert(bytes *b, size_t at, const char *data, size_t count)
{
    if (count == 0) {
        return;
    }
    if (b->length + count > b->capacity) {
        while (b->length + count > b->capacity) {
            b->capacity *= 2;
        }
        b->data = checked(realloc(b->data, b->capacity));
    }
    memmove(b->data + at + count, b->data + at, b->length - at);
    memcpy(b->data + at, data, count);
    b->length += count;
}

static void bytes_append(bytes *b, const char *data, size_t count)
{
    bytes_insert(b, b->length, data, count);
}

static void bytes_append_string(bytes *b, const char *string)
{
    bytes_append(b, string, strlen(string));
}

static void bytes_append_byte(bytes *b, unsigned char byte)
{
    char c = (char)byte;
    bytes_append(b, &c, 1);
}

static void bytes_remove(bytes *b, size_t start, size_t end)
{
    memmove(b->data + start, b->data + end, b->length - end);
    b->length -= end - start;
}

static void bytes_copy(bytes *to, const bytes *from)
{
    bytes_init(to);
    bytes_append(to, from->data, from->length);
}

/* Appends the UTF-8 form of the scalar `point`. */
static void bytes_append_point(bytes *b, uint32_t point)
{
    if (point < 0x80) {
        bytes_append_byte(b, (unsigned char)point);
    } else if (point < 0x800) {
        bytes_append_byte(b, (unsigned char)(0xC0 | (point >> 6)));
        bytes_append_byte(b, (unsigned char)(0x80 | (point & 0x3F)));
    } else if (point < 0x10000) {
        bytes_append_byte(b, (unsigned char)(0xE0 | (point >> 12)));
        bytes_append_byte(b, (unsigned char)(0x80 | ((point >> 6) & 0x3F)));
        bytes_append_byte(b, (unsigned char)(0x80 | (point & 0x3F)));
    } else {
        bytes_append_byte(b, (unsigned char)(0xF0 | (point >> 18)));
        bytes_append_byte(b, (unsigned char)(0x80 | ((point >> 12) & 0x3F)));
        bytes_append_byte(b, (unsigned char)(0x80 | ((point >> 6) & 0x3F)));
        bytes_append_byte(b, (unsigned char)(0x80 | (point & 0x3F)));
    }
}

static void bytes_vprintf(bytes *b, const char *format, va_list arguments)
{
    va_list again;
    int needed;
    char *text;

    va_copy(again, arguments);
    needed = vsnprintf(NULL, 0, format, again);
    va_end(again);
    if (needed <= 0) {
        return;
    }
    text = checked(malloc((size_t)needed + 1));
    vsnprintf(text, (size_t)needed + 1, format, arguments);
    bytes_append(b, text, (size_t)needed);
    free(text);
}

static void bytes_printf(bytes *b, const char *format, ...)
{
    va_list arguments;
    va_start(arguments, format);
    bytes_vprintf(b, format, arguments);
    va_end(arguments);
}

/*
 * The scalar whose UTF-8 form starts at text[0], in *point, and the form's length; 0 when the
 * bytes there are not UTF-8 (Unicode's table 3-7: no overlong forms, no surrogates, nothing past
 * U+10FFFF). Written apart from the golden's check, to check it.
 */
static size_t decode_scalar(const unsigned char *text, size_t length, uint32_t *point)
{
    size_t size;
    uint32_t value;
    uint32_t least;

    if (text[0] < 0x80) {
        *point = text[0];
        return 1;
    }
    if ((text[0] & 0xE0) == 0xC0) {
        size = 2;
        value = text[0] & 0x1Fu;
        least = 0x80;
    } else if ((text[0] & 0xF0) == 0xE0) {
        size = 3;
        value = text[0] & 0x0Fu;
        least = 0x800;
    } else if ((text[0] & 0xF8) == 0xF0) {
        size = 4;
        value = text[0] & 0x07u;
        least = 0x10000;
    } else {
        return 0;
    }
    if (length < size) {
        return 0;
    }
    for (size_t index = 1; index < size; index++) {
        if ((text[index] & 0xC0) != 0x80) {
            return 0;
        }
        value = (value << 6) | (text[index] & 0x3Fu);
    }
    if (value < least || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) {
        return 0;
    }
    *point = value;
    return size;
}

static bool is_utf8(const char *text, size_t length)
{
    const unsigned char *bytes = (const unsigned char *)text;
    uint32_t point;
    for (size_t index = 0; index < length;) {
        size_t size = decode_scalar(bytes + index, length - index, &point);
        if (size == 0) {
            return false;
        }
        index += size;
    }
    return true;
}

/* How many of the `length` bytes at `text` come before the first byte of `stops` (all of them if none). */
static size_t strcspn_length(const char *text, size_t length, const char *stops)
{
    size_t index = 0;
    while (index < length && (text[index] == '\0' || strchr(stops, text[index]) == NULL)) {
        index++;
    }
    return index;
}

/* `text` with everything outside printable ASCII written as \u{X}, a byte that is not UTF-8 as
 * \x{XX}, and `\` as `\\`. */
static void bytes_shown(bytes *b, const char *text, size_t length)
{
    const unsigned char *data = (const unsigned char *)text;
    uint32_t point;
    if (text == NULL) {
        bytes_append_string(b, "(absent)");
        return;
    }
    for (size_t index = 0; index < length;) {
        size_t size = decode_scalar(data + index, length - index, &point);
        if (size == 0) {
            bytes_printf(b, "\\x{%02X}", data[index]);
            index++;
        } else if (point >= 0x20 && point < 0x7F && point != '\\') {
            bytes_append_byte(b, (unsigned char)point);
            index++;
        } else {
            bytes_printf(b, "\\u{%lX}", (unsigned long)point);
            index += size;
        }
    }
}

/* How many failures each check had, in the order each first failed. */
static struct check_count {
    const char *check;
    long failures;
} check_counts[8];

/*
 * Counts a failure of `check`; prints it when it is one of the check's first SHOWN_FAILURES, or
 * with VERBOSE=1.
 */
static void fail(const char *check, const char *format, ...)
{
    struct check_count *count = check_counts;
    bytes text;
    va_list arguments;

    failed++;
    while (count < check_counts + COUNT(check_counts) - 1 && count->check != NULL && strcmp(count->check, check) != 0) {
        count++;
    }
    count->check = check;
    count->failures++;
    if (!verbose && count->failures > SHOWN_FAILURES) {
        return;
    }
    bytes_init(&text);
    va_start(arguments, format);
    bytes_vprintf(&text, format, arguments);
    va_end(arguments);
    printf("FAIL %.*s\n", (int)text.length, text.data);
    bytes_free(&text);
}

/* A message as generated; mode -1 means "left out", which builds OFFICELINK_DEFAULT_MODE. */
typedef struct generated {
    bool is_open;
    officelink_app app;
    bytes scheme;
    int mode;
    bytes url;
    bool has_passback;
    bytes passback;
    bool upload_pending;
    bool has_context;
    bytes context;
} generated;

static void generated_init(generated *m)
{
    memset(m, 0, sizeof *m);
    m->app = OFFICELINK_APP_WORD;
    m->mode = -1;
    bytes_init(&m->scheme);
    bytes_init(&m->url);
    bytes_init(&m->passback);
    bytes_init(&m->context);
}

static void generated_copy(generated *to, const generated *from)
{
    *to = *from;
    bytes_copy(&to->scheme, &from->scheme);
    bytes_copy(&to->url, &from->url);
    bytes_copy(&to->passback, &from->passback);
    bytes_copy(&to->context, &from->context);
}

static void generated_free(generated *m)
{
    bytes_free(&m->scheme);
    bytes_free(&m->url);
    bytes_free(&m->passback);
    bytes_free(&m->context);
}

/* The shared generator (same draws, in the same order, in every language) */

static void random_scheme(bytes *out)
{
    size_t length = 1 + below(12);
    bytes_append_byte(out, (unsigned char)letters[below(52)]);
    for (size_t index = 1; index < length; index++) {
        bytes_append_byte(out, (unsigned char)scheme_chars[below(65)]);
    }
}

static void piece(bytes *out)
{
    switch (below(7)) {
    case 0:
        bytes_append_point(out, (uint32_t)(0x20 + below(95)));
        break;
    case 1:
        bytes_append_string(out, specials[below(16)]);
        break;
    case 2: {
        size_t control = below(33);
        bytes_append_point(out, control == 32 ? 0x7F : (uint32_t)control);
        break;
    }
    case 3:
        bytes_append_point(out, (uint32_t)(0x80 + below(0xD800 - 0x80)));
        break;
    case 4:
        bytes_append_point(out, (uint32_t)(0xE000 + below(0x2000)));
        break;
    case 5:
        bytes_append_point(out, (uint32_t)(0x10000 + below(0x100000)));
        break;
    default:
        bytes_append_point(out, extras[below(16)]);
        break;
    }
}

static void random_text(bytes *out)
{
    size_t count = below(25);
    for (size_t index = 0; index < count; index++) {
        piece(out);
    }
}

static void message(generated *m)
{
    generated_init(m);
    m->is_open = below(2) == 0;
    switch (below(3)) {
    case 0:
        m->mode = OFFICELINK_MODE_VIEW;
        break;
    case 1:
        m->mode = OFFICELINK_MODE_EDIT;
        break;
    default:
        m->mode = -1;
        break;
    }
    if (m->is_open) {
        m->app = app_list[below(4)];
    } else {
        random_scheme(&m->scheme);
        m->upload_pending = below(2) == 1;
    }
    bytes_append_string(&m->url, url_schemes[below(4)]);
    bytes_append_string(&m->url, ":");
    random_text(&m->url);
    if (m->is_open && below(2) == 1) {
        m->has_passback = true;
        random_scheme(&m->passback);
    }
    if (below(2) == 1) {
        m->has_context = true;
        random_text(&m->context);
    }
}

/* Building and parsing */

/* Either message, as the API takes and returns it. */
typedef struct views {
    bool is_open;
    officelink_open_message open;
    officelink_return_message back;
} views;

static officelink_string view_of(const bytes *b, bool present)
{
    officelink_string string = { NULL, 0 };
    if (present) {
        string.data = b->data;
        string.length = b->length;
    }
    return string;
}

static views views_of(const generated *m)
{
    views v;
    officelink_mode mode = m->mode < 0 ? OFFICELINK_DEFAULT_MODE : (officelink_mode)m->mode;
    memset(&v, 0, sizeof v);
    v.is_open = m->is_open;
    if (m->is_open) {
        v.open.app = m->app;
        v.open.mode = mode;
        v.open.url = view_of(&m->url, true);
        v.open.passback = view_of(&m->passback, m->has_passback);
        v.open.context = view_of(&m->context, m->has_context);
    } else {
        v.back.scheme = view_of(&m->scheme, true);
        v.back.mode = mode;
        v.back.url = view_of(&m->url, true);
        v.back.upload_pending = m->upload_pending;
        v.back.context = view_of(&m->context, m->has_context);
    }
    return v;
}

static officelink_error build_views(const views *v, char *buffer, size_t size, size_t *length)
{
    return v->is_open ? officelink_build_open(&v->open, buffer, size, length)
                      : officelink_build_return(&v->back, buffer, size, length);
}

static const char *error_name(officelink_error error)
{
    const char *name = officelink_error_name(error);
    return name == NULL ? "(no error of the API)" : name;
}

/*
 * Builds snprintf-style: measures with no buffer, builds into an allocation of exactly the length
 * and its NUL (returned in *uri, to free), and checks that a buffer one byte short is refused with
 * as much as fits. Appends to *problem where the builder breaks that contract. On an error *uri is
 * NULL.
 */
static officelink_error build_exact(const views *v, char **uri, size_t *length, bytes *problem)
{
    size_t measured = SIZE_MAX;
    size_t written = SIZE_MAX;
    officelink_error error = build_views(v, NULL, 0, &measured);
    char *buffer;

    *uri = NULL;
    *length = 0;
    if (error != OFFICELINK_ERROR_BUFFER_TOO_SMALL) {
        if (error == OFFICELINK_OK) {
            bytes_printf(problem, "measuring with no buffer returned ok; ");
            error = OFFICELINK_ERROR_BUFFER_TOO_SMALL;
        } else if (measured != 0) {
            bytes_printf(problem, "the length after %s is %zu, not 0; ", error_name(error), measured);
        }
        if (error != OFFICELINK_ERROR_BUFFER_TOO_SMALL) {
            return error;
        }
    }
    buffer = checked(malloc(measured + 1));
    error = build_views(v, buffer, measured + 1, &written);
    if (error != OFFICELINK_OK || written != measured || buffer[measured] != '\0'
        || memchr(buffer, '\0', measured) != NULL) {
        bytes_printf(problem, "a buffer of the measured %zu bytes and a NUL gave %s, length %zu; ", measured,
            error_name(error), written);
        free(buffer);
        return error == OFFICELINK_OK ? OFFICELINK_ERROR_BUFFER_TOO_SMALL : error;
    }
    if (measured > 0) {
        char *short_buffer = checked(malloc(measured));
        written = SIZE_MAX;
        error = build_views(v, short_buffer, measured, &written);
        if (error != OFFICELINK_ERROR_BUFFER_TOO_SMALL || written != measured || short_buffer[measured - 1] != '\0'
            || memcmp(short_buffer, buffer, measured - 1) != 0) {
            bytes_printf(problem, "a buffer one byte short gave %s, length %zu, not the truncated URI; ",
                error_name(error), written);
        }
        free(short_buffer);
    }
    *uri = buffer;
    *length = measured;
    return OFFICELINK_OK;
}

/* A URI parsed from its own exact-size copy, with a text buffer as long as the URI. */
typedef struct parsed {
    char *uri;
    size_t length;
    char *text;
    views message;
    officelink_error error;
    size_t error_offset;
} parsed;

static void parse_copy(parsed *p, const char *uri, size_t length, bool open, const officelink_parse_options *options)
{
    memset(p, 0, sizeof *p);
    p->uri = checked(malloc(length > 0 ? length : 1));
    if (length > 0) {
        memcpy(p->uri, uri, length);
    }
    p->length = length;
    p->text = checked(malloc(length > 0 ? length : 1));
    p->error_offset = SIZE_MAX;
    p->message.is_open = open;
    p->error = open ? officelink_parse_open(p->uri, length, p->text, length, options, &p->message.open, &p->error_offset)
                    : officelink_parse_return(p->uri, length, p->text, length, options, &p->message.back, &p->error_offset);
}

static void parsed_free(parsed *p)
{
    free(p->uri);
    free(p->text);
}

static bool same(officelink_string a, officelink_string b)
{
    if (a.data == NULL || b.data == NULL) {
        return a.data == NULL && b.data == NULL;
    }
    return a.length == b.length && (a.length == 0 || memcmp(a.data, b.data, a.length) == 0);
}

static bool same_bytes(const char *a, size_t a_length, const char *b, size_t b_length)
{
    return a_length == b_length && (a_length == 0 || memcmp(a, b, a_length) == 0);
}

static const char *mode_name(int mode)
{
    return mode < 0 ? "(default)" : mode == OFFICELINK_MODE_VIEW ? "view" : mode == OFFICELINK_MODE_EDIT ? "edit" : "?";
}

static void describe(const generated *m, bytes *out)
{
    if (m->is_open) {
        const char *name = officelink_app_name(m->app);
        bytes_printf(out, "open app=%s", name == NULL ? "?" : name);
    } else {
        bytes_append_string(out, "return scheme=");
        bytes_shown(out, m->scheme.data, m->scheme.length);
    }
    bytes_printf(out, " mode=%s url=", mode_name(m->mode));
    bytes_shown(out, m->url.data, m->url.length);
    if (m->has_passback) {
        bytes_append_string(out, " passback=");
        bytes_shown(out, m->passback.data, m->passback.length);
    }
    if (!m->is_open) {
        bytes_printf(out, " uploadPending=%s", m->upload_pending ? "true" : "false");
    }
    if (m->has_context) {
        bytes_append_string(out, " context=");
        bytes_shown(out, m->context.data, m->context.length);
    }
}

static void add_to_digest(const char *uri, size_t length)
{
    for (size_t index = 0; index <= length; index++) {
        unsigned char byte = index < length ? (unsigned char)uri[index] : 0x0A;
        digest = (digest ^ byte) * 0x01000193u;
    }
}

/*
 * docs/grammar.md's app limits for the apps the generator draws, written apart from the generated
 * code: the URL as a builder writes it (percent-encoded), then its path after the scheme's colon
 * (after the authority, when "//" follows), up to '?' or '#', decoded: at most max_path
 * characters (bytes that are not UTF-8 continuation bytes), and no excluded byte in the decoded
 * file name, after the path's last '/'. OneNote has no limits.
 */
static const struct app_limit {
    officelink_app app;
    size_t max_path;
    const char *excludes;
} app_limits[] = {
    { OFFICELINK_APP_WORD, 256, "\\/:?<>|\"*" },
    { OFFICELINK_APP_EXCEL, 216, "\\/:?<>|\"*" },
    { OFFICELINK_APP_POWER_POINT, 256, "\\/:?<>|\"*" },
};

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* The URL as a builder writes it: unreserved, reserved and an existing %XX kept, every other byte %XX. */
static void written_url(bytes *out, const bytes *url)
{
    static const char kept[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=";
    bytes_init(out);
    for (size_t index = 0; index < url->length; index++) {
        unsigned char byte = (unsigned char)url->data[index];
        bool escape = byte == '%' && url->length - index >= 3 && hex_digit(url->data[index + 1]) >= 0
            && hex_digit(url->data[index + 2]) >= 0;
        if ((byte != 0 && strchr(kept, byte) != NULL) || escape) {
            bytes_append_byte(out, byte);
        } else {
            bytes_printf(out, "%%%02X", byte);
        }
    }
}

/* Whether the generated open message's URL breaks its app's limits, by the reference above. */
static bool breaks_limits(const generated *m)
{
    const struct app_limit *limit = NULL;
    bytes url;
    size_t start, path, end, name, characters = 0;
    bool broken = false;

    for (size_t index = 0; index < COUNT(app_limits); index++) {
        if (m->is_open && app_limits[index].app == m->app) limit = &app_limits[index];
    }
    if (limit == NULL) return false;
    written_url(&url, &m->url);
    start = (size_t)((const char *)memchr(url.data, ':', url.length) - url.data) + 1;
    path = start;
    if (url.length - start >= 2 && url.data[start] == '/' && url.data[start + 1] == '/') {
        path = start + 2 + strcspn_length(url.data + start + 2, url.length - start - 2, "/?#");
    }
    end = path + strcspn_length(url.data + path, url.length - path, "?#");
    name = path;
    for (size_t index = path; index < end; index++) {
        if (url.data[index] == '/') name = index + 1;
    }
    for (size_t index = path; index < end;) {
        unsigned char byte = (unsigned char)url.data[index];
        bool in_name = index >= name;
        if (byte == '%' && end - index >= 3 && hex_digit(url.data[index + 1]) >= 0 && hex_digit(url.data[index + 2]) >= 0) {
            byte = (unsigned char)(hex_digit(url.data[index + 1]) * 16 + hex_digit(url.data[index + 2]));
            index += 3;
        } else {
            index++;
        }
        characters += (byte & 0xC0) != 0x80;
        broken = broken || (in_name && byte != 0 && strchr(limit->excludes, byte) != NULL);
    }
    bytes_free(&url);
    return broken || characters > limit->max_path;
}

/* 1. Round trips */

static bool round_trip(int index, const generated *m)
{
    bytes input;
    bytes problems;
    bytes shown_uri;
    views v = views_of(m);
    char *uri;
    size_t length;
    officelink_error error;
    bool held = false;

    bytes_init(&input);
    bytes_init(&problems);
    bytes_init(&shown_uri);
    describe(m, &input);
    error = build_exact(&v, &uri, &length, &problems);
    if (breaks_limits(m)) {
        /* The app's limits refuse the URL: invalidValue, and nothing built (nor added to the digest). */
        if (uri != NULL || error != OFFICELINK_ERROR_INVALID_VALUE || problems.length > 0) {
            fail("roundtrip", "roundtrip #%d: %.*s breaks the app's limits but returned %s %.*s", index,
                (int)input.length, input.data, error_name(error), (int)problems.length, problems.data);
            free(uri);
            goto done;
        }
        refused_by_limits++;
        held = true;
        goto done;
    }
    if (uri == NULL) {
        fail("roundtrip", "roundtrip #%d: %.*s returned %s %.*s", index, (int)input.length, input.data, error_name(error),
            (int)problems.length, problems.data);
        goto done;
    }
    add_to_digest(uri, length);
    bytes_shown(&shown_uri, uri, length);
    {
        size_t bars = 0;
        int fields = 1 + (m->has_passback ? 1 : 0) + (m->has_context ? 1 : 0) + (m->is_open ? 0 : 1);
        for (size_t at = 0; at < length; at++) {
            if (strchr(canonical_alphabet, uri[at]) == NULL || uri[at] == '\0') {
                fail("roundtrip", "roundtrip #%d: the builder wrote a byte a URI may not carry: %.*s from %.*s", index,
                    (int)shown_uri.length, shown_uri.data, (int)input.length, input.data);
                goto done_uri;
            }
            bars += uri[at] == '|';
        }
        if (bars != 2 * (size_t)fields) {
            fail("roundtrip", "roundtrip #%d: %zu bars for %d fields in %.*s from %.*s", index, bars, fields,
                (int)shown_uri.length, shown_uri.data, (int)input.length, input.data);
            goto done_uri;
        }
    }
    {
        parsed p;
        parse_copy(&p, uri, length, m->is_open, NULL);
        if (p.error != OFFICELINK_OK) {
            bytes_printf(&problems, "parse returned %s", error_name(p.error));
        } else {
            officelink_mode want_mode = m->mode < 0 ? OFFICELINK_DEFAULT_MODE : (officelink_mode)m->mode;
            officelink_string context = view_of(&m->context, m->has_context);
            officelink_string got_context;
            char *rebuilt;
            size_t rebuilt_length;
            if (m->is_open) {
                const officelink_open_message *back = &p.message.open;
                got_context = back->context;
                if (back->app != m->app) {
                    bytes_printf(&problems, "app %d, ", (int)back->app);
                }
                if (back->mode != want_mode) {
                    bytes_printf(&problems, "mode %s, ", mode_name((int)back->mode));
                }
                if (!same(back->passback, view_of(&m->passback, m->has_passback))) {
                    bytes_append_string(&problems, "passback ");
                    bytes_shown(&problems, back->passback.data, back->passback.length);
                    bytes_append_string(&problems, ", ");
                }
            } else {
                const officelink_return_message *back = &p.message.back;
                got_context = back->context;
                if (!same(back->scheme, view_of(&m->scheme, true))) {
                    bytes_append_string(&problems, "scheme ");
                    bytes_shown(&problems, back->scheme.data, back->scheme.length);
                    bytes_append_string(&problems, ", ");
                }
                if (back->mode != want_mode) {
                    bytes_printf(&problems, "mode %s, ", mode_name((int)back->mode));
                }
                if (back->upload_pending != m->upload_pending) {
                    bytes_printf(&problems, "uploadPending %s, ", back->upload_pending ? "true" : "false");
                }
            }
            if (!same(got_context, context)) {
                bytes_append_string(&problems, "context ");
                bytes_shown(&problems, got_context.data, got_context.length);
                bytes_append_string(&problems, ", ");
            }
            error = build_exact(&p.message, &rebuilt, &rebuilt_length, &problems);
            if (rebuilt == NULL) {
                bytes_printf(&problems, "rebuilding returned %s", error_name(error));
            } else {
                if (!same_bytes(rebuilt, rebuilt_length, uri, length)) {
                    bytes_append_string(&problems, "rebuilt URI ");
                    bytes_shown(&problems, rebuilt, rebuilt_length);
                }
                free(rebuilt);
            }
        }
        parsed_free(&p);
    }
    if (problems.length > 0) {
        fail("roundtrip", "roundtrip #%d: %.*s built %.*s, parsed back with %.*s", index, (int)input.length, input.data,
            (int)shown_uri.length, shown_uri.data, (int)problems.length, problems.data);
    } else {
        held = true;
    }
done_uri:
    free(uri);
done:
    bytes_free(&input);
    bytes_free(&problems);
    bytes_free(&shown_uri);
    return held;
}

/*
 * The builder must refuse bytes that are not UTF-8 with invalidValue: a sequence from not_utf8 is
 * put into the context (even cases that have one) or into the URL after its colon, at a character
 * boundary, both chosen from `index` alone, so the generator's draws are the same as in the other
 * languages.
 */
static bool invalid_utf8(int index, const generated *m)
{
    const char *bad = not_utf8[(size_t)index % COUNT(not_utf8)];
    generated changed;
    bytes *field;
    const char *name;
    size_t start = 0;
    size_t boundaries = 0;
    size_t chosen;
    size_t at;
    views v;
    char *uri;
    size_t length;
    bytes problem;
    bytes input;
    officelink_error error;
    bool refused;

    generated_copy(&changed, m);
    if (m->has_context && index % 2 == 0) {
        field = &changed.context;
        name = "context";
    } else {
        field = &changed.url;
        name = "url";
        start = (size_t)((const char *)memchr(field->data, ':', field->length) - field->data) + 1;
    }
    for (at = start; at <= field->length; at++) {
        boundaries += at == field->length || ((unsigned char)field->data[at] & 0xC0) != 0x80;
    }
    chosen = (size_t)index % boundaries;
    for (at = start;; at++) {
        if (at == field->length || ((unsigned char)field->data[at] & 0xC0) != 0x80) {
            if (chosen == 0) {
                break;
            }
            chosen--;
        }
    }
    bytes_insert(field, at, bad, strlen(bad));
    v = views_of(&changed);
    bytes_init(&problem);
    bytes_init(&input);
    error = build_exact(&v, &uri, &length, &problem);
    refused = error == OFFICELINK_ERROR_INVALID_VALUE;
    if (!refused) {
        describe(&changed, &input);
        if (uri != NULL) {
            bytes_append_string(&problem, "built ");
            bytes_shown(&problem, uri, length);
        }
        fail("not-utf8", "roundtrip #%d: bytes that are not UTF-8 in the %s gave %s, not invalidValue: %.*s, from %.*s", index,
            name, error_name(error), (int)problem.length, problem.data, (int)input.length, input.data);
    }
    free(uri);
    bytes_free(&problem);
    bytes_free(&input);
    generated_free(&changed);
    return refused;
}

static void round_trip_case(int index)
{
    generated m;
    bool held;
    bool refused;
    message(&m);
    held = round_trip(index, &m);
    refused = invalid_utf8(index, &m);
    if (held && refused) {
        passed++;
    }
    generated_free(&m);
}

/* 2. Hostile input */

/* Bytes that are not UTF-8: a byte from 0x80 up alone, an overlong form, a surrogate, a lead byte
 * that never starts UTF-8. */
static void not_utf8_piece(bytes *out)
{
    switch (below(4)) {
    case 0:
        bytes_append_byte(out, (unsigned char)(0x80 + below(0x80)));
        break;
    case 1:
        bytes_append_byte(out, (unsigned char)(0xC0 + below(2)));
        bytes_append_byte(out, (unsigned char)(0x80 + below(0x40)));
        break;
    case 2:
        bytes_append_byte(out, 0xED);
        bytes_append_byte(out, (unsigned char)(0xA0 + below(0x20)));
        bytes_append_byte(out, (unsigned char)(0x80 + below(0x40)));
        break;
    default:
        bytes_append_byte(out, (unsigned char)(0xF5 + below(11)));
        bytes_append_byte(out, 0x80);
        bytes_append_byte(out, 0x80);
        break;
    }
}

/* A hostile unit in C: an ASCII byte, a special scalar, or bytes that are not UTF-8. */
static void odd_unit(bytes *out)
{
    switch (below(3)) {
    case 0:
        bytes_append_byte(out, (unsigned char)below(0x80));
        break;
    case 1:
        bytes_append_point(out, extras[below(16)]);
        break;
    default:
        not_utf8_piece(out);
        break;
    }
}

static void hostile_piece(bytes *out)
{
    switch (below(4)) {
    case 0:
        piece(out);
        break;
    case 1:
        bytes_append_string(out, hostile_tokens[below(COUNT(hostile_tokens))]);
        break;
    case 2:
        odd_unit(out);
        break;
    default:
        bytes_append_byte(out, (unsigned char)(0x20 + below(95)));
        break;
    }
}

/* The Kotlin harness's draws, on bytes, so a mutation can cut a UTF-8 sequence anywhere. */
static void hostile(bytes *units)
{
    generated m;
    views v;
    char *uri;
    size_t length;
    size_t edits;
    bytes ignored;

    bytes_init(units);
    if (below(4) == 0) {
        size_t count = below(40);
        for (size_t index = 0; index < count; index++) {
            hostile_piece(units);
        }
        return;
    }
    message(&m);
    v = views_of(&m);
    bytes_init(&ignored);
    if (build_exact(&v, &uri, &length, &ignored) == OFFICELINK_OK) {
        bytes_append(units, uri, length);
        free(uri);
    }
    bytes_free(&ignored);
    generated_free(&m);
    edits = 1 + below(4);
    for (size_t edit = 0; edit < edits; edit++) {
        size_t count = units->length;
        switch (below(8)) {
        case 0: {
            bytes inserted;
            bytes_init(&inserted);
            hostile_piece(&inserted);
            bytes_insert(units, below(count + 1), inserted.data, inserted.length);
            bytes_free(&inserted);
            break;
        }
        case 1:
            if (count > 0) {
                size_t start = below(count);
                bytes_remove(units, start, start + 1 + below(count - start < 8 ? count - start : 8));
            }
            break;
        case 2:
            if (count > 0) {
                size_t at = below(count);
                bytes unit;
                bytes_init(&unit);
                odd_unit(&unit);
                bytes_remove(units, at, at + 1);
                bytes_insert(units, at, unit.data, unit.length);
                bytes_free(&unit);
            }
            break;
        case 3:
            bytes_insert(units, below(count + 1), "|", 1);
            break;
        case 4:
            bytes_append(units, "%", 1);
            break;
        case 5:
            units->length = below(count + 1);
            break;
        case 6:
            if (count > 0) {
                size_t start = below(count);
                size_t size = 1 + below(count - start < 16 ? count - start : 16);
                bytes slice;
                bytes_init(&slice);
                bytes_append(&slice, units->data + start, size);
                bytes_insert(units, start, slice.data, slice.length);
                bytes_free(&slice);
            }
            break;
        default: {
            size_t at = below(count + 1);
            char escape[2];
            escape[0] = '%';
            escape[1] = letters[below(52)];
            bytes_insert(units, at, escape, 2);
            break;
        }
        }
    }
}

/* Whether a present string points into the URI or the text buffer it was parsed with. */
static bool inside(const parsed *p, officelink_string string)
{
    uintptr_t start = (uintptr_t)string.data;
    uintptr_t end = start + string.length;
    uintptr_t uri = (uintptr_t)p->uri;
    uintptr_t text = (uintptr_t)p->text;
    return string.data == NULL || (start >= uri && end <= uri + p->length) || (start >= text && end <= text + p->length);
}

/* A present string of a parsed message: it must point into the URI or text buffer and be UTF-8. */
static void check_string(const parsed *p, const char *name, officelink_string string, bytes *problem)
{
    if (!inside(p, string)) {
        bytes_printf(problem, "the %s points outside the URI and the text buffer; ", name);
    } else if (string.data != NULL && !is_utf8(string.data, string.length)) {
        bytes_printf(problem, "accepted a %s that is not UTF-8: ", name);
        bytes_shown(problem, string.data, string.length);
        bytes_append_string(problem, "; ");
    }
}

/* Whether two parsed messages hold the same fields, the URL aside (it is kept as written). */
static bool same_message(const views *a, const views *b)
{
    if (a->is_open) {
        return a->open.app == b->open.app && a->open.mode == b->open.mode && a->open.flags == b->open.flags
            && (a->open.save_folder.data == NULL) == (b->open.save_folder.data == NULL)
            && same(a->open.passback, b->open.passback) && same(a->open.context, b->open.context)
            && same(a->open.service, b->open.service) && same(a->open.user, b->open.user)
            && same(a->open.file_name, b->open.file_name) && same(a->open.web_or_app, b->open.web_or_app);
    }
    return same(a->back.scheme, b->back.scheme) && a->back.mode == b->back.mode
        && a->back.upload_pending == b->back.upload_pending && same(a->back.context, b->back.context);
}

/*
 * Parses `uri` as the message; on success every string read must point into the URI or the text
 * buffer and be UTF-8, the message must build, and the built URI must parse back to the same
 * fields and build the same URI again (it is canonical). On an error its offset must lie in the
 * URI. Returns the tally slot, and appends to *problem what went wrong, if anything.
 */
static int probe(const char *uri, size_t length, bool open, const officelink_parse_options *options, bytes *problem)
{
    parsed p;
    int slot;

    parse_copy(&p, uri, length, open, options);
    if (p.error != OFFICELINK_OK) {
        if (officelink_error_name(p.error) == NULL) {
            bytes_printf(problem, "returned %d, no error of the API", (int)p.error);
            slot = SLOT_UNTYPED;
        } else {
            slot = (int)p.error;
            if (p.error == OFFICELINK_ERROR_BUFFER_TOO_SMALL) {
                bytes_printf(problem, "a text buffer as long as the URI was too small");
            } else if (p.error_offset > length) {
                bytes_printf(problem, "%s at offset %zu, past the URI's %zu bytes", error_name(p.error),
                    p.error_offset, length);
            }
        }
        parsed_free(&p);
        return slot;
    }
    slot = OFFICELINK_OK;
    if (open) {
        check_string(&p, "url", p.message.open.url, problem);
        check_string(&p, "saveFolder", p.message.open.save_folder, problem);
        check_string(&p, "passback", p.message.open.passback, problem);
        check_string(&p, "context", p.message.open.context, problem);
        check_string(&p, "service", p.message.open.service, problem);
        check_string(&p, "user", p.message.open.user, problem);
        check_string(&p, "fileName", p.message.open.file_name, problem);
        check_string(&p, "webOrApp", p.message.open.web_or_app, problem);
    } else {
        check_string(&p, "scheme", p.message.back.scheme, problem);
        check_string(&p, "url", p.message.back.url, problem);
        check_string(&p, "context", p.message.back.context, problem);
    }
    if (problem->length == 0) {
        char *canonical;
        size_t canonical_length;
        officelink_error error = build_exact(&p.message, &canonical, &canonical_length, problem);
        if (canonical == NULL) {
            bytes_printf(problem, "the parsed message does not build: %s", error_name(error));
        } else {
            parsed again;
            parse_copy(&again, canonical, canonical_length, open, NULL);
            if (again.error != OFFICELINK_OK || !same_message(&again.message, &p.message)) {
                bytes_append_string(problem, "the canonical form ");
                bytes_shown(problem, canonical, canonical_length);
                bytes_append_string(problem, " does not parse back to the same message");
            } else {
                char *twice;
                size_t twice_length;
                build_exact(&again.message, &twice, &twice_length, problem);
                if (twice == NULL || !same_bytes(twice, twice_length, canonical, canonical_length)) {
                    bytes_append_string(problem, "the canonical form ");
                    bytes_shown(problem, canonical, canonical_length);
                    bytes_append_string(problem, " does not build again the same");
                }
                free(twice);
            }
            parsed_free(&again);
            free(canonical);
        }
    }
    parsed_free(&p);
    return slot;
}

static long tally[2][SLOTS];

static void hostile_case(int index, const bytes *uri)
{
    static const char *const names[2] = { "open", "return" };
    bool behaved = true;
    if (verbose) {
        bytes text;
        bytes_init(&text);
        bytes_shown(&text, uri->data, uri->length);
        printf("hostile #%d: %.*s\n", index, (int)text.length, text.data);
        bytes_free(&text);
    }
    for (int which = 0; which < 2; which++) {
        bytes problem;
        int slot;
        bytes_init(&problem);
        slot = probe(uri->data, uri->length, which == 0, NULL, &problem);
        tally[which][slot]++;
        if (problem.length > 0) {
            bytes text;
            behaved = false;
            bytes_init(&text);
            bytes_shown(&text, uri->data, uri->length);
            fail("hostile", "hostile #%d parse %s %.*s: %.*s", index, names[which], (int)text.length, text.data,
                (int)problem.length, problem.data);
            bytes_free(&text);
        }
        bytes_free(&problem);
    }
    if (behaved) {
        passed++;
    }
}

/* 3. Linear time */

static double now_seconds(void)
{
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

static double best_of_three(double *times)
{
    double best = times[0];
    for (int index = 1; index < 3; index++) {
        best = times[index] < best ? times[index] : best;
    }
    return best;
}

static void linear(void)
{
    static const char pattern[] = "ab|%\xC3\xA9\xF0\x9F\x98\x80 \xE2\x80\xA8%41x";
    static const size_t sizes[3] = { 10000, 100000, 1000000 };
    /*
     * Unknown pairs are kept aside (lenient, the default: the parser walks all of them, then finds
     * no URL) or refused at the first (strict).
     */
    static const officelink_parse_options strict = { true, NULL, 0 };
    static const struct flood {
        const char *name;
        const char *unit;
        const officelink_parse_options *options;
        officelink_error expected;
    } floods[4] = {
        { "1 MB of unknown |k|v pairs (lenient)", "|k|v", NULL, OFFICELINK_ERROR_MISSING_DESCRIPTOR },
        { "1 MB of unknown |k|v pairs (strict)", "|k|v", &strict, OFFICELINK_ERROR_UNKNOWN_DESCRIPTOR },
        { "1 MB of duplicate |c|x pairs", "|c|x", NULL, OFFICELINK_ERROR_DUPLICATE_DESCRIPTOR },
        { "1 MB of bare bars", "||", NULL, OFFICELINK_ERROR_MALFORMED },
    };
    /* The pattern ends with a NUL, which sizeof counts: 19 bytes. */
    const size_t pattern_length = sizeof pattern;
    double builds[3];
    double parses[3];
    int figures = 0;

    for (int which = 0; which < 3; which++) {
        size_t size = sizes[which];
        bytes context;
        officelink_open_message message;
        officelink_open_message result;
        size_t length = 0;
        char *uri;
        char *text;
        double times[3];
        officelink_error error = OFFICELINK_OK;

        /* Whole patterns until at least `size` UTF-8 bytes, as the other languages build it. */
        bytes_init(&context);
        while (context.length < size) {
            bytes_append(&context, pattern, pattern_length);
        }
        memset(&message, 0, sizeof message);
        message.app = OFFICELINK_APP_WORD;
        message.mode = OFFICELINK_DEFAULT_MODE;
        message.url = officelink_string_of("https://contoso/a b");
        message.passback = officelink_string_of("back");
        message.context = view_of(&context, true);
        officelink_build_open(&message, NULL, 0, &length);
        uri = checked(malloc(length + 1));
        text = checked(malloc(length + 1));
        for (int run = 0; run < 3; run++) {
            double start = now_seconds();
            error = officelink_build_open(&message, uri, length + 1, NULL);
            times[run] = now_seconds() - start;
        }
        builds[which] = best_of_three(times);
        if (error != OFFICELINK_OK) {
            fail("linear", "linear: a context of %zu bytes gave %s", size, error_name(error));
        } else {
            for (int run = 0; run < 3; run++) {
                double start = now_seconds();
                error = officelink_parse_open(uri, length, text, length, NULL, &result, NULL);
                times[run] = now_seconds() - start;
            }
            parses[which] = best_of_three(times);
            figures++;
            if (error == OFFICELINK_OK && same(result.context, message.context)
                && same(result.url, officelink_string_of("https://contoso/a%20b"))) {
                passed++;
            } else {
                fail("linear", "linear: a context of %zu bytes does not round-trip (%s)", size, error_name(error));
            }
        }
        free(uri);
        free(text);
        bytes_free(&context);
    }
    for (int which = 0; which < figures; which++) {
        printf("linear: context %7zu B: build %8.3f ms, parse %8.3f ms\n", sizes[which], builds[which] * 1000,
            parses[which] * 1000);
    }
    if (figures == 3) {
        printf("linear: ratio 1 MB / 10 KB (linear = 100x): build %.0fx, parse %.0fx\n", builds[2] / builds[0],
            parses[2] / parses[0]);
    }
    for (size_t which = 0; which < COUNT(floods); which++) {
        const struct flood *flood = &floods[which];
        size_t unit_length = strlen(flood->unit);
        bytes uri;
        bytes_init(&uri);
        bytes_append_string(&uri, "ms-word:ofe");
        for (size_t count = 0; count < 1000000 / unit_length; count++) {
            bytes_append(&uri, flood->unit, unit_length);
        }
        for (int open = 1; open >= 0; open--) {
            double times[3];
            int slot = 0;
            const char *kind;
            for (int run = 0; run < 3; run++) {
                bytes problem;
                double start;
                bytes_init(&problem);
                start = now_seconds();
                slot = probe(uri.data, uri.length, open == 1, flood->options, &problem);
                times[run] = now_seconds() - start;
                bytes_free(&problem);
            }
            kind = slot == SLOT_UNTYPED ? "untyped" : error_name((officelink_error)slot);
            printf("linear: %s, parse %s: %s in %.3f ms\n", flood->name, open ? "open" : "return", kind,
                best_of_three(times) * 1000);
            if (slot == (int)flood->expected) {
                passed++;
            } else {
                fail("linear", "linear: %s parsed as %s gave %s, not %s", flood->name, open ? "open" : "return", kind,
                    error_name(flood->expected));
            }
        }
        bytes_free(&uri);
    }
}

int main(int argc, char **argv)
{
    unsigned long long seed = 12345;
    long cases = 5000;
    double start;

    if (argc > 1) {
        char *end;
        errno = 0;
        seed = strtoull(argv[1], &end, 10);
        if (errno != 0 || *end != '\0' || argv[1][0] == '-' || argv[1][0] == '\0') {
            fprintf(stderr, "usage: property [SEED (0 to 2^64-1)] [CASES]\n");
            return 2;
        }
    }
    if (argc > 2) {
        char *end;
        errno = 0;
        cases = strtol(argv[2], &end, 10);
        if (errno != 0 || *end != '\0' || cases < 0 || cases > 100000000) {
            fprintf(stderr, "usage: property [SEED (0 to 2^64-1)] [CASES]\n");
            return 2;
        }
    }
    verbose = getenv("VERBOSE") != NULL;
    rng_state = (uint64_t)seed;
    printf("seed: %llu\n", seed);
    start = now_seconds();
    for (long index = 0; index < cases; index++) {
        round_trip_case((int)index);
    }
    printf("roundtrip: %ld cases, digest %08lx (%ld refused by the app's limits, not in the digest)\n", cases,
        (unsigned long)digest, refused_by_limits);
    for (long index = 0; index < 4 * cases; index++) {
        bytes uri;
        hostile(&uri);
        hostile_case((int)index, &uri);
        bytes_free(&uri);
    }
    for (int which = 0; which < 2; which++) {
        bool first = true;
        printf("hostile %s: %ld inputs: ", which == 0 ? "open" : "return", 4 * cases);
        for (int slot = 0; slot < SLOTS; slot++) {
            if (tally[which][slot] > 0) {
                const char *name = slot == SLOT_UNTYPED ? "untyped" : error_name((officelink_error)slot);
                printf("%s%s %ld", first ? "" : ", ", name, tally[which][slot]);
                first = false;
            }
        }
        printf("\n");
    }
    printf("property + hostile: %.2f s\n", now_seconds() - start);
    linear();
    if (failed > 0) {
        printf("failures by check:");
        for (size_t which = 0; which < COUNT(check_counts) && check_counts[which].check != NULL; which++) {
            printf("%s %s %ld", which == 0 ? "" : ",", check_counts[which].check, check_counts[which].failures);
        }
        if (verbose) {
            printf("\n");
        } else {
            printf(" (each check's first %d shown; VERBOSE=1 shows all)\n", SHOWN_FAILURES);
        }
    }
    printf("%ld passed, %ld failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
