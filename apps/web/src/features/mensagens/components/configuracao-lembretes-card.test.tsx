import { type LembretesConfiguracao, MENSAGENS_MESSAGES as M } from '@skyler/domain/mensagens';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { LEMBRETES_TEXTOS } from './configuracao-lembretes-card.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });
const PATH = '/api/lembretes/configuracao/';
const padrao: LembretesConfiguracao = {
  ativo: true,
  tipos: {
    pagamento_a_vencer: true,
    pagamento_vencido: true,
    passaporte_vencendo: true,
    checkin: true,
    inicio_viagem: true,
    aniversario: true,
  },
  dias_vencimento: 3,
  dias_checkin: 1,
  dias_inicio_viagem: 2,
  meses_passaporte: 6,
  silencio_inicio: 21,
  silencio_fim: 8,
  versao: 0,
  atualizado_em: null,
};

// the card is on Parâmetros da agência, beside the agency's other settings (answered 404 here)
const cartao = async () => screen.findByRole('region', { name: LEMBRETES_TEXTOS.titulo });

describe('Parâmetros da agência › Lembretes automáticos', () => {
  it('turns a reminder off, refuses a lead time out of range in Portuguese, then saves', async () => {
    const fetch = mockApiDe(ADMIN, {
      [`GET ${PATH}`]: { body: padrao },
      [`PUT ${PATH}`]: { body: { ...padrao, versao: 1, atualizado_em: '2026-11-29T12:00:00.000Z' } },
    });
    const user = userEvent.setup();
    renderApp('/parametros');
    const card = await cartao();
    const aniversario = await within(card).findByRole('checkbox', { name: 'Aniversário' });
    expect(aniversario).toBeChecked();
    await user.click(aniversario);
    const vencimento = within(card).getByRole('textbox', { name: 'Dias antes do vencimento' });
    expect(vencimento).toHaveValue('3');
    await user.clear(vencimento);
    await user.type(vencimento, '45');
    const fim = within(card).getByRole('textbox', { name: LEMBRETES_TEXTOS.silencioFim });
    await user.clear(fim);
    await user.type(fim, '24');
    await user.click(within(card).getByRole('button', { name: LEMBRETES_TEXTOS.salvar }));
    expect(await within(card).findByText(M.diasVencimento)).toBeInTheDocument();
    expect(within(card).getByText(M.silencioInvalido)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', PATH)).toHaveLength(0);

    await user.clear(vencimento);
    await user.type(vencimento, '5');
    await user.clear(fim);
    await user.type(fim, '7');
    await user.click(within(card).getByRole('button', { name: LEMBRETES_TEXTOS.salvar }));
    expect(await screen.findByText(M.configuracaoSalva)).toBeInTheDocument();
    const enviado = fetch.callsTo('PUT', PATH)[0]?.body;
    expect(enviado).toEqual({
      ativo: true,
      tipos: { ...padrao.tipos, aniversario: false },
      dias_vencimento: 5,
      dias_checkin: 1,
      dias_inicio_viagem: 2,
      meses_passaporte: 6,
      silencio_inicio: 21,
      silencio_fim: 7,
    });
  });

  it('turns every reminder off at once, leaving the others as they were', async () => {
    const fetch = mockApiDe(ADMIN, {
      [`GET ${PATH}`]: { body: { ...padrao, versao: 2 } },
      [`PUT ${PATH}`]: { body: { ...padrao, ativo: false, versao: 3 } },
    });
    const user = userEvent.setup();
    renderApp('/parametros');
    const card = await cartao();
    await user.click(await within(card).findByRole('checkbox', { name: LEMBRETES_TEXTOS.ativo }));
    expect(within(card).getByRole('checkbox', { name: 'Aniversário' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: LEMBRETES_TEXTOS.salvar }));
    expect(await screen.findByText(M.configuracaoSalva)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', PATH)[0]?.body).toMatchObject({
      ativo: false,
      tipos: padrao.tipos,
      versao: 2,
    });
  });
});
