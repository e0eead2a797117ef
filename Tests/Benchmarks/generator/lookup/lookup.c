/* Finds the first and the last of make-schema.py's apps by scheme with scale_app_from_scheme and
   prints the time per lookup of each, and their ratio. Usage: lookup FIRST-SCHEME LAST-SCHEME */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "scale.h"

static double now(void)
{
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

/* Nanoseconds per lookup of `scheme`: the median of seven rounds. */
static double nanoseconds_per_lookup(const char *scheme)
{
    enum { rounds = 7, lookups = 200000 };
    double times[rounds];
    scale_string text = scale_string_of(scheme);
    for (int round = 0; round < rounds; round++) {
        volatile int found = 0;
        double start = now();
        for (int index = 0; index < lookups; index++) {
            scale_app app;
            found += scale_app_from_scheme(text, &app);
        }
        times[round] = (now() - start) / lookups * 1e9;
        if (found != lookups) {
            fprintf(stderr, "no app with the scheme %s\n", scheme);
            exit(1);
        }
    }
    for (int sorted = 1; sorted < rounds; sorted++) {
        for (int index = sorted; index > 0 && times[index - 1] > times[index]; index--) {
            double swap = times[index];
            times[index] = times[index - 1];
            times[index - 1] = swap;
        }
    }
    return times[rounds / 2];
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: lookup FIRST-SCHEME LAST-SCHEME\n");
        return 2;
    }
    double first = nanoseconds_per_lookup(argv[1]);
    double last = nanoseconds_per_lookup(argv[2]);
    printf("c app lookup by scheme (10,000 apps): first %.1f ns, last %.1f ns, ratio %.2fx (last vs first)\n",
        first, last, last / first);
    return 0;
}
