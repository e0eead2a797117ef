/* A C consumer of the generated bindings: open a document in Word, read the return URI. */
#include "officelink.h"

#include <stdio.h>
#include <string.h>

int main(void)
{
    officelink_open_message open;
    char uri[256];
    size_t length;
    officelink_init_open(&open); /* the default mode, edit; no optional field */
    open.app = OFFICELINK_APP_WORD;
    open.url = officelink_string_of("https://contoso/Q4/budget.docx");
    open.passback = officelink_string_of("contosodrive");
    open.context = officelink_string_of("folder view Q4");
    if (officelink_build_open(&open, uri, sizeof uri, &length) != OFFICELINK_OK) {
        return 1;
    }
    printf("open: %s\n", uri);

    const char *incoming = "contosodrive:ofe|u|https://contoso/Q4/budget.docx|z|no|c|folder%20view%20Q4";
    char text[256];
    officelink_return_message back;
    if (officelink_parse_return(incoming, strlen(incoming), text, sizeof text, NULL, &back, NULL) != OFFICELINK_OK) {
        return 1;
    }
    printf("return: url=%.*s uploadPending=%s context=%.*s\n", (int)back.url.length, back.url.data,
        back.upload_pending ? "true" : "false", (int)back.context.length, back.context.data);

    const char *bad = "ms-paint:ofe|u|https://contoso/a.png";
    officelink_open_message ignored;
    officelink_error error = officelink_parse_open(bad, strlen(bad), text, sizeof text, NULL, &ignored, NULL);
    printf("error: %s\n", officelink_error_name(error));
    return 0;
}
