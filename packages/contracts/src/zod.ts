import { z } from 'zod';

// Zod compiles fast validators with `new Function` when it may. The site's Content-Security-Policy
// forbids eval, so in the browser that probe is blocked and reported as a violation; there the
// interpreted validators are just as correct and fast enough for forms and API payloads. The
// server, which checks every request and answer, keeps the compiled ones. Set before any schema
// is built: Zod decides per schema, when it is created.
const onNode =
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node === 'string';
z.config({ jitless: !onNode });

/** Zod, configured for this project: every schema module imports it from here. */
export { z };
