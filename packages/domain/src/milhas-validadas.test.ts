import { describe, expect, it } from 'vitest';
import {
  comContaDaPrimeira,
  type LinhaAprovacaoInput,
  MILHAS_VALIDADAS_MESSAGES as M,
  MILHAS_VALIDADAS_API_MESSAGES,
  regrasDasLinhas,
  ZLinhaAprovacaoInput,
  ZMilhaValidada,
} from './milhas-validadas.ts';

const linha = (extra: Record<string, unknown>): LinhaAprovacaoInput =>
  ZLinhaAprovacaoInput.parse({ subcotacao: 1, tipo: 'milha', servico: 1, cotacao: 1, venda: 1, ...extra });
const terceiro = {
  provedor_milhas: 3,
  programa_fidelidade: 4,
  login: 'vendedor',
  senha: 'segredo',
  cpf: '529.982.247-25',
};
const milha = { tipo: 'milha', quantidade_milhas: 30_000 } as const;
const wallet = { tipo: 'wallet', quantidade_milhas: 0 } as const;

describe('regrasDasLinhas', () => {
  it('accepts a base account and a complete third party covering the miles', () => {
    expect(
      regrasDasLinhas(milha, [
        linha({ conta_fidelidade: 9, valor: 10_000, valor_compra: '21,5' }),
        linha({ ...terceiro, valor: 20_000, valor_compra: '23' }),
      ]),
    ).toEqual([]);
    expect(regrasDasLinhas(wallet, [linha({ tipo: 'wallet', ...terceiro, desagio_compra: '12.5' })])).toEqual(
      [],
    );
    // a base account's wallet line may leave the discount to the own one
    expect(regrasDasLinhas(wallet, [linha({ tipo: 'wallet', conta_fidelidade: 9 })])).toEqual([]);
  });

  it('answers each rule of part 2 §5 under the field of its line', () => {
    const erros = (bilhete: typeof milha | typeof wallet, linhas: LinhaAprovacaoInput[]) =>
      regrasDasLinhas(bilhete, linhas).map((e) => `${e.campo} ${e.mensagem}`);
    expect(erros(milha, [linha({ conta_fidelidade: 9, valor: 20_000, valor_compra: '20' })])).toEqual([
      `0.valor ${M.montantesNaoCobrem}`,
    ]);
    expect(erros(milha, [linha({ valor: 30_000, valor_compra: '20' })])).toEqual([
      `0.conta_fidelidade ${M.preenchaContas}`,
    ]);
    expect(erros(milha, [linha({ conta_fidelidade: 9, valor: 30_000, valor_compra: '0,00' })])).toEqual([
      `0.valor_compra ${M.valorCompraZero}`,
    ]);
    expect(erros(milha, [linha({ conta_fidelidade: 9, valor: 30_000 })])).toEqual([
      `0.valor_compra ${M.valorCompraZero}`,
    ]);
    expect(
      erros(milha, [linha({ ...terceiro, login: ' ', cpf: null, valor: 30_000, valor_compra: '20' })]),
    ).toEqual([`0.login ${M.camposTerceiros}`, `0.cpf ${M.camposTerceiros}`]);
    expect(erros(milha, [linha({ ...terceiro, senha: '', valor: 30_000, valor_compra: '20' })])).toEqual([
      `0.senha ${M.camposObrigatorios}`,
    ]);
    expect(
      erros(milha, [linha({ ...terceiro, cpf: '111.111.111-11', valor: 30_000, valor_compra: '20' })]),
    ).toEqual([`0.cpf ${M.cpfInvalido}`]);
    expect(erros(wallet, [linha({ tipo: 'wallet', ...terceiro })])).toEqual([
      `0.desagio_compra ${M.camposObrigatorios}`,
    ]);
    expect(erros(wallet, [linha({ tipo: 'wallet', ...terceiro, desagio_compra: '100' })])).toEqual([
      `0.desagio_compra ${MILHAS_VALIDADAS_API_MESSAGES.desagioInvalido}`,
    ]);
    expect(
      erros(milha, [linha({ conta_fidelidade: 9, mesma_conta: true, valor: 30_000, valor_compra: '20' })]),
    ).toEqual([`0.mesma_conta ${M.mesmaContaPrimeira}`]);
  });
});

describe('comContaDaPrimeira', () => {
  it("gives a later mesma_conta line the first line's account, keeping its own amounts", () => {
    const [primeira, segunda, terceira] = comContaDaPrimeira([
      linha({ ...terceiro, titular: 'Ana', valor: 10_000, valor_compra: '20' }),
      linha({ mesma_conta: true, valor: 5_000, valor_compra: '22' }),
      linha({ conta_fidelidade: 9, valor: 15_000, valor_compra: '19' }),
    ]);
    expect(segunda).toMatchObject({
      ...terceiro,
      cpf: '52998224725',
      titular: 'Ana',
      valor: 5_000,
      valor_compra: '22',
    });
    expect(terceira?.conta_fidelidade).toBe(9);
    expect(terceira?.login).toBeNull();
    expect(primeira?.valor).toBe(10_000);
  });
});

describe('ZMilhaValidada', () => {
  it('ends with the third party login and CPF, optional, and never holds the password', () => {
    const chaves = Object.keys(ZMilhaValidada.shape);
    expect(chaves.slice(-2)).toEqual(['login', 'cpf']);
    expect(ZMilhaValidada.shape.login.isOptional()).toBe(true);
    expect(ZMilhaValidada.shape.cpf.isOptional()).toBe(true);
    expect(chaves).not.toContain('senha');
  });
});
