// The few Node.js globals and modules the harnesses use, so they need no @types/node.
declare module "node:fs" {
  export function readFileSync(path: string): Uint8Array;
}

declare const process: { readonly argv: readonly string[]; exitCode?: number };

declare class TextDecoder {
  constructor(label: string, options: { fatal: boolean });
  decode(bytes: Uint8Array): string;
}

declare const console: { log(message: string): void };
