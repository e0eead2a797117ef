/*
 * Measures the generated C for schema.json against anchors: prints figures, asserts nothing
 * about speed.
 *
 *   benchmark [rounds]     every row, generated beside its anchor: the median of `rounds` timed
 *                          rounds of each, and their ratio (lower is faster)
 *   benchmark --list       the operations, one per line: name, bytes of URI per operation
 *   benchmark OPERATION N  does one operation N times and nothing else timed, for callgrind:
 *                          run.sh subtracts the run of "empty" (the same set-up, an empty loop)
 *
 * The inputs:
 *   - the seed URI, ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4,
 *     and the same message with %7C delimiters, the form a browser that percent-encodes '|' gives;
 *   - a message whose context is about 100 KB of percent-encoded text once written (no '|' in
 *     it, so the same text can be cut at %7C), with '|' and with %7C delimiters.
 *
 * The anchors:
 *   - liburiparser parsing the same %7C URI (uriParseSingleUriExA), cutting its path at %7C and
 *     decoding the context with uriUnescapeInPlaceExA, as a caller of that library would; it
 *     checks nothing the grammar adds (scheme, mode, keys, URL, UTF-8). RFC 3986 has no '|',
 *     so the '|' rows are measured against it on the %7C form of the same message.
 *   - a hand-written builder: memcpy of the fixed parts and a table-driven percent-escape loop,
 *     with no checks.
 */
#define _POSIX_C_SOURCE 199309L
#include "officelink.h"

#include <uriparser/Uri.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SEED "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4"
#define CONTEXT_BYTES (100 * 1024)
#define BUFFER_BYTES (1 << 20)

/* Everything an operation reads, made once before anything is measured. */
static struct {
    officelink_string seed;
    officelink_string seed_encoded;
    officelink_open_message seed_message;
    officelink_string large;
    officelink_string large_encoded;
    officelink_open_message large_message;
} inputs;

/* What operations write into; `sink` keeps the compiler from dropping their results. */
static char text[BUFFER_BYTES];
static char uri[BUFFER_BYTES];
static char encoded_storage[2][BUFFER_BYTES];
static char large_storage[BUFFER_BYTES];
static char large_context[BUFFER_BYTES];
static volatile size_t sink;

/* ---- the generated code ---- */

static size_t parse_generated(officelink_string input)
{
    officelink_open_message message;
    if (officelink_parse_open(input.data, input.length, text, sizeof text, NULL, &message, NULL) != OFFICELINK_OK) {
        fprintf(stderr, "benchmark: the generated parser refused its input\n");
        exit(1);
    }
    return message.url.length + message.context.length;
}

static size_t build_generated(const officelink_open_message *message)
{
    size_t length = 0;
    if (officelink_build_open(message, uri, sizeof uri, &length) != OFFICELINK_OK) {
        fprintf(stderr, "benchmark: the generated builder refused its message\n");
        exit(1);
    }
    return length;
}

/* ---- the liburiparser anchor ---- */

/* The first %7C or %7c at or after `text`, before `end`, or `end`. */
static const char *find_encoded_bar(const char *text, const char *end)
{
    for (; end - text >= 3; text++) {
        if (text[0] == '%' && text[1] == '7' && (text[2] == 'C' || text[2] == 'c')) {
            return text;
        }
    }
    return end;
}

