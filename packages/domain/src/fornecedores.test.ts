import { describe, expect, it } from 'vitest';
import {
  FORNECEDORES_MESSAGES as M,
  podeEditarFornecedores,
  usaCiaAerea,
  ZFornecedorRequest,
  ZProvedorCreateRequest,
  ZProvedorImagemRequest,
  ZProvedorUpdateRequest,
} from './fornecedores.ts';
import { VALIDACAO_MESSAGES } from './validacao.ts';

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('podeEditarFornecedores', () => {
  it.each([
    [{ pertencente: ['financeiro'] }, true],
    [{ pertencente: ['emissao', 'vendas_1'] }, true],
    [{ pertencente: [], is_superuser: true }, true],
    [{ pertencente: ['milhas', 'comissao', 'vendas_1', 'vendas_2'] }, false],
    [{ pertencente: ['financeiro'], cliente: true }, false],
  ])('%j → %s', (user, expected) => {
    expect(podeEditarFornecedores(user)).toBe(expected);
  });
});

describe('supplier and provider schemas', () => {
  it('keeps digits of masked fields and fills defaults', () => {
    const data = ZFornecedorRequest.parse({
      nome: '  Atlântica  ',
      cnpj: '95.901.303/0001-91',
      telefone: { numero: '(11) 3145-2000' },
      endereco: { cep: '01310-100' },
      meios_de_pagamento: ['pix', 'pix', 'boleto'],
    });
    expect(data).toMatchObject({
      nome: 'Atlântica',
      cnpj: '95901303000191',
      cpf: null,
      email: '',
      telefone: { numero: '1131452000', pais: 'BR' },
      endereco: { cep: '01310100', logradouro: '', pais: 'Brasil' },
      meios_de_pagamento: ['pix', 'boleto'],
    });
    expect(data.provedores).toBeUndefined();
  });

  it('needs a valid CPF or CNPJ to create, and reports every field at once', () => {
    expect(issues(ZFornecedorRequest.safeParse({ nome: '' }))).toEqual({
      nome: M.nomeObrigatorio,
      cpf: M.documentoObrigatorio,
      cnpj: M.documentoObrigatorio,
    });
    expect(issues(ZProvedorCreateRequest.safeParse({ nome: 'Hotel', tipo_servico: '', cpf: '123' }))).toEqual(
      {
        tipo_servico: M.tipoObrigatorio,
        cpf: VALIDACAO_MESSAGES.cpfInvalido,
      },
    );
  });

  it('lets a provider be edited without documents, but not with a wrong one', () => {
    expect(ZProvedorUpdateRequest.safeParse({ nome: 'Hotel', tipo_servico: 'hospedagem' }).success).toBe(
      true,
    );
    expect(
      issues(
        ZProvedorUpdateRequest.safeParse({
          nome: 'Hotel',
          tipo_servico: 'hospedagem',
          cnpj: '11111111111111',
        }),
      ),
    ).toEqual({ cnpj: VALIDACAO_MESSAGES.cnpjInvalido });
  });

  it('gives an airline only to aereo and milhas providers', () => {
    expect(usaCiaAerea('aereo')).toBe(true);
    expect(usaCiaAerea('milhas')).toBe(true);
    expect(usaCiaAerea('hospedagem')).toBe(false);
    const hotel = { nome: 'Hotel', tipo_servico: 'hospedagem', cnpj: '07427392000119', cia_aerea: 3 };
    expect(issues(ZProvedorCreateRequest.safeParse(hotel))).toEqual({ cia_aerea: M.ciaAereaSoAereo });
  });

  it('requires an image title', () => {
    expect(issues(ZProvedorImagemRequest.safeParse({ titulo: ' ' }))).toEqual({
      titulo: M.tituloObrigatorio,
    });
    expect(ZProvedorImagemRequest.parse({ titulo: 'Quarto' })).toEqual({ titulo: 'Quarto', descricao: '' });
  });
});
