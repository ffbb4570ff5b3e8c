// Zod compiles object parsers with `new Function` when it can, and finds out by
// trying one as each object schema is created. Our CSP allows no 'unsafe-eval',
// so the try fails (zod catches it) but the browser still reports a CSP
// violation on every page load. `jitless` skips the try and the compiled path;
// the contract's forms and answers are small, so the interpreted parser costs
// nothing visible.
//
// The contract's schemas exist as soon as the bundle is evaluated, and the
// bundler runs shared chunks before the entry's own code, so `z.config()` in
// main.tsx would come too late. zod takes its configuration from
// globalThis.__zod_globalConfig (zod/v4/core/core.js): this classic script in
// <head> sets it before any module script runs (it is `defer`, and deferred
// and module scripts run in document order). A file, not inline: the CSP
// allows no inline script.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
