#!/usr/bin/env bash
# Runs the README's generate command exactly as README.md writes it, in the repository's top
# folder, as a newcomer does before the test command. Tests/run-all.sh runs this first, so every
# suite after it runs in the tree a newcomer has after the README's two commands in order, and
# Tests/Readme/check-readme.py then checks what the command wrote against the goldens.
set -euo pipefail
cd "$(dirname "$0")/../.."
command="$(awk '/^# Generate code for every language/ { found = 1; next }
                found && /^[^#]/ { print; exit }' README.md)"
if [[ -z "$command" ]]; then
    echo "error: README.md has no generate command after '# Generate code for every language'" >&2
    exit 1
fi
echo "README's generate command: $command"
sh -c "$command"
