/*
 * Runs every case of a URL-grammar vector file (Tests/Conformance/<app>.tsv) against the C
 * generated for that app. Usage: url-harness <app.tsv>. Prints one line per failure, then
 * "N passed, N failed".
 *
 * The app comes from two files url-tables.py writes: app.h (the generated header, with short
 * aliases) and tables.inc (each message's vector ids mapped to its struct members by offset).
 * Every buffer handed to the generated code is allocated at exactly the size the code may use,
 * so AddressSanitizer sees any byte read or written past it. Builds run the needed-length
 * protocol (measure with NULL and 0, build into exactly length + 1 bytes, refuse length bytes);
 * lenient parses run with no options, then with room for exactly the unknown parameters found.
 */
#include "app.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_COLUMNS = 64, MAX_TEXT = 65536, MAX_ITEMS = 64 };

struct bytes {
    char data[MAX_TEXT];
    size_t length;
};

/* A column NAME=VALUE, or unknown=KEY=VALUE (then has_key is set). */
struct field {
    char name[64];
    int has_key;
    struct bytes key;
    struct bytes value;
};

struct fields {
    struct field items[MAX_COLUMNS];
    size_t count;
};

struct vector {
    int line;
    char name[128];
    char action[32];
    char message[64];
    struct bytes uri;
    struct fields fields;
};

#include "url-tables.h"

#include "tables.inc"

static int hex(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return 0;
}

/* Undoes the vector file's escapes: \\ \t \n \r \xHH. */
static void unescape(const char *text, size_t length, struct bytes *out)
{
    out->length = 0;
    for (size_t i = 0; i < length && out->length < MAX_TEXT; i++) {
        char c = text[i];
        if (c == '\\' && i + 1 < length) {
            char next = text[++i];
            if (next == 't') c = '\t';
            else if (next == 'n') c = '\n';
            else if (next == 'r') c = '\r';
            else if (next == 'x' && i + 2 < length) {
                c = (char)(hex(text[i + 1]) * 16 + hex(text[i + 2]));
                i += 2;
            } else c = next;
        }
        out->data[out->length++] = c;
    }
}

static void append(struct bytes *out, const char *data, size_t length)
{
    if (out->length + length > MAX_TEXT) length = MAX_TEXT - out->length;
    if (length > 0) memcpy(out->data + out->length, data, length);
    out->length += length;
}

static struct field *add_field(struct fields *fields, const char *name, const char *data, size_t length)
{
    struct field *field = &fields->items[fields->count < MAX_COLUMNS ? fields->count++ : MAX_COLUMNS - 1];
    memset(field, 0, sizeof *field);
    snprintf(field->name, sizeof field->name, "%s", name);
    append(&field->value, data, length);
    return field;
}

static int same_bytes(const struct bytes *a, const struct bytes *b)
{
    return a->length == b->length && memcmp(a->data, b->data, a->length) == 0;
}

static int same_fields(const struct fields *a, const struct fields *b)
{
    if (a->count != b->count) return 0;
    for (size_t i = 0; i < a->count; i++) {
        const struct field *x = &a->items[i];
        const struct field *y = &b->items[i];
        if (strcmp(x->name, y->name) != 0 || x->has_key != y->has_key || !same_bytes(&x->value, &y->value)) return 0;
        if (x->has_key && !same_bytes(&x->key, &y->key)) return 0;
    }
    return 1;
}

/* A field list as text, for failure messages. */
static void describe(const struct fields *fields, struct bytes *out)
{
    out->length = 0;
    for (size_t i = 0; i < fields->count; i++) {
        const struct field *field = &fields->items[i];
        if (i > 0) append(out, "\t", 1);
        append(out, field->name, strlen(field->name));
        append(out, "=", 1);
        if (field->has_key) {
            append(out, field->key.data, field->key.length);
            append(out, "=", 1);
        }
        append(out, field->value.data, field->value.length);
    }
}

static void copy_column(char *out, size_t size, const char *text, size_t length)
{
    if (length >= size) length = size - 1;
    memcpy(out, text, length);
    out[length] = '\0';
}

