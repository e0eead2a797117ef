/*
 * libFuzzer target for the URL-grammar parsers of one generated module: every input is given to
 * each message's parser (requests and callbacks), leniently and strictly. Built per schema by
 * run.sh, with the tables Tests/Conformance/c/url-tables.py writes (app.h, tables.inc), which map
 * each message's fields to its struct members.
 *
 * Beyond "no crash, no leak, no undefined behaviour" (AddressSanitizer, UBSan, LeakSanitizer), it
 * checks, and abort()s with a "FUZZ-CHECK-FAILED: <message>/<tag>" line when a check fails:
 *   - the input is exactly `size` malloc'd bytes with no NUL after it, and is left unchanged; the
 *     text buffer is exactly <PREFIX>_TEXT_BUFFER_SIZE(size) malloc'd bytes, which the header
 *     promises always suffice, so the result is never bufferTooSmall;
 *   - an error offset is within the URI; a strict parse that succeeds kept nothing aside, and the
 *     lenient parse of that URI succeeds too; storing the unknown parameters changes nothing;
 *   - a URI that parses builds (measured with NULL and 0, built into exactly length + 1 bytes,
 *     one byte less gives bufferTooSmall with a NUL-terminated prefix), the built URI parses to
 *     the same message, field by field, and building that gives the same URI again.
 */
#include "app.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "url-tables.h"

#include "tables.inc"

static const char *current_message = "";

static void check_failed(const char *tag, const char *condition, int line)
{
    fprintf(stderr, "FUZZ-CHECK-FAILED: %s/%s (%s, fuzz_url.c:%d)\n", current_message, tag, condition, line);
    abort();
}

