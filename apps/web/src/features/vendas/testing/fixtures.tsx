import type { User } from '@skyler/domain/auth';
import type { VendaDetalhada } from '@skyler/domain/vendas';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { CurrentUserProvider } from '../../../lib/current-user.tsx';
import { escolherOpcao } from '../../../test/escolher.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';

export const CONSULTORES = [
  { id: 7, username: 'ana', nome: 'Ana', sobrenome: 'Souza', cliente: false, sdr: false, consultor: true },
  { id: 8, username: 'bruno', nome: 'Bruno', sobrenome: 'Lima', cliente: false, sdr: false, consultor: true },
  { id: 9, username: 'caio', nome: 'Caio', sobrenome: 'Reis', cliente: false, sdr: true, consultor: false },
];

export function makeVendaDetalhada(overrides: Partial<VendaDetalhada> = {}): VendaDetalhada {
  return {
    id: 42,
    status: 'proposta',
    cliente: {
      id: 3,
      nome: 'Maria',
      sobrenome: 'Oliveira',
      email: null,
      telefone: null,
      cpf: null,
      cnpj: null,
    },
    cliente_empresa: null,
    indicacao: null,
    consultor: null,
    sdr: null,
    created_by: null,
    concluida_por: null,
    cancelado_por: null,
    last_edited_by: null,
    motivo_cancelamento: null,
    meio_contato_tipo: null,
    meio_contato_valor: null,
    anotacoes: null,
    created_at: '2026-03-10T12:00:00.000Z',
    updated_at: '2026-03-11T15:30:00.000Z',
    concluida_em: null,
    cancelada_em: null,
    tipos_servicos: [],
    num_orcamentos_ativos: 0,
    num_cotacoes_carrinho: 0,
    num_emissoes_fila: 0,
    num_emissoes_finalizadas: 0,
    num_servicos_validacao: 0,
    ...overrides,
  };
}

export function renderComUsuario(
  ui: ReactNode,
  { user = makeUser(), route = '/' }: { user?: User; route?: string } = {},
) {
  return renderWithProviders(<CurrentUserProvider user={user}>{ui}</CurrentUserProvider>, { route });
}

/**
 * Fills the sale form with a company sale and an "Outro" contact, the shortest complete form ("Acme" among the
 * companies the API lists), and waits for the signed-in consultant to be chosen.
 */
export async function preencherVenda(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Empresa' }));
  await escolherOpcao(user, screen.getByRole('combobox', { name: 'Empresa*' }), 'Acme');
  await escolherOpcao(user, screen.getByRole('combobox', { name: 'Meio de contato*' }), 'Outro');
  await user.type(screen.getByRole('textbox', { name: 'Contato*' }), 'loja');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Consultor*' })).toHaveTextContent('Ana Souza'),
  );
}
