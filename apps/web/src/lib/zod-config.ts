import { config } from 'zod';

// The @ohp/contracts schemas (zod) validate the forms in the browser. zod's JIT compiles parsers with
// `new Function`, which the production CSP forbids (no 'unsafe-eval'); jitless mode never tries it,
// so no CSP violation is reported. Imported first by main.tsx.
config({ jitless: true });