#define CHECK(condition, tag) \
    do { \
        if (!(condition)) check_failed(tag, #condition, __LINE__); \
    } while (0)

/* Exactly `length` malloc'd bytes holding `data`, no NUL after them. */
static char *exact_copy(const void *data, size_t length)
{
    char *copy = malloc(length > 0 ? length : 1);
    if (copy == NULL) abort();
    if (length > 0) memcpy(copy, data, length);
    return copy;
}

static bool same_string(app_string a, app_string b)
{
    if ((a.data == NULL) != (b.data == NULL)) return false;
    return a.data == NULL || (a.length == b.length && (a.length == 0 || memcmp(a.data, b.data, a.length) == 0));
}

static const void *at(const void *message, size_t offset)
{
    return (const char *)message + offset;
}

/* Whether two parsed messages hold the same carrier and fields (unknown parameters aside). */
static bool same_message(const struct message_table *table, const void *a, const void *b)
{
    if (table->carrier_count > 1 && table->get_carrier(a) != table->get_carrier(b)) return false;
    for (size_t i = 0; i < table->column_count; i++) {
        const struct column *column = &table->columns[i];
        const void *x = at(a, column->offset);
        const void *y = at(b, column->offset);
        if (column->id == NULL) continue;
        if (column->has_offset != NO_MEMBER) {
            bool has = *(const bool *)at(a, column->has_offset);
            if (has != *(const bool *)at(b, column->has_offset)) return false;
            if (!has) continue;
        }
        switch (column->kind) {
        case K_STRING:
            if (!same_string(*(const app_string *)x, *(const app_string *)y)) return false;
            break;
        case K_FLAG:
        case K_PRESENCE:
            if (*(const bool *)x != *(const bool *)y) return false;
            break;
        case K_INTEGER:
            if (*(const int64_t *)x != *(const int64_t *)y) return false;
            break;
        case K_ENUM:
            if (column->enum_id(x) == NULL || column->enum_id(x) != column->enum_id(y)) return false;
            break;
        case K_LIST:
        case K_INTEGER_LIST:
        case K_ENUM_LIST: {
            const struct any_list *p = x;
            const struct any_list *q = y;
            if (p->count != q->count) return false;
            for (size_t item = 0; item < p->count; item++) {
                if (column->kind == K_LIST) {
                    if (!same_string(((const app_string *)p->items)[item], ((const app_string *)q->items)[item])) return false;
                } else if (column->kind == K_INTEGER_LIST) {
                    if (((const int64_t *)p->items)[item] != ((const int64_t *)q->items)[item]) return false;
                } else {
                    const char *left = column->enum_id((const char *)p->items + item * column->item_size);
                    if (left == NULL || left != column->enum_id((const char *)q->items + item * column->item_size)) return false;
                }
            }
            break;
        }
        }
    }
    return true;
}

/*
 * Whether a callback message's URL has a query and ends in '?' or '&' (`cb?a?`): a builder then
 * adds the results directly (docs/grammar.md, "Callbacks"), gluing the first to the caller's last
 * parameter, so they do not read back. The grammar leaves this case open; such messages are
 * checked for building only.
 */
static bool results_glue_to_callback_url(const struct message_table *table, const void *message)
{
    const struct column *first = &table->columns[0];
    const app_string *url = at(message, first->offset);
    if (table->column_count == 0 || strcmp(first->id, "callbackUrl") != 0 || url->length < 2) return false;
    char last = url->data[url->length - 1];
    return (last == '?' || last == '&') && memchr(url->data, '?', url->length - 1) != NULL;
}

static size_t unknown_count(const struct message_table *table, const void *message)
{
    return table->unknown_count_offset == NO_MEMBER ? 0 : *(const size_t *)at(message, table->unknown_count_offset);
}

/* A parse into fresh buffers the caller frees: the URI and a text buffer of the documented size. */
struct parse {
    char *uri;
    size_t length;
    char *text;
    void *message;
    app_error error;
    size_t offset;
};

static void parse(const struct message_table *table, const void *data, size_t length, const app_url_parse_options *options,
    struct parse *out)
{
    size_t text_size = APP_TEXT_BUFFER_SIZE(length);
    out->uri = exact_copy(data, length);
    out->length = length;
    out->text = malloc(text_size > 0 ? text_size : 1);
    out->message = malloc(table->size);
    if (out->text == NULL || out->message == NULL) abort();
    out->offset = (size_t)-1;
    out->error = table->parse(out->uri, length, out->text, text_size, options, out->message, &out->offset);
    CHECK(length == 0 || memcmp(out->uri, data, length) == 0, "input-modified");
    CHECK(out->error != APP_ERROR_BUFFER_TOO_SMALL, "documented-text-buffer-too-small");
    CHECK(out->error == APP_OK ? out->offset == (size_t)-1 : out->offset <= length, "error-offset");
}

static void free_parse(struct parse *parsed)
{
    free(parsed->uri);
    free(parsed->text);
    free(parsed->message);
}

/* Builds in the snprintf protocol; returns the URI, exactly `*length` + 1 malloc'd bytes. */
static char *build_measured(const struct message_table *table, const void *message, size_t *length)
{
    size_t measured = 0, built = 0, truncated = 0;
    app_error error = table->build(message, NULL, 0, &measured);
    CHECK(error == APP_ERROR_BUFFER_TOO_SMALL && measured > 0, "parsed-message-does-not-build");

    char *uri = malloc(measured + 1);
    if (uri == NULL) abort();
    error = table->build(message, uri, measured + 1, &built);
    CHECK(error == APP_OK && built == measured && uri[built] == '\0', "build-differs-from-measure");

    char *prefix = malloc(measured);
    if (prefix == NULL) abort();
    error = table->build(message, prefix, measured, &truncated);
    CHECK(error == APP_ERROR_BUFFER_TOO_SMALL && truncated == measured, "one-byte-short-not-refused");
    CHECK(prefix[measured - 1] == '\0' && memcmp(prefix, uri, measured - 1) == 0, "truncated-build-not-a-prefix");
    free(prefix);
    *length = built;
    return uri;
}

static void fuzz_message(const struct message_table *table, const uint8_t *data, size_t size)
{
    struct parse lenient, strict, again;
    app_url_parse_options strict_options = { true, NULL, 0 };

    current_message = table->id;
    parse(table, data, size, NULL, &lenient);
    parse(table, data, size, &strict_options, &strict);
    CHECK(strict.error != APP_OK || (lenient.error == APP_OK && unknown_count(table, lenient.message) == 0),
        "strict-success-not-lenient");
    free_parse(&strict);
    if (lenient.error != APP_OK) {
        free_parse(&lenient);
        return;
    }

    /* Room for exactly the unknown parameters: the same message, all of them stored. */
    size_t count = unknown_count(table, lenient.message);
    app_unknown_parameter *unknown = malloc((count > 0 ? count : 1) * sizeof *unknown);
    app_url_parse_options store = { false, unknown, count };
    parse(table, data, size, &store, &again);
    CHECK(again.error == APP_OK && unknown_count(table, again.message) == count, "storing-unknown-changed-result");
    CHECK(same_message(table, again.message, lenient.message), "storing-unknown-changed-message");
    free_parse(&again);
    free(unknown);

    size_t built_length, rebuilt_length;
    char *built = build_measured(table, lenient.message, &built_length);
    if (results_glue_to_callback_url(table, lenient.message)) {
        free(built);
        free_parse(&lenient);
        return;
    }
    parse(table, built, built_length, NULL, &again);
    CHECK(again.error == APP_OK, "built-uri-does-not-parse");
    CHECK(unknown_count(table, again.message) == 0, "built-uri-has-unknown-parameters");
    CHECK(same_message(table, again.message, lenient.message), "built-uri-parses-to-another-message");
    char *rebuilt = build_measured(table, again.message, &rebuilt_length);
    CHECK(rebuilt_length == built_length && memcmp(rebuilt, built, built_length) == 0, "build-not-a-fixed-point");
    free(rebuilt);
    free_parse(&again);
    free(built);
    free_parse(&lenient);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++) fuzz_message(&messages[i], data, size);
    return 0;
}
