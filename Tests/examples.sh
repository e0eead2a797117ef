#!/usr/bin/env bash
# The build-step loop of Examples/, on a scratch copy that is its own git repository with
# schemegen.json in a subfolder: the checked-in bindings are up to date (Makefile, the pre-commit
# hook installed in git and run by `git commit` from the top folder, and run from a subfolder, npm
# script); editing the schema makes every check fail, and `git commit` refuse, until the bindings
# are regenerated; then each consumer (Swift, Kotlin, TypeScript, C) compiles against the
# regenerated code and prints the expected output. Also validates .pre-commit-hooks.yaml with the
# pre-commit framework. SCRATCH_PATH, when set, names the `swift build --scratch-path` it was built with.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} --show-bin-path)/schemegen"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp schema.json "$work/"
cp -r docs "$work/"
cp -r Examples "$work/Examples"
python3 -m pre_commit validate-manifest .pre-commit-hooks.yaml
echo "examples: .pre-commit-hooks.yaml is a valid pre-commit manifest"
cd "$work"
git init -q
git -c user.name=test -c user.email=test@example.invalid commit -q --allow-empty -m start
cp Examples/pre-commit .git/hooks/pre-commit
commit() { git add -A && git -c user.name=test -c user.email=test@example.invalid commit -q -m "$1"; }
cd "$work/Examples"
export SCHEMEGEN="$bin"

expect_stale() {
    if "$@" >/dev/null 2>&1; then
        echo "FAIL: '$*' passed although the schema changed" >&2
        exit 1
    fi
}

make -s check-bindings SCHEMEGEN="$bin" >/dev/null
(cd ios && ./../pre-commit >/dev/null)
(cd web && npm run --silent check-bindings >/dev/null)
commit "bindings up to date" >/dev/null
echo "examples: checked-in bindings are up to date (make check-bindings, the hook from a subfolder and through git commit, npm script)"

# A user adds an app to the schema.
python3 - <<'PY'
import json
schema = json.load(open("../schema.json"))
schema["apps"].append({"id": "lens", "name": "Lens", "scheme": "ms-lens"})
json.dump(schema, open("../schema.json", "w"), indent=2)
PY
expect_stale make -s check-bindings SCHEMEGEN="$bin"
expect_stale sh -c 'cd android && ../pre-commit'
expect_stale commit "a stale commit"
expect_stale sh -c 'cd web && npm run --silent check-bindings'
echo "examples: after a schema edit every check fails until regenerated"

make -s bindings SCHEMEGEN="$bin" >/dev/null
make -s check-bindings SCHEMEGEN="$bin" >/dev/null
commit "regenerated" >/dev/null
echo "examples: regenerated; checks pass and git commit succeeds again"

out="$work/out"
mkdir -p "$out"
swiftc -swift-version 6 -warnings-as-errors ios/main.swift ios/Generated/OfficeLink.swift ios/Generated/SchemegenRuntime.swift -o "$out/ios"
"$out/ios" > "$out/ios.txt"
kotlinc -Werror -include-runtime -d "$out/android.jar" android/Main.kt android/generated/com/contoso/officelink/*.kt 2>&1 \
    | grep -v '^OpenJDK 64-Bit Server VM warning' >&2 || true
java -jar "$out/android.jar" > "$out/android.txt"
tsc --strict --exactOptionalPropertyTypes --noUncheckedIndexedAccess --target es2020 --lib es2020 \
    --module es2020 --moduleResolution node --outDir "$out/web" web/main.ts
echo '{ "type": "module" }' > "$out/web/package.json"
node "$out/web/main.js" > "$out/web.txt"
cc -std=c99 -Wall -Wextra -Wpedantic -Werror -I native/generated native/main.c native/generated/officelink.c native/generated/schemegen_runtime.c -o "$out/native"
"$out/native" > "$out/native.txt"
passed=0
failed=0
for consumer in ios android web native; do
    if diff -u expected-output.txt "$out/$consumer.txt"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: the $consumer consumer printed something else" >&2
    fi
done
echo "example consumers: $passed passed, $failed failed"
((failed == 0))