static size_t parse_uriparser(officelink_string input)
{
    UriUriA parsed;
    const char *error = NULL;
    size_t checksum = 0;
    if (uriParseSingleUriExA(&parsed, input.data, input.data + input.length, &error) != URI_SUCCESS) {
        fprintf(stderr, "benchmark: liburiparser refused its input\n");
        exit(1);
    }
    /* A rootless path: the mode, then key%7Cvalue pairs, through every segment. */
    const char *part = parsed.pathHead->text.first;
    const char *end = parsed.pathTail->text.afterLast;
    const char *bar = find_encoded_bar(part, end);
    checksum += (size_t)(bar - part);
    while (bar != end) {
        const char *key = bar + 3;
        const char *key_end = find_encoded_bar(key, end);
        const char *value = key_end + 3;
        if (key_end == end) {
            break;
        }
        bar = find_encoded_bar(value, end);
        if (key_end - key == 1 && key[0] == 'c') {
            size_t length = (size_t)(bar - value);
            memcpy(text, value, length);
            text[length] = '\0';
            checksum += (size_t)(uriUnescapeInPlaceExA(text, URI_FALSE, URI_BR_DONT_TOUCH) - text);
        } else {
            checksum += (size_t)(bar - value);
        }
    }
    uriFreeUriMembersA(&parsed);
    return checksum;
}

/* ---- the hand-written builder anchor ---- */

/* Whether a byte is written as it is: in a URL, unreserved and reserved bytes; in text, unreserved. */
static bool keeps_in_url[256];
static bool keeps_in_text[256];

static void make_tables(void)
{
    const char *unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~";
    const char *reserved = ":/?#[]@!$&'()*+,;=%";
    for (const char *byte = unreserved; *byte != '\0'; byte++) {
        keeps_in_url[(unsigned char)*byte] = true;
        keeps_in_text[(unsigned char)*byte] = true;
    }
    for (const char *byte = reserved; *byte != '\0'; byte++) {
        keeps_in_url[(unsigned char)*byte] = true;
    }
}

static char *put_fixed(char *out, const char *bytes)
{
    size_t length = strlen(bytes);
    memcpy(out, bytes, length);
    return out + length;
}

