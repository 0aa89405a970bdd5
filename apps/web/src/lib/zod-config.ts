// The @ohp/contracts schemas (zod) validate the forms in the browser. zod's JIT compiles parsers with
// `new Function`, which the production CSP forbids (no 'unsafe-eval'); jitless mode never tries it,
// so no CSP violation is reported. A schema reads the setting when it is built, so this runs first
// (main.tsx imports it first).
//
// zod keeps its settings in one object on globalThis (`__zod_globalConfig`, shared by every copy of
// zod and created by the first one loaded only if absent): setting it here, without importing zod,
// keeps zod's core (≈ 5 KB gzip) out of the sign-in page, which builds no schema before its first
// submit. `zod-config.test.ts` checks that zod's `config()` reads it.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
