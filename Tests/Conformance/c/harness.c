/*
 * Runs every case of Tests/Conformance/vectors.tsv against the generated C for schema.json.
 * Usage: harness <vectors.tsv>. Prints one line per failure, then "N passed, N failed".
 *
 * Every buffer handed to the generated code is allocated at exactly the size the code may use,
 * so AddressSanitizer and valgrind see any byte read or written past it. Builds are also run in
 * the needed-length protocol: measure with (NULL, 0), build into exactly length + 1 bytes, and
 * check that length bytes are refused with a NUL-terminated prefix.
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

struct field {
    char name[64];
    struct bytes value;
};

struct vector {
    int line;
    char name[128];
    char action[16];
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
        if (equals != NULL) unescape(equals + 1, lengths[c] - name_length - 1, &field->value);
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
    { "excel", OFFICELINK_APP_EXCEL }, { "oneNote", OFFICELINK_APP_ONE_NOTE },
    { "powerPoint", OFFICELINK_APP_POWER_POINT }, { "word", OFFICELINK_APP_WORD },
};
static const struct { const char *id; officelink_mode mode; } modes[] = {
    { "view", OFFICELINK_MODE_VIEW }, { "edit", OFFICELINK_MODE_EDIT },
};

static int is_value(const struct bytes *bytes, const char *text)
{
    return bytes != NULL && bytes->length == strlen(text) && memcmp(bytes->data, text, bytes->length) == 0;
}

static officelink_mode mode_of(const struct vector *vector)
{
    const struct bytes *id = value(vector, "mode");
    for (size_t i = 0; id != NULL && i < sizeof modes / sizeof modes[0]; i++) {
        if (is_value(id, modes[i].id)) return modes[i].mode;
    }
    return OFFICELINK_DEFAULT_MODE;
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

static officelink_error build(const struct vector *vector, struct bytes *out, char *reason)
{
    if (strcmp(vector->message, "open") == 0) {
        officelink_open_message message;
        memset(&message, 0, sizeof message);
        message.app = (officelink_app)-1;
        for (size_t i = 0; i < sizeof apps / sizeof apps[0]; i++) {
            if (is_value(value(vector, "app"), apps[i].id)) message.app = apps[i].app;
        }
        message.mode = mode_of(vector);
        message.url = view(vector, "url");
        message.passback = view(vector, "passback");
        message.context = view(vector, "context");
        return build_measured(build_open, &message, out, reason);
    }
    if (strcmp(vector->message, "return") == 0) {
        officelink_return_message message;
        memset(&message, 0, sizeof message);
        message.scheme = view(vector, "scheme");
        message.mode = mode_of(vector);
        message.url = view(vector, "url");
        message.upload_pending = is_value(value(vector, "uploadPending"), "true");
        message.context = view(vector, "context");
        return build_measured(build_return, &message, out, reason);
    }
    sprintf(reason, "unknown message %s", vector->message);
    return OFFICELINK_OK;
}

static void describe_string(struct bytes *out, const char *name, officelink_string string)
{
    if (string.data != NULL) append_field(out, name, string.data, string.length);
}

static officelink_error parse(const struct vector *vector, struct bytes *out, char *reason)
{
    size_t length = vector->uri.length;
    /* Exactly the URI's bytes, no NUL; and a text buffer exactly as long as the URI. */
    char *uri = malloc(length > 0 ? length : 1);
    char *text = malloc(length > 0 ? length : 1);
    size_t offset = (size_t)-1;
    officelink_error error;

    memcpy(uri, vector->uri.data, length);
    out->length = 0;
    if (strcmp(vector->message, "open") == 0) {
        officelink_open_message message;
        error = officelink_parse_open(uri, length, text, length, &message, &offset);
        if (error == OFFICELINK_OK) {
            append_field(out, "app", app_id(message.app), strlen(app_id(message.app)));
            append_field(out, "mode", mode_id(message.mode), strlen(mode_id(message.mode)));
            describe_string(out, "url", message.url);
            describe_string(out, "passback", message.passback);
            describe_string(out, "context", message.context);
        }
    } else if (strcmp(vector->message, "return") == 0) {
        officelink_return_message message;
        error = officelink_parse_return(uri, length, text, length, &message, &offset);
        if (error == OFFICELINK_OK) {
            describe_string(out, "scheme", message.scheme);
            append_field(out, "mode", mode_id(message.mode), strlen(mode_id(message.mode)));
            describe_string(out, "url", message.url);
            append_field(out, "uploadPending", message.upload_pending ? "true" : "false", message.upload_pending ? 4 : 5);
            describe_string(out, "context", message.context);
        }
    } else {
        sprintf(reason, "unknown message %s", vector->message);
        error = OFFICELINK_OK;
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
    struct bytes actual = { {0}, 0 };
    struct bytes expected = { {0}, 0 };
    const struct bytes *expected_error = value(vector, "error");
    char reason[512] = "";
    char shown[2][MAX_TEXT * 4 + 8];
    officelink_error error;

    if (strcmp(vector->action, "build") == 0) {
        error = build(vector, &actual, reason);
        expected = vector->uri;
    } else if (strcmp(vector->action, "parse") == 0) {
        error = parse(vector, &actual, reason);
        for (size_t i = 0; i < vector->field_count; i++) {
            append_field(&expected, vector->fields[i].name, vector->fields[i].value.data, vector->fields[i].value.length);
        }
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
        } else if (actual.length != expected.length || memcmp(actual.data, expected.data, actual.length) != 0) {
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
