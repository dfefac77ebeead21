// zod compiles object parsers with `new Function` unless told not to, and probes for it with a caught
// `new Function("")` when the first object schema is built. Under the strict CSP (SECURITY.md HD1: no
// 'unsafe-eval') the probe alone raises a securitypolicyviolation. So the app runs zod jitless, and this
// module must be evaluated before any schema exists: main.tsx imports it first.
import { config } from 'zod';

config({ jitless: true });
