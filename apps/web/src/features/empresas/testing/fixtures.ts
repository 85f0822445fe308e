import type { Empresa } from '@skyler/domain/empresas';

/** A client company as `GET /api/empresas/:id/` answers it: id 12, no search for credit yet. */
export function makeEmpresa(overrides: Partial<Empresa> = {}): Empresa {
  return {
    id: 12,
    nome: 'Quero-Quero Calçados',
    razao_social: 'Quero-Quero Calçados Ltda',
    cnpj: '45678912000155',
    email: 'financeiro@queroquero.com.br',
    telefone: null,
    tier: null,
    created_by: { id: 1, nome: 'Ana', sobrenome: 'Souza' },
    created_at: '2026-03-02T13:00:00.000Z',
    last_edited_by: null,
    updated_at: '2026-03-02T13:00:00.000Z',
    indicacao: null,
    observacoes: null,
    data_busca: null,
    ...overrides,
  };
}
