import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { makeVendaDetalhada } from '../../vendas/testing/fixtures.tsx';
import { ACOES_SERVICO } from '../components/servicos-colunas.tsx';
import { makeServico } from '../testing/fixtures.ts';
import { VENDA_SERVICOS_VAZIO } from './venda-servicos-page.tsx';

const FINANCEIRO = makeUser({ pertencente: ['financeiro'] });
const cancelado = makeServico({
  id: 32,
  status: 'cancelado',
  cotacao: { ...makeServico().cotacao, id: 6, descricao: 'Transfer', tipo_servico: 'orcamento_outro' },
  metodo_pagamento: 'pagamentoAVista',
  num_parcelas: 1,
  beneficiarios: [],
  cancelado_por: { id: 8, nome: 'Fábio', sobrenome: 'Finanças' },
  cancelado_em: '2026-03-13T10:00:00.000Z',
  motivo_cancelamento: 'Cliente desistiu da viagem',
});

function api(extra: Record<string, MockHandler> = {}, user = FINANCEIRO) {
  return mockApiDe(user, {
    'GET /api/vendas/42/': { body: makeVendaDetalhada() },
    'GET /api/vendas/42/chat_messages/': { body: [] },
    ...extra,
  });
}

describe('Serviços tab of a sale', () => {
  it('lists the sale’s services with status, terms, amounts and beneficiaries', async () => {
    api({ 'GET /api/vendas/42/servicos/': { body: [makeServico(), cancelado] } });
    renderApp('/vendas/42/servicos');
    const table = await screen.findByRole('table', { name: 'Serviços da venda' });
    const linha = (await within(table).findByText('0031')).closest('tr');
    if (!linha) throw new Error('sem linha');
    expect(within(linha).getByText('0005 · Hotel em Gramado')).toBeInTheDocument();
    expect(within(linha).getByText('Aguardando pagamento')).toBeInTheDocument();
    expect(within(linha).getByText('Parcelado com Entrada · 10x')).toBeInTheDocument();
    expect(within(linha).getByText('R$ 2.750,00')).toBeInTheDocument();
    expect(within(linha).getByText('R$ 600,00')).toBeInTheDocument();
    expect(within(linha).getByText('Adriana Pinto Almeida')).toBeInTheDocument();
    expect(within(table).getByText('Cancelado')).toBeInTheDocument();
    // a cancelled service cannot be cancelled again
    expect(within(table).getByRole('button', { name: ACOES_SERVICO.cancelar(32) })).toBeDisabled();
    expect(within(table).getByRole('button', { name: ACOES_SERVICO.cancelar(31) })).toBeEnabled();
  });

  it('shows the miles and wallet cost of a service in issuance, here and in its details', {
    timeout: 60_000,
  }, async () => {
    const emEmissao = makeServico({
      id: 33,
      status: 'emissao',
      custo_milhas: { milha: '1320.00', wallet: '2720.00' },
    });
    api({ 'GET /api/vendas/42/servicos/': { body: [emEmissao, cancelado] } });
    const user = userEvent.setup();
    renderApp('/vendas/42/servicos');
    const table = await screen.findByRole('table', { name: 'Serviços da venda' }, { timeout: 20_000 });
    const linha = (await within(table).findByText('0033')).closest('tr');
    if (!linha) throw new Error('sem linha');
    expect(within(table).getByRole('columnheader', { name: 'Custo milhas/wallet' })).toBeInTheDocument();
    expect(within(linha).getByText('R$ 1.320,00')).toBeInTheDocument();
    expect(within(linha).getByText('R$ 2.720,00')).toBeInTheDocument();
    await user.click(within(linha).getByRole('button', { name: ACOES_SERVICO.detalhes(33) }));
    const dialogo = await screen.findByRole('dialog', { name: 'Serviço 0033' });
    expect(within(dialogo).getByText('Custo milhas/wallet')).toBeInTheDocument();
    expect(within(dialogo).getByText('R$ 1.320,00')).toBeInTheDocument();
  });

  it('says when the sale has no services', async () => {
    api({ 'GET /api/vendas/42/servicos/': { body: [] } });
    renderApp('/vendas/42/servicos');
    expect(await screen.findByText(VENDA_SERVICOS_VAZIO)).toBeInTheDocument();
  });

  it('offers no cancel to whom the server would refuse it', async () => {
    api({ 'GET /api/vendas/42/servicos/': { body: [makeServico()] } }, makeUser());
    renderApp('/vendas/42/servicos');
    expect(await screen.findByRole('button', { name: ACOES_SERVICO.detalhes(31) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ACOES_SERVICO.cancelar(31) })).toBeNull();
  });

  it('shows a service’s details', async () => {
    api({ 'GET /api/vendas/42/servicos/': { body: [makeServico(), cancelado] } });
    const user = userEvent.setup();
    renderApp('/vendas/42/servicos');
    await user.click(await screen.findByRole('button', { name: ACOES_SERVICO.detalhes(32) }));
    const dialog = await screen.findByRole('dialog', { name: 'Serviço 0032' });
    expect(within(dialog).getByText('Cliente desistiu da viagem')).toBeInTheDocument();
    expect(within(dialog).getByText('Fábio Finanças')).toBeInTheDocument();
    expect(within(dialog).getByText('Nenhum Beneficiário para esse bilhete.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: ACOES_SERVICO.detalhes(31) }));
    const outro = await screen.findByRole('dialog', { name: 'Serviço 0031' });
    expect(within(outro).getByRole('table', { name: 'Beneficiários' })).toHaveTextContent('Duplo');
    // client and financial responsible
    expect(within(outro).getAllByText('Maria Oliveira')).toHaveLength(2);
    expect(within(outro).getByText('Parcelado com Entrada · 10x')).toBeInTheDocument();
  });

  it('cancels only with the id typed exactly and a justification of 10 to 50 characters', async () => {
    let servicos = [makeServico()];
    const fetch = api({
      'GET /api/vendas/42/servicos/': () => ({ body: servicos }),
      'POST /api/servicos/31/cancel/': () => {
        servicos = [makeServico({ status: 'cancelado' })];
        return { body: servicos[0] };
      },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/servicos');
    await user.click(await screen.findByRole('button', { name: ACOES_SERVICO.cancelar(31) }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar serviço 0031' });
    const confirmar = within(dialog).getByRole('button', { name: 'Confirmar' });
    const id = within(dialog).getByLabelText('Digite o ID do serviço (31) para confirmar');
    const justificativa = within(dialog).getByLabelText('Justificativa*');

    await user.type(id, '0031');
    await user.type(justificativa, 'Desistiu da viagem');
    expect(confirmar).toBeDisabled();
    await user.clear(id);
    await user.type(id, '31');
    expect(confirmar).toBeEnabled();
    await user.clear(justificativa);
    await user.type(justificativa, 'Curta');
    await user.tab();
    expect(within(dialog).getByText(SERVICO_MESSAGES.justificativa)).toBeInTheDocument();
    expect(confirmar).toBeDisabled();
    // at most 50 characters can be typed
    await user.clear(justificativa);
    await user.type(justificativa, 'x'.repeat(60));
    expect(justificativa).toHaveValue('x'.repeat(50));
    expect(confirmar).toBeEnabled();
    await user.clear(justificativa);
    await user.type(justificativa, 'Cliente desistiu da viagem');
    await user.click(confirmar);

    expect(await screen.findByText(SERVICO_MESSAGES.cancelado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/servicos/31/cancel/')[0]?.body).toEqual({
      motivo_cancelamento: 'Cliente desistiu da viagem',
      versao: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = screen.getByRole('table', { name: 'Serviços da venda' });
    expect(await within(table).findByText('Cancelado')).toBeInTheDocument();
  });

  it('says when the service cannot be cancelled', async () => {
    api({
      'GET /api/vendas/42/servicos/': { body: [makeServico()] },
      'POST /api/servicos/31/cancel/': { status: 409, body: { detail: 'Este serviço já foi emitido.' } },
    });
    const user = userEvent.setup();
    renderApp('/vendas/42/servicos');
    await user.click(await screen.findByRole('button', { name: ACOES_SERVICO.cancelar(31) }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar serviço 0031' });
    await user.type(within(dialog).getByLabelText('Digite o ID do serviço (31) para confirmar'), '31');
    await user.type(within(dialog).getByLabelText('Justificativa*'), 'Cliente desistiu da viagem');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText(`${SERVICO_MESSAGES.naoCancelado} Este serviço já foi emitido.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancelar serviço 0031' })).toBeInTheDocument();
  });
});
