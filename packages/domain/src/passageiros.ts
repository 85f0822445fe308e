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
