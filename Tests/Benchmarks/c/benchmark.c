/* Measures the generated C for schema.json: prints figures, asserts nothing about speed. */
#define _POSIX_C_SOURCE 199309L
#include "officelink.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(void)
{
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec * 1e9 + (double)time.tv_nsec;
}

static void report(const char *label, double elapsed, long iterations, size_t bytes, size_t checksum)
{
    printf("c %s: %.0f ns/op over %ld iterations", label, elapsed / (double)iterations, iterations);
    if (bytes > 0) {
        printf(", %.1f MB/s", (double)bytes * (double)iterations / elapsed * 1e3);
    }
    printf(" (checksum %zu)\n", checksum);
}

int main(int argc, char **argv)
{
    long iterations = argc > 1 ? atol(argv[1]) : 200000;
    const char *article = "ms-word:ofe|u|https://contoso/Q4/budget.docx|p|clouddrive|c|folderviewQ4";
    size_t article_length = strlen(article);
    static char text[1 << 21];
    static char uri[1 << 21];
    officelink_open_message message;
    size_t length = 0;
    size_t checksum = 0;

    if (officelink_parse_open(article, article_length, text, sizeof text, NULL, &message, NULL) != OFFICELINK_OK) {
        return 1;
    }
    double start = now_ns();
    for (long i = 0; i < iterations; i++) {
        officelink_build_open(&message, uri, sizeof uri, &length);
        checksum += length;
    }
    report("build open (article)", now_ns() - start, iterations, 0, checksum);

    checksum = 0;
    start = now_ns();
    for (long i = 0; i < iterations; i++) {
        officelink_parse_open(article, article_length, text, sizeof text, NULL, &message, NULL);
        checksum += message.url.length;
    }
    report("parse open (article)", now_ns() - start, iterations, article_length, checksum);

    static char context[1 << 20];
    for (size_t i = 0; i + 1 < sizeof context; i += 2) {
        context[i] = 'a';
        context[i + 1] = '|';
    }
    officelink_open_message huge = {0};
    huge.app = OFFICELINK_APP_WORD;
    huge.mode = OFFICELINK_DEFAULT_MODE;
    huge.url = officelink_string_of("https://contoso/a.docx");
    huge.context.data = context;
    huge.context.length = sizeof context;
    checksum = 0;
    start = now_ns();
    for (int i = 0; i < 5; i++) {
        officelink_build_open(&huge, uri, sizeof uri, &length);
        checksum += length;
    }
    report("build open (1 MB context)", now_ns() - start, 5, 0, checksum);
    start = now_ns();
    for (int i = 0; i < 5; i++) {
        officelink_parse_open(uri, length, text, sizeof text, NULL, &message, NULL);
        checksum += message.context.length;
    }
    report("parse open (1 MB context)", now_ns() - start, 5, length, checksum);
    return 0;
}
