#!/usr/bin/env bash
# The one benchmark command (docs/performance.md): the generator against its start-up floor and
# its growth, then each language's generated parser and builder beside the platform's own, every
# figure a ratio against an anchor measured in the same run. Figures only: nothing here fails
# because the machine is slow. LOOKUP=0 skips the 10,000-app lookup programs (minutes of compiling).
set -euo pipefail
cd "$(dirname "$0")"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(uname -m), load $(cut -d' ' -f1-3 /proc/loadavg)"
for part in generator swift kotlin typescript c; do
    echo "== $part"
    bash "$part/run.sh"
done
