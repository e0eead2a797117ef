#!/usr/bin/env bash
# Proves `schemegen generate --layout package`: generates schema.json's packages into a scratch
# folder, builds each with its own tool, and uses each from a consumer of its ecosystem:
# - swift: `swift build` with no warnings; a package depending on it by path runs a tiny executable;
# - kotlin: the sources under src/main/kotlin compiled by Kotlin 1.3, 1.9 and 2.2 with -Werror,
#   the Gradle file's conventions checked (Gradle is not installable here), a consumer run;
# - typescript: `npm run build` writes an ES module and a CommonJS build with their .d.ts; consumers
#   install the folder with npm (offline), type-check against each `exports` condition's types, and
#   `import` and `require` it by name in plain node;
# - c: CMake builds and installs it; consumers find it through find_package and pkg-config.
# Then checks the writer: `generate --check` is up to date after the builds wrote into the
# packages, and switching layouts overwrites and deletes every file of the other layout.
# Prints one line per check and `packages: N passed, N failed`. SCRATCH_PATH, when set, is passed to
# `swift build --scratch-path`.
set -uo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
source Tests/toolchains.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "packages: 0 passed, 1 failed (swift build)"; exit 1; }
bin="$("${build[@]}" --show-bin-path)/schemegen"
out="$work/Generated"
"$bin" generate --schema schema.json --out "$out" --layout package >"$work/generate.log" 2>&1 \
    || { cat "$work/generate.log" >&2; echo "packages: 0 passed, 1 failed (generate --layout package)"; exit 1; }

source Tests/checks.sh

# expect_output EXPECTED COMMAND...: the command succeeds and prints exactly EXPECTED.
expect_output() {
    local expected="$1" actual
    shift
    actual="$("$@")" || return 1
    [[ "$actual" == "$expected" ]] || { echo "expected: $expected"; echo "actual:   $actual"; return 1; }
}

# no_warnings LOG COMMAND...: the command succeeds and its output (kept in LOG) has no warning.
no_warnings() {
    local log="$1"
    shift
    "$@" >"$log" 2>&1 || { cat "$log"; return 1; }
    ! grep -i 'warning:' "$log"
}

# The URI every consumer builds: Word, the default mode, a URL with a space and a passback scheme.
expected_uri='ms-word:ofe|u|https://contoso/a%20b.docx|p|clouddrive'

# --- Swift ---------------------------------------------------------------------------------------
check "swift: swift build with no warnings" no_warnings "$work/swift-build.log" \
    swift build --package-path "$out/swift" --scratch-path "$work/swift-build"
mkdir -p "$work/swift-consumer/Sources/App"
cat >"$work/swift-consumer/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$out/swift")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "OfficeLink", package: "swift")])]
)
SWIFT
cat >"$work/swift-consumer/Sources/App/main.swift" <<'SWIFT'
import OfficeLink

let open = OfficeLink.OpenMessage(app: .word, url: "https://contoso/a b.docx", passback: "clouddrive")
print(try open.uriString())
SWIFT
check "swift: a package depending on it by path runs" expect_output "$expected_uri" \
    swift run --package-path "$work/swift-consumer" --scratch-path "$work/swift-consumer-build" -q App

