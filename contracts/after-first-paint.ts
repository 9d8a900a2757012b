// The calculator's document holds its scripts back until the first paint (web/src/app/after-first-paint.ts,
// issue 12): React Router's module preloads and its module script are served inert, under the names
// below, and a small inline script starts them once the page has painted. The server's
// Content-Security-Policy (server/src/site/content-security-policy.ts) hashes the held module
// script, because it runs later with exactly the same content.

/** The `rel` of a module preload held until the first paint; browsers fetch nothing for an unknown rel. */
export const heldPreloadRel = 'x-modulepreload-after-first-paint';

/** The `type` of the module script held until the first paint; browsers run no script of an unknown type. */
export const heldModuleScriptType = 'x-module-after-first-paint';
