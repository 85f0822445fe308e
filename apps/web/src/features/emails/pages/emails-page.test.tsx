import { EMAIL_MESSAGES, type EmailFila } from '@skyler/domain/emails';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });

function email(extra: Partial<EmailFila> = {}): EmailFila {
  return {
    id: 5,
    para: 'cotador@agencia.com.br',
    assunto: 'Proposta do orçamento 0034',
    status: 'falhou',
    tentativas: 10,
    proximo_envio: '2026-11-20T12:00:00.000Z',
    ultimo_erro: '451 Serviço temporariamente indisponível',
    anexos: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    enviado_em: null,
    ...extra,
  };
}

function api(extra: Record<string, MockHandler> = {}, user = ADMIN) {
  return mockApiDe(user, {
    'GET /api/emails/': { body: { emails: [email()], pages: 1 } },
    ...extra,
  });
}

describe('E-mails', () => {
  it('lists what was not sent, with the last error, and sends one again', async () => {
    const fetch = api({
      'POST /api/emails/5/reenviar/': {
        body: { detail: EMAIL_MESSAGES.reenviado, email: email({ status: 'pendente', tentativas: 0 }) },
      },
    });
    const user = userEvent.setup();
    renderApp('/emails');
    const table = await screen.findByRole('table', { name: 'E-mails' });
    const linha = (await within(table).findByText('cotador@agencia.com.br')).closest('tr') as HTMLElement;
    expect(within(linha).getByText('Falhou')).toBeInTheDocument();
    expect(within(linha).getByText('451 Serviço temporariamente indisponível')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/emails/')[0]?.url.searchParams.get('status')).toBeNull();

    await user.click(
      within(linha).getByRole('button', { name: 'Reenviar o e-mail para cotador@agencia.com.br' }),
    );
    expect(await screen.findByText(EMAIL_MESSAGES.reenviado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/emails/5/reenviar/')).toHaveLength(1);
    await waitFor(() => expect(fetch.callsTo('GET', '/api/emails/').length).toBeGreaterThan(1));

    await user.click(screen.getByRole('button', { name: 'Enviados' }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/emails/').at(-1)?.url.searchParams.get('status')).toBe('enviado'),
    );
  });

  it('shows the server message when the e-mail was sent meanwhile', async () => {
    api({ 'POST /api/emails/5/reenviar/': { status: 409, body: { detail: EMAIL_MESSAGES.jaEnviado } } });
    const user = userEvent.setup();
    renderApp('/emails');
    const table = await screen.findByRole('table', { name: 'E-mails' });
    await user.click(await within(table).findByRole('button', { name: /^Reenviar/ }));
    expect(await screen.findByText(EMAIL_MESSAGES.jaEnviado)).toBeInTheDocument();
  });

  it('shows "Sem permissão" and no menu entry to other staff', async () => {
    const fetch = api({}, makeUser({ id: 2, username: 'consultor' }));
    renderApp('/emails');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).queryByRole('link', { name: 'E-mails' })).toBeNull();
    expect(fetch.callsTo('GET', '/api/emails/')).toHaveLength(0);
  });
});
