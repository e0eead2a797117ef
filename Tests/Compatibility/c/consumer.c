/*
 * A caller written against the C code generated from Tests/Compatibility/old.json, the way the
 * README shows: messages filled member by member from {0}, parsers given a text buffer, lookups by
 * id, token and scheme, switches with a default. run.sh compiles this same file against
 * old.json's and new.json's code with the strict flags; it must compile and pass against both.
 */
#include "officelink.h"

#include <stdio.h>
#include <string.h>

#if !defined(OFFICELINK_SCHEMA_SHA256) || !defined(OFFICELINK_API_HASH)
#error "officelink.h carries no version macros"
#endif

static int passed;
static int failed;

static void check(const char *name, int ok)
{
    if (ok) {
        passed++;
    } else {
        failed++;
        printf("FAIL %s\n", name);
    }
}

static int same(const char *actual, const char *expected)
{
    return actual != NULL && strcmp(actual, expected) == 0;
}

static int view_is(officelink_string view, const char *expected)
{
    return view.data != NULL && view.length == strlen(expected) && memcmp(view.data, expected, view.length) == 0;
}

static const char *family(officelink_app app)
{
    switch (app) {
    case OFFICELINK_APP_WORD:
    case OFFICELINK_APP_EXCEL:
    case OFFICELINK_APP_POWER_POINT:
        return "office";
    case OFFICELINK_APP_ONE_NOTE:
        return "notes";
    default:
        return "other";
    }
}

static void building(void)
{
    officelink_open_message open = {0};
    officelink_return_message back = {0};
    char uri[256];
    size_t length;

    open.app = OFFICELINK_APP_WORD;
    open.mode = OFFICELINK_DEFAULT_MODE;
    open.flags = OFFICELINK_OPEN_FLAG_CO_AUTHORING;
    open.url = officelink_string_of("https://contoso/a.docx");
    open.passback = officelink_string_of("clouddrive");
    open.has_theme = true;
    open.theme = OFFICELINK_THEME_DARK;
    check("build open", officelink_build_open(&open, uri, sizeof uri, &length) == OFFICELINK_OK
        && same(uri, "ms-word:ofe|ofc|u|https://contoso/a.docx|p|clouddrive|th|dark") && length == strlen(uri));

    open.flags = 0;
    open.passback = officelink_string_of(NULL);
    open.has_theme = false;
    check("abbreviated from the default mode",
        officelink_build_open_abbreviated(&open, uri, sizeof uri, &length) == OFFICELINK_OK
        && same(uri, "ms-word:https://contoso/a.docx"));
    open.mode = OFFICELINK_MODE_VIEW;
    check("abbreviated", officelink_build_open_abbreviated(&open, uri, sizeof uri, &length) == OFFICELINK_OK
        && same(uri, "ms-word:https://contoso/a.docx"));
    open.mode = OFFICELINK_MODE_NEW_FROM_TEMPLATE;
    check("abbreviated refuses another mode",
        officelink_build_open_abbreviated(&open, uri, sizeof uri, &length) == OFFICELINK_ERROR_INVALID_VALUE);

    back.scheme = officelink_string_of("clouddrive");
    back.mode = OFFICELINK_MODE_EDIT;
    back.url = officelink_string_of("https://contoso/a.docx");
    back.upload_pending = false;
    back.context = officelink_string_of("ctx");
    check("build return", officelink_build_return(&back, uri, sizeof uri, &length) == OFFICELINK_OK
        && same(uri, "clouddrive:ofe|u|https://contoso/a.docx|z|no|c|ctx"));
}

static void parsing(void)
{
    const char *open_uri = "ms-excel:ofv|ofc|u|https://contoso/b.xls|th|light|c|a%20b|nt|hi";
    const char *back_uri = "clouddrive:ofe|u|https://contoso/a.docx|z|yes";
    char text[128];
    size_t offset = 0;
    officelink_open_message open;
    officelink_return_message back;

    check("parse open", officelink_parse_open(open_uri, strlen(open_uri), text, sizeof text, NULL, &open, &offset)
        == OFFICELINK_OK);
    check("parsed app", open.app == OFFICELINK_APP_EXCEL);
    check("parsed mode", open.mode == OFFICELINK_MODE_VIEW);
    check("parsed flag", (open.flags & OFFICELINK_OPEN_FLAG_CO_AUTHORING) != 0);
    check("parsed url", view_is(open.url, "https://contoso/b.xls"));
    check("parsed theme", open.has_theme && open.theme == OFFICELINK_THEME_LIGHT);
    check("parsed text", view_is(open.context, "a b"));
    check("parse return", officelink_parse_return(back_uri, strlen(back_uri), text, sizeof text, NULL, &back, &offset)
        == OFFICELINK_OK && back.upload_pending && view_is(back.scheme, "clouddrive"));
    check("parse return without a text buffer",
        officelink_parse_return(back_uri, strlen(back_uri), NULL, 0, NULL, &back, &offset) == OFFICELINK_OK);
    check("missing url", officelink_parse_open("ms-word:ofe", 11, text, sizeof text, NULL, &open, &offset)
        == OFFICELINK_ERROR_MISSING_DESCRIPTOR);
}

