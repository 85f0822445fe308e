import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';

/**
 * Zod's own messages in Portuguese, for every schema that does not give its own text. Keys the schema
 * does not know are named generically: a message never repeats what the client sent.
 */
z.config(pt());
z.config({
  customError: (issue) => (issue.code === 'unrecognized_keys' ? 'Campos não permitidos.' : undefined),
});

export { z };
