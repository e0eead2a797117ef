/*
 * Uses the C that schemegen generates for Examples/protocols/things.json and spotify.json:
 * builds a Things `add` that asks to be called back, parses the answer Things sends to the
 * callback, and builds and parses a Spotify link. Nothing allocates: every buffer is the caller's.
 *
 *   schemegen generate --schema Examples/protocols/things.json --lang c --out generated
 *   schemegen generate --schema Examples/protocols/spotify.json --lang c --out generated
 */
#include "spotify.h"
#include "things.h"

#include <stdio.h>
#include <string.h>

static int add_with_callback(void)
{
    things_add_message add;
    char uri[512];
    size_t length;

    things_init_add(&add);
    add.title = things_string_of("Buy milk");
    add.when = things_string_of("evening");
    add.x_success = things_string_of("myapp://things-done?request=42");
    if (things_build_add(&add, uri, sizeof uri, &length) != THINGS_OK) {
        return 1;
    }
    printf("%s\n", uri);
    return 0;
}

static int parse_callback(void)
{
    static const char answer[] = "myapp://things-done?request=42&x-things-id=A1B2,C3D4";
    things_add_success_message success;
    char text[THINGS_TEXT_BUFFER_SIZE(sizeof answer - 1)];
    things_error error = things_parse_add_success(answer, strlen(answer), text, sizeof text, &success, NULL);

    if (error != THINGS_OK) {
        printf("the callback could not be read: %s\n", things_error_name(error));
        return 1;
    }
    printf("callback %.*s, ids:", (int)success.callback_url.length, success.callback_url.data);
    for (size_t index = 0; success.has_things_ids && index < success.things_ids.count; index++) {
        printf(" %.*s", (int)success.things_ids.items[index].length, success.things_ids.items[index].data);
    }
    printf("\n");
    return 0;
}

static int spotify_link(void)
{
    static const char link[] = "https://open.spotify.com/track/6rqhFgbbKwnb9MLmUQDhG6";
    spotify_resource_message resource;
    char text[SPOTIFY_TEXT_BUFFER_SIZE(sizeof link - 1)];
    char uri[128];

    if (spotify_parse_resource(link, strlen(link), text, sizeof text, NULL, &resource, NULL) != SPOTIFY_OK) {
        return 1;
    }
    resource.carrier = SPOTIFY_RESOURCE_CARRIER_URI;
    if (spotify_build_resource(&resource, uri, sizeof uri, NULL) != SPOTIFY_OK) {
        return 1;
    }
    printf("%s is %s\n", link, uri);
    return 0;
}

int main(void)
{
    return add_with_callback() || parse_callback() || spotify_link();
}
