import { NFSE_MESSAGES, type NfseView } from '@skyler/domain/nfse';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { NFSE_DETALHE } from '../components/nfse-detalhe-dialog.tsx';
import { NFSE_DIALOGOS } from '../components/nfse-dialogos.tsx';
import { NFSE_PAGE_TEXTS } from './nfse-page.tsx';

function nfse(extra: Partial<NfseView> = {}): NfseView {
  return {
    id: 1,
    servico: 31,
    venda: 42,
    referencia: 'servico-31',
    tipo: 'nota',
    ajusta: null,
    status: 'autorizada',
    valor: '150.00',
    tomador: {
      documento: '52998224725',
      nome: 'Maria Oliveira',
      email: 'maria@example.com',
      endereco: {
        logradouro: 'Av. Paulista',
        numero: '1000',
        complemento: '',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '01310100',
      },
    },
    discriminacao: 'Intermediação de serviços turísticos',
    numero: '1001',
    codigo_verificacao: 'CV1001',
    url_pdf: 'https://focus.example/notas/servico-31.pdf',
    url_xml: 'https://focus.example/arquivos/servico-31.xml',
    mensagem: null,
    operacao: null,
    tentativas: 1,
    proxima_tentativa: null,
    motivo_cancelamento: null,
    autorizada_em: '2026-11-20T15:00:00Z',
    cancelada_em: null,
    cancelavel_ate: '2099-12-20T15:00:00Z',
    created_at: '2026-11-20T14:59:00Z',
    created_by: null,
    versao: 3,
    ...extra,
  };
}

const rejeitada = nfse({
  id: 2,
  servico: 32,
  referencia: 'servico-32',
  status: 'rejeitada',
  numero: null,
  codigo_verificacao: null,
  url_pdf: null,
  url_xml: null,
  autorizada_em: null,
  cancelavel_ate: null,
  mensagem: 'Inscrição municipal do tomador inválida.',
});

/** the credit note of a refund after the window, recorded against invoice 1001 */
const credito = nfse({
  id: 3,
  referencia: 'servico-31-rac-7',
  tipo: 'nota_de_credito',
  ajusta: { id: 1, numero: '1001' },
  status: 'registrada',
  valor: '100.00',
  numero: null,
  codigo_verificacao: null,
  url_pdf: null,
  url_xml: null,
  autorizada_em: null,
  cancelavel_ate: null,
  discriminacao:
    'Nota de crédito de R$ 100,00 sobre a NFS-e nº 1001: reembolso da RAC 7 após o prazo de cancelamento.',
});

const financeiro = makeUser({ pertencente: ['financeiro'], consultor: false });

function api(extra: Record<string, MockHandler> = {}, ligada = true) {
  return mockApiDe(financeiro, {
    'GET /api/nfse/': { body: { nfse: [nfse(), rejeitada], pages: 1 } },
    'GET /api/nfse/estado/': { body: { ligada } },
    ...extra,
  });
}

