# The strictest flags the generated code is compiled with, sourced by every script that compiles
# it, so the conformance runs, the property tests and the collisions schema are held to one bar.

# tsc: strict type checking, every no-unused and no-implicit check, ES2020 modules, no DOM.
tsc_strict=(--strict --noUncheckedIndexedAccess --noImplicitReturns --exactOptionalPropertyTypes
    --noUnusedLocals --noUnusedParameters --noFallthroughCasesInSwitch --noImplicitOverride
    --target es2020 --lib es2020 --module es2020 --moduleResolution node)

# cc and clang: ISO C99, every common warning, warnings are errors.
c99_strict=(-std=c99 -Wall -Wextra -Wpedantic -Werror)
