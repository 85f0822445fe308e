import {
  MILHAS_VALIDADAS_API_MESSAGES,
  MILHAS_VALIDADAS_MESSAGES,
  ZValidarMilhasRequest,
} from '@skyler/domain/milhas-validadas';
import { describe, expect, it } from 'vitest';
import {
  avisoDeSaldo,
  type BilheteAprovacao,
  type LinhaAprovacaoForm,
  linhaEfetiva,
  milhasRestantes,
  montarRequisicao,
  novaLinha,
  verificarLinhas,
} from './linhas-aprovacao.ts';

const MILHA: BilheteAprovacao = {
  subcotacao: 81,
  tipo: 'milha',
  quantidade_milhas: 60_000,
  servico: 40,
  cotacao: 8,
  venda: 42,
};
const WALLET: BilheteAprovacao = { ...MILHA, subcotacao: 82, tipo: 'wallet', quantidade_milhas: 0 };
const CPF_VALIDO = '52998224725';

const base = (extra: Partial<LinhaAprovacaoForm> = {}): LinhaAprovacaoForm => ({
  ...novaLinha(1),
  conta_fidelidade: 5,
  valor: '60000',
  valor_compra: '17,50',
  ...extra,
});
const terceiros = (extra: Partial<LinhaAprovacaoForm> = {}): LinhaAprovacaoForm => ({
  ...novaLinha(2, 'terceiros'),
  provedor_milhas: 3,
  programa_fidelidade: 1,
  login: 'joana',
  senha: 'segredo',
  cpf: CPF_VALIDO,
  titular: 'Joana',
  valor: '60000',
  valor_compra: '18',
  ...extra,
});

describe('checks of the approval lines (part 2 §5)', () => {
  it('accepts a base account covering the miles, and a complete third-party account', () => {
    expect(verificarLinhas(MILHA, [base()])).toBeNull();
    expect(verificarLinhas(MILHA, [terceiros()])).toBeNull();
  });

  it('asks for an account on every line', () => {
    expect(verificarLinhas(MILHA, [base({ conta_fidelidade: null })])).toBe(
      MILHAS_VALIDADAS_MESSAGES.preenchaContas,
    );
    const vazia = { ...novaLinha(3, 'terceiros'), valor: '60000', valor_compra: '18' };
    expect(verificarLinhas(MILHA, [vazia])).toBe(MILHAS_VALIDADAS_MESSAGES.preenchaContas);
  });

  it('asks a third party for provider, programme, login and CPF', () => {
    for (const falta of [
      { provedor_milhas: null },
      { programa_fidelidade: null },
      { login: '  ' },
      { cpf: '' },
    ] satisfies Partial<LinhaAprovacaoForm>[]) {
      expect(verificarLinhas(MILHA, [terceiros(falta)])).toBe(MILHAS_VALIDADAS_MESSAGES.camposTerceiros);
    }
  });

  it('refuses an invalid CPF', () => {
    expect(verificarLinhas(MILHA, [terceiros({ cpf: '11111111111' })])).toBe(
      MILHAS_VALIDADAS_MESSAGES.cpfInvalido,
    );
  });

  it('refuses a zero or missing price per thousand on a miles ticket', () => {
    for (const valor_compra of ['', '0', '0,00', 'abc']) {
      expect(verificarLinhas(MILHA, [base({ valor_compra })])).toBe(
        MILHAS_VALIDADAS_MESSAGES.valorCompraZero,
      );
    }
  });

  it('asks a third party for the password, and a wallet third party for the discount', () => {
    expect(verificarLinhas(MILHA, [terceiros({ senha: '' })])).toBe(
      MILHAS_VALIDADAS_MESSAGES.camposObrigatorios,
    );
    expect(verificarLinhas(WALLET, [terceiros({ desagio_compra: '' })])).toBe(
      MILHAS_VALIDADAS_MESSAGES.camposObrigatorios,
    );
    expect(verificarLinhas(WALLET, [terceiros({ desagio_compra: '12,5' })])).toBeNull();
    expect(verificarLinhas(WALLET, [terceiros({ desagio_compra: '12,,5' })])).toBe(
      MILHAS_VALIDADAS_MESSAGES.camposObrigatorios,
    );
    expect(verificarLinhas(WALLET, [terceiros({ desagio_compra: '100' })])).toBe(
      MILHAS_VALIDADAS_API_MESSAGES.desagioInvalido,
    );
    // a base account's wallet line may leave the discount out
    expect(verificarLinhas(WALLET, [base({ valor: '', valor_compra: '' })])).toBeNull();
  });

  it('asks the miles lines to sum to the ticket’s miles; a wallet ticket has no miles to cover', () => {
    expect(verificarLinhas(MILHA, [base({ valor: '59999' })])).toBe(
      MILHAS_VALIDADAS_MESSAGES.montantesNaoCobrem,
    );
    expect(verificarLinhas(MILHA, [base({ valor: '40000' }), terceiros({ valor: '30000' })])).toBe(
      MILHAS_VALIDADAS_MESSAGES.montantesNaoCobrem,
    );
    expect(verificarLinhas(MILHA, [base({ valor: '40000' }), terceiros({ valor: '20000' })])).toBeNull();
    expect(milhasRestantes(MILHA, [base({ valor: '40.000' })])).toBe(20_000);
    expect(verificarLinhas(WALLET, [base({ valor: '' })])).toBeNull();
  });

  it('gives a later line marked "Mesma autorização" the first line’s account', () => {
    const linhas = [
      terceiros({ valor: '40000' }),
      { ...novaLinha(3), mesma_conta: true, valor: '20000', valor_compra: '18' },
    ];
    expect(linhaEfetiva(linhas, 1)).toMatchObject({ modo: 'terceiros', login: 'joana', valor: '20000' });
    expect(verificarLinhas(MILHA, linhas)).toBeNull();
    const primeiraIncompleta = [terceiros({ valor: '40000', login: '' }), linhas[1] as LinhaAprovacaoForm];
    expect(verificarLinhas(MILHA, primeiraIncompleta)).toBe(MILHAS_VALIDADAS_MESSAGES.camposTerceiros);
  });
});

