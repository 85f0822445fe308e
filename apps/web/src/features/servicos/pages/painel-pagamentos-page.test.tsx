import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { SEM_BENEFICIARIOS } from '../components/beneficiarios-dialog.tsx';
import { BOAS_PRATICAS_TEXTS } from '../components/boas-praticas-dialog.tsx';
import { PLANILHA_TEXTS } from '../components/planilha-fatura-dialog.tsx';
import { ACOES_SERVICO } from '../components/servicos-colunas.tsx';
import { makeServico } from '../testing/fixtures.ts';
import { PAINEL_TEXTS } from './painel-pagamentos-page.tsx';

const FINANCEIRO = makeUser({
  pertencente: ['financeiro'],
  authorized_restricted_routes: ['painel-pagamentos'],
});
const esperando = makeServico({ status: 'pagamento_validacao', valor_pago: '2750.00' });
const semBeneficiarios = makeServico({ id: 33, beneficiarios: [] });
const validado = makeServico({
  id: 29,
  status: 'emissao',
  fatura_pdf_url: '/api/servicos/29/fatura.pdf',
  seguiu_manual_boas_praticas: true,
});

function api(extra: Record<string, MockHandler> = {}, user = FINANCEIRO) {
  return mockApiDe(user, {
    'GET /api/servicos/pagamento/': { body: { servicos: [esperando, semBeneficiarios], pages: 2 } },
    'GET /api/servicos/validation_emissao/': { body: { servicos: [validado], pages: 1 } },
    ...extra,
  });
}

async function tabela(nome: string) {
  return screen.findByRole('table', { name: nome });
}