/* Splits one line at tabs; false for a line that is not a case. */
static int read_vector(const char *line, size_t length, int number, struct vector *vector)
{
    const char *columns[4 + MAX_COLUMNS];
    size_t lengths[4 + MAX_COLUMNS];
    size_t count = 0;
    size_t start = 0;

    if (length == 0 || line[0] == '#') return 0;
    for (size_t i = 0; i <= length && count < 4 + MAX_COLUMNS; i++) {
        if (i == length || line[i] == '\t') {
            columns[count] = line + start;
            lengths[count] = i - start;
            count++;
            start = i + 1;
        }
    }
    memset(vector, 0, sizeof *vector);
    vector->line = number;
    copy_column(vector->name, sizeof vector->name, columns[0], lengths[0]);
    copy_column(vector->action, sizeof vector->action, count > 1 ? columns[1] : "", count > 1 ? lengths[1] : 0);
    copy_column(vector->message, sizeof vector->message, count > 2 ? columns[2] : "", count > 2 ? lengths[2] : 0);
    if (count > 3) unescape(columns[3], lengths[3], &vector->uri);
    for (size_t c = 4; c < count; c++) {
        const char *equals = memchr(columns[c], '=', lengths[c]);
        size_t name_length = equals != NULL ? (size_t)(equals - columns[c]) : lengths[c];
        struct field *field = &vector->fields.items[vector->fields.count++];
        copy_column(field->name, sizeof field->name, columns[c], name_length);
        if (equals == NULL) continue;
        const char *rest = equals + 1;
        size_t rest_length = lengths[c] - name_length - 1;
        const char *second = strcmp(field->name, "unknown") == 0 ? memchr(rest, '=', rest_length) : NULL;
        if (second != NULL) {
            field->has_key = 1;
            unescape(rest, (size_t)(second - rest), &field->key);
            unescape(second + 1, rest_length - (size_t)(second - rest) - 1, &field->value);
        } else {
            unescape(rest, rest_length, &field->value);
        }
    }
    return 1;
}

static int is_value(const struct bytes *bytes, const char *text)
{
    return bytes != NULL && bytes->length == strlen(text) && memcmp(bytes->data, text, bytes->length) == 0;
}

static const struct message_table *find_message(const char *id)
{
    for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++) {
        if (strcmp(messages[i].id, id) == 0) return &messages[i];
    }
    return NULL;
}

static const struct column *find_column(const struct message_table *table, const char *id)
{
    for (size_t i = 0; i < table->column_count; i++) {
        if (strcmp(table->columns[i].id, id) == 0) return &table->columns[i];
    }
    return NULL;
}

static void *member(void *message, size_t offset)
{
    return (char *)message + offset;
}

/* The list items a build case gives, kept while the message is built. */
static app_string list_items[MAX_COLUMNS][MAX_ITEMS];
static int64_t integer_items[MAX_COLUMNS][MAX_ITEMS];
static int64_t enum_items[MAX_COLUMNS][MAX_ITEMS];

/* Sets one column of a build case; false, with a reason, for a column the message does not have. */
static int set_column(const struct message_table *table, void *message, const struct field *field, size_t index, char *reason)
{
    const struct column *column = find_column(table, field->name);
    app_string value = { field->value.data, field->value.length };
    if (strcmp(field->name, "carrier") == 0 && table->carrier_count > 1) {
        for (size_t i = 0; i < table->carrier_count; i++) {
            if (is_value(&field->value, table->carriers[i])) table->set_carrier(message, i);
        }
        return 1;
    }
    if (column == NULL) {
        sprintf(reason, "message %s has no field %s", table->id, field->name);
        return 0;
    }
    if (column->has_offset != NO_MEMBER) *(bool *)member(message, column->has_offset) = true;
    switch (column->kind) {
    case K_STRING: *(app_string *)member(message, column->offset) = value; break;
    case K_FLAG: *(bool *)member(message, column->offset) = is_value(&field->value, "true"); break;
    case K_PRESENCE: *(bool *)member(message, column->offset) = is_value(&field->value, "true"); break;
    case K_INTEGER: {
        char digits[64];
        copy_column(digits, sizeof digits, field->value.data, field->value.length);
        *(int64_t *)member(message, column->offset) = strtoll(digits, NULL, 10);
        break;
    }
    case K_ENUM:
        if (!column->enum_from_id(value, member(message, column->offset))) {
            sprintf(reason, "field %s has no case %.*s", field->name, (int)field->value.length, field->value.data);
            return 0;
        }
        break;
    case K_LIST:
    case K_INTEGER_LIST:
    case K_ENUM_LIST: {
        struct any_list *list = member(message, column->offset);
        /* An empty column is the empty list; the first item of any other starts the list. */
        if (field->value.length == 0 && list->count == 0) {
            list->items = list_items[index];
            break;
        }
        if (list->count == MAX_ITEMS) break;
        if (column->kind == K_LIST) {
            list_items[index][list->count] = value;
            list->items = list_items[index];
        } else if (column->kind == K_INTEGER_LIST) {
            char digits[64];
            copy_column(digits, sizeof digits, field->value.data, field->value.length);
            integer_items[index][list->count] = strtoll(digits, NULL, 10);
            list->items = integer_items[index];
        } else {
            if (!column->enum_from_id(value, (char *)enum_items[index] + list->count * column->item_size)) {
                sprintf(reason, "field %s has no case %.*s", field->name, (int)field->value.length, field->value.data);
                return 0;
            }
            list->items = enum_items[index];
        }
        list->count++;
        break;
    }
    }
    return 1;
}

