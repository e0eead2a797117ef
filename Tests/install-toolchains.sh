#!/usr/bin/env bash
# Makes sure every toolchain the test suite compiles with is present, installing the missing ones
# from Debian's packages. A toolchain that is still missing afterwards is an error, never a skip.
set -euo pipefail

# command -> Debian package that provides it
declare -A package_for=(
    [python3]=python3
    [cc]=gcc
    [c++]=g++
    [node]=nodejs
    [tsc]=node-typescript
    [kotlinc]=kotlin
    [valgrind]=valgrind
    [clang]=clang
    [unzip]=unzip
    # The package layout's C project and its consumers (Tests/Packages/run.sh).
    [cmake]=cmake
    [pkg-config]=pkg-config
)

if ! command -v swift >/dev/null; then
    echo "error: the Swift 6 toolchain (swift, swiftc) is not on PATH; install it first (see README.md)" >&2
    exit 1
fi

# header -> Debian package that provides it (libraries with no command to look for)
declare -A package_for_header=(
    # The C benchmark's anchor (Tests/Benchmarks/c).
    [uriparser/Uri.h]=liburiparser-dev
)

# Whether the C compiler finds a header.
has_header() {
    printf '#include <%s>\n' "$1" | cc -E -x c - >/dev/null 2>&1
}

missing=()
for tool in "${!package_for[@]}"; do
    command -v "$tool" >/dev/null || missing+=("${package_for[$tool]}")
done
for header in "${!package_for_header[@]}"; do
    has_header "$header" || missing+=("${package_for_header[$header]}")
done

if ((${#missing[@]})); then
    echo "Installing missing toolchains: ${missing[*]}"
    if [[ $(id -u) -ne 0 ]]; then
        echo "error: need root to apt-get install ${missing[*]}; install them and run again" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The JSON Schema test uses the real `jsonschema` package from PyPI.
if ! python3 -c "import jsonschema" 2>/dev/null; then
    echo "Installing the jsonschema Python package"
    python3 -m pip install --quiet jsonschema
fi
python3 -c "import jsonschema" || { echo "error: the jsonschema Python package is still missing" >&2; exit 1; }

# Tests/examples.sh validates .pre-commit-hooks.yaml with the real pre-commit framework.
if ! python3 -c "import pre_commit" 2>/dev/null; then
    echo "Installing the pre-commit Python package"
    python3 -m pip install --quiet "pre-commit==4.0.1"
fi
python3 -c "import pre_commit" || { echo "error: the pre-commit Python package is still missing" >&2; exit 1; }

for tool in "${!package_for[@]}"; do
    if ! command -v "$tool" >/dev/null; then
        echo "error: '$tool' is still missing after installing '${package_for[$tool]}'" >&2
        exit 1
    fi
done
for header in "${!package_for_header[@]}"; do
    if ! has_header "$header"; then
        echo "error: <$header> is still missing after installing '${package_for_header[$header]}'" >&2
        exit 1
    fi
done
# Today's compilers beside Debian's oldest supported ones, from PyPI wheels (the only other registry
# used), unpacked into a cache outside the repository and reused when present. Tests/toolchains.sh
# names the versions and where each lands.
source "$(dirname "$0")/toolchains.sh"
# unpack_wheel NAME==VERSION FOLDER MEMBER...: downloads the pinned wheel and unpacks the members
# (globs inside the wheel) into FOLDER, without their paths.
unpack_wheel() {
    local requirement="$1" folder="$2" download
    shift 2
    download="$(mktemp -d)"
    python3 -m pip download --quiet --no-deps --dest "$download" "$requirement"
    mkdir -p "$folder"
    unzip -o -q -j "$download"/*.whl "$@" -d "$folder"
    rm -rf "$download"
}
for version in "${!kotlin_wheel_for[@]}"; do
    home="$(kotlin_home "$version")"
    [[ -f "$home/compiler.jar" && -f "$home/kotlin-stdlib.jar" ]] && continue
    echo "Installing Kotlin $version (PyPI kotlin-jupyter-kernel==${kotlin_wheel_for[$version]}) into $home"
    unpack_wheel "kotlin-jupyter-kernel==${kotlin_wheel_for[$version]}" "$home" \
        "run_kotlin_kernel/jars/*-all.jar" "run_kotlin_kernel/jars/kotlin-stdlib-$version.jar"
    mv "$home"/*-all.jar "$home/compiler.jar"
    mv "$home/kotlin-stdlib-$version.jar" "$home/kotlin-stdlib.jar"
done
if [[ ! -x "$deno" ]]; then
    echo "Installing deno $deno_version (PyPI deno==$deno_version) into $(dirname "$deno")"
    unpack_wheel "deno==$deno_version" "$(dirname "$deno")" "deno-$deno_version.data/scripts/deno"
    chmod +x "$deno"
fi
for version in "${!kotlin_wheel_for[@]}"; do
    found="$(unzip -p "$(kotlin_home "$version")/compiler.jar" META-INF/compiler.version 2>/dev/null || true)"
    if [[ "$found" != "$version" ]]; then
        echo "error: $(kotlin_home "$version")/compiler.jar is Kotlin '${found:-missing}', not $version; delete the folder and run again" >&2
        exit 1
    fi
done
if ! "$deno" --version 2>/dev/null | grep -q "^typescript $deno_typescript"; then
    echo "error: $deno is missing or does not bundle TypeScript $deno_typescript; delete it and run again" >&2
    exit 1
fi

echo "Toolchains: $(swift --version 2>&1 | head -n 1); tsc $(tsc --version | cut -d' ' -f2); $(kotlinc -version 2>&1 | grep -o 'kotlinc-jvm [^ ]*'); node $(node --version); Kotlin ${!kotlin_wheel_for[*]}; deno $deno_version (TypeScript $deno_typescript)"
