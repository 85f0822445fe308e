import { NFSE_MESSAGES as M } from '@skyler/domain/nfse';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { solicitarNfseTx } from './nfse.service.ts';
import { lerConfiguracaoNfse } from './nfse-fiscal.ts';

export type ResultadoLote = {
  clientes: number;
  pedidas: number[];
  /** services left out, with why (no taker document, no own revenue…) */
  ignorados: { servico: number; motivo: string }[];
};

/**
 * The monthly batch (`cli.js nfse --lote AAAA-MM`): for each client, the NFS-e of every service concluded in
 * the month (an issuance finalised then, São Paulo time) that has no live invoice yet, requested in one
 * transaction per client. The API processes' queues send them.
 */
export async function solicitarLoteMensal(
  db: Db,
  { mes, ligada }: { mes: string; ligada: boolean },
): Promise<ResultadoLote> {
  if (!ligada) throw new AppError('conflict', M.desligada);
  const configuracao = await lerConfiguracaoNfse(db);
  if (!configuracao) throw new AppError('conflict', M.semConfiguracao);
  const resultado = (await db.execute(sql`
    select s.id as servico, coalesce(v.cliente, 0) as cliente, coalesce(v.cliente_empresa, 0) as empresa
    from servicos s join vendas v on v.id = s.venda
    where s.status <> 'cancelado'
      and not exists (select 1 from nfse n where n.servico = s.id and n.status <> 'cancelada')
      and exists (select 1 from emissoes e where e.servico = s.id and e.status = 'finalizada'
        and to_char(e.data_hora_emissao at time zone 'America/Sao_Paulo', 'YYYY-MM') = ${mes})
    order by v.cliente, v.cliente_empresa, s.id`)) as unknown as {
    rows: { servico: number; cliente: number; empresa: number }[];
  };
  const porCliente = new Map<string, number[]>();
  for (const linha of resultado.rows) {
    const chave = `${linha.cliente}-${linha.empresa}`;
    porCliente.set(chave, [...(porCliente.get(chave) ?? []), Number(linha.servico)]);
  }
  const saida: ResultadoLote = { clientes: porCliente.size, pedidas: [], ignorados: [] };
  for (const servicos of porCliente.values()) {
    await db.transaction(async (tx) => {
      for (const servico of servicos) {
        try {
          const { nfse, nova } = await solicitarNfseTx(tx, {
            servico,
            configuracao,
            origem: 'lote_mensal',
            usuario: null,
          });
          if (nova) saida.pedidas.push(nfse.id);
        } catch (error) {
          // refused before writing anything: the client's other services go on
          if (!(error instanceof AppError)) throw error;
          saida.ignorados.push({ servico, motivo: error.message });
        }
      }
    });
  }
  return saida;
}

/** A month of the batch: `AAAA-MM`, 01 to 12. */
export const MES_DO_LOTE = /^\d{4}-(0[1-9]|1[0-2])$/;

export type SaidaDoTerminal = { log: (texto: string) => void; error: (texto: string) => void };

/**
 * `cli.js nfse --lote AAAA-MM`: checks the month (a clear message, no stack, before opening the database),
 * requests the batch and prints what was requested and what was left out. Exit code: 0 all requested, 1 some
 * services left out or the batch refused (NFS-e off, no settings), 2 a bad month.
 */
export async function loteNfseNoTerminal(
  abrir: () => Promise<Pick<Database, 'db' | 'close'>>,
  { mes, ligada }: { mes: string | undefined; ligada: boolean },
  saida: SaidaDoTerminal = console,
): Promise<number> {
  if (!mes || !MES_DO_LOTE.test(mes)) {
    saida.error(M.loteMesInvalido(mes ?? ''));
    return 2;
  }
  const database = await abrir();
  try {
    const lote = await solicitarLoteMensal(database.db, { mes, ligada });
    for (const { servico, motivo } of lote.ignorados) saida.log(`serviço ${servico}\t${motivo}`);
    saida.log(
      `NFS-e de ${mes}: ${lote.pedidas.length} pedida(s) para ${lote.clientes} cliente(s); ${lote.ignorados.length} serviço(s) deixado(s) de fora.`,
    );
    return lote.ignorados.length === 0 ? 0 : 1;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    saida.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}