/* Builds with the needed-length protocol; fills `out` and returns OK, or returns the error. */
static app_error build_measured(const struct message_table *table, const void *message, struct bytes *out, char *reason)
{
    size_t length = 12345;
    app_error error = table->build(message, NULL, 0, &length);
    char *exact;

    if (error != APP_ERROR_BUFFER_TOO_SMALL) {
        if (error != APP_OK && length != 0) sprintf(reason, "an error left length %zu", length);
        if (error == APP_OK) sprintf(reason, "a zero-size buffer was accepted");
        return error;
    }
    exact = malloc(length + 1);
    size_t written = 0;
    error = table->build(message, exact, length + 1, &written);
    if (error != APP_OK || written != length || exact[length] != '\0') {
        sprintf(reason, "building into exactly %zu bytes gave %s, length %zu", length + 1, app_error_name(error), written);
    } else if (length > 0) {
        size_t reported = 0;
        char *short_buffer = malloc(length);
        error = table->build(message, short_buffer, length, &reported);
        if (error != APP_ERROR_BUFFER_TOO_SMALL || reported != length || short_buffer[length - 1] != '\0'
            || memcmp(short_buffer, exact, length - 1) != 0) {
            sprintf(reason, "a buffer one byte short gave %s, length %zu", app_error_name(error), reported);
        }
        free(short_buffer);
    }
    out->length = 0;
    append(out, exact, length);
    free(exact);
    return APP_OK;
}

static app_error build(const struct message_table *table, const struct vector *vector, struct bytes *out, char *reason)
{
    void *message = malloc(table->size);
    app_error error = APP_OK;
    table->init(message);
    for (size_t i = 0; i < vector->fields.count; i++) {
        if (strcmp(vector->fields.items[i].name, "error") == 0) continue;
        const struct column *column = find_column(table, vector->fields.items[i].name);
        size_t index = column != NULL ? (size_t)(column - table->columns) : 0;
        if (!set_column(table, message, &vector->fields.items[i], index, reason)) {
            free(message);
            return APP_OK;
        }
    }
    error = build_measured(table, message, out, reason);
    free(message);
    return error;
}

