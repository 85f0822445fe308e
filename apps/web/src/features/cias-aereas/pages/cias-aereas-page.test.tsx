import { CIA_AEREA_MESSAGES } from '@skyler/domain/referencia';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import type { CiaAerea } from '../api/cias-aereas.ts';
import { CIA_FORM_TEXTS } from '../components/cia-aerea-form-dialog.tsx';
import { CIAS_TEXTS } from './cias-aereas-page.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });
const LATAM: CiaAerea = {
  id: 10,
  nome: 'LATAM Airlines',
  nome_resumido: 'LATAM',
  iata: 'LA',
  icao: 'LAN',
  pais: 'Chile',
  ativo: true,
  logo: '/api/ciaaereas/10/logo/?v=a',
};
const SEM_LOGO: CiaAerea = {
  id: 11,
  nome: 'Aerolíneas Argentinas',
  nome_resumido: 'Aerolíneas Argentinas',
  iata: 'AR',
  icao: 'ARG',
  pais: 'Argentina',
  ativo: false,
  logo: null,
};

function api(extra: Record<string, MockHandler> = {}, user = ADMIN) {
  return mockApiDe(user, {
    'GET /api/ciaaereas/': { body: [SEM_LOGO, LATAM] },
    ...extra,
  });
}

async function linha(texto: string) {
  const table = await screen.findByRole('table', { name: CIAS_TEXTS.titulo });
  const tr = (await within(table).findAllByText(texto))[0]?.closest('tr');
  if (!tr) throw new Error('sem linha');
  return tr;
}

describe('Companhias aéreas', () => {
  it('shows each airline’s logo, or its code when it has none, with codes and status', async () => {
    api();
    renderApp('/cias-aereas');
    const latam = await linha('LATAM Airlines');
    expect(within(latam).getByRole('img', { name: 'LATAM Airlines' })).toHaveAttribute('src', LATAM.logo);
    expect(within(latam).getByText('LAN')).toBeInTheDocument();
    const semLogo = await linha('Aerolíneas Argentinas');
    const marca = within(semLogo).getByRole('img', { name: 'Aerolíneas Argentinas' });
    expect(marca.tagName).toBe('SPAN');
    expect(marca).toHaveTextContent('AR');
    expect(within(semLogo).getByText('Inativa')).toBeInTheDocument();
  });

  it('edits an airline: codes checked before sending, then saved in capitals', async () => {
    const fetch = api({ 'PUT /api/ciaaereas/10/': { body: { ...LATAM, nome: 'LATAM' } } });
    const user = userEvent.setup();
    renderApp('/cias-aereas');
    const latam = await linha('LATAM Airlines');
    await user.click(within(latam).getByRole('button', { name: CIAS_TEXTS.editar('LATAM Airlines') }));
    const dialog = await screen.findByRole('dialog', { name: CIA_FORM_TEXTS.editar('LATAM Airlines') });
    const iata = within(dialog).getByRole('textbox', { name: CIA_FORM_TEXTS.iata });
    await user.clear(iata);
    await user.type(iata, 'l');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(CIA_AEREA_MESSAGES.iataInvalido)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/ciaaereas/10/')).toHaveLength(0);
    await user.type(iata, 'a');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(CIA_AEREA_MESSAGES.salva)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/ciaaereas/10/')[0]?.body).toMatchObject({ iata: 'LA', icao: 'LAN' });
  });

  it('uploads a logo and shows the server’s refusal of a wrong file', async () => {
    const recusa = 'Tipo de arquivo não permitido. Envie imagem PNG, WEBP ou SVG.';
    let envios = 0;
    const fetch = api({
      'POST /api/ciaaereas/11/logo/': () => {
        envios += 1;
        return envios === 1
          ? { status: 415, body: { detail: recusa } }
          : { body: { ...SEM_LOGO, logo: '/api/ciaaereas/11/logo/?v=b' } };
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/cias-aereas');
    const semLogo = await linha('Aerolíneas Argentinas');
    const input = screen.getByLabelText('Arquivo do logotipo');
    await user.click(within(semLogo).getByRole('button', { name: CIAS_TEXTS.logo('Aerolíneas Argentinas') }));
    await user.upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(recusa)).toBeInTheDocument();
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(CIA_AEREA_MESSAGES.logoSalvo)).toBeInTheDocument();
    await waitFor(() => expect(fetch.callsTo('POST', '/api/ciaaereas/11/logo/')).toHaveLength(2));
    const form = fetch.callsTo('POST', '/api/ciaaereas/11/logo/')[1]?.body as FormData;
    expect((form.get('logo') as File).name).toBe('logo.svg');
  });

  it('is refused to anyone but administrators', async () => {
    api({}, makeUser({ pertencente: ['financeiro'] }));
    renderApp('/cias-aereas');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
  });
});
