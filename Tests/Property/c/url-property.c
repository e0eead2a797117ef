/*
 * Property-based round trips of the URL grammar for the generated C of Examples/protocols/
 * things.json (`add`, `update`) and spotify.json (`resource`). Usage: url-property [SEED] [CASES].
 * The PRNG and the draws are the same in every language (Tests/Property/README.md, "The URL
 * grammar"), so one seed gives the same messages, URIs and digest everywhere. Every URI is parsed
 * from an allocation of exactly its length, and built into one of exactly the measured length.
 * Prints failures, then "N passed, N failed"; exits 1 on any failure.
 */
#include "spotify.h"
#include "things.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* splitmix64 (Steele, Lea, Flood 2014): the whole state is one 64-bit word. */
static uint64_t next_of(uint64_t *state)
{
    uint64_t z;
    *state += 0x9E3779B97F4A7C15u;
    z = *state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

/* The draws of the case being checked. */
static uint64_t rng_state;

static uint64_t next(void)
{
    return next_of(&rng_state);
}

/* A number in 0..<n (n > 0); the modulo bias does not matter here. */
static size_t below(size_t n)
{
    return (size_t)(next() % n);
}

static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
static const char scheme_chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-.";
static const char base62[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/* Pieces that look like the URL grammar: delimiters, escapes and half escapes, a parameter. */
static const char *const specials[16] = {
    "&", "=", "#", "%", "+", "/", "?", "%20", "%2", "%zz", ",", "\n", "&x-success=a:b", "x-source", "+%2B", ";",
};
/* Emoji, ZWJ, combining marks, separators, BOM, U+FFFD/U+FFFF/U+10FFFF, a prepend mark, NUL. */
static const uint32_t extras[16] = {
    0x1F600, 0x1F4A9, 0x1F1FA, 0x1F1F8, 0x200D, 0x0301, 0x0308, 0x2028, 0x2029, 0xFEFF, 0xFFFD, 0xFFFF,
    0x10FFFF, 0x0600, 0x00E9, 0x0000,
};

/* The memory of one case's message: reset before each case. */
static char arena[1 << 20];
static size_t arena_used;

static void *allocate(size_t size)
{
    void *block;
    arena_used = (arena_used + 15) & ~(size_t)15;
    if (arena_used + size > sizeof arena) {
        fputs("url-property: arena exhausted\n", stderr);
        exit(2);
    }
    block = arena + arena_used;
    arena_used += size;
    return block;
}

static size_t put_scalar(char *out, uint32_t scalar)
{
    if (scalar < 0x80) {
        out[0] = (char)scalar;
        return 1;
    }
    if (scalar < 0x800) {
        out[0] = (char)(0xC0 | (scalar >> 6));
        out[1] = (char)(0x80 | (scalar & 0x3F));
        return 2;
    }
    if (scalar < 0x10000) {
        out[0] = (char)(0xE0 | (scalar >> 12));
        out[1] = (char)(0x80 | ((scalar >> 6) & 0x3F));
        out[2] = (char)(0x80 | (scalar & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (scalar >> 18));
    out[1] = (char)(0x80 | ((scalar >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((scalar >> 6) & 0x3F));
    out[3] = (char)(0x80 | (scalar & 0x3F));
    return 4;
}

static things_string absent(void)
{
    things_string none = { NULL, 0 };
    return none;
}

static things_string text(void)
{
    char *out = allocate(12 * 16);
    size_t length = 0, count = below(12), control;
    while (count-- > 0) {
        switch (below(7)) {
        case 0: length += put_scalar(out + length, (uint32_t)(0x20 + below(95))); break;
        case 1: {
            const char *special = specials[below(16)];
            memcpy(out + length, special, strlen(special));
            length += strlen(special);
            break;
        }
        case 2:
            control = below(33);
            length += put_scalar(out + length, control == 32 ? 0x7F : (uint32_t)control);
            break;
        case 3: length += put_scalar(out + length, (uint32_t)(0x80 + below(0xD800 - 0x80))); break;
        case 4: length += put_scalar(out + length, (uint32_t)(0xE000 + below(0x2000))); break;
        case 5: length += put_scalar(out + length, (uint32_t)(0x10000 + below(0x100000))); break;
        default: length += put_scalar(out + length, extras[below(16)]); break;
        }
    }
    {
        things_string drawn = { out, length };
        return drawn;
    }
}

/* A text that is not empty: "-" stands for an empty draw. */
static things_string non_empty_text(void)
{
    things_string drawn = text();
    return drawn.length == 0 ? things_string_of("-") : drawn;
}

static things_string_list list(char separator)
{
    size_t count = below(4), index, kept, at;
    things_string *items = allocate(count * sizeof *items + 1);
    things_string_list drawn;
    for (index = 0; index < count; index++) {
        things_string item = text();
        char *bytes = (char *)item.data;
        for (kept = 0, at = 0; at < item.length; at++) {
            if (bytes[at] != separator) bytes[kept++] = bytes[at];
        }
        item.length = kept;
        items[index] = kept == 0 ? things_string_of("-") : item;
    }
    drawn.items = items;
    drawn.count = count;
    return drawn;
}

static things_string optional_text(void)
{
    return below(2) == 1 ? text() : absent();
}

/* Sets *has and returns the list when the draw gives one. */
static things_string_list optional_list(bool *has, char separator)
{
    things_string_list none = { NULL, 0 };
    *has = below(2) == 1;
    return *has ? list(separator) : none;
}

static things_string optional_url(void)
{
    char *out;
    size_t length, index;
    things_string rest;
    if (below(2) != 1) return absent();
    out = allocate(13 + 12 * 16);
    length = 1 + below(12);
    out[0] = letters[below(52)];
    for (index = 1; index < length; index++) out[index] = scheme_chars[below(65)];
    out[length++] = ':';
    rest = text();
    memcpy(out + length, rest.data, rest.length);
    {
        things_string url = { out, length + rest.length };
        return url;
    }
}

static int days_in(int year, int month)
{
    if (month == 2) return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28;
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
}

static things_string optional_date_time(void)
{
    char *out;
    int year, month, day, hour, minute, length;
    size_t seconds, digits;
    if (below(2) != 1) return absent();
    out = allocate(64);
    year = (int)below(10000);
    month = 1 + (int)below(12);
    day = 1 + (int)below((size_t)days_in(year, month));
    hour = (int)below(24);
    minute = (int)below(60);
    length = sprintf(out, "%04d-%02d-%02dT%02d:%02d", year, month, day, hour, minute);
    seconds = below(3);
    if (seconds > 0) length += sprintf(out + length, ":%02d", (int)below(60));
    if (seconds == 2) {
        out[length++] = '.';
        for (digits = below(4) + 1; digits > 0; digits--) out[length++] = (char)('0' + below(10));
    }
    switch (below(3)) {
    case 1: out[length++] = 'Z'; break;
    case 2: {
        char sign = below(2) == 0 ? '+' : '-';
        int hours = (int)below(24);
        length += sprintf(out + length, "%c%02d:%02d", sign, hours, (int)below(60));
        break;
    }
    default: break;
    }
    {
        things_string drawn = { out, (size_t)length };
        return drawn;
    }
}

/*
 * Which fields of an `overrides` rule a case fills in: neither, the winner, the loser, or both
 * (a conflict the builder must refuse).
 */
typedef struct pair {
    bool winner;
    bool loser;
} pair;

static pair draw_pair(void)
{
    size_t draw = below(16);
    pair drawn;
    drawn.winner = (draw >= 7 && draw <= 10) || draw == 15;
    drawn.loser = draw >= 11;
    return drawn;
}

/* An optional flag without a default: absent, false or true. */
static void optional_flag(bool *has, bool *value)
{
    size_t draw = below(3);
    *has = draw != 0;
    *value = draw == 2;
}

/* A Things `add` message; returns whether it fills in both fields of an `overrides` rule. */
static bool generate_add(things_add_message *m)
{
    pair titles, lists, headings, done;
    size_t clipboard;
    things_init_add(m);
    titles = draw_pair();
    if (titles.loser) m->title = text();
    if (titles.winner) {
        m->has_titles = true;
        m->titles = list('\n');
    }
    m->notes = optional_text();
    m->when = optional_text();
    m->deadline = optional_text();
    m->tags = optional_list(&m->has_tags, ',');
    m->checklist_items = optional_list(&m->has_checklist_items, '\n');
    clipboard = below(4);
    m->has_use_clipboard = clipboard != 3;
    if (clipboard != 3) m->use_clipboard = (things_use_clipboard)clipboard;
    lists = draw_pair();
    if (lists.winner) m->list_id = text();
    if (lists.loser) m->list = text();
    headings = draw_pair();
    if (headings.winner) m->heading_id = text();
    if (headings.loser) m->heading = text();
    done = draw_pair();
    m->completed = done.loser;
    m->canceled = done.winner;
    m->show_quick_entry = below(2) == 1;
    m->reveal = below(2) == 1;
    m->creation_date = optional_date_time();
    m->completion_date = optional_date_time();
    m->x_source = optional_text();
    m->x_success = optional_url();
    m->x_error = optional_url();
    m->x_cancel = optional_url();
    return (titles.winner && titles.loser) || (lists.winner && lists.loser) || (headings.winner && headings.loser)
        || (done.winner && done.loser);
}

/* A Things `update` message; returns whether it fills in both fields of an `overrides` rule. */
static bool generate_update(things_update_message *m)
{
    pair lists, headings, done;
    things_init_update(m);
    m->auth_token = non_empty_text();
    m->id = non_empty_text();
    m->title = optional_text();
    m->notes = optional_text();
    m->prepend_notes = optional_text();
    m->append_notes = optional_text();
    m->when = optional_text();
    m->deadline = optional_text();
    m->tags = optional_list(&m->has_tags, ',');
    m->add_tags = optional_list(&m->has_add_tags, ',');
    m->checklist_items = optional_list(&m->has_checklist_items, '\n');
    m->prepend_checklist_items = optional_list(&m->has_prepend_checklist_items, '\n');
    m->append_checklist_items = optional_list(&m->has_append_checklist_items, '\n');
    lists = draw_pair();
    if (lists.winner) m->list_id = text();
    if (lists.loser) m->list = text();
    headings = draw_pair();
    if (headings.winner) m->heading_id = text();
    if (headings.loser) m->heading = text();
    done = draw_pair();
    m->has_completed = done.loser;
    if (done.loser) m->completed = below(2) == 1;
    m->has_canceled = done.winner;
    if (done.winner) m->canceled = below(2) == 1;
    optional_flag(&m->has_reveal, &m->reveal);
    optional_flag(&m->has_duplicate, &m->duplicate);
    m->creation_date = optional_date_time();
    m->completion_date = optional_date_time();
    m->x_source = optional_text();
    m->x_success = optional_url();
    m->x_error = optional_url();
    m->x_cancel = optional_url();
    return (lists.winner && lists.loser) || (headings.winner && headings.loser) || (done.winner && done.loser);
}

/* A Spotify `resource` message; returns whether its id is valid (an eighth of them are too short). */
static bool generate_resource(spotify_resource_message *m)
{
    size_t length, index;
    char *id;
    spotify_init_resource(m);
    m->carrier = below(2) == 0 ? SPOTIFY_RESOURCE_CARRIER_URI : SPOTIFY_RESOURCE_CARRIER_WEB;
    m->type = (spotify_type)below(6);
    length = below(8) == 0 ? below(22) : 22;
    id = allocate(length + 1);
    for (index = 0; index < length; index++) id[index] = base62[below(62)];
    m->id.data = id;
    m->id.length = length;
    return length == 22;
}

/* Rendering messages for comparison, byte for byte. */

/* A growing text: the rendering of a message, or a URI being put together. */
typedef struct text_out {
    char *data;
    size_t length, capacity;
} text_out;

static void append(text_out *out, const char *bytes, size_t length)
{
    if (out->length + length + 1 > out->capacity) {
        out->capacity = 2 * (out->length + length + 1);
        out->data = realloc(out->data, out->capacity);
        if (out->data == NULL) abort();
    }
    memcpy(out->data + out->length, bytes, length);
    out->length += length;
    out->data[out->length] = '\0';
}

static void append_text(text_out *out, const char *cstring)
{
    append(out, cstring, strlen(cstring));
}

/* The bytes, with everything outside printable ASCII written as \x{XX}, and `\` as `\\`: one line. */
static void append_shown(text_out *out, const char *bytes, size_t length)
{
    size_t index;
    char escape[8];
    for (index = 0; index < length; index++) {
        unsigned char byte = (unsigned char)bytes[index];
        if (byte >= 0x20 && byte < 0x7F && byte != '\\') {
            append(out, (const char *)&byte, 1);
        } else {
            sprintf(escape, "\\x{%02X}", byte);
            append_text(out, escape);
        }
    }
}

static void render_string(text_out *out, const char *name, things_string value)
{
    if (value.data == NULL) return;
    append_text(out, name);
    append_text(out, "=");
    append_shown(out, value.data, value.length);
    append_text(out, "\n");
}

static void render_list(text_out *out, const char *name, bool has, things_string_list value)
{
    size_t index;
    if (!has) return;
    append_text(out, name);
    append_text(out, "=[");
    for (index = 0; index < value.count; index++) {
        if (index > 0) append_text(out, "|");
        append_shown(out, value.items[index].data, value.items[index].length);
    }
    append_text(out, "]\n");
}

static void render_flag(text_out *out, const char *name, bool has, bool value)
{
    if (!has) return;
    append_text(out, name);
    append_text(out, value ? "=true\n" : "=false\n");
}

static void render_unknown(text_out *out, things_string key, things_string value)
{
    append_text(out, "unknown ");
    append_shown(out, key.data, key.length);
    append_text(out, "=");
    append_shown(out, value.data, value.length);
    append_text(out, "\n");
}

static void render_add(text_out *out, const void *message)
{
    const things_add_message *m = message;
    render_string(out, "title", m->title);
    render_list(out, "titles", m->has_titles, m->titles);
    render_string(out, "notes", m->notes);
    render_string(out, "when", m->when);
    render_string(out, "deadline", m->deadline);
    render_list(out, "tags", m->has_tags, m->tags);
    render_list(out, "checklistItems", m->has_checklist_items, m->checklist_items);
    if (m->has_use_clipboard) render_string(out, "useClipboard", things_string_of(things_use_clipboard_id(m->use_clipboard)));
    render_string(out, "listId", m->list_id);
    render_string(out, "list", m->list);
    render_string(out, "headingId", m->heading_id);
    render_string(out, "heading", m->heading);
    render_flag(out, "completed", true, m->completed);
    render_flag(out, "canceled", true, m->canceled);
    render_flag(out, "showQuickEntry", true, m->show_quick_entry);
    render_flag(out, "reveal", true, m->reveal);
    render_string(out, "creationDate", m->creation_date);
    render_string(out, "completionDate", m->completion_date);
    render_string(out, "xSource", m->x_source);
    render_string(out, "xSuccess", m->x_success);
    render_string(out, "xError", m->x_error);
    render_string(out, "xCancel", m->x_cancel);
}

static void render_update(text_out *out, const void *message)
{
    const things_update_message *m = message;
    render_string(out, "authToken", m->auth_token);
    render_string(out, "id", m->id);
    render_string(out, "title", m->title);
    render_string(out, "notes", m->notes);
    render_string(out, "prependNotes", m->prepend_notes);
    render_string(out, "appendNotes", m->append_notes);
    render_string(out, "when", m->when);
    render_string(out, "deadline", m->deadline);
    render_list(out, "tags", m->has_tags, m->tags);
    render_list(out, "addTags", m->has_add_tags, m->add_tags);
    render_list(out, "checklistItems", m->has_checklist_items, m->checklist_items);
    render_list(out, "prependChecklistItems", m->has_prepend_checklist_items, m->prepend_checklist_items);
    render_list(out, "appendChecklistItems", m->has_append_checklist_items, m->append_checklist_items);
    render_string(out, "listId", m->list_id);
    render_string(out, "list", m->list);
    render_string(out, "headingId", m->heading_id);
    render_string(out, "heading", m->heading);
    render_flag(out, "completed", m->has_completed, m->completed);
    render_flag(out, "canceled", m->has_canceled, m->canceled);
    render_flag(out, "reveal", m->has_reveal, m->reveal);
    render_flag(out, "duplicate", m->has_duplicate, m->duplicate);
    render_string(out, "creationDate", m->creation_date);
    render_string(out, "completionDate", m->completion_date);
    render_string(out, "xSource", m->x_source);
    render_string(out, "xSuccess", m->x_success);
    render_string(out, "xError", m->x_error);
    render_string(out, "xCancel", m->x_cancel);
}

static void render_resource(text_out *out, const void *message)
{
    const spotify_resource_message *m = message;
    things_string id = { m->id.data, m->id.length };
    render_string(out, "carrier", things_string_of(m->carrier == SPOTIFY_RESOURCE_CARRIER_URI ? "uri" : "web"));
    render_string(out, "type", things_string_of(spotify_type_id(m->type)));
    render_string(out, "id", id);
}

/* Building and parsing, one pair of functions per message; they return an error kind or NULL. */

typedef struct codec {
    const char *name;
    /* The built URI in *uri (malloc'd, NUL-terminated, exactly as long as measured), or the kind. */
    const char *(*build)(const void *message, char **uri, size_t *length);
    /* Parses `uri` (exactly `length` bytes) and renders the message, then the unknown parameters
     * the parser kept aside, into *out; fails when it did not keep them all. */
    const char *(*parse)(const char *uri, size_t length, char *text, bool strict, text_out *out);
    void (*render)(text_out *out, const void *message);
} codec;

/* Room for the unknown parameters of any URI here (at most three are added). */
#define UNKNOWN_CAPACITY 8

/*
 * Defines build_<name>, parse_<name> and <name>_codec for the message `name` of the generated C
 * whose names start with `lib` (LIB in capitals): the three messages' functions differ in those
 * names alone. Unknown parameters are rendered as things_string, this file's text type.
 */
#define CODEC(lib, LIB, name)                                                                                       \
static const char *build_##name(const void *message, char **uri, size_t *length)                                    \
{                                                                                                                   \
    lib##_error error = lib##_build_##name(message, NULL, 0, length);                                               \
    if (error != LIB##_ERROR_BUFFER_TOO_SMALL) return lib##_error_name(error);                                      \
    *uri = malloc(*length + 1);                                                                                     \
    error = lib##_build_##name(message, *uri, *length + 1, NULL);                                                   \
    return error == LIB##_OK ? NULL : lib##_error_name(error);                                                      \
}                                                                                                                   \
                                                                                                                    \
static const char *parse_##name(const char *uri, size_t length, char *text, bool strict, text_out *out)             \
{                                                                                                                   \
    lib##_unknown_parameter unknown[UNKNOWN_CAPACITY];                                                              \
    lib##_url_parse_options options;                                                                                \
    lib##_##name##_message m;                                                                                       \
    lib##_error error;                                                                                              \
    size_t index;                                                                                                   \
    options.strict = strict;                                                                                        \
    options.unknown = unknown;                                                                                      \
    options.unknown_capacity = UNKNOWN_CAPACITY;                                                                    \
    error = lib##_parse_##name(uri, length, text, LIB##_TEXT_BUFFER_SIZE(length), &options, &m, NULL);              \
    if (error != LIB##_OK) return lib##_error_name(error);                                                          \
    render_##name(out, &m);                                                                                         \
    if (m.unknown_parameter_count > UNKNOWN_CAPACITY) return "too many unknown parameters";                         \
    for (index = 0; index < m.unknown_parameter_count; index++) {                                                   \
        things_string key = { m.unknown_parameters[index].key.data, m.unknown_parameters[index].key.length };       \
        things_string value = { m.unknown_parameters[index].value.data, m.unknown_parameters[index].value.length }; \
        render_unknown(out, key, value);                                                                            \
    }                                                                                                               \
    return NULL;                                                                                                    \
}                                                                                                                   \
                                                                                                                    \
static const codec name##_codec = { #name, build_##name, parse_##name, render_##name };

CODEC(things, THINGS, add)
CODEC(things, THINGS, update)
CODEC(spotify, SPOTIFY, resource)

/* Parses a copy of `uri` in an allocation of exactly its length, with a text buffer of the size
 * the header promises suffices; the rendering goes into *out (emptied first). */
static const char *parse_exactly(const codec *c, const char *uri, size_t length, bool strict, text_out *out)
{
    char *copy = malloc(length + 1), *text = malloc(THINGS_TEXT_BUFFER_SIZE(length));
    const char *error;
    memcpy(copy, uri, length);
    out->length = 0;
    append(out, "", 0);
    error = c->parse(copy, length, text, strict, out);
    free(copy);
    free(text);
    return error;
}

/* Extra parameters in random order. */

static bool is_unreserved(unsigned char byte)
{
    return (byte >= 'A' && byte <= 'Z') || (byte >= 'a' && byte <= 'z') || (byte >= '0' && byte <= '9') || byte == '-'
        || byte == '.' || byte == '_' || byte == '~';
}

/*
 * `text` percent-encoded as a hostile but valid sender might: every byte that is not unreserved
 * as `%XX`, a quarter of the unreserved ones too, the hex digits in either case.
 */
static void append_loosely_encoded(text_out *out, things_string text)
{
    size_t index;
    char escape[4];
    for (index = 0; index < text.length; index++) {
        unsigned char byte = (unsigned char)text.data[index];
        if (is_unreserved(byte) && below(4) != 0) {
            append(out, (const char *)&byte, 1);
        } else {
            sprintf(escape, below(2) == 0 ? "%%%02X" : "%%%02x", byte);
            append_text(out, escape);
        }
    }
}

/* One parameter of the shuffled URI: its text as written, and whether it is an unknown one. */
typedef struct written_parameter {
    text_out written;
    bool is_unknown;
    things_string key, value;
} written_parameter;

/*
 * The built URI with its parameters shuffled and random unknown ones added (each named `~...`,
 * which no message declares), maybe an empty parameter, into *variant; the unknown parameters a
 * parser must keep aside are rendered into *expected, in the order the new URI has them; returns
 * how many there are.
 */
static size_t shuffle(const char *uri, size_t length, text_out *variant, text_out *expected)
{
    written_parameter parameters[64];
    size_t count = 0, unknown_count = 0, extras_count, index, start, end;
    const char *question = memchr(uri, '?', length);
    size_t base = question == NULL ? length : (size_t)(question - uri);
    memset(parameters, 0, sizeof parameters);
    for (start = base + 1; question != NULL && start <= length; start = end + 1) {
        for (end = start; end < length && uri[end] != '&'; end++) continue;
        append(&parameters[count++].written, uri + start, end - start);
    }
    for (extras_count = below(4); extras_count > 0; extras_count--) {
        written_parameter *p = &parameters[count++];
        things_string drawn = text();
        char *key = allocate(drawn.length + 1);
        bool bare;
        key[0] = '~';
        memcpy(key + 1, drawn.data, drawn.length);
        p->is_unknown = true;
        unknown_count++;
        p->key.data = key;
        p->key.length = drawn.length + 1;
        bare = below(3) == 0;
        p->value = bare ? things_string_of("") : text();
        append_loosely_encoded(&p->written, p->key);
        if (!bare) {
            append_text(&p->written, "=");
            append_loosely_encoded(&p->written, p->value);
        }
    }
    for (index = count; index-- > 1;) {
        size_t other = below(index + 1);
        written_parameter swapped = parameters[index];
        parameters[index] = parameters[other];
        parameters[other] = swapped;
    }
    if (below(4) == 0) {
        size_t at = below(count + 1);
        memmove(&parameters[at + 1], &parameters[at], (count - at) * sizeof parameters[0]);
        memset(&parameters[at], 0, sizeof parameters[0]);
        count++;
    }
    variant->length = 0;
    append(variant, uri, base);
    for (index = 0; index < count; index++) {
        append_text(variant, index == 0 ? "?" : "&");
        if (parameters[index].written.data != NULL) {
            append(variant, parameters[index].written.data, parameters[index].written.length);
        }
        if (parameters[index].is_unknown) render_unknown(expected, parameters[index].key, parameters[index].value);
        free(parameters[index].written.data);
    }
    return unknown_count;
}

/* The run. */

static uint32_t digest = 0x811C9DC5u;
static size_t failures, refused, shuffled_count;

static void digest_line(const char *bytes, size_t length)
{
    size_t index;
    for (index = 0; index <= length; index++) {
        digest ^= index < length ? (unsigned char)bytes[index] : (unsigned char)'\n';
        digest *= 0x01000193u;
    }
}

static void fail(size_t index, const char *format, ...)
{
    va_list arguments;
    failures++;
    if (failures > 20) return;
    printf("FAIL url #%zu: ", index);
    va_start(arguments, format);
    vprintf(format, arguments);
    va_end(arguments);
    printf("\n");
}

/* Builds, checks the refusal or the round trip, then parses the shuffled URI leniently and strictly. */
static void check(size_t index, const codec *c, const void *message, const char *refusal, bool takes_query)
{
    text_out expected = { NULL, 0, 0 }, got = { NULL, 0, 0 }, shown_uri = { NULL, 0, 0 };
    text_out variant = { NULL, 0, 0 };
    char *uri = NULL;
    size_t length = 0;
    const char *error = c->build(message, &uri, &length), *strict_expected;
    append(&expected, "", 0);
    c->render(&expected, message);
    if (error != NULL) {
        digest_line(error, strlen(error));
        refused++;
        if (refusal == NULL || strcmp(error, refusal) != 0) {
            fail(index, "%s build refused with %s, expected %s, from\n%s", c->name, error, refusal == NULL ? "a URI" : refusal,
                expected.data);
        }
        goto done;
    }
    digest_line(uri, length);
    append(&shown_uri, "", 0);
    append_shown(&shown_uri, uri, length);
    if (refusal != NULL) {
        fail(index, "%s built %s, expected %s", c->name, shown_uri.data, refusal);
        goto done;
    }
    error = parse_exactly(c, uri, length, true, &got);
    if (error != NULL) {
        fail(index, "%s %s parse: %s", c->name, shown_uri.data, error);
        goto done;
    }
    if (strcmp(got.data, expected.data) != 0) {
        fail(index, "%s %s parsed as\n%sexpected\n%s", c->name, shown_uri.data, got.data, expected.data);
        goto done;
    }
    if (!takes_query) goto done;
    append(&variant, "", 0);
    strict_expected = shuffle(uri, length, &variant, &expected) == 0 ? NULL : "unknownDescriptor";
    shuffled_count++;
    digest_line(variant.data, variant.length);
    shown_uri.length = 0;
    append_shown(&shown_uri, variant.data, variant.length);
    error = parse_exactly(c, variant.data, variant.length, false, &got);
    if (error != NULL) {
        fail(index, "%s %s (shuffled) parse: %s", c->name, shown_uri.data, error);
        goto done;
    }
    if (strcmp(got.data, expected.data) != 0) {
        fail(index, "%s %s (shuffled) parsed as\n%sexpected\n%s", c->name, shown_uri.data, got.data, expected.data);
        goto done;
    }
    error = parse_exactly(c, variant.data, variant.length, true, &got);
    if ((error == NULL) != (strict_expected == NULL) || (error != NULL && strcmp(error, strict_expected) != 0)) {
        fail(index, "%s %s strict parse: %s, expected an unknownDescriptor error exactly when unknown parameters",
            c->name, shown_uri.data, error == NULL ? "ok" : error);
    }
done:
    free(uri);
    free(expected.data);
    free(got.data);
    free(shown_uri.data);
    free(variant.data);
}

int main(int argc, char **argv)
{
    unsigned long long seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 12345;
    size_t cases = argc > 2 ? (size_t)strtoull(argv[2], NULL, 10) : 5000, index;
    uint64_t case_seeds;
    clock_t start = clock();
    /* Each case draws from its own PRNG, seeded by the next number of case_seeds, so a case
     * depends on the seed and its index alone, whatever the cases before it did. */
    case_seeds = seed;
    printf("url property: seed %llu, %zu cases\n", seed, cases);
    for (index = 0; index < cases; index++) {
        rng_state = next_of(&case_seeds);
        arena_used = 0;
        switch (below(3)) {
        case 0: {
            things_add_message m;
            bool conflict = generate_add(&m);
            check(index, &add_codec, &m, conflict ? "conflictingDescriptors" : NULL, true);
            break;
        }
        case 1: {
            things_update_message m;
            bool conflict = generate_update(&m);
            check(index, &update_codec, &m, conflict ? "conflictingDescriptors" : NULL, true);
            break;
        }
        default: {
            spotify_resource_message m;
            bool valid = generate_resource(&m);
            check(index, &resource_codec, &m, valid ? NULL : "invalidValue", m.carrier == SPOTIFY_RESOURCE_CARRIER_WEB);
            break;
        }
        }
    }
    printf("url roundtrip: %zu cases, digest %08x (%zu refused, %zu shuffled)\n", cases, (unsigned)digest, refused,
        shuffled_count);
    printf("url property: %.1f s\n", (double)(clock() - start) / CLOCKS_PER_SEC);
    printf("%zu passed, %zu failed\n", cases - failures, failures);
    return failures == 0 ? 0 : 1;
}
