import {
  CONFIGURACAO_FISCAL_VAZIA,
  type ConfiguracaoFiscal,
  FISCAL_MESSAGES,
  PADROES_FISCAIS,
} from '@skyler/domain/fiscal';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { FISCAL_TEXTOS } from './configuracoes-fiscais-page.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });
const PATH = '/api/configuracoes/fiscal/';
const vazia: ConfiguracaoFiscal = { ...CONFIGURACAO_FISCAL_VAZIA, padroes: PADROES_FISCAIS };

describe('Configurações fiscais', () => {
  it('starts from the Simples Nacional defaults, switches to Lucro Presumido and saves the regime’s taxes', async () => {
    const fetch = mockApiDe(ADMIN, {
      [`GET ${PATH}`]: { body: vazia },
      [`PUT ${PATH}`]: { body: { ...vazia, configurada: true, versao: 1 } },
    });
    const user = userEvent.setup();
    renderApp('/configuracoes/fiscal');
    expect(await screen.findByText(FISCAL_MESSAGES.naoConfigurado)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: FISCAL_TEXTOS.codigoServico })).toHaveValue('09.02');
    expect(screen.getByRole('textbox', { name: FISCAL_TEXTOS.aliquotaIss })).toHaveValue('2.01');

    await user.type(screen.getByRole('textbox', { name: /CNPJ/ }), '11222333000181');
    await user.type(screen.getByRole('textbox', { name: FISCAL_TEXTOS.inscricaoMunicipal }), '1234567');
    await user.type(screen.getByRole('textbox', { name: FISCAL_TEXTOS.codigoIbge }), '3550308');
    await user.type(screen.getByRole('textbox', { name: FISCAL_TEXTOS.municipio }), 'São Paulo');
    await user.click(screen.getByRole('combobox', { name: FISCAL_TEXTOS.regime }));
    await user.click(await screen.findByRole('option', { name: 'Lucro Presumido' }));
    expect(screen.getByRole('textbox', { name: FISCAL_TEXTOS.aliquota('COFINS') })).toHaveValue('3.00');
    await user.click(screen.getByRole('button', { name: FISCAL_TEXTOS.salvar }));

    expect(await screen.findByText(FISCAL_MESSAGES.salva)).toBeInTheDocument();
    const enviado = fetch.callsTo('PUT', PATH)[0]?.body as Record<string, unknown>;
    expect(enviado).toMatchObject({
      municipio: { codigo_ibge: '3550308', nome: 'São Paulo' },
      tributos: { regime: 'lucro_presumido', pis: '0.65', cofins: '3.00', irpj: '4.80', csll: '2.88' },
      prazo_cancelamento_dias: 30,
    });
    expect(enviado).not.toHaveProperty('versao');
  });

  it('is for administrators only', async () => {
    mockApiDe(makeUser({ pertencente: ['financeiro'] }));
    renderApp('/configuracoes/fiscal');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
  });
});
