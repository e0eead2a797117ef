/*
 * Runs every case of Tests/Conformance/vectors.tsv against the generated C for schema.json.
 * Usage: harness <vectors.tsv>. Prints one line per failure, then "N passed, N failed".
 *
 * Every buffer handed to the generated code is allocated at exactly the size the code may use,
 * so AddressSanitizer and valgrind see any byte read or written past it. Builds are also run in
 * the needed-length protocol: measure with (NULL, 0), build into exactly length + 1 bytes, and
 * check that length bytes are refused with a NUL-terminated prefix. Lenient parses are run with
 * no options, then with room for exactly the unknown pairs found, then for one fewer
 * (snprintf-style: the count stays, only the room shrinks).
 */
#include "officelink.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_FIELDS = 16, MAX_TEXT = 4096 };

/* A byte string that may hold NULs. */
struct bytes {
    char data[MAX_TEXT];
    size_t length;
};

/* A column NAME=VALUE, or unknown=KEY=VALUE (then `key` is set). */
struct field {
    char name[64];
    int has_key;
    struct bytes key;
    struct bytes value;
};

/* A list of fields, for a parse result. */
struct fields {
    struct field items[MAX_FIELDS];
    size_t count;
};

struct vector {
    int line;
    char name[128];
    char action[32];
    char message[16];
    struct bytes uri;
    struct field fields[MAX_FIELDS];
    size_t field_count;
};

static int hex(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
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
    memcpy(out->data + out->length, data, length);
    out->length += length;
}

static void append_field(struct bytes *out, const char *name, const char *data, size_t length)
{
    if (out->length > 0) append(out, "\t", 1);
    append(out, name, strlen(name));
    append(out, "=", 1);
    append(out, data, length);
}

