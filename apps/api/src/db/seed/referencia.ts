import type { DbOrTx } from '../client.ts';

export async function seedReferencia(_db: DbOrTx): Promise<void> {}
export async function seedReferenciaDemo(_db: DbOrTx): Promise<void> {}
