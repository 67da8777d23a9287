import { z } from 'zod';

// Zod compiles fast validators with `new Function` when it may. The site's Content-Security-Policy
// forbids eval, so in the browser that probe is blocked and reported as a violation; the
// interpreted validators are just as correct and fast enough for forms and API payloads.
z.config({ jitless: true });

/** Zod, configured for this project: every schema module imports it from here. */
export { z };
