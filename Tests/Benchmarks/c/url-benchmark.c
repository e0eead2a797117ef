/*
 * Measures the generated C for the URL grammar (Examples/protocols: things, spotify, obsidian)
 * against anchors: prints figures, asserts nothing about speed. The same command line as
 * benchmark.c:
 *
 *   url-benchmark [rounds]     every row, generated beside its anchor: medians and their ratio
 *   url-benchmark --list       the operations, one per line: name, bytes of URI per operation
 *   url-benchmark OPERATION N  does one operation N times, for callgrind (less the run of "empty")
 *
 * The inputs:
 *   - a Things add with several parameters, some percent-encoded, lists, a flag and an x-success
 *     callback URL nested in the query;
 *   - a Spotify web link, https://open.spotify.com/track/<id>;
 *   - an Obsidian new note whose content is about 100 KB once written (Things caps its notes at
 *     10,000 characters, so a 100 KB notes value is not valid Things; Obsidian's content has no cap).
 *
 * The anchors:
 *   - parse: liburiparser, as a caller of that library would use it: uriParseSingleUriExA, then
 *     the query dissected and decoded with uriDissectQueryMallocExA (a linked list of decoded
 *     pairs), or the path's segments walked. It checks nothing the schema adds (scheme, host,
 *     keys, types, lists, UTF-8).
 *   - build: a hand-written concatenate-and-escape loop: memcpy of the fixed parts and keys, a
 *     table-driven percent-escape of each value, with no checks.
 */
#define _POSIX_C_SOURCE 199309L
#include "obsidian.h"
#include "spotify.h"
#include "things.h"

#include <uriparser/Uri.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define THINGS_ADD "things:///add?title=Buy%20milk%20%26%20eggs&notes=Whole%20milk%2C%202%20L%0AFree-range%20eggs%20%E2%80%94%20a%20dozen" \
    "&when=today&tags=Errand%2CHome&checklist-items=Milk%0AEggs%0ABread&list=Groceries&reveal=true" \
    "&x-success=myapp%3A%2F%2Fx-callback-url%2Fadded%3Fsource%3Dthings"
#define SPOTIFY_WEB "https://open.spotify.com/track/6rqhFgbbKwnb9MLmUQDhG6"
#define CONTENT_BYTES (100 * 1024)
#define BUFFER_BYTES (1 << 20)

/* Everything an operation reads, made once before anything is measured. */
static struct {
    things_string things_add;
    things_add_message things_add_message;
    spotify_string spotify_web;
    spotify_resource_message spotify_web_message;
    obsidian_string large;
    obsidian_new_message large_message;
} inputs;

/* What operations write into; `sink` keeps the compiler from dropping their results. */
static char text[BUFFER_BYTES];
static char uri[BUFFER_BYTES];
static char message_text[BUFFER_BYTES];
static char large_storage[BUFFER_BYTES];
static char large_content[BUFFER_BYTES];
static volatile size_t sink;

static void fail(const char *what)
{
    fprintf(stderr, "url-benchmark: %s\n", what);
    exit(1);
}

/* ---- the generated code ---- */

static size_t parse_things_add(void)
{
    things_add_message message;
    if (things_parse_add(inputs.things_add.data, inputs.things_add.length, text, sizeof text, NULL, &message, NULL) != THINGS_OK) {
        fail("the generated parser refused the Things add");
    }
    return message.notes.length + message.x_success.length + message.tags.count;
}

static size_t parse_spotify_web(void)
{
    spotify_resource_message message;
    if (spotify_parse_resource(inputs.spotify_web.data, inputs.spotify_web.length, text, sizeof text, NULL, &message, NULL)
        != SPOTIFY_OK) {
        fail("the generated parser refused the Spotify link");
    }
    return message.id.length + (size_t)message.type;
}

static size_t parse_large(void)
{
    obsidian_new_message message;
    if (obsidian_parse_new(inputs.large.data, inputs.large.length, text, sizeof text, NULL, &message, NULL) != OBSIDIAN_OK) {
        fail("the generated parser refused the 100 KB note");
    }
    return message.content.length;
}

static size_t build_things_add(void)
{
    size_t length = 0;
    if (things_build_add(&inputs.things_add_message, uri, sizeof uri, &length) != THINGS_OK) {
        fail("the generated builder refused the Things add");
    }
    return length;
}