static void lookups(void)
{
    officelink_app app = OFFICELINK_APP_WORD;
    officelink_mode mode = OFFICELINK_MODE_VIEW;
    officelink_theme theme = OFFICELINK_THEME_LIGHT;
    unsigned flag = 0;
    int office = 0;

    check("app id", same(officelink_app_id(OFFICELINK_APP_ONE_NOTE), "oneNote"));
    check("app scheme", same(officelink_app_scheme(OFFICELINK_APP_ONE_NOTE), "onenote"));
    check("app name", same(officelink_app_name(OFFICELINK_APP_WORD), "Word"));
    check("app from id", officelink_app_from_id(officelink_string_of("powerPoint"), &app) && app == OFFICELINK_APP_POWER_POINT);
    check("app from scheme", officelink_app_from_scheme(officelink_string_of("MS-Word"), &app) && app == OFFICELINK_APP_WORD);
    check("app from unknown id", !officelink_app_from_id(officelink_string_of("notepad"), &app) && app == OFFICELINK_APP_WORD);
    check("app outside the enum", officelink_app_id((officelink_app)1000) == NULL);
    for (int value = OFFICELINK_APP_WORD; value <= OFFICELINK_APP_ONE_NOTE; value++) {
        office += strcmp(family((officelink_app)value), "office") == 0;
    }
    check("app family", office == 3);
    check("mode id", same(officelink_mode_id(OFFICELINK_MODE_NEW_FROM_TEMPLATE), "newFromTemplate"));
    check("mode token", same(officelink_mode_token(OFFICELINK_MODE_EDIT), "ofe"));
    check("mode from id", officelink_mode_from_id(officelink_string_of("view"), &mode) && mode == OFFICELINK_MODE_VIEW);
    check("mode from token", officelink_mode_from_token(officelink_string_of("nft"), &mode)
        && mode == OFFICELINK_MODE_NEW_FROM_TEMPLATE);
    check("mode from unknown token", !officelink_mode_from_token(officelink_string_of("xyz"), &mode));
    check("enum id", same(officelink_theme_id(OFFICELINK_THEME_DARK), "dark"));
    check("enum token", same(officelink_theme_token(OFFICELINK_THEME_DARK), "dark"));
    check("enum from id", officelink_theme_from_id(officelink_string_of("dark"), &theme) && theme == OFFICELINK_THEME_DARK);
    check("enum from token", officelink_theme_from_token(officelink_string_of("light"), &theme) && theme == OFFICELINK_THEME_LIGHT);
    check("enum from unknown id", !officelink_theme_from_id(officelink_string_of("sepia"), &theme));
    check("flag id", same(officelink_open_flag_id(OFFICELINK_OPEN_FLAG_CO_AUTHORING), "coAuthoring"));
    check("flag token", same(officelink_open_flag_token(OFFICELINK_OPEN_FLAG_CO_AUTHORING), "ofc"));
    check("flag from id", officelink_open_flag_from_id(officelink_string_of("coAuthoring"), &flag)
        && flag == OFFICELINK_OPEN_FLAG_CO_AUTHORING);
    check("flag from token", officelink_open_flag_from_token(officelink_string_of("ofc"), &flag)
        && flag == OFFICELINK_OPEN_FLAG_CO_AUTHORING);
    check("flag from unknown token", !officelink_open_flag_from_token(officelink_string_of("xyz"), &flag));
    check("not one flag", officelink_open_flag_id(0) == NULL && officelink_open_flag_token(3u << 14) == NULL);
    check("error name", same(officelink_error_name(OFFICELINK_ERROR_UNKNOWN_APP), "unknownApp"));
    check("schema sha256", strlen(OFFICELINK_SCHEMA_SHA256) == 64);
}

int main(void)
{
    building();
    parsing();
    lookups();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
