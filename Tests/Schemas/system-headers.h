/*
 * The C standard headers and the POSIX, GNU and BSD headers a C program commonly includes,
 * each only where this machine has it. Tests/Schemas/c-system-macros.sh lists the macros they
 * define into Sources/Render/C/CSystemMacros.swift (a generated C name must be none of them), and
 * Tests/Schemas/compile-collisions.sh includes them before a generated header to show that
 * the header's names survive them.
 */
#if defined(__has_include)
#define SYSTEM_HEADER(name) __has_include(name)
#else
#define SYSTEM_HEADER(name) 0
#endif

/* C99, C11 and C23. */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <iso646.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>
#if !defined(__cplusplus)
#include <complex.h>
#include <fenv.h>
#include <tgmath.h>
#if __STDC_VERSION__ >= 201112L
#include <stdalign.h>
#include <stdnoreturn.h>
#if !defined(__STDC_NO_ATOMICS__)
#include <stdatomic.h>
#endif
#if SYSTEM_HEADER(<threads.h>) && !defined(__STDC_NO_THREADS__)
#include <threads.h>
#endif
#if SYSTEM_HEADER(<uchar.h>)
#include <uchar.h>
#endif
#endif
#endif

/* POSIX, with the GNU and BSD extensions glibc, musl and the BSDs add to them. */
#if SYSTEM_HEADER(<unistd.h>)
#include <arpa/inet.h>
#include <dirent.h>
#include <dlfcn.h>
#include <fcntl.h>
#include <glob.h>
#include <grp.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <pwd.h>
#include <regex.h>
#include <sched.h>
#include <semaphore.h>
#include <spawn.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <syslog.h>
#include <termios.h>
#include <unistd.h>
#if SYSTEM_HEADER(<ifaddrs.h>)
#include <ifaddrs.h>
#endif
#if SYSTEM_HEADER(<netinet/ip.h>)
#include <netinet/ip.h>
#endif
#if SYSTEM_HEADER(<netinet/udp.h>)
#include <netinet/udp.h>
#endif
#if SYSTEM_HEADER(<sys/sysmacros.h>)
#include <sys/sysmacros.h>
#endif
#if SYSTEM_HEADER(<utmp.h>)
#include <utmp.h>
#endif
#if SYSTEM_HEADER(<utmpx.h>)
#include <utmpx.h>
#endif
#if SYSTEM_HEADER(<wordexp.h>)
#include <wordexp.h>
#endif
#endif

#undef SYSTEM_HEADER
