import {
  AGENCIA_MESSAGES,
  type AgenciaView,
  PARAMETRO_MESSAGES,
  PARAMETROS,
  type ParametroView,
} from '@skyler/domain/referencia';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { AGENCIA_TEXTS } from '../components/agencia-card.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });
const DESAGIO: ParametroView = {
  chave: 'desagio_proprio',
  label: PARAMETROS.desagio_proprio.label,
  unidade: '%',
  descricao: PARAMETROS.desagio_proprio.descricao,
  valor: '12.50',
  updated_at: '2026-11-20T15:00:00Z',
};

const AGENCIA: AgenciaView = {
  nome: 'Skyler Viagens e Turismo',
  cnpj: '45723174000110',
  telefone: { pais: 'BR', codigo: '55', numero: '1130456789' },
  email: 'contato@skylerviagens.com.br',
  site: 'www.skylerviagens.com.br',
  endereco: 'Av. Paulista, 1578, São Paulo - SP',
  logo: '/api/parametros/agencia/logo/?v=abc',
  updated_at: '2026-11-20T15:00:00Z',
};

function api(extra: Record<string, MockHandler> = {}, user = ADMIN) {
  return mockApiDe(user, {
    'GET /api/parametros/': { body: [DESAGIO] },
    'GET /api/parametros/agencia/': { body: AGENCIA },
    ...extra,
  });
}

describe('Parâmetros da agência', () => {
  it('shows each setting with its label, unit and value, refuses a value out of its rule, and saves', async () => {
    const fetch = api({ 'PUT /api/parametros/desagio_proprio/': { body: { ...DESAGIO, valor: '15.75' } } });
    const user = userEvent.setup();
    renderApp('/parametros');
    const card = await screen.findByRole('region', { name: DESAGIO.label });
    const campo = within(card).getByRole('textbox', { name: `${DESAGIO.label} (%)` });
    expect(campo).toHaveValue('12,50');
    await user.clear(campo);
    await user.type(campo, '100,5');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(card).findByText(PARAMETRO_MESSAGES.valorInvalido(PARAMETROS.desagio_proprio)),
    ).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/parametros/desagio_proprio/')).toHaveLength(0);
    await user.clear(campo);
    await user.type(campo, '15,75');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARAMETRO_MESSAGES.salvo)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/parametros/desagio_proprio/')[0]?.body).toEqual({ valor: '15,75' });
  });

  it('shows the agency’s identity and logo, refuses a bad CNPJ, and saves the fields together', async () => {
    const fetch = api({
      'PUT /api/parametros/agencia/': { body: { ...AGENCIA, nome: 'Skyler Turismo' } },
    });
    const user = userEvent.setup();
    renderApp('/parametros');
    const card = await screen.findByRole('region', { name: AGENCIA_TEXTS.titulo });
    expect(within(card).getByRole('img', { name: `Logotipo de ${AGENCIA.nome}` })).toHaveAttribute(
      'src',
      AGENCIA.logo,
    );
    expect(within(card).getByRole('button', { name: AGENCIA_TEXTS.trocarLogo })).toBeInTheDocument();
    const nome = within(card).getByRole('textbox', { name: /Nome da agência/ });
    expect(nome).toHaveValue(AGENCIA.nome);
    const cnpj = within(card).getByRole('textbox', { name: 'CNPJ *' });
    expect(cnpj).toHaveValue('45.723.174/0001-10');
    await user.clear(cnpj);
    await user.type(cnpj, '45723174000111');
    await user.clear(nome);
    await user.type(nome, 'Skyler Turismo');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await within(card).findByText(VALIDACAO_MESSAGES.cnpjInvalido)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/parametros/agencia/')).toHaveLength(0);
    await user.clear(cnpj);
    await user.type(cnpj, '45723174000110');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(AGENCIA_MESSAGES.salva)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/parametros/agencia/')[0]?.body).toMatchObject({
      nome: 'Skyler Turismo',
      cnpj: '45723174000110',
      telefone: { pais: 'BR', numero: '1130456789' },
      email: AGENCIA.email,
      site: AGENCIA.site,
    });
  });

  it('sends a new logo at once and shows the server’s refusal', async () => {
    const fetch = api({
      'POST /api/parametros/agencia/logo/': {
        status: 413,
        body: { detail: 'O arquivo excede o tamanho máximo de 0,5 MB.' },
      },
    });
    const user = userEvent.setup();
    renderApp('/parametros');
    const card = await screen.findByRole('region', { name: AGENCIA_TEXTS.titulo });
    const arquivo = new File(['<svg></svg>'], 'logo.svg', { type: 'image/svg+xml' });
    await user.upload(within(card).getByLabelText(AGENCIA_TEXTS.logo), arquivo);
    expect(await screen.findByText('O arquivo excede o tamanho máximo de 0,5 MB.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/parametros/agencia/logo/')).toHaveLength(1);
  });

  it('is refused to anyone but administrators', async () => {
    const fetch = api({}, makeUser({ pertencente: ['financeiro'] }));
    renderApp('/parametros');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/parametros/')).toHaveLength(0);
  });
});
