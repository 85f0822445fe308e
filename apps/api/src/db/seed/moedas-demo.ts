import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { dec } from '@skyler/domain/precos/dinheiro';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { moedas, moedas_historico, usuarios } from '../schema/index.ts';

/** The currency left with its old reference rate, which the Moedas screen marks as stale. */
export const MOEDA_DESATUALIZADA_DEMO = 'ARS';

/** USD's and EUR's rates of the last weeks, as a factor of today's: days back, factor, who. */
const TRAJETORIA: readonly { dias: number; fator: string; origem: 'manual' | 'ptax' }[] = [
  { dias: 21, fator: '0.982', origem: 'ptax' },
  { dias: 16, fator: '0.991', origem: 'ptax' },
  { dias: 11, fator: '1.004', origem: 'ptax' },
  { dias: 7, fator: '0.997', origem: 'manual' },
  { dias: 4, fator: '1.002', origem: 'ptax' },
];

function diasAntes(dia: string, n: number): string {
  const data = new Date(`${dia}T12:00:00Z`);
  data.setUTCDate(data.getUTCDate() - n);
  return data.toISOString().slice(0, 10);
}

/** The day itself on a weekday, else the Friday before (the last PTAX bulletin). */
function diaUtil(dia: string): string {
  let atual = dia;
  while ([0, 6].includes(new Date(`${atual}T12:00:00Z`).getUTCDay())) atual = diasAntes(atual, 1);
  return atual;
}

/**
 * Demo rates (decision 0041): every currency took the last business day's PTAX rate (its seeded value), USD
 * and EUR with their history of the last weeks (PTAX days and one rate typed by finance), and ARS kept at its
 * old reference date, so the screen shows the stale warning. The current rates do not change: the demo
 * quotes keep the figures they were priced with.
 */
export async function seedMoedasDemo(
  tx: DbOrTx,
  { agora = new Date() }: { agora?: Date } = {},
): Promise<void> {
  const lista = await tx.select().from(moedas).orderBy(asc(moedas.id));
  if (lista.length === 0) return;
  const [financeiro] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.username, 'financeiro'));
  const ultimo = diaUtil(hojeNaAgencia(agora));
  const linhas: (typeof moedas_historico.$inferInsert)[] = [];
  for (const moeda of lista) {
    if (moeda.sigla === 'BRL' || moeda.sigla === MOEDA_DESATUALIZADA_DEMO) continue;
    if (moeda.sigla === 'USD' || moeda.sigla === 'EUR') {
      for (const passo of TRAJETORIA) {
        const dia = diaUtil(diasAntes(ultimo, passo.dias));
        linhas.push({
          moeda: moeda.id,
          cambio: dec(moeda.cambio).times(passo.fator).toFixed(6),
          cambio_data: dia,
          origem: passo.origem,
          usuario: passo.origem === 'manual' ? (financeiro?.id ?? null) : null,
          created_at: new Date(`${dia}T${passo.origem === 'manual' ? '18:40' : '16:10'}:00Z`),
        });
      }
    }
    linhas.push({
      moeda: moeda.id,
      cambio: moeda.cambio,
      cambio_data: ultimo,
      origem: 'ptax',
      usuario: null,
      created_at: new Date(`${ultimo}T16:10:00Z`),
    });
    await tx.update(moedas).set({ cambio_data: ultimo }).where(eq(moedas.id, moeda.id));
  }
  await tx.insert(moedas_historico).values(linhas);
}