# --- Kotlin --------------------------------------------------------------------------------------
kotlin_sources=("$out"/kotlin/src/main/kotlin/officelink/*.kt)
# The Gradle build's conventions: the settings name the project, the build file's group is the
# package, each source sits under src/main/kotlin/<package path>/ and declares that package, the
# manifest fragment is where the Android manifest merger reads a library's manifest.
gradle_layout() {
    local package
    grep -qx 'rootProject.name = "officelink"' "$out/kotlin/settings.gradle.kts" || { echo "no project name in settings.gradle.kts"; return 1; }
    package="$(sed -n 's/^group = "\(.*\)"$/\1/p' "$out/kotlin/build.gradle.kts")"
    [[ -n "$package" ]] || { echo "no group in build.gradle.kts"; return 1; }
    grep -q '^    kotlin("jvm") version "' "$out/kotlin/build.gradle.kts" || { echo "no Kotlin JVM plugin"; return 1; }
    for file in "${kotlin_sources[@]}"; do
        [[ "$(dirname "$file")" == "$out/kotlin/src/main/kotlin/${package//.//}" ]] || { echo "$file is not under the package path"; return 1; }
        grep -qx "package $package" "$file" || { echo "$file does not declare package $package"; return 1; }
    done
    python3 -c 'import sys, xml.dom.minidom as m; assert m.parse(sys.argv[1]).documentElement.tagName == "manifest"' \
        "$out/kotlin/src/main/AndroidManifest.xml"
    [[ -z "$(find "$out/kotlin" -type f ! -path "$out/kotlin/src/main/*" ! -name build.gradle.kts ! -name settings.gradle.kts ! -name README.md ! -name .OfficeLink.schemegen.json)" ]]
}
check "kotlin: Gradle layout (settings, group, src/main/kotlin/<package>, src/main/AndroidManifest.xml)" gradle_layout
# A compiler from a wheel: its own standard library, not one found beside it.
wheel_kotlinc() {
    local home
    home="$(kotlin_home "$1")"
    shift
    java -cp "$home/compiler.jar" org.jetbrains.kotlin.cli.jvm.K2JVMCompiler \
        -no-stdlib -no-reflect -classpath "$home/kotlin-stdlib.jar" "$@"
}
check "kotlin: kotlinc 1.3 (Debian) -Werror compiles src/main/kotlin" kotlinc -Werror -d "$work/kotlin-1.3" "$out/kotlin/src/main/kotlin"
for version in $(printf '%s\n' "${!kotlin_wheel_for[@]}" | sort -V); do
    check "kotlin: Kotlin $version -Werror compiles src/main/kotlin" \
        wheel_kotlinc "$version" -Werror -d "$work/kotlin-$version" "$out/kotlin/src/main/kotlin"
done
mkdir -p "$work/kotlin-consumer"
cat >"$work/kotlin-consumer/Main.kt" <<'KOTLIN'
import officelink.App
import officelink.OpenMessage

fun main() {
    println(OpenMessage(App.WORD, "https://contoso/a b.docx") { passback = "clouddrive" }.uriString())
}
KOTLIN
kotlin_consumer() {
    kotlinc -Werror -cp "$work/kotlin-1.3" -d "$work/kotlin-consumer/classes" "$work/kotlin-consumer/Main.kt" 2>&1 \
        | grep -v '^OpenJDK 64-Bit Server VM warning' >&2
    kotlin -cp "$work/kotlin-1.3:$work/kotlin-consumer/classes" MainKt
}
check "kotlin: a consumer compiled against the classes runs" expect_output "$expected_uri" kotlin_consumer

# --- TypeScript ---------------------------------------------------------------------------------
# The package is dual: `npm run build` writes an ES module build to dist/esm and a CommonJS one to
# dist/cjs (marked by its own package.json), each with its declarations; `exports` gives `import`
# the first and `require` the second. One consumer of each kind type-checks against the
# declarations its condition names and runs under plain node.
typescript_build() {
    local file
    npm run --prefix "$out/typescript" build >"$work/ts-build.log" 2>&1 || { cat "$work/ts-build.log"; return 1; }
    for file in esm/officeLink.js esm/officeLink.d.ts esm/schemegenRuntime.js esm/schemegenRuntime.d.ts \
        cjs/officeLink.js cjs/officeLink.d.ts cjs/schemegenRuntime.js cjs/schemegenRuntime.d.ts; do
        [[ -f "$out/typescript/dist/$file" ]] || { echo "no dist/$file"; return 1; }
    done
    [[ "$(node -p 'require(process.argv[1]).type' "$out/typescript/dist/cjs/package.json")" == commonjs ]] \
        || { echo "dist/cjs/package.json does not say commonjs"; return 1; }
}
check "typescript: npm run build writes dist/esm and dist/cjs (.js, .d.ts, the runtime's) and marks dist/cjs CommonJS" typescript_build
mkdir -p "$work/ts-consumer"
cat >"$work/ts-consumer/package.json" <<'JSON'
{ "name": "consumer", "version": "0.0.0", "private": true, "type": "module" }
JSON
cat >"$work/ts-consumer/main.ts" <<'TS'
import { App, buildOpenMessage } from "officelink";

console.log(buildOpenMessage({ app: App.word, url: "https://contoso/a b.docx", passback: "clouddrive" }));
TS
# The CommonJS consumer: a .cts file is CommonJS whatever the package.json says, so tsc resolves
# the `require` condition's types for its import; main.cjs is the plain require of the same call.
cat >"$work/ts-consumer/main.cts" <<'TS'
import { App, buildOpenMessage } from "officelink";

console.log(buildOpenMessage({ app: App.word, url: "https://contoso/a b.docx", passback: "clouddrive" }));
TS
cat >"$work/ts-consumer/main.cjs" <<'JS'
const { App, buildOpenMessage } = require("officelink");

console.log(buildOpenMessage({ app: App.word, url: "https://contoso/a b.docx", passback: "clouddrive" }));
JS
check "typescript: npm installs the package folder offline" \
    npm install --prefix "$work/ts-consumer" --offline --no-audit --no-fund "$out/typescript"
# consumer_types FILE FOLDER: FILE type-checks (node16 resolution reads `exports` and their
# conditions) and its types come from dist/FOLDER/officeLink.d.ts, not the other build's.
consumer_types() {
    local files other=esm
    [[ "$2" == esm ]] && other=cjs
    files="$(tsc --strict --noEmit --listFiles --module node16 --moduleResolution node16 --target es2020 "$work/ts-consumer/$1")" \
        || { echo "$files"; return 1; }
    grep -q "/dist/$2/officeLink\.d\.ts\$" <<<"$files" || { echo "not typed by dist/$2:"; echo "$files"; return 1; }
    ! grep -q "/dist/$other/" <<<"$files" || { echo "typed by dist/$other too:"; echo "$files"; return 1; }
}
check "typescript: an ES module consumer type-checks against the import condition's types (dist/esm)" consumer_types main.ts esm
check "typescript: a CommonJS consumer type-checks against the require condition's types (dist/cjs)" consumer_types main.cts cjs
# main.ts has no type annotations, so it is plain JavaScript too.
cp "$work/ts-consumer/main.ts" "$work/ts-consumer/main.js"
check "typescript: plain node imports the built package by name (import)" expect_output "$expected_uri" node "$work/ts-consumer/main.js"
check "typescript: plain node requires the built package by name (require)" expect_output "$expected_uri" node "$work/ts-consumer/main.cjs"

# --- C -------------------------------------------------------------------------------------------
prefix="$work/c-prefix"
c_install() {
    cmake -S "$out/c" -B "$out/c/build" -DCMAKE_C_FLAGS="-Wall -Wextra -Wpedantic -Werror" \
        && cmake --build "$out/c/build" && cmake --install "$out/c/build" --prefix "$prefix"
}
check "c: cmake builds (warnings as errors) and installs" c_install
mkdir -p "$work/c-consumer"
cat >"$work/c-consumer/app.c" <<'C'
#include <officelink.h>
#include <stdio.h>

int main(void) {
    officelink_open_message message = {0};
    char uri[256];
    size_t length;
    message.app = OFFICELINK_APP_WORD;
    message.mode = OFFICELINK_DEFAULT_MODE;
    message.url = officelink_string_of("https://contoso/a b.docx");
    message.passback = officelink_string_of("clouddrive");
    if (officelink_build_open(&message, uri, sizeof uri, &length) != OFFICELINK_OK) return 1;
    puts(uri);
    return 0;
}
C
cat >"$work/c-consumer/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.14)
project(Consumer LANGUAGES C)
find_package(OfficeLink 0.0 REQUIRED)
add_executable(app app.c)
target_link_libraries(app PRIVATE OfficeLink::officelink)
CMAKE
cmake_consumer() {
    cmake -S "$work/c-consumer" -B "$work/c-consumer/build" -DCMAKE_PREFIX_PATH="$prefix" >&2 \
        && cmake --build "$work/c-consumer/build" >&2 && "$work/c-consumer/build/app"
}
check "c: a CMake consumer finds it with find_package" expect_output "$expected_uri" cmake_consumer
pkg_config_consumer() {
    local pc_folder
    pc_folder="$(dirname "$(find "$prefix" -name officelink.pc)")"
    # shellcheck disable=SC2046
    cc -std=c99 -Wall -Wextra -Werror -o "$work/c-consumer/app-pc" "$work/c-consumer/app.c" \
        $(PKG_CONFIG_PATH="$pc_folder" pkg-config --cflags --libs officelink) && "$work/c-consumer/app-pc"
}
check "c: a consumer builds with pkg-config's flags" expect_output "$expected_uri" pkg_config_consumer
check "c: the installed pkg-config file names the install prefix" \
    grep -qx "prefix=$prefix" "$(find "$prefix" -name officelink.pc)"
# The URI runtime is built into the library, and its header, which only the library's sources
# include, is not installed.
c_runtime_inside() {
    [[ -z "$(find "$prefix" -name 'schemegen_runtime*')" ]] \
        && nm "$(find "$prefix" -name 'libofficelink.a')" | grep -q ' T schemegen_is_utf8$'
}
check "c: the library holds the URI runtime; its header is not installed" c_runtime_inside

# --- The writer ----------------------------------------------------------------------------------
# tsc wrote dist/ and CMake build/ inside the packages, copying the generated header into some of
# their files: they are the build tools' folders, not files generate no longer produces.
check "writer: generate --check is up to date after the builds" "$bin" generate --schema schema.json --out "$out" --layout package --check
# Every file of one layout is overwritten or deleted when switching to the other, and back.
layout_switch() {
    local copy="$work/switch"
    "$bin" generate --schema schema.json --out "$copy" --layout package >/dev/null \
        && "$bin" generate --schema schema.json --out "$copy" >/dev/null \
        && diff -r "$copy" "$root/Tests/Goldens/default" \
        && "$bin" generate --schema schema.json --out "$copy" --layout package >/dev/null \
        && diff -r "$copy" "$root/Tests/Goldens/default-package"
}
check "writer: switching layouts deletes every file of the other layout" layout_switch

summarize "packages"
