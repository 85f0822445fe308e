import { CONTAGEM_DIVERGENCIAS_MS, type ContagemDivergencias } from '@skyler/domain/conciliacao';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import type { EventBus } from '../../platform/events.ts';
import { SessionCache } from '../../platform/session-cache.ts';
import { type ConciliacaoFiltros, contarVendasComDivergencia } from './conciliacao.queries.ts';

/**
 * The dashboard's "Vendas com divergência" (decision 0053): the reconciliation's count per period, kept a
 * minute by each process. Any change to a row the check reads empties it in every process (the `dinheiro`
 * channel of migration 0027, after the commit) and, at once, in the process that answered the write
 * (`esquecerAposEscrita`). Without a LISTEN connection nothing is kept: every read runs the check.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** the dashboard's count of sales with divergences, kept a minute (decision 0053) */
    contagemDivergencias: ContagemDivergenciasCache;
  }
}

export class ContagemDivergenciasCache {
  private readonly cache: SessionCache<ContagemDivergencias>;

  constructor(bus: Pick<EventBus, 'conexao' | 'subscribe'>, agora: () => number = Date.now) {
    this.cache = new SessionCache<ContagemDivergencias>(bus, agora, {
      canal: 'dinheiro',
      validadeMs: CONTAGEM_DIVERGENCIAS_MS,
    });
  }

  async contar(db: DbOrTx, f: ConciliacaoFiltros): Promise<ContagemDivergencias> {
    const chave = `${f.inicio ?? ''}|${f.fim ?? ''}`;
    const guardada = this.cache.get(chave);
    if (guardada) return guardada;
    // a change committed while the check runs empties the cache first: this answer is then not kept
    const geracao = this.cache.geracao();
    const contagem: ContagemDivergencias = {
      periodo: { inicio: f.inicio, fim: f.fim },
      vendas: await contarVendasComDivergencia(db, f),
      verificado_em: new Date().toISOString(),
    };
    this.cache.set(chave, contagem, { expiraEm: new Date(8.64e15), geracao });
    return contagem;
  }

  /** A hook's body: a write answered without error may have changed money, so the count is read again. */
  esquecerAposEscrita(request: FastifyRequest, reply: FastifyReply): void {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && reply.statusCode < 400) this.cache.esquecer();
  }

  fechar(): void {
    this.cache.fechar();
  }
}
