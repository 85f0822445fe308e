/** Answers of the credit bureau in the contract of docs/decisions/0007-credit-bureau-contract.md, for tests. */

export const RESPOSTA_PESSOA = {
  general_flag: 'yellow',
  personal_information: {
    flag: 'green',
    nome: 'ZULEICA QUINTANILHA AVILA',
    idade: 41,
    data_nascimento: '1985-03-14',
    nome_mae: 'MARIA QUINTANILHA',
    nome_pai: 'JOSE AVILA',
  },
  process: { flag: 'gray', quantidade: 0, itens: [] },
  restriction: {
    flag: 'yellow',
    quantidade: 1,
    valor_total: '1520.00',
    itens: [{ credor: 'Banco Exemplo S.A.', valor: '1520.00', data: '2025-08-01' }],
  },
  bank_check: { flag: 'green', quantidade: 0, itens: [] },
  protest: { flag: 'green', quantidade: 0, valor_total: '0.00', itens: [] },
  credit_score: { flag: 'yellow', D00: 612, D30: 598, D60: 640, D90: 655 },
  email: { flag: 'green', itens: ['zuleica@example.com'] },
  phone: { flag: 'green', itens: ['11912345678'] },
  other_document: { flag: 'gray', quantidade: 1, itens: [{ tipo: 'RG', numero: '123456789' }] },
  campo_desconhecido: { ignorado: true },
};

export const RESPOSTA_EMPRESA = {
  general_flag: 'green',
  company_information: {
    flag: 'green',
    razao_social: 'HORIZONTE ENGENHARIA E CONSTRUCOES LTDA',
    nome_fantasia: 'HORIZONTE ENGENHARIA',
    cnpj: '11222333000181',
    situacao: 'ATIVA',
    data_abertura: '2009-06-01',
    atividade_principal: 'Construção de edifícios',
  },
  process: { flag: 'green', quantidade: 0, itens: [] },
  restriction: { flag: 'green', quantidade: 0, itens: [] },
  bank_check: { flag: 'green', quantidade: 0, itens: [] },
  protest: { flag: 'green', quantidade: 0, itens: [] },
  credit_score: { flag: 'green', D00: 810, D30: 805, D60: 790, D90: 800 },
  other_document: { flag: 'gray', quantidade: 0, itens: [] },
  partnership: {
    flag: 'green',
    quantidade: 1,
    itens: [{ cnpj: '60448396000166', razao_social: 'ACME', participacao: 30 }],
  },
  shareholder: {
    flag: 'green',
    quantidade: 2,
    itens: [
      { nome: 'ANA SOUZA', documento: '52998224725', participacao: 60, cargo: 'Sócia-administradora' },
      { nome: 'JOAO LIMA', documento: '45507139849', participacao: 40, cargo: 'Sócio' },
    ],
  },
};
