# The compilers the suite installs beside Debian's, from PyPI wheels, and where each lands; sourced
# by Tests/install-toolchains.sh and the scripts under Tests/Compilers. SCHEMEGEN_CACHE moves the
# folder (default ~/.cache/schemegen, outside the repository).
toolchain_cache="${SCHEMEGEN_CACHE:-$HOME/.cache/schemegen}"

# Kotlin version -> the kotlin-jupyter-kernel wheel whose *-all.jar embeds that compiler (main class
# org.jetbrains.kotlin.cli.jvm.K2JVMCompiler, version in META-INF/compiler.version) and whose
# kotlin-stdlib-VERSION.jar is its standard library.
declare -A kotlin_wheel_for=(
    [1.9.23]=0.12.0.322
    [2.2.20-Beta2]=0.15.0.598
)
# The folder holding compiler.jar and kotlin-stdlib.jar of a Kotlin version.
kotlin_home() {
    echo "$toolchain_cache/kotlin-$1"
}

# The deno wheel and the TypeScript its `deno check` bundles.
deno_version=2.9.8
deno_typescript=6.0.3
deno="$toolchain_cache/deno-$deno_version/deno"