static size_t build_spotify_web(void)
{
    size_t length = 0;
    if (spotify_build_resource(&inputs.spotify_web_message, uri, sizeof uri, &length) != SPOTIFY_OK) {
        fail("the generated builder refused the Spotify link");
    }
    return length;
}

static size_t build_large(void)
{
    size_t length = 0;
    if (obsidian_build_new(&inputs.large_message, uri, sizeof uri, &length) != OBSIDIAN_OK) {
        fail("the generated builder refused the 100 KB note");
    }
    return length;
}

/* ---- the liburiparser anchor ---- */

static size_t parse_query_with_uriparser(const char *input, size_t length)
{
    UriUriA parsed;
    UriQueryListA *pairs = NULL;
    int count = 0;
    const char *error = NULL;
    size_t checksum = 0;
    if (uriParseSingleUriExA(&parsed, input, input + length, &error) != URI_SUCCESS
        || uriDissectQueryMallocExA(&pairs, &count, parsed.query.first, parsed.query.afterLast, URI_FALSE, URI_BR_DONT_TOUCH)
            != URI_SUCCESS) {
        fail("liburiparser refused its input");
    }
    for (const UriQueryListA *pair = pairs; pair != NULL; pair = pair->next) {
        checksum += strlen(pair->key) + (pair->value != NULL ? strlen(pair->value) : 0);
    }
    uriFreeQueryListA(pairs);
    uriFreeUriMembersA(&parsed);
    return checksum + (size_t)count;
}

static size_t parse_things_add_uriparser(void)
{
    return parse_query_with_uriparser(inputs.things_add.data, inputs.things_add.length);
}

static size_t parse_spotify_web_uriparser(void)
{
    UriUriA parsed;
    const char *error = NULL;
    size_t checksum = 0;
    if (uriParseSingleUriExA(&parsed, inputs.spotify_web.data, inputs.spotify_web.data + inputs.spotify_web.length, &error)
        != URI_SUCCESS) {
        fail("liburiparser refused the Spotify link");
    }
    checksum += (size_t)(parsed.hostText.afterLast - parsed.hostText.first);
    for (const UriPathSegmentA *segment = parsed.pathHead; segment != NULL; segment = segment->next) {
        checksum += (size_t)(segment->text.afterLast - segment->text.first);
    }
    uriFreeUriMembersA(&parsed);
    return checksum;
}

static size_t parse_large_uriparser(void)
{
    return parse_query_with_uriparser(inputs.large.data, inputs.large.length);
}

/* ---- the hand-written builder anchor ---- */

/* Whether a byte is written as it is: the unreserved bytes. */
static bool keeps[256];

static char *put_fixed(char *out, const char *bytes)
{
    size_t length = strlen(bytes);
    memcpy(out, bytes, length);
    return out + length;
}

static char *put_escaped(char *out, const char *value, size_t length)
{
    static const char digits[] = "0123456789ABCDEF";
    for (size_t index = 0; index < length; index++) {
        unsigned char byte = (unsigned char)value[index];
        if (keeps[byte]) {
            *out++ = (char)byte;
        } else {
            out[0] = '%';
            out[1] = digits[byte >> 4];
            out[2] = digits[byte & 15];
            out += 3;
        }
    }
    return out;
}

/* `&key=` (or `?key=` first) and the escaped text. */
static char *put_pair(char *out, const char *start, const char *key, things_string value)
{
    out = put_fixed(out, start);
    out = put_fixed(out, key);
    *out++ = '=';
    return put_escaped(out, value.data, value.length);
}

/* `&key=` and the items escaped, each separator written as `escaped_separator`. */
static char *put_list(char *out, const char *key, things_string_list list, const char *escaped_separator)
{
    out = put_fixed(out, "&");
    out = put_fixed(out, key);
    *out++ = '=';
    for (size_t index = 0; index < list.count; index++) {
        if (index > 0) {
            out = put_fixed(out, escaped_separator);
        }
        out = put_escaped(out, list.items[index].data, list.items[index].length);
    }
    return out;
}

/* The fields the Things add input has, in the order the grammar writes them. */
static size_t build_things_add_by_hand(void)
{
    const things_add_message *message = &inputs.things_add_message;
    char *out = put_fixed(uri, "things:///add");
    out = put_pair(out, "?", "title", message->title);
    out = put_pair(out, "&", "notes", message->notes);
    out = put_pair(out, "&", "when", message->when);
    out = put_list(out, "tags", message->tags, "%2C");
    out = put_list(out, "checklist-items", message->checklist_items, "%0A");
    out = put_pair(out, "&", "list", message->list);
    out = put_fixed(out, "&reveal=true");
    out = put_pair(out, "&", "x-success", message->x_success);
    *out = '\0';
    return (size_t)(out - uri);
}

