import { count } from 'drizzle-orm';
import { nomeBuscaContato } from '../../modules/contatos/contatos.queries.ts';
import type { DbOrTx } from '../client.ts';
import { contatos } from '../schema/index.ts';

/**
 * The agency itself as a contact: the referral (Indicação, required for every contact) of customers who
 * came by themselves, so the first contacts of a new database can be created (decision 0012).
 */
export const CONTATO_AGENCIA = {
  nome: 'Skyler',
  sobrenome: 'Agência',
  perfil: 'time_skyler',
  nome_busca: nomeBuscaContato({ nome: 'Skyler', sobrenome: 'Agência' }),
} as const;

/** On a database without contacts, creates the agency's contact. */
export async function seedContatoAgencia(db: DbOrTx): Promise<void> {
  const [row] = await db.select({ n: count() }).from(contatos);
  if ((row?.n ?? 0) > 0) return;
  await db.insert(contatos).values(CONTATO_AGENCIA);
}
