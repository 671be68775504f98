// Imported first by every schema module. In the browser the site's CSP
// (script-src 'self') forbids eval, so zod's JIT parser can never run there;
// saying so before the first schema exists also skips zod's `new Function`
// probe, which the browser reports as a CSP violation. The server keeps the JIT.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