/* The fields of a parsed message, in the vector's order: carrier, then each column present, then unknowns. */
static void describe_message(const struct message_table *table, const void *message, size_t stored, struct fields *out)
{
    char digits[32];
    out->count = 0;
    if (table->carrier_count > 1) {
        size_t carrier = table->get_carrier(message);
        const char *id = carrier < table->carrier_count ? table->carriers[carrier] : "?";
        add_field(out, "carrier", id, strlen(id));
    }
    for (size_t i = 0; i < table->column_count; i++) {
        const struct column *column = &table->columns[i];
        const void *value = (const char *)message + column->offset;
        if (column->has_offset != NO_MEMBER && !*(const bool *)((const char *)message + column->has_offset)) continue;
        switch (column->kind) {
        case K_STRING: {
            const app_string *string = value;
            if (string->data != NULL) add_field(out, column->id, string->data, string->length);
            break;
        }
        case K_FLAG: add_field(out, column->id, *(const bool *)value ? "true" : "false", *(const bool *)value ? 4 : 5); break;
        case K_PRESENCE:
            if (*(const bool *)value) add_field(out, column->id, "true", 4);
            break;
        case K_INTEGER:
            snprintf(digits, sizeof digits, "%lld", (long long)*(const int64_t *)value);
            add_field(out, column->id, digits, strlen(digits));
            break;
        case K_ENUM: {
            const char *id = column->enum_id(value);
            add_field(out, column->id, id != NULL ? id : "?", id != NULL ? strlen(id) : 1);
            break;
        }
        case K_LIST:
        case K_INTEGER_LIST:
        case K_ENUM_LIST: {
            const struct any_list *list = value;
            if (list->count == 0 && !column->repeated) add_field(out, column->id, "", 0);
            for (size_t item = 0; item < list->count; item++) {
                const char *text = digits;
                size_t length;
                if (column->kind == K_LIST) {
                    const app_string *string = (const app_string *)list->items + item;
                    text = string->data;
                    length = string->length;
                } else if (column->kind == K_INTEGER_LIST) {
                    snprintf(digits, sizeof digits, "%lld", (long long)((const int64_t *)list->items)[item]);
                    length = strlen(digits);
                } else {
                    text = column->enum_id((const char *)list->items + item * column->item_size);
                    if (text == NULL) text = "?";
                    length = strlen(text);
                }
                add_field(out, column->id, text, length);
            }
            break;
        }
        }
    }
    if (table->unknown_offset != NO_MEMBER) {
        const app_unknown_parameter *unknown = *(const app_unknown_parameter *const *)((const char *)message + table->unknown_offset);
        for (size_t i = 0; i < stored; i++) {
            struct field *field = add_field(out, "unknown", unknown[i].value.data, unknown[i].value.length);
            field->has_key = 1;
            append(&field->key, unknown[i].key.data, unknown[i].key.length);
        }
    }
}

static size_t unknown_count(const struct message_table *table, const void *message)
{
    return table->unknown_count_offset == NO_MEMBER ? 0 : *(const size_t *)((const char *)message + table->unknown_count_offset);
}

static app_error parse(const struct message_table *table, const struct vector *vector, int strict, struct fields *out, char *reason)
{
    size_t length = vector->uri.length;
    size_t text_size = APP_TEXT_BUFFER_SIZE(length);
    /* Exactly the URI's bytes, no NUL; and a text buffer of exactly the size the header promises. */
    char *uri = malloc(length > 0 ? length : 1);
    char *text = malloc(text_size > 0 ? text_size : 1);
    void *message = malloc(table->size);
    size_t offset = (size_t)-1;
    app_error error;

    memcpy(uri, vector->uri.data, length);
    if (strict) {
        app_url_parse_options options = { true, NULL, 0 };
        error = table->parse(uri, length, text, text_size, &options, message, &offset);
        if (error == APP_OK) describe_message(table, message, 0, out);
    } else {
        size_t count;
        size_t other_offset = (size_t)-1;
        error = table->parse(uri, length, text, text_size, NULL, message, &offset);
        count = error == APP_OK ? unknown_count(table, message) : 0;
        app_unknown_parameter *unknown = malloc((count > 0 ? count : 1) * sizeof *unknown);
        app_url_parse_options options = { false, unknown, count };
        app_error second = table->parse(uri, length, text, text_size, &options, message, &other_offset);
        if (second != error || other_offset != offset) sprintf(reason, "options changed the result: %s", app_error_name(second));
        else if (error == APP_OK && unknown_count(table, message) != count) sprintf(reason, "options changed the unknown count");
        if (error == APP_OK) describe_message(table, message, count, out);
        free(unknown);
    }
    if (error == APP_OK && offset != (size_t)-1) sprintf(reason, "a success set the error offset");
    if (error != APP_OK && offset > length) sprintf(reason, "error offset %zu is past the URI", offset);
    free(message);
    free(text);
    free(uri);
    return error;
}

