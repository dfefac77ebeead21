// Types of server-flags.mjs for the TypeScript that imports it (bench/run.ts).
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function serverNodeFlags(nodeOptions: string | undefined): string[];
