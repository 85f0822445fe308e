import type { ContaOferecida, MilhaValidada } from '@skyler/domain/milhas-validadas';
import type { ServicoView, ValidacaoBilhete } from '@skyler/domain/servicos';
import { makeBeneficiario, makeServico } from '../../servicos/testing/fixtures.ts';

/**
 * Service 40 of sale 42 in ticket validation: the flight quote 8 with the miles ticket 81 (Smiles, 60,000
 * miles) and the wallet ticket 82; passengers Adriana (contact 218) and Bruno (contact 219).
 */
export function makeServicoValidacao(overrides: Partial<ServicoView> = {}): ServicoView {
  const base = makeServico();
  return makeServico({
    id: 40,
    status: 'validacao',
    cotacao: {
      ...base.cotacao,
      id: 8,
      orcamento: 15,
      tipo_servico: 'orcamento_voo',
      tipo_cotacao: 'milha',
      descricao: 'São Paulo → Lisboa',
      subcotacoes: [
        { id: 81, tipo_cotacao: 'milha', programa_fidelidade: 1 },
        { id: 82, tipo_cotacao: 'wallet', programa_fidelidade: null },
      ],
    },
    beneficiarios: [
      makeBeneficiario({ id: 1, cotacao: 8, servico: 40 }),
      makeBeneficiario({
        id: 2,
        cotacao: 8,
        servico: 40,
        contato: { ...makeBeneficiario().contato, id: 219, nome: 'Bruno', sobrenome: 'Lima' },
      }),
    ],
    ...overrides,
  });
}

export function makeBilhete(overrides: Partial<ValidacaoBilhete> = {}): ValidacaoBilhete {
  return {
    subcotacao: 81,
    tipo_cotacao: 'milha',
    programa_fidelidade: { id: 1, nome: 'Smiles' },
    quantidade_milhas: 60_000,
    milheiro: '28.00',
    custo_bilhete: '1680.00',
    valor_total: '2150.40',
    passageiros: 2,
    cias_aereas: ['GOL Linhas Aéreas', 'TAP Air Portugal'],
    validado: false,
    ...overrides,
  };
}

export function makeBilheteWallet(overrides: Partial<ValidacaoBilhete> = {}): ValidacaoBilhete {
  return makeBilhete({
    subcotacao: 82,
    tipo_cotacao: 'wallet',
    programa_fidelidade: null,
    quantidade_milhas: 0,
    milheiro: null,
    custo_bilhete: '3200.00',
    valor_total: '3500.00',
    cias_aereas: [],
    ...overrides,
  });
}

/** The agency's Smiles account 5 (provider 3, Milhas Parceiras). */
export function makeContaOferecida(overrides: Partial<ContaOferecida> = {}): ContaOferecida {
  return {
    id: 5,
    titular: 'Skyler Viagens',
    numero_id_conta: 'SM-778899',
    programa: { id: 1, nome: 'Smiles' },
    provedor: { id: 3, nome: 'Milhas Parceiras' },
    conta_propria: true,
    contato: null,
    saldo: 100_000,
    custo_milheiro: '16.50',
    ...overrides,
  };
}

/** A validated purchase of a third party's account, as the milhas group reads it (login and CPF, no password). */
export function makeMilhaValidada(overrides: Partial<MilhaValidada> = {}): MilhaValidada {
  return {
    id: 12,
    tipo: 'milha',
    conta_fidelidade: null,
    contato: { id: 218, nome: 'Adriana Pinto Almeida' },
    valor: 30_000,
    valor_compra: '17.50',
    desagio_compra: null,
    custo: '525.00',
    subcotacao: 81,
    cotacao: { id: 8, venda: 42, orcamento: 15 },
    servico: 40,
    created_at: '2026-04-02T13:30:00.000Z',
    created_by: { id: 9, nome: 'Marcos', sobrenome: 'Milhas' },
    provedor_milhas: { id: 3, nome: 'Milhas Parceiras' },
    programa_fidelidade: { id: 1, nome: 'Smiles' },
    cias_aereas: ['GOL Linhas Aéreas'],
    tem_senha: true,
    milheiro_emite: null,
    titular: 'Joana Terceira',
    conta_propria: false,
    titular_conta_propria: null,
    mesma_conta: false,
    login: 'joana.terceira',
    cpf: '52998224725',
    ...overrides,
  };
}
