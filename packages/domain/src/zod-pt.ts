import { z } from 'zod';

/** Zod's own messages in Portuguese, for every schema that does not give its own text. */
z.config(z.locales.pt());

export { z };