describe('Payment panel', () => {
  it('lists the services awaiting payment and the validated ones, each paged on its own', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/painel-pagamentos');
    expect(await screen.findByRole('heading', { name: PAINEL_TEXTS.esperando })).toBeInTheDocument();
    const aguardando = await tabela(PAINEL_TEXTS.esperando);
    expect(await within(aguardando).findByText('Pagamento em validação')).toBeInTheDocument();
    const validados = await tabela(PAINEL_TEXTS.validados);
    expect(await within(validados).findByText('Emissão')).toBeInTheDocument();
    // the invoice PDF of a service that has one
    expect(within(validados).getByRole('link', { name: ACOES_SERVICO.fatura(29) })).toHaveAttribute(
      'href',
      '/api/servicos/29/fatura.pdf',
    );
    expect(within(validados).queryByRole('button', { name: ACOES_SERVICO.faturar(29) })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/servicos/pagamento/').at(-1)?.url.searchParams.get('page')).toBe('2'),
    );
    expect(
      fetch.callsTo('GET', '/api/servicos/validation_emissao/').at(-1)?.url.searchParams.get('page'),
    ).toBe('1');
  });

  it('says when a list is empty', async () => {
    api({ 'GET /api/servicos/validation_emissao/': { body: { servicos: [], pages: 1 } } });
    renderApp('/painel-pagamentos');
    const validados = await tabela(PAINEL_TEXTS.validados);
    expect(await within(validados).findByText(SERVICO_MESSAGES.naoEncontrados)).toBeInTheDocument();
  });

  it('invoices with Sim, then closes the dialog after 1 s', async () => {
    const fetch = api({ 'POST /api/servicos/31/faturar/': { body: makeServico({ status: 'emissao' }) } });
    const user = userEvent.setup();
    renderApp('/painel-pagamentos');
    await user.click(await screen.findByRole('button', { name: ACOES_SERVICO.faturar(31) }));
    const dialog = await screen.findByRole('dialog', { name: BOAS_PRATICAS_TEXTS.titulo(31) });
    expect(within(dialog).getByText(BOAS_PRATICAS_TEXTS.pergunta)).toBeInTheDocument();
    const lidas = fetch.callsTo('GET', '/api/servicos/validation_emissao/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(SERVICO_MESSAGES.faturado)).toBeInTheDocument();
    // both lists are read again: the invoiced service leaves one for the other
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/servicos/validation_emissao/').length).toBeGreaterThan(lidas),
    );
    expect(fetch.callsTo('POST', '/api/servicos/31/faturar/')[0]?.body).toEqual({
      seguiu_manual_boas_praticas: true,
      motivo_nao_seguimento_boas_praticas: null,
      versao: 1,
    });
    // still open right after the answer, closed a second later
    expect(screen.getByRole('dialog', { name: BOAS_PRATICAS_TEXTS.titulo(31) })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });

  it('asks a reason of 10 to 50 characters with Não; Sair forgets the answer', async () => {
    const fetch = api({ 'POST /api/servicos/31/faturar/': { status: 400, body: { detail: 'Recusado.' } } });
    const user = userEvent.setup();
    renderApp('/painel-pagamentos');
    await user.click(await screen.findByRole('button', { name: ACOES_SERVICO.faturar(31) }));
    let dialog = await screen.findByRole('dialog', { name: BOAS_PRATICAS_TEXTS.titulo(31) });
    expect(within(dialog).queryByLabelText(BOAS_PRATICAS_TEXTS.motivo)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    const motivo = within(dialog).getByLabelText(BOAS_PRATICAS_TEXTS.motivo);
    expect(within(dialog).queryByRole('button', { name: 'Sim' })).toBeNull();
    await user.type(motivo, 'Curto');
    await user.tab();
    expect(within(dialog).getByText(SERVICO_MESSAGES.justificativa)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: ACOES_SERVICO.faturar(31) }));
    dialog = await screen.findByRole('dialog', { name: BOAS_PRATICAS_TEXTS.titulo(31) });
    expect(within(dialog).queryByLabelText(BOAS_PRATICAS_TEXTS.motivo)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    await user.type(within(dialog).getByLabelText(BOAS_PRATICAS_TEXTS.motivo), 'Cliente pagou fora do prazo');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(`${SERVICO_MESSAGES.erroFaturar} Recusado.`)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/servicos/31/faturar/')[0]?.body).toEqual({
      seguiu_manual_boas_praticas: false,
      motivo_nao_seguimento_boas_praticas: 'Cliente pagou fora do prazo',
      versao: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });

  it("releases a service its concluded payments do not cover only with finance's exception and reason", async () => {
    const fetch = api({
      'POST /api/servicos/33/faturar/': { body: makeServico({ id: 33, status: 'emissao' }) },
    });
    const user = userEvent.setup();
    renderApp('/painel-pagamentos');
    await user.click(await screen.findByRole('button', { name: ACOES_SERVICO.faturar(33) }));
    const dialog = await screen.findByRole('dialog', { name: BOAS_PRATICAS_TEXTS.titulo(33) });
    expect(within(dialog).getByText(BOAS_PRATICAS_TEXTS.naoCoberto('600.00', '2750.00'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sim' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: BOAS_PRATICAS_TEXTS.excecao }));
    expect(within(dialog).getByRole('button', { name: 'Sim' })).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText(BOAS_PRATICAS_TEXTS.motivoExcecao),
      'Cliente corporativo paga em 30 dias',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(SERVICO_MESSAGES.faturado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/servicos/33/faturar/')[0]?.body).toEqual({
      seguiu_manual_boas_praticas: true,
      motivo_nao_seguimento_boas_praticas: null,
      excecao_pagamento: true,
      motivo_excecao_pagamento: 'Cliente corporativo paga em 30 dias',
      versao: 1,
    });
  });

  it('offers invoicing only to finance', async () => {
    api({}, makeUser({ pertencente: ['milhas'], authorized_restricted_routes: ['painel-pagamentos'] }));
    renderApp('/painel-pagamentos');
    const aguardando = await tabela(PAINEL_TEXTS.esperando);
    expect(await within(aguardando).findByRole('button', { name: ACOES_SERVICO.cancelar(31) })).toBeEnabled();
    expect(within(aguardando).queryByRole('button', { name: ACOES_SERVICO.faturar(31) })).toBeNull();
  });

  it('shows the beneficiaries of a service, or says it has none', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/painel-pagamentos');
    await user.click(await screen.findByRole('button', { name: ACOES_SERVICO.beneficiarios(31) }));
    let dialog = await screen.findByRole('dialog', { name: 'Beneficiários' });
    expect(within(dialog).getByText('Adriana Pinto Almeida')).toBeInTheDocument();
    expect(within(dialog).getByText('588.761.234-74')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: ACOES_SERVICO.beneficiarios(33) }));
    dialog = await screen.findByRole('dialog', { name: 'Beneficiários' });
    expect(within(dialog).getByText(SEM_BENEFICIARIOS)).toBeInTheDocument();
  });

  it('asks before Esc drops a typed Planilha Fatura', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/painel-pagamentos');
    await user.click(await screen.findByRole('button', { name: PAINEL_TEXTS.planilha }));
    const dialog = await screen.findByRole('dialog', { name: PLANILHA_TEXTS.titulo });
    await user.type(within(dialog).getByLabelText(PLANILHA_TEXTS.idServico), '31');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: PLANILHA_TEXTS.titulo })).toBeNull());
  });

  it('uploads a Planilha Fatura: .xlsx only, with the service ID, and shows the rows refused', async () => {
    let resposta: { status: number; body: unknown } = {
      status: 400,
      body: {
        detail: SERVICO_MESSAGES.erroPlanilha,
        errors: { planilha: ['Linha 3: valor inválido', 'Linha 5: descrição obrigatória'] },
      },
    };
    const fetch = api({ 'POST /api/pdf-fatura/pdffatura/': () => resposta });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/painel-pagamentos');
    await user.click(await screen.findByRole('button', { name: PAINEL_TEXTS.planilha }));
    const dialog = await screen.findByRole('dialog', { name: PLANILHA_TEXTS.titulo });
    const arquivo = within(dialog).getByLabelText(PLANILHA_TEXTS.arquivo);
    expect(arquivo).toHaveAttribute('accept', expect.stringContaining('.xlsx'));

    await user.upload(arquivo, new File(['%PDF'], 'fatura.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText(PLANILHA_TEXTS.soXlsx)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: PLANILHA_TEXTS.enviar }));
    expect(within(dialog).getByText(PLANILHA_TEXTS.idObrigatorio)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/pdf-fatura/pdffatura/')).toHaveLength(0);

    const xlsx = new File(['PK'], 'fatura.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(arquivo, xlsx);
    await user.type(within(dialog).getByLabelText(PLANILHA_TEXTS.idServico), '31');
    await user.click(within(dialog).getByRole('button', { name: PLANILHA_TEXTS.enviar }));
    expect(await screen.findByText(SERVICO_MESSAGES.erroPlanilha)).toBeInTheDocument();
    const erros = within(dialog).getByTestId('erros-planilha');
    expect(
      within(erros)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Linha 3: valor inválido', 'Linha 5: descrição obrigatória']);
    const enviado = fetch.callsTo('POST', '/api/pdf-fatura/pdffatura/')[0]?.body as FormData;
    expect(enviado.get('id_servico')).toBe('31');
    expect((enviado.get('planilha') as File).name).toBe('fatura.xlsx');

    resposta = {
      status: 400,
      body: { detail: SERVICO_MESSAGES.erroPlanilha, errors: { id_servico: ['Serviço cancelado.'] } },
    };
    await user.click(within(dialog).getByRole('button', { name: PLANILHA_TEXTS.enviar }));
    expect(await within(dialog).findByText('Serviço cancelado.')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('erros-planilha')).toBeNull();

    resposta = { status: 201, body: validado };
    await user.click(within(dialog).getByRole('button', { name: PLANILHA_TEXTS.enviar }));
    expect(await screen.findByText(PLANILHA_TEXTS.enviada)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