static void quote(const struct bytes *bytes, char *out, size_t size)
{
    size_t used = 0;
    for (size_t i = 0; i < bytes->length && used + 5 < size; i++) {
        unsigned char c = (unsigned char)bytes->data[i];
        if (c == '\t') used += (size_t)sprintf(out + used, "\\t");
        else if (c < 0x20 || c >= 0x7F) used += (size_t)sprintf(out + used, "\\x%02X", c);
        else out[used++] = (char)c;
    }
    out[used] = '\0';
}

/* Runs one case; returns 1 when it passes, else prints why it failed. */
static int run(const struct vector *vector)
{
    static struct bytes actual;
    static struct bytes expected;
    static struct fields actual_fields;
    static struct fields expected_fields;
    static char shown[2][MAX_TEXT * 4 + 8];
    const struct bytes *expected_error = NULL;
    const struct message_table *table = find_message(vector->message);
    char reason[1024] = "";
    app_error error = APP_OK;
    int is_parse = strncmp(vector->action, "parse", 5) == 0;

    for (size_t i = 0; i < vector->fields.count; i++) {
        if (strcmp(vector->fields.items[i].name, "error") == 0) expected_error = &vector->fields.items[i].value;
    }
    actual.length = 0;
    actual_fields.count = 0;
    memset(list_items, 0, sizeof list_items);
    memset(integer_items, 0, sizeof integer_items);
    memset(enum_items, 0, sizeof enum_items);
    if (table == NULL) {
        sprintf(reason, "unknown message %s", vector->message);
    } else if (strcmp(vector->action, "build") == 0) {
        error = build(table, vector, &actual, reason);
        expected = vector->uri;
    } else if (is_parse && (strcmp(vector->action, "parse") == 0 || strcmp(vector->action, "parse-strict") == 0)) {
        error = parse(table, vector, strcmp(vector->action, "parse-strict") == 0, &actual_fields, reason);
        expected_fields.count = 0;
        for (size_t i = 0; i < vector->fields.count; i++) {
            if (strcmp(vector->fields.items[i].name, "error") != 0) expected_fields.items[expected_fields.count++] = vector->fields.items[i];
        }
        describe(&actual_fields, &actual);
        describe(&expected_fields, &expected);
    } else {
        sprintf(reason, "unknown action %s", vector->action);
    }
    if (reason[0] == '\0') {
        if (expected_error != NULL) {
            if (error == APP_OK) {
                quote(&actual, shown[0], sizeof shown[0]);
                snprintf(reason, sizeof reason, "expected error %.*s, got \"%.400s\"", (int)expected_error->length, expected_error->data, shown[0]);
            } else if (!is_value(expected_error, app_error_name(error))) {
                snprintf(reason, sizeof reason, "expected error %.*s, got %s", (int)expected_error->length, expected_error->data, app_error_name(error));
            }
        } else if (error != APP_OK) {
            sprintf(reason, "unexpected error %s", app_error_name(error));
        } else if (is_parse ? !same_fields(&actual_fields, &expected_fields) : !same_bytes(&actual, &expected)) {
            quote(&expected, shown[0], sizeof shown[0]);
            quote(&actual, shown[1], sizeof shown[1]);
            snprintf(reason, sizeof reason, "expected \"%.400s\", got \"%.400s\"", shown[0], shown[1]);
        }
    }
    if (reason[0] != '\0') {
        printf("FAIL %s (line %d): %s\n", vector->name, vector->line, reason);
        return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    FILE *file;
    char *text;
    long size;
    int passed = 0;
    int failed = 0;
    int number = 0;
    static struct vector vector;

    if (argc != 2 || (file = fopen(argv[1], "rb")) == NULL) {
        printf("usage: url-harness <app.tsv>\n");
        return 2;
    }
    fseek(file, 0, SEEK_END);
    size = ftell(file);
    fseek(file, 0, SEEK_SET);
    text = malloc((size_t)size + 1);
    if (fread(text, 1, (size_t)size, file) != (size_t)size) size = 0;
    fclose(file);
    for (long start = 0; start < size;) {
        long end = start;
        while (end < size && text[end] != '\n') end++;
        number++;
        if (read_vector(text + start, (size_t)(end - start), number, &vector)) {
            if (run(&vector)) passed++;
            else failed++;
        }
        start = end + 1;
    }
    free(text);
    if (passed + failed == 0) {
        printf("usage: url-harness <app.tsv> (a readable file with at least one case)\n");
        return 2;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
