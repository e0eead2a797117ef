/*
 * The tables url-tables.py writes (tables.inc) describe each URL-grammar message of one generated
 * module with these types: its functions, and each vector column's member, by offset. Shared by
 * the conformance harness (url-harness.c) and the fuzz target (Tests/Fuzz/c/fuzz_url.c); include
 * app.h first.
 */
#ifndef URL_TABLES_H
#define URL_TABLES_H

#include <stdbool.h>
#include <stddef.h>

/* How a vector's column is held in a message struct; a list's items are strings, integers or enum values. */
enum kind { K_STRING, K_FLAG, K_PRESENCE, K_INTEGER, K_ENUM, K_LIST, K_INTEGER_LIST, K_ENUM_LIST };

/* Every list type of the generated code has this layout: items, then their count. */
struct any_list {
    const void *items;
    size_t count;
};

/* A member that is not there: the field has no `has_` member, the message no unknown parameters. */
#define NO_MEMBER ((size_t)-1)

struct column {
    const char *id;
    enum kind kind;
    size_t offset;
    size_t has_offset;
    int (*enum_from_id)(app_string id, void *value);
    const char *(*enum_id)(const void *value);
    /* A repeated-key list: absent, rather than empty, when it has no items. */
    int repeated;
    /* The size of an enum list's items. */
    size_t item_size;
};

struct message_table {
    const char *id;
    size_t size;
    void (*init)(void *message);
    app_error (*build)(const void *message, char *buffer, size_t size, size_t *length);
    app_error (*parse)(const char *uri, size_t length, char *text, size_t text_size,
        const app_url_parse_options *options, void *message, size_t *error_offset);
    const struct column *columns;
    size_t column_count;
    size_t carrier_count;
    const char *carriers[4];
    void (*set_carrier)(void *message, size_t carrier);
    size_t (*get_carrier)(const void *message);
    size_t unknown_offset;
    size_t unknown_count_offset;
};

#endif