static struct field *add_field(struct fields *fields, const char *name, const char *data, size_t length)
{
    struct field *field = &fields->items[fields->count < MAX_FIELDS ? fields->count++ : MAX_FIELDS - 1];
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

/* A field list as text, for failure messages: NAME=VALUE, or unknown=KEY=VALUE, tab-separated. */
static void describe(const struct fields *fields, struct bytes *out)
{
    out->length = 0;
    for (size_t i = 0; i < fields->count; i++) {
        const struct field *field = &fields->items[i];
        if (field->has_key) {
            append_field(out, field->name, field->key.data, field->key.length);
            append(out, "=", 1);
            append(out, field->value.data, field->value.length);
        } else {
            append_field(out, field->name, field->value.data, field->value.length);
        }
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
    const char *columns[4 + MAX_FIELDS];
    size_t lengths[4 + MAX_FIELDS];
    size_t count = 0;
    size_t start = 0;

    if (length == 0 || line[0] == '#') return 0;
    for (size_t i = 0; i <= length && count < 4 + MAX_FIELDS; i++) {
        if (i == length || line[i] == '\t') {
            columns[count] = line + start;
            lengths[count] = i - start;
            count++;
            start = i + 1;
        }
    }
    memset(vector, 0, sizeof *vector);
    vector->line = number;
    copy_column(vector->name, sizeof vector->name, columns[0], count > 0 ? lengths[0] : 0);
    copy_column(vector->action, sizeof vector->action, count > 1 ? columns[1] : "", count > 1 ? lengths[1] : 0);
    copy_column(vector->message, sizeof vector->message, count > 2 ? columns[2] : "", count > 2 ? lengths[2] : 0);
    if (count > 3) unescape(columns[3], lengths[3], &vector->uri);
    for (size_t c = 4; c < count; c++) {
        const char *equals = memchr(columns[c], '=', lengths[c]);
        struct field *field = &vector->fields[vector->field_count++];
        size_t name_length = equals != NULL ? (size_t)(equals - columns[c]) : lengths[c];
        copy_column(field->name, sizeof field->name, columns[c], name_length);
        if (equals == NULL) continue;
        const char *rest = equals + 1;
        size_t rest_length = lengths[c] - name_length - 1;
        const char *second = strcmp(field->name, "unknown") == 0 ? memchr(rest, '=', rest_length) : NULL;
        if (second != NULL) {
            /* unknown=KEY=VALUE: cut at the raw '=' first, then undo the escapes of each part. */
            field->has_key = 1;
            unescape(rest, (size_t)(second - rest), &field->key);
            unescape(second + 1, rest_length - (size_t)(second - rest) - 1, &field->value);
        } else {
            unescape(rest, rest_length, &field->value);
        }
    }
    return 1;
}

static const struct bytes *value(const struct vector *vector, const char *name)
{
    for (size_t i = 0; i < vector->field_count; i++) {
        if (strcmp(vector->fields[i].name, name) == 0) return &vector->fields[i].value;
    }
    return NULL;
}

/* A view of a field's value, or an absent string. Values hold no NUL in build cases. */
static officelink_string view(const struct vector *vector, const char *name)
{
    const struct bytes *found = value(vector, name);
    officelink_string string = { NULL, 0 };
    if (found != NULL) {
        string.data = found->data;
        string.length = found->length;
    }
    return string;
}

static const struct { const char *id; officelink_app app; } apps[] = {
    { "word", OFFICELINK_APP_WORD }, { "excel", OFFICELINK_APP_EXCEL },
    { "powerPoint", OFFICELINK_APP_POWER_POINT }, { "visio", OFFICELINK_APP_VISIO },
    { "access", OFFICELINK_APP_ACCESS }, { "project", OFFICELINK_APP_PROJECT },
    { "publisher", OFFICELINK_APP_PUBLISHER }, { "sharePointDesigner", OFFICELINK_APP_SHARE_POINT_DESIGNER },
    { "infoPath", OFFICELINK_APP_INFO_PATH }, { "oneNote", OFFICELINK_APP_ONE_NOTE },
};
static const struct { const char *id; officelink_mode mode; } modes[] = {
    { "view", OFFICELINK_MODE_VIEW }, { "edit", OFFICELINK_MODE_EDIT },
    { "newFromTemplate", OFFICELINK_MODE_NEW_FROM_TEMPLATE },
};
/* The open message's flags, in declared order. */
static const struct { const char *id; unsigned bit; } open_flags[] = {
    { "coAuthoring", OFFICELINK_OPEN_FLAG_CO_AUTHORING },
};

static int is_value(const struct bytes *bytes, const char *text)
{
    return bytes != NULL && bytes->length == strlen(text) && memcmp(bytes->data, text, bytes->length) == 0;
}

/*
 * Sets *mode to the mode=ID column's mode. Without that column *mode is left as the message's
 * init function made it: a vector that names no mode shows that an initialized (zeroed) C message
 * is in the mode the other languages default to.
 */
static void set_mode(const struct vector *vector, officelink_mode *mode)
{
    const struct bytes *id = value(vector, "mode");
    for (size_t i = 0; id != NULL && i < sizeof modes / sizeof modes[0]; i++) {
        if (is_value(id, modes[i].id)) *mode = modes[i].mode;
    }
}

/* The flags=ID,ID column as bits; an id that is not a flag sets a bit no flag has. */
static unsigned flags_of(const struct vector *vector)
{
    const struct bytes *list = value(vector, "flags");
    unsigned flags = 0;
    size_t start = 0;
    for (size_t i = 0; list != NULL && i <= list->length; i++) {
        if (i < list->length && list->data[i] != ',') continue;
        unsigned bit = 1u << 15;
        for (size_t f = 0; f < sizeof open_flags / sizeof open_flags[0]; f++) {
            if (strlen(open_flags[f].id) == i - start && memcmp(list->data + start, open_flags[f].id, i - start) == 0) {
                bit = open_flags[f].bit;
            }
        }
        flags |= bit;
        start = i + 1;
    }
    return flags;
}

/* The flags column of a parse result: the ids of the bits set, in declared order. */
static void describe_flags(struct fields *out, unsigned flags)
{
    char text[256] = "";
    for (size_t f = 0; f < sizeof open_flags / sizeof open_flags[0]; f++) {
        if ((flags & open_flags[f].bit) == 0) continue;
        if (text[0] != '\0') strcat(text, ",");
        strcat(text, open_flags[f].id);
        flags &= ~open_flags[f].bit;
    }
    if (flags != 0) strcat(text, ",?");
    if (text[0] != '\0') add_field(out, "flags", text, strlen(text));
}

static const char *app_id(officelink_app app)
{
    for (size_t i = 0; i < sizeof apps / sizeof apps[0]; i++) {
        if (apps[i].app == app) return apps[i].id;
    }
    return "?";
}

static const char *mode_id(officelink_mode mode)
{
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        if (modes[i].mode == mode) return modes[i].id;
    }
    return "?";
}

typedef officelink_error (*build_function)(const void *message, char *buffer, size_t size, size_t *length);

static officelink_error build_open(const void *message, char *buffer, size_t size, size_t *length)
{
    return officelink_build_open(message, buffer, size, length);
}

static officelink_error build_return(const void *message, char *buffer, size_t size, size_t *length)
{
    return officelink_build_return(message, buffer, size, length);
}

static officelink_error build_open_abbreviated(const void *message, char *buffer, size_t size, size_t *length)
{
    return officelink_build_open_abbreviated(message, buffer, size, length);
}

/* Builds with the needed-length protocol; fills `out` and returns OK, or returns the error. */
static officelink_error build_measured(build_function build, const void *message, struct bytes *out, char *reason)
{
    size_t length = 12345;
    officelink_error error = build(message, NULL, 0, &length);
    char *exact;
    char *short_buffer;

    if (error != OFFICELINK_ERROR_BUFFER_TOO_SMALL) {
        if (error != OFFICELINK_OK && length != 0) sprintf(reason, "an error left length %zu", length);
        if (error == OFFICELINK_OK) sprintf(reason, "a zero-size buffer was accepted");
        return error;
    }
    exact = malloc(length + 1);
    size_t written = 0;
    error = build(message, exact, length + 1, &written);
    if (error != OFFICELINK_OK || written != length || exact[length] != '\0') {
        sprintf(reason, "building into exactly %zu bytes gave %s, length %zu", length + 1, officelink_error_name(error), written);
        free(exact);
        return OFFICELINK_OK;
    }
    out->length = 0;
    append(out, exact, length);
    if (length > 0) {
        size_t reported = 0;
        short_buffer = malloc(length);
        error = build(message, short_buffer, length, &reported);
        if (error != OFFICELINK_ERROR_BUFFER_TOO_SMALL || reported != length || short_buffer[length - 1] != '\0'
            || memcmp(short_buffer, exact, length - 1) != 0) {
            sprintf(reason, "a buffer one byte short gave %s, length %zu", officelink_error_name(error), reported);
        }
        free(short_buffer);
    }
    free(exact);
    return OFFICELINK_OK;
}

static officelink_error build(const struct vector *vector, int abbreviated, struct bytes *out, char *reason)
{
    if (strcmp(vector->message, "open") == 0) {
        officelink_open_message message;
        officelink_init_open(&message);
        message.app = (officelink_app)-1;
        for (size_t i = 0; i < sizeof apps / sizeof apps[0]; i++) {
            if (is_value(value(vector, "app"), apps[i].id)) message.app = apps[i].app;
        }
        set_mode(vector, &message.mode);
        message.flags = flags_of(vector);
        message.url = view(vector, "url");
        message.save_folder = view(vector, "saveFolder");
        message.passback = view(vector, "passback");
        message.context = view(vector, "context");
        message.service = view(vector, "service");
        message.user = view(vector, "user");
        message.file_name = view(vector, "fileName");
        message.web_or_app = view(vector, "webOrApp");
        return build_measured(abbreviated ? build_open_abbreviated : build_open, &message, out, reason);
    }
    if (abbreviated) {
        sprintf(reason, "message %s has no abbreviated form", vector->message);
        return OFFICELINK_OK;
    }
    if (strcmp(vector->message, "return") == 0) {
        officelink_return_message message;
        officelink_init_return(&message);
        message.scheme = view(vector, "scheme");
        set_mode(vector, &message.mode);
        message.url = view(vector, "url");
        message.upload_pending = is_value(value(vector, "uploadPending"), "true");
        message.context = view(vector, "context");
        return build_measured(build_return, &message, out, reason);
    }
    sprintf(reason, "unknown message %s", vector->message);
    return OFFICELINK_OK;
}

static void describe_string(struct fields *out, const char *name, officelink_string string)
{
    if (string.data != NULL) add_field(out, name, string.data, string.length);
}

/* The pairs a parse kept aside, stored ones only, as unknown=KEY=VALUE fields. */
static void describe_unknown(struct fields *out, const officelink_pair *pairs, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        struct field *field = add_field(out, "unknown", pairs[i].value.data, pairs[i].value.length);
        field->has_key = 1;
        append(&field->key, pairs[i].key.data, pairs[i].key.length);
    }
}

