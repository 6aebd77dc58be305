import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to. The site's Content-Security-Policy forbids
// eval (so its probe is reported as a violation in the browser) and workerd refuses it anyway.
z.config({ jitless: true });

export { z };
