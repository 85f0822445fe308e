import type { Orcamento, ZOrcamentoDetalhado } from '@skyler/domain/orcamentos';
import type { z } from 'zod';

type Extras = Omit<z.infer<typeof ZOrcamentoDetalhado>, keyof Orcamento>;

/** a row of GET /api/orcamentos/detalhado/: the request, its sale's status and client, consultant and quoters */
export type OrcamentoDetalhado = Orcamento & Extras;

export const ORCAMENTOS_DETALHADO_PATH = '/api/orcamentos/detalhado/';

/** the filters of the list, as the query string names them (part 1 §7) */
export const FILTROS_ORCAMENTOS = [
  'status',
  'consultor',
  'tipo_servico',
  'quantidade_cotacoes',
  'cotado_por',
  'status_venda',
] as const;