describe('the balance beside an account in the picker', () => {
  it.each([
    [{ conta_propria: true, saldo: 0 }, 1, 'sem saldo'],
    [{ conta_propria: true, saldo: 0 }, 0, 'sem saldo'],
    [{ conta_propria: true, saldo: 29_999 }, 30_000, 'insuficiente'],
    [{ conta_propria: true, saldo: 30_000 }, 30_000, null],
    [{ conta_propria: true, saldo: 100_000 }, 0, null],
    [{ conta_propria: false, saldo: null }, 30_000, null],
  ] as const)('%o for %i miles: %s', (conta, milhas, aviso) => {
    expect(avisoDeSaldo(conta, milhas)).toBe(aviso);
  });
});

describe('the request sent', () => {
  it('names the account, the miles and the price of each line, and passes the domain’s schema', () => {
    const linhas = [
      base({ contato: 218, valor: '40000' }),
      { ...novaLinha(3), contato: 219, mesma_conta: true, valor: '20000', valor_compra: '17.5' },
    ];
    const body = montarRequisicao(MILHA, linhas, { seguiu: false, motivo: 'Conta própria sem saldo' });
    expect(body).toMatchObject({
      cotacao: 8,
      seguiu_manual_boas_praticas_milhas: false,
      motivo_nao_seguimento_boas_praticas_milhas: 'Conta própria sem saldo',
    });
    expect(body.milhas_validadas).toEqual([
      expect.objectContaining({
        subcotacao: 81,
        tipo: 'milha',
        servico: 40,
        venda: 42,
        contato: 218,
        conta_fidelidade: 5,
        login: null,
        senha: null,
        valor: 40_000,
        valor_compra: '17.50',
        desagio_compra: null,
        mesma_conta: false,
      }),
      expect.objectContaining({ contato: 219, conta_fidelidade: 5, valor: 20_000, mesma_conta: true }),
    ]);
    expect(ZValidarMilhasRequest.safeParse(body).success).toBe(true);
  });

  it('sends a third party’s account and a wallet discount, without the best-practices answer', () => {
    const body = montarRequisicao(WALLET, [terceiros({ desagio_compra: '12,5' })], null);
    expect(body.seguiu_manual_boas_praticas_milhas).toBeNull();
    expect(body.milhas_validadas[0]).toMatchObject({
      conta_fidelidade: null,
      provedor_milhas: 3,
      programa_fidelidade: 1,
      login: 'joana',
      senha: 'segredo',
      cpf: CPF_VALIDO,
      titular: 'Joana',
      valor: 0,
      valor_compra: null,
      desagio_compra: '12.5',
    });
    expect(ZValidarMilhasRequest.safeParse(body).success).toBe(true);
  });
});
