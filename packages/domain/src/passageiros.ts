import { z } from 'zod';
import { ZAvisosPassageiro } from './documentos-viagem.ts';
import type { TipoOrcamento } from './orcamentos.ts';

export type Passageiros = { adultos: number; criancas: number; bebes: number };

export const PASSAGEIROS_PADRAO: Passageiros = { adultos: 1, criancas: 0, bebes: 0 };

/** How many beneficiaries a quote needs: flights adults + children + infants; hotels adults + children; others 1. */
export function quantidadeBeneficiarios(tipo: TipoOrcamento, passageiros: Passageiros): number {
  switch (tipo) {
    case 'orcamento_voo':
      return passageiros.adultos + passageiros.criancas + passageiros.bebes;
    case 'orcamento_hotel':
      return passageiros.adultos + passageiros.criancas;
    case 'orcamento_carro':
    case 'orcamento_outro':
      return 1;
  }
}

/**
 * Age bands in years, as the request forms show them (part 1 §5). Flights use the airlines' own bands
 * (adults 12 and over, children 2 to 11, infants under 2; decision 0020); hotels the spec's.
 */
export const FAIXAS_ETARIAS = {
  voo: { adultos: { min: 12 }, criancas: { min: 2, max: 11 }, bebes: { min: 0, max: 2 } },
  hotel: { adultos: { min: 18 }, criancas: { min: 2, max: 17 }, bebes: { min: 0, max: 2 } },
} as const;

export const BENEFICIARIO_MESSAGES = {
  duplicado: 'Beneficiário já inserido!',
  semContato:
    'O beneficiário inserido não possui contato vinculado. Favor tentar inserir o beneficiário novamente.',
  incompletos: 'Por favor insira todos os beneficiários associados para todas as cotações.',
} as const;

// ——— the passengers of a request, chosen once for all its quotes (decision 0076) ———

const ZContatoId = z.number().int().positive().max(2_147_483_647);

/** PUT /api/orcamentos/{id}/passageiros/: the request's whole list of passengers, in order. */
export const ZPassageirosRequest = z.object({
  contatos: z.array(ZContatoId).max(99),
});
export type PassageirosRequest = z.infer<typeof ZPassageirosRequest>;

/** PUT /api/cotacoes/{id}/passageiros/: the request's passengers this quote leaves out. */
export const ZExclusoesRequest = z.object({
  excluidos: z.array(ZContatoId).max(99),
});
export type ExclusoesRequest = z.infer<typeof ZExclusoesRequest>;

export const ZPassageiro = z.object({
  id: z.number().int(),
  nome: z.string(),
  sobrenome: z.string().nullable(),
  cpf: z.string().nullable(),
  data_nascimento: z.string().nullable(),
});
export type Passageiro = z.infer<typeof ZPassageiro>;

/** One request with quotes in the cart: its passengers and, per quote, who it drops and the warnings. */
export const ZPassageirosDoOrcamento = z.object({
  orcamento: z.number().int(),
  descricao: z.string(),
  /** how many travel: adults, children and infants of the request */
  quantidade: z.number().int(),
  passageiros: z.array(ZPassageiro),
  cotacoes: z.array(
    z.object({
      cotacao: z.number().int(),
      excluidos: z.array(z.number().int()),
      avisos: z.array(ZAvisosPassageiro),
    }),
  ),
});
export type PassageirosDoOrcamento = z.infer<typeof ZPassageirosDoOrcamento>;

export const PASSAGEIROS_MESSAGES = {
  demais: 'Há mais passageiros do que o orçamento prevê.',
  naoPassageiro: 'Só se exclui da cotação um passageiro do orçamento.',
  salvos: 'Passageiros salvos.',
  erroSalvar: 'Erro ao salvar passageiros.',
} as const;

/** What each audit-log `tipo` of the passengers means (Logs screens). */
export const PASSAGEIROS_LOG_TIPOS: Record<string, string> = {
  passageiros_alterados: 'Passageiros do orçamento alterados',
  passageiros_excluidos: 'Passageiros excluídos de uma cotação',
};
