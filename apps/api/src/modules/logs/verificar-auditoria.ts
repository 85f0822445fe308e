import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { openMigratedDatabase } from '../../runtime.ts';

/** The previous hash of the chain's first row (decision 0047). */
export const HASH_INICIAL = '0'.repeat(64);

/** Rows read per query while walking the chain. */
const LOTE = 5000;

/** The first row where the chain breaks: which one, when it was written and what is wrong with it. */
export type QuebraDaAuditoria = {
  /** the row's id; null when the rows missing are the last ones and no row is left before them */
  id: number | null;
  created_at: Date | null;
  motivo: string;
};

export type VerificacaoDaAuditoria = {
  /** rows that verify, in the chain's order, up to the break if there is one */
  verificadas: number;
  quebra: QuebraDaAuditoria | null;
};

type Linha = {
  id: number;
  created_at: Date | string;
  sequencia: number | string;
  hash_anterior: string | null;
  hash: string | null;
  calculado: string;
};

const data = (valor: Date | string) => (valor instanceof Date ? valor : new Date(valor));

/**
 * Walks the audit chain in its order and recomputes every row's hash (decision 0047): a row whose content
 * changed, a row missing in the middle or at the end, a row that entered without being chained. Reads one
 * snapshot, so rows written meanwhile wait for the next verification.
 */
export async function verificarAuditoria(
  db: Db,
  options: { lote?: number } = {},
): Promise<VerificacaoDaAuditoria> {
  const lote = options.lote ?? LOTE;
  return db.transaction(
    async (tx) => {
      let anterior = HASH_INICIAL;
      let sequencia = 0;
      let ultima: Linha | null = null;
      for (;;) {
        const { rows } = (await tx.execute(sql`
          select l.id, l.created_at, l.sequencia, l.hash_anterior, l.hash, logs_hash(l) as calculado
          from logs l
          where l.sequencia > ${sequencia}
          order by l.sequencia
          limit ${lote}`)) as unknown as { rows: Linha[] };
        for (const linha of rows) {
          const quebra = (motivo: string): VerificacaoDaAuditoria => ({
            verificadas: sequencia,
            quebra: { id: linha.id, created_at: data(linha.created_at), motivo },
          });
          const posicao = Number(linha.sequencia);
          if (posicao !== sequencia + 1)
            return quebra(
              `faltam ${posicao - sequencia - 1} registro(s) da cadeia antes deste (apagados; o anterior é o nº ${sequencia})`,
            );
          if (linha.hash_anterior !== anterior) return quebra('não aponta para o hash do registro anterior');
          if (linha.hash !== linha.calculado)
            return quebra('o conteúdo não confere com o hash gravado (alterado)');
          anterior = linha.hash;
          sequencia = posicao;
          ultima = linha;
        }
        if (rows.length < lote) break;
      }
      const { rows: fora } = (await tx.execute(sql`
        select id, created_at from logs where sequencia is null order by id limit 1`)) as unknown as {
        rows: { id: number; created_at: Date | string }[];
      };
      const [naoEncadeada] = fora;
      if (naoEncadeada)
        return {
          verificadas: sequencia,
          quebra: {
            id: naoEncadeada.id,
            created_at: data(naoEncadeada.created_at),
            motivo: 'entrou sem ser encadeado (gravado com o gatilho desligado)',
          },
        };
      const { rows: cabecas } = (await tx.execute(
        sql`select sequencia, hash from logs_cadeia where id = 1`,
      )) as unknown as {
        rows: { sequencia: number | string; hash: string }[];
      };
      const [cabeca] = cabecas;
      if (!cabeca || Number(cabeca.sequencia) !== sequencia || cabeca.hash !== anterior)
        return {
          verificadas: sequencia,
          quebra: {
            id: ultima?.id ?? null,
            created_at: ultima ? data(ultima.created_at) : null,
            motivo: cabeca
              ? `a cadeia registra ${cabeca.sequencia} registro(s), e ${Number(cabeca.sequencia) - sequencia} depois deste foram apagados`
              : 'o início da cadeia foi apagado',
          },
        };
      return { verificadas: sequencia, quebra: null };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The verification's report for the terminal. */
export function relatorioDaAuditoria(resultado: VerificacaoDaAuditoria): string {
  const { verificadas, quebra } = resultado;
  if (!quebra) return `Auditoria íntegra: ${verificadas} registro(s) verificado(s) na cadeia.`;
  const onde =
    quebra.id === null
      ? 'no início'
      : `no registro ${quebra.id} de ${quebra.created_at?.toISOString() ?? '?'}`;
  return `Cadeia de auditoria quebrada ${onde}: ${quebra.motivo}. ${verificadas} registro(s) anteriores conferem.`;
}

/** `cli.js verificar-auditoria`: prints the report; answers the exit code (1 when the chain breaks). */
export async function verificarAuditoriaNoTerminal(config: Config): Promise<number> {
  const database = await openMigratedDatabase(config);
  try {
    const resultado = await verificarAuditoria(database.db);
    console.log(relatorioDaAuditoria(resultado));
    return resultado.quebra ? 1 : 0;
  } finally {
    await database.close();
  }
}
