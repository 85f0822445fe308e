import type { Contato, ContatoResumo } from '@skyler/domain/contatos';

const ANA = { id: 1, nome: 'Ana', sobrenome: 'Souza' };

export function makeContatoResumo(overrides: Partial<ContatoResumo> = {}): ContatoResumo {
  return {
    id: 218,
    nome: 'Adriana',
    sobrenome: 'Pinto Almeida',
    perfil: 'contato_basico',
    tier: 'VIP',
    cpf: '58876123474',
    email: 'adriana.pinto90@gmail.com',
    telefone: { pais: 'BR', codigo: '55', numero: '62986722551' },
    data_nascimento: '1961-02-25',
    cliente_estrangeiro: false,
    indicacao: { id: 7, nome: 'Sofia', sobrenome: 'Farias Alves' },
    instagram: null,
    linkedin: null,
    created_by: ANA,
    created_at: '2026-03-02T13:00:00.000Z',
    last_edited_by: ANA,
    updated_at: '2026-03-04T13:00:00.000Z',
    ultima_compra: null,
    ...overrides,
  } as ContatoResumo;
}

export function makeContato(overrides: Partial<Contato> = {}): Contato {
  return {
    ...makeContatoResumo(),
    cnpj: null,
    cnh: null,
    genero: 'F',
    empresas: [],
    endereco: {
      cep: '80010000',
      estado: 'PR',
      cidade: 'Curitiba',
      bairro: 'Centro',
      logradouro: 'Rua XV de Novembro',
      numero: '1000',
      complemento: '',
      pais: 'Brasil',
    },
    extras: {
      instagram: null,
      linkedin: null,
      relacao: null,
      tipo_relacao: null,
      data_especial: null,
      ocasiao: null,
      observacoes: null,
    },
    data_busca: null,
    anonimizado_em: null,
    ...overrides,
  } as Contato;
}