describe('Notas fiscais', () => {
  it('lists the invoices with their status, opens one with its PDF and XML links', async () => {
    const fetch = api();
    renderApp('/nfse');
    const table = await screen.findByRole('table', { name: NFSE_PAGE_TEXTS.titulo });
    expect(await within(table).findByText('Autorizada')).toBeInTheDocument();
    expect(within(table).getByText('Rejeitada')).toBeInTheDocument();
    await userEvent.click(await within(table).findByRole('button', { name: NFSE_PAGE_TEXTS.abrir(nfse()) }));
    const dialogo = await screen.findByRole('dialog', { name: NFSE_DETALHE.titulo(31) });
    expect(within(dialogo).getByRole('link', { name: NFSE_DETALHE.pdf })).toHaveAttribute(
      'href',
      nfse().url_pdf,
    );
    expect(within(dialogo).getByRole('link', { name: NFSE_DETALHE.xml })).toHaveAttribute(
      'href',
      nfse().url_xml,
    );
    expect(within(dialogo).getByText('CV1001')).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: NFSE_DETALHE.cancelar })).toBeInTheDocument();
    expect(screen.queryByText(NFSE_MESSAGES.desligada)).not.toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/nfse/').length).toBeGreaterThan(0);
  });

  it('cancels with a reason through the form dialog', async () => {
    const fetch = api({ 'POST /api/nfse/1/cancelar/': { body: nfse({ operacao: 'cancelar' }) } });
    renderApp('/nfse');
    const table = await screen.findByRole('table', { name: NFSE_PAGE_TEXTS.titulo });
    await userEvent.click(await within(table).findByRole('button', { name: NFSE_PAGE_TEXTS.abrir(nfse()) }));
    await userEvent.click(await screen.findByRole('button', { name: NFSE_DETALHE.cancelar }));
    const dialogo = await screen.findByRole('dialog', { name: NFSE_DIALOGOS.cancelarTitulo('1001') });
    await userEvent.type(within(dialogo).getByLabelText(new RegExp(NFSE_DIALOGOS.motivo)), 'curto');
    await userEvent.click(within(dialogo).getByRole('button', { name: NFSE_DIALOGOS.cancelar }));
    expect(await within(dialogo).findByText(NFSE_MESSAGES.motivo)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/nfse/1/cancelar/')).toHaveLength(0);
    await userEvent.type(
      within(dialogo).getByLabelText(new RegExp(NFSE_DIALOGOS.motivo)),
      ' — serviço cancelado pelo cliente',
    );
    await userEvent.click(within(dialogo).getByRole('button', { name: NFSE_DIALOGOS.cancelar }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/nfse/1/cancelar/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/nfse/1/cancelar/')[0]?.body).toEqual({
      motivo: 'curto — serviço cancelado pelo cliente',
      versao: 3,
    });
  });

  it('shows the provider message of a rejected one and re-sends it with the taker fixed', async () => {
    const fetch = api({
      'POST /api/nfse/2/reenviar/': { body: { ...rejeitada, status: 'pendente', mensagem: null } },
    });
    renderApp('/nfse');
    const table = await screen.findByRole('table', { name: NFSE_PAGE_TEXTS.titulo });
    await userEvent.click(
      await within(table).findByRole('button', { name: NFSE_PAGE_TEXTS.abrir(rejeitada) }),
    );
    const detalhe = await screen.findByRole('dialog', { name: NFSE_DETALHE.titulo(32) });
    expect(within(detalhe).getByText(rejeitada.mensagem as string)).toBeInTheDocument();
    expect(within(detalhe).queryByRole('button', { name: NFSE_DETALHE.cancelar })).not.toBeInTheDocument();
    await userEvent.click(within(detalhe).getByRole('button', { name: NFSE_DETALHE.reenviar }));
    const dialogo = await screen.findByRole('dialog', { name: NFSE_DIALOGOS.reenviarTitulo(32) });
    const nome = within(dialogo).getByLabelText(new RegExp(NFSE_DIALOGOS.nome));
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Maria Oliveira Santos');
    await userEvent.click(within(dialogo).getByRole('button', { name: NFSE_DIALOGOS.reenviar }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/nfse/2/reenviar/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/nfse/2/reenviar/')[0]?.body).toMatchObject({
      tomador: { nome: 'Maria Oliveira Santos', documento: '52998224725' },
      discriminacao: rejeitada.discriminacao,
      versao: 3,
    });
  });

  it('filters by the request period typed as DD/MM/AAAA', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderApp('/nfse');
    await screen.findByRole('table', { name: NFSE_PAGE_TEXTS.titulo });
    const de = screen.getByRole('textbox', { name: NFSE_PAGE_TEXTS.de });
    expect(de).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await user.type(de, '01112026{Enter}');
    await user.type(screen.getByRole('textbox', { name: NFSE_PAGE_TEXTS.ate }), '30112026{Enter}');
    await waitFor(() => {
      const ultima = fetch.callsTo('GET', '/api/nfse/').at(-1)?.url.searchParams;
      expect(ultima?.get('inicio')).toBe('2026-11-01');
      expect(ultima?.get('fim')).toBe('2026-11-30');
    });
    expect(de).toHaveValue('01/11/2026');
  });

  it('shows a credit note of a late refund as such, with the invoice it adjusts and no cancel', async () => {
    api({ 'GET /api/nfse/': { body: { nfse: [credito, nfse()], pages: 1 } } });
    renderApp('/nfse');
    const table = await screen.findByRole('table', { name: NFSE_PAGE_TEXTS.titulo });
    expect(await within(table).findByText('Nota de crédito da nº 1001')).toBeInTheDocument();
    expect(within(table).getByText('Registrada')).toBeInTheDocument();
    // the first row (the newest): the credit note, beside the invoice of the same service
    const [abrir] = within(table).getAllByRole('button', { name: NFSE_PAGE_TEXTS.abrir(credito) });
    await userEvent.click(abrir as HTMLElement);
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(credito.discriminacao)).toBeInTheDocument();
    expect(within(dialogo).queryByRole('button', { name: NFSE_DETALHE.cancelar })).not.toBeInTheDocument();
  });

  it('says what to set when the provider is not configured', async () => {
    api({}, false);
    renderApp('/nfse');
    expect(await screen.findByText(NFSE_MESSAGES.desligada)).toBeInTheDocument();
  });
});