static char *put_escaped(char *out, officelink_string value, const bool *keeps)
{
    static const char digits[] = "0123456789ABCDEF";
    for (size_t index = 0; index < value.length; index++) {
        unsigned char byte = (unsigned char)value.data[index];
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

static size_t build_by_hand(const officelink_open_message *message)
{
    char *out = put_fixed(uri, "ms-word:ofe|u|");
    out = put_escaped(out, message->url, keeps_in_url);
    out = put_fixed(out, "|p|");
    memcpy(out, message->passback.data, message->passback.length);
    out += message->passback.length;
    out = put_fixed(out, "|c|");
    out = put_escaped(out, message->context, keeps_in_text);
    *out = '\0';
    return (size_t)(out - uri);
}

/* ---- the operations ---- */

static size_t empty(void) { return 0; }
static size_t parse_seed(void) { return parse_generated(inputs.seed); }
static size_t parse_seed_encoded(void) { return parse_generated(inputs.seed_encoded); }
static size_t parse_seed_uriparser(void) { return parse_uriparser(inputs.seed_encoded); }
static size_t parse_large(void) { return parse_generated(inputs.large); }
static size_t parse_large_encoded(void) { return parse_generated(inputs.large_encoded); }
static size_t parse_large_uriparser(void) { return parse_uriparser(inputs.large_encoded); }
static size_t build_seed(void) { return build_generated(&inputs.seed_message); }
static size_t build_seed_by_hand(void) { return build_by_hand(&inputs.seed_message); }
static size_t build_large(void) { return build_generated(&inputs.large_message); }
static size_t build_large_by_hand(void) { return build_by_hand(&inputs.large_message); }

static const struct operation {
    const char *name;
    size_t (*run)(void);
    /* The URI the operation reads or writes, for per-byte figures. */
    const officelink_string *uri;
} operations[] = {
    { "empty", empty, &inputs.seed },
    { "parse-seed", parse_seed, &inputs.seed },
    { "parse-seed-7c", parse_seed_encoded, &inputs.seed_encoded },
    { "parse-seed-7c-uriparser", parse_seed_uriparser, &inputs.seed_encoded },
    { "parse-100k", parse_large, &inputs.large },
    { "parse-100k-7c", parse_large_encoded, &inputs.large_encoded },
    { "parse-100k-7c-uriparser", parse_large_uriparser, &inputs.large_encoded },
    { "build-seed", build_seed, &inputs.seed },
    { "build-seed-by-hand", build_seed_by_hand, &inputs.seed },
    { "build-100k", build_large, &inputs.large },
    { "build-100k-by-hand", build_large_by_hand, &inputs.large },
};

/* A row: the generated operation, its anchor, and how many times a timed round does each. */
static const struct row {
    const char *label;
    const char *generated;
    const char *anchor;
    const char *anchor_label;
    long iterations;
} rows[] = {
    { "parse seed URI ('|')", "parse-seed", "parse-seed-7c-uriparser", "liburiparser, same message with %7C", 20000 },
    { "parse seed URI (%7C)", "parse-seed-7c", "parse-seed-7c-uriparser", "liburiparser", 20000 },
    { "parse 100 KB percent-encoded context ('|')", "parse-100k", "parse-100k-7c-uriparser", "liburiparser, same message with %7C", 20 },
    { "parse 100 KB context (%7C)", "parse-100k-7c", "parse-100k-7c-uriparser", "liburiparser", 20 },
    { "build seed URI", "build-seed", "build-seed-by-hand", "memcpy + escape loop", 20000 },
    { "build 100 KB context", "build-100k", "build-100k-by-hand", "memcpy + escape loop", 20 },
};

static const struct operation *find_operation(const char *name)
{
    for (size_t index = 0; index < sizeof operations / sizeof operations[0]; index++) {
        if (strcmp(operations[index].name, name) == 0) {
            return &operations[index];
        }
    }
    fprintf(stderr, "benchmark: no operation named %s\n", name);
    exit(2);
}

/* ---- the inputs ---- */

/* `input` with every '|' written as %7C, into `storage`. */
static officelink_string with_encoded_bars(officelink_string input, char *storage)
{
    size_t length = 0;
    for (size_t index = 0; index < input.length; index++) {
        if (input.data[index] == '|') {
            memcpy(storage + length, "%7C", 3);
            length += 3;
        } else {
            storage[length++] = input.data[index];
        }
    }
    officelink_string encoded = { storage, length };
    return encoded;
}

static void make_inputs(void)
{
    /* Text a browser or a caller would percent-encode: spaces, punctuation, Latin and CJK letters. */
    static const char sentence[] = "Q4 budget (draft): r\xC3\xA9sum\xC3\xA9 & notes, 100% done / ok? \xE2\x82\xAC\xE6\x97\xA5 ";
    const officelink_string sentence_string = { sentence, sizeof sentence - 1 };
    size_t length = 0;

    make_tables();
    inputs.seed = officelink_string_of(SEED);
    inputs.seed_encoded = with_encoded_bars(inputs.seed, encoded_storage[0]);
    if (officelink_parse_open(inputs.seed.data, inputs.seed.length, large_storage, sizeof large_storage, NULL,
            &inputs.seed_message, NULL) != OFFICELINK_OK) {
        fprintf(stderr, "benchmark: the seed URI does not parse\n");
        exit(1);
    }
    /* About CONTEXT_BYTES once written. */
    for (size_t written = 0; written < CONTEXT_BYTES; written += (size_t)(put_escaped(uri, sentence_string, keeps_in_text) - uri)) {
        memcpy(large_context + length, sentence, sizeof sentence - 1);
        length += sizeof sentence - 1;
    }
    inputs.large_message = inputs.seed_message;
    inputs.large_message.context.data = large_context;
    inputs.large_message.context.length = length;
    inputs.large.length = build_generated(&inputs.large_message);
    memcpy(large_storage, uri, inputs.large.length);
    inputs.large.data = large_storage;
    inputs.large_encoded = with_encoded_bars(inputs.large, encoded_storage[1]);
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
            printf("%s %zu\n", operations[index].name, operations[index].uri->length);
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
        fprintf(stderr, "benchmark: rounds must be 1 to 64\n");
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