static size_t build_spotify_web_by_hand(void)
{
    const spotify_resource_message *message = &inputs.spotify_web_message;
    char *out = put_fixed(uri, "https://open.spotify.com/");
    out = put_fixed(out, spotify_type_token(message->type));
    *out++ = '/';
    out = put_escaped(out, message->id.data, message->id.length);
    *out = '\0';
    return (size_t)(out - uri);
}

static size_t build_large_by_hand(void)
{
    const obsidian_new_message *message = &inputs.large_message;
    char *out = put_fixed(uri, "obsidian://new?vault=");
    out = put_escaped(out, message->vault.data, message->vault.length);
    out = put_fixed(out, "&name=");
    out = put_escaped(out, message->name.data, message->name.length);
    out = put_fixed(out, "&content=");
    out = put_escaped(out, message->content.data, message->content.length);
    *out = '\0';
    return (size_t)(out - uri);
}

/* ---- the operations ---- */

static size_t empty(void) { return 0; }

static const struct operation {
    const char *name;
    size_t (*run)(void);
    /* The URI's length, for per-byte figures. */
    const size_t *bytes;
} operations[] = {
    { "empty", empty, &inputs.things_add.length },
    { "parse-things-add", parse_things_add, &inputs.things_add.length },
    { "parse-things-add-uriparser", parse_things_add_uriparser, &inputs.things_add.length },
    { "parse-spotify-web", parse_spotify_web, &inputs.spotify_web.length },
    { "parse-spotify-web-uriparser", parse_spotify_web_uriparser, &inputs.spotify_web.length },
    { "parse-note-100k", parse_large, &inputs.large.length },
    { "parse-note-100k-uriparser", parse_large_uriparser, &inputs.large.length },
    { "build-things-add", build_things_add, &inputs.things_add.length },
    { "build-things-add-by-hand", build_things_add_by_hand, &inputs.things_add.length },
    { "build-spotify-web", build_spotify_web, &inputs.spotify_web.length },
    { "build-spotify-web-by-hand", build_spotify_web_by_hand, &inputs.spotify_web.length },
    { "build-note-100k", build_large, &inputs.large.length },
    { "build-note-100k-by-hand", build_large_by_hand, &inputs.large.length },
};

/* A row: the generated operation, its anchor, and how many times a timed round does each. */
static const struct row {
    const char *label;
    const char *generated;
    const char *anchor;
    const char *anchor_label;
    long iterations;
} rows[] = {
    { "url parse Things add", "parse-things-add", "parse-things-add-uriparser", "liburiparser + query list", 20000 },
    { "url parse Spotify web link", "parse-spotify-web", "parse-spotify-web-uriparser", "liburiparser + path segments", 20000 },
    { "url parse 100 KB note content", "parse-note-100k", "parse-note-100k-uriparser", "liburiparser + query list", 20 },
    { "url build Things add", "build-things-add", "build-things-add-by-hand", "memcpy + escape loop", 20000 },
    { "url build Spotify web link", "build-spotify-web", "build-spotify-web-by-hand", "memcpy + escape loop", 20000 },
    { "url build 100 KB note content", "build-note-100k", "build-note-100k-by-hand", "memcpy + escape loop", 20 },
};

static const struct operation *find_operation(const char *name)
{
    for (size_t index = 0; index < sizeof operations / sizeof operations[0]; index++) {
        if (strcmp(operations[index].name, name) == 0) {
            return &operations[index];
        }
    }
    fprintf(stderr, "url-benchmark: no operation named %s\n", name);
    exit(2);
}

/* ---- the inputs ---- */

/* The generated builder's URI and the anchor's, which must be the same bytes. */
static void check_same(size_t (*generated)(void), size_t (*by_hand)(void), const char *what)
{
    static char expected[BUFFER_BYTES];
    size_t length = generated();
    memcpy(expected, uri, length + 1);
    if (by_hand() != length || memcmp(expected, uri, length) != 0) {
        fprintf(stderr, "url-benchmark: the hand-written %s is\n%s\nnot\n%s\n", what, uri, expected);
        exit(1);
    }
}