/* One parse of either message into `out`; `*unknown_count` is the count the message reports. */
static officelink_error parse_once(const struct vector *vector, const char *uri, size_t length, char *text,
    const officelink_parse_options *options, struct fields *out, size_t *unknown_count, size_t *offset,
    const officelink_pair **stored, char *reason)
{
    officelink_error error;
    size_t capacity = options != NULL ? options->unknown_capacity : 0;

    out->count = 0;
    *unknown_count = 0;
    *stored = NULL;
    if (strcmp(vector->message, "open") == 0) {
        officelink_open_message message;
        error = officelink_parse_open(uri, length, text, length, options, &message, offset);
        if (error == OFFICELINK_OK) {
            add_field(out, "app", app_id(message.app), strlen(app_id(message.app)));
            add_field(out, "mode", mode_id(message.mode), strlen(mode_id(message.mode)));
            describe_flags(out, message.flags);
            describe_string(out, "url", message.url);
            describe_string(out, "saveFolder", message.save_folder);
            describe_string(out, "passback", message.passback);
            describe_string(out, "context", message.context);
            describe_string(out, "service", message.service);
            describe_string(out, "user", message.user);
            describe_string(out, "fileName", message.file_name);
            describe_string(out, "webOrApp", message.web_or_app);
            describe_unknown(out, message.unknown_descriptors, message.unknown_count < capacity ? message.unknown_count : capacity);
            *unknown_count = message.unknown_count;
            *stored = message.unknown_descriptors;
        }
    } else if (strcmp(vector->message, "return") == 0) {
        officelink_return_message message;
        error = officelink_parse_return(uri, length, text, length, options, &message, offset);
        if (error == OFFICELINK_OK) {
            describe_string(out, "scheme", message.scheme);
            add_field(out, "mode", mode_id(message.mode), strlen(mode_id(message.mode)));
            describe_string(out, "url", message.url);
            add_field(out, "uploadPending", message.upload_pending ? "true" : "false", message.upload_pending ? 4 : 5);
            describe_string(out, "context", message.context);
            describe_unknown(out, message.unknown_descriptors, message.unknown_count < capacity ? message.unknown_count : capacity);
            *unknown_count = message.unknown_count;
            *stored = message.unknown_descriptors;
        }
    } else {
        sprintf(reason, "unknown message %s", vector->message);
        error = OFFICELINK_OK;
    }
    return error;
}

