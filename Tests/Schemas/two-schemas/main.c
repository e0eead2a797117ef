/*
 * One call of each schema generated into one folder beside it (Tests/Schemas/compile-two-schemas.sh):
 * both use the one schemegen_runtime.c, linked into this program once.
 */
#include "officelink.h"
#include "urlgeneric.h"

#include <stdio.h>
#include <string.h>

int main(void)
{
    officelink_open_message open;
    urlgeneric_item_message item;
    char open_uri[128];
    char item_uri[128];
    char text[128];
    officelink_init_open(&open);
    open.app = OFFICELINK_APP_WORD;
    open.url = officelink_string_of("https://contoso/a b.docx");
    urlgeneric_init_item(&item);
    item.page = 2;
    if (officelink_build_open(&open, open_uri, sizeof open_uri, NULL) != OFFICELINK_OK
        || urlgeneric_build_item(&item, item_uri, sizeof item_uri, NULL) != URLGENERIC_OK) {
        return 1;
    }
    printf("%s\n%s\n", open_uri, item_uri);
    printf("%s\n", urlgeneric_error_name(urlgeneric_parse_item(open_uri, strlen(open_uri), text, sizeof text, NULL, &item, NULL)));
    return 0;
}
