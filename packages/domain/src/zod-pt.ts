import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';

/** Zod's own messages in Portuguese, for every schema that does not give its own text. */
z.config(pt());

export { z };