static officelink_error parse(const struct vector *vector, int strict, struct fields *out, char *reason)
{
    size_t length = vector->uri.length;
    /* Exactly the URI's bytes, no NUL; and a text buffer exactly as long as the URI. */
    char *uri = malloc(length > 0 ? length : 1);
    char *text = malloc(length > 0 ? length : 1);
    size_t offset = (size_t)-1;
    size_t count = 0;
    const officelink_pair *stored;
    officelink_error error;

    memcpy(uri, vector->uri.data, length);
    if (strict) {
        officelink_parse_options options = { true, NULL, 0 };
        error = parse_once(vector, uri, length, text, &options, out, &count, &offset, &stored, reason);
        if (error == OFFICELINK_OK && count != 0) sprintf(reason, "a strict parse kept %zu unknown pairs", count);
    } else {
        struct fields lenient;
        size_t again = 0;
        size_t other_offset = (size_t)-1;
        /* No options: unknown pairs are counted, not stored. */
        error = parse_once(vector, uri, length, text, NULL, &lenient, &count, &offset, &stored, reason);
        if (error == OFFICELINK_OK && stored != NULL) sprintf(reason, "a parse without options stored unknown pairs");
        /* Room for exactly the pairs found: all of them stored, in order. */
        officelink_pair *pairs = malloc((count > 0 ? count : 1) * sizeof *pairs);
        officelink_parse_options options = { false, pairs, count };
        officelink_error second = parse_once(vector, uri, length, text, &options, out, &again, &other_offset, &stored, reason);
        if (second != error || other_offset != offset) sprintf(reason, "options changed the result: %s", officelink_error_name(second));
        else if (error == OFFICELINK_OK && (again != count || stored != pairs)) sprintf(reason, "options changed the unknown count or array");
        /* Room for one fewer: the count stays, the first count - 1 pairs are the same. */
        if (reason[0] == '\0' && error == OFFICELINK_OK && count > 0) {
            officelink_pair *fewer = malloc((count - 1 > 0 ? count - 1 : 1) * sizeof *fewer);
            officelink_parse_options short_options = { false, fewer, count - 1 };
            second = parse_once(vector, uri, length, text, &short_options, &lenient, &again, &other_offset, &stored, reason);
            if (second != OFFICELINK_OK || again != count) sprintf(reason, "one pair less room gave %s, count %zu", officelink_error_name(second), again);
            for (size_t i = 0; reason[0] == '\0' && i + 1 < count; i++) {
                if (fewer[i].key.data != pairs[i].key.data || fewer[i].key.length != pairs[i].key.length
                    || fewer[i].value.data != pairs[i].value.data || fewer[i].value.length != pairs[i].value.length) {
                    sprintf(reason, "one pair less room stored another pair %zu", i);
                }
            }
            free(fewer);
        }
        free(pairs);
    }
    if (error == OFFICELINK_OK && offset != (size_t)-1) sprintf(reason, "a success set the error offset");
    if (error != OFFICELINK_OK && offset > length) sprintf(reason, "error offset %zu is past the URI", offset);
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
        else if (c < 0x20 || c == 0x7F) used += (size_t)sprintf(out + used, "\\x%02X", c);
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
    const struct bytes *expected_error = value(vector, "error");
    char reason[512] = "";
    static char shown[2][MAX_TEXT * 4 + 8];
    officelink_error error;
    int is_parse = 0;

    actual.length = 0;
    expected.length = 0;
    if (strcmp(vector->action, "build") == 0 || strcmp(vector->action, "build-abbreviated") == 0) {
        error = build(vector, strcmp(vector->action, "build-abbreviated") == 0, &actual, reason);
        expected = vector->uri;
    } else if (strcmp(vector->action, "parse") == 0 || strcmp(vector->action, "parse-strict") == 0) {
        is_parse = 1;
        error = parse(vector, strcmp(vector->action, "parse-strict") == 0, &actual_fields, reason);
        expected_fields.count = 0;
        for (size_t i = 0; i < vector->field_count; i++) {
            if (strcmp(vector->fields[i].name, "error") != 0) expected_fields.items[expected_fields.count++] = vector->fields[i];
        }
        describe(&actual_fields, &actual);
        describe(&expected_fields, &expected);
    } else {
        sprintf(reason, "unknown action %s", vector->action);
        error = OFFICELINK_OK;
    }
    if (reason[0] == '\0') {
        if (expected_error != NULL) {
            if (error == OFFICELINK_OK) {
                quote(&actual, shown[0], sizeof shown[0]);
                sprintf(reason, "expected error %.*s, got \"%.400s\"", (int)expected_error->length, expected_error->data, shown[0]);
            } else if (!is_value(expected_error, officelink_error_name(error))) {
                sprintf(reason, "expected error %.*s, got %s", (int)expected_error->length, expected_error->data, officelink_error_name(error));
            }
        } else if (error != OFFICELINK_OK) {
            sprintf(reason, "unexpected error %s", officelink_error_name(error));
        } else if (is_parse ? !same_fields(&actual_fields, &expected_fields) : !same_bytes(&actual, &expected)) {
            quote(&expected, shown[0], sizeof shown[0]);
            quote(&actual, shown[1], sizeof shown[1]);
            snprintf(reason, sizeof reason, "expected \"%.200s\", got \"%.200s\"", shown[0], shown[1]);
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
        printf("usage: harness <vectors.tsv> (a readable file with at least one case)\n");
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
        printf("usage: harness <vectors.tsv> (a readable file with at least one case)\n");
        return 2;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
