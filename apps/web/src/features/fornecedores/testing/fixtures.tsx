import type { Fornecedor, Provedor, ProvedorImagem } from '@skyler/domain/fornecedores';
import { emptyEndereco } from '@skyler/domain/fornecedores';
import type { ReactNode } from 'react';
import { CurrentUserProvider } from '../../../lib/current-user.tsx';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';

export const FINANCEIRO = makeUser({ pertencente: ['financeiro'] });
export const CONSULTOR = makeUser({ pertencente: ['vendas_1'] });

export function makeFornecedor(overrides: Partial<Fornecedor> = {}): Fornecedor {
  return {
    id: 11,
    nome: 'Atlântica Consolidadora',
    email: 'financeiro@atlantica.com.br',
    telefone: { numero: '1131452000', pais: 'BR' },
    cpf: null,
    cnpj: '95901303000191',
    endereco: { ...emptyEndereco(), cidade: 'São Paulo', estado: 'SP' },
    provedores: [21],
    meios_de_pagamento: ['pix'],
    chave_pix: null,
    created_by: { id: 1, nome: 'Fernanda', sobrenome: 'Financeiro' },
    created_at: '2025-01-10T12:00:00.000Z',
    updated_at: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeProvedor(overrides: Partial<Provedor> = {}): Provedor {
  return {
    id: 21,
    nome: 'Pousada Maré Alta',
    email: 'reservas@marealta.com.br',
    telefone: { numero: '8135521020', pais: 'BR' },
    cpf: null,
    cnpj: '07427392000119',
    tipo_servico: 'hospedagem',
    cia_aerea: null,
    endereco: { ...emptyEndereco(), cidade: 'Ipojuca', estado: 'PE' },
    fornecedores: [11],
    created_by: null,
    created_at: '2025-01-10T12:00:00.000Z',
    updated_at: '2025-01-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeImagens(quantas: number, provedorId = 21): ProvedorImagem[] {
  return Array.from({ length: quantas }, (_, i) => ({
    id: i + 1,
    titulo: `Foto ${i + 1}`,
    descricao: i === 0 ? 'Fachada' : '',
    url: `/api/provedores/${provedorId}/imagens/${i + 1}/`,
  }));
}

/** A component of this area with the app's providers and a signed-in user. */
export function renderComUsuario(ui: ReactNode, user = FINANCEIRO) {
  return renderWithProviders(<CurrentUserProvider user={user}>{ui}</CurrentUserProvider>);
}