static void make_inputs(void)
{
    /* Text a caller would percent-encode: spaces, punctuation, Latin and CJK letters, newlines. */
    static const char sentence[] = "Q4 budget (draft): r\xC3\xA9sum\xC3\xA9 & notes, 100% done / ok? \xE2\x82\xAC\xE6\x97\xA5\n";
    const char *unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
    size_t length = 0;

    for (const char *byte = unreserved; *byte != '\0'; byte++) {
        keeps[(unsigned char)*byte] = true;
    }
    inputs.things_add = things_string_of(THINGS_ADD);
    if (things_parse_add(inputs.things_add.data, inputs.things_add.length, message_text, sizeof message_text, NULL,
            &inputs.things_add_message, NULL) != THINGS_OK) {
        fail("the Things add does not parse");
    }
    inputs.spotify_web = spotify_string_of(SPOTIFY_WEB);
    if (spotify_parse_resource(inputs.spotify_web.data, inputs.spotify_web.length, text, sizeof text, NULL,
            &inputs.spotify_web_message, NULL) != SPOTIFY_OK) {
        fail("the Spotify link does not parse");
    }
    /* About CONTENT_BYTES once written. */
    for (size_t written = 0; written < CONTENT_BYTES; written += (size_t)(put_escaped(uri, sentence, sizeof sentence - 1) - uri)) {
        memcpy(large_content + length, sentence, sizeof sentence - 1);
        length += sizeof sentence - 1;
    }
    obsidian_init_new(&inputs.large_message);
    inputs.large_message.vault = obsidian_string_of("Work notes");
    inputs.large_message.name = obsidian_string_of("Q4 budget");
    inputs.large_message.content.data = large_content;
    inputs.large_message.content.length = length;
    inputs.large.length = build_large();
    memcpy(large_storage, uri, inputs.large.length);
    inputs.large.data = large_storage;

    check_same(build_things_add, build_things_add_by_hand, "Things add");
    check_same(build_spotify_web, build_spotify_web_by_hand, "Spotify link");
    check_same(build_large, build_large_by_hand, "100 KB note");
}

/* ---- timing ---- */

static double now_ns(void)
{
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1e9 + (double)time.tv_nsec;
}

static int compare_doubles(const void *left, const void *right)
{
    double a = *(const double *)left;
    double b = *(const double *)right;
    return (a > b) - (a < b);
}

/* The median over `rounds` rounds of the time one operation takes, in ns. */
static double median_ns(const struct operation *operation, long iterations, int rounds)
{
    double times[64];
    for (long index = 0; index < iterations; index++) {
        sink += operation->run();
    }
    for (int round = 0; round < rounds; round++) {
        double start = now_ns();
        for (long index = 0; index < iterations; index++) {
            sink += operation->run();
        }
        times[round] = (now_ns() - start) / (double)iterations;
    }
    qsort(times, (size_t)rounds, sizeof times[0], compare_doubles);
    return times[rounds / 2];
}

static void print_time(double ns)
{
    if (ns >= 1e6) {
        printf("%.2f ms", ns / 1e6);
    } else if (ns >= 1e3) {
        printf("%.2f \xC2\xB5s", ns / 1e3);
    } else {
        printf("%.0f ns", ns);
    }
}

int main(int argc, char **argv)
{
    make_inputs();
    if (argc > 1 && strcmp(argv[1], "--list") == 0) {
        for (size_t index = 0; index < sizeof operations / sizeof operations[0]; index++) {
            printf("%s %zu\n", operations[index].name, *operations[index].bytes);
        }
        return 0;
    }
    if (argc > 2) {
        const struct operation *operation = find_operation(argv[1]);
        long count = atol(argv[2]);
        for (long index = 0; index < count; index++) {
            sink += operation->run();
        }
        return 0;
    }
    int rounds = argc > 1 ? atoi(argv[1]) : 7;
    if (rounds < 1 || rounds > 64) {
        fprintf(stderr, "url-benchmark: rounds must be 1 to 64\n");
        return 2;
    }
    for (size_t index = 0; index < sizeof rows / sizeof rows[0]; index++) {
        const struct row *row = &rows[index];
        double generated = median_ns(find_operation(row->generated), row->iterations, rounds);
        double anchor = median_ns(find_operation(row->anchor), row->iterations, rounds);
        printf("c %s: generated ", row->label);
        print_time(generated);
        printf(", anchor %s ", row->anchor_label);
        print_time(anchor);
        printf(", ratio %.2fx (lower is faster)\n", generated / anchor);
    }
    return 0;
}
