// zod compiles object parsers with `new Function` unless told not to, and probes for it with a caught `new
// Function("")` when the first object schema is built. Under the strict CSP (docs/security.md HD1: no 'unsafe-eval')
// the probe alone raises a securitypolicyviolation. So the app runs zod jitless.
//
// zod keeps its settings in one object on `globalThis.__zod_globalConfig`, creating it only when it is absent
// (zod/v4/core/core.js), so that every copy of zod shares them. This module fills that object without importing
// zod: the home page does not load zod at all (docs/decisions/006-home-page-performance.md), and whichever
// chunk loads it later finds `jitless` already set. main.tsx imports this module first, before any chunk can
// build a schema; zod's own `config()` writes to the same object, so both ways agree.

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const holder = globalThis as typeof globalThis & ZodGlobal;
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
