/*
 * A caller of a message with no text field (Tests/Compatibility/c/textless-old.json): its parser
 * takes a text buffer like every other, so adding a text field (textless-new.json) leaves the call
 * unchanged. run.sh compiles this same file against both versions' code.
 */
#include "textless.h"

#include <stdio.h>
#include <string.h>

int main(void)
{
    const char *uri = "caller:sh|u|https://contoso/a";
    char text[64];
    size_t offset = 0;
    textless_ping_message ping;
    int passed = 0;
    int failed = 0;

    if (textless_parse_ping(uri, strlen(uri), text, sizeof text, NULL, &ping, &offset) == TEXTLESS_OK
        && ping.url.length == strlen("https://contoso/a")) {
        passed++;
    } else {
        failed++;
        printf("FAIL parse with a text buffer\n");
    }
    if (textless_parse_ping(uri, strlen(uri), NULL, 0, NULL, &ping, &offset) == TEXTLESS_OK) {
        passed++;
    } else {
        failed++;
        printf("FAIL parse without a text buffer\n");
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
