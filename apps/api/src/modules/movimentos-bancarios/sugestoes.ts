import type { MotivoPendencia, SugestaoMovimento } from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import {
  type LinhaExtrato,
  type SugestaoMotor,
  sugerirLote,
} from '@skyler/domain/conciliacao-banco/sugestoes';
import type { DbOrTx } from '../../db/client.ts';
import {
  findOrdensCandidatas,
  findPagamentosCandidatos,
  type MovimentoRow,
} from './movimentos-bancarios.queries.ts';

/** A proposed match of a statement line: the payments (a credit) or orders (a debit) and the part it explains. */
export type Sugestao = SugestaoMovimento;

type MovimentoLido = Pick<MovimentoRow, 'id' | 'tipo' | 'valor' | 'data' | 'documento' | 'txid' | 'status'>;

export type ResultadoMovimento = { sugestoes: Sugestao[]; pendencia: MotivoPendencia | null };

function sugestao(tipo: 'credito' | 'debito', s: SugestaoMotor): Sugestao {
  // in the order of the answer's schema (ZSugestao), as the serializer writes it
  return {
    valor: s.valor,
    exata: s.exata,
    motivo: s.motivo,
    ...(tipo === 'credito' ? { pagamentos: s.ids } : { ordens: s.ids }),
  };
}

/**
 * Runs the matching engine over lines not yet explained (pendente or sugerido) against the payments and
 * orders of their days, as a batch: two lines never take the same money.
 */
export async function resultadosDosMovimentos(
  db: DbOrTx,
  movimentos: readonly MovimentoLido[],
): Promise<Map<number, ResultadoMovimento>> {
  const abertos = movimentos.filter((m) => m.status === 'pendente' || m.status === 'sugerido');
  const creditos = abertos.filter((m) => m.tipo === 'credito');
  const debitos = abertos.filter((m) => m.tipo === 'debito');
  const [pagamentos, ordens] = await Promise.all([
    findPagamentosCandidatos(db, {
      dias: creditos.map((m) => m.data),
      txids: creditos.flatMap((m) => (m.txid ? [m.txid] : [])),
    }),
    findOrdensCandidatas(db, { dias: debitos.map((m) => m.data) }),
  ]);
  const linhas: LinhaExtrato[] = abertos.map((m) => ({
    id: m.id,
    tipo: m.tipo,
    valor: m.valor,
    data: m.data,
    documento: m.documento,
    txid: m.txid,
  }));
  const { resultados } = sugerirLote(linhas, { credito: pagamentos, debito: ordens });
  const respostas = new Map<number, ResultadoMovimento>();
  for (const m of abertos) {
    const r = resultados.get(m.id);
    respostas.set(m.id, {
      sugestoes: (r?.sugestoes ?? []).map((s) => sugestao(m.tipo, s)),
      pendencia: r?.pendencia ?? 'sem_correspondencia',
    });
  }
  return respostas;
}

/** Each line's suggestions (none for a line already conciliado or ignorado), for the movements list. */
export async function sugestoesDosMovimentos(
  db: DbOrTx,
  movimentos: readonly MovimentoLido[],
): Promise<Map<number, Sugestao[]>> {
  const resultados = await resultadosDosMovimentos(db, movimentos);
  return new Map([...resultados].map(([id, r]) => [id, r.sugestoes] as const));
}
