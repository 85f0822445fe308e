import { ORCAMENTO_MESSAGES } from '@skyler/domain/orcamentos-regras';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { AEROPORTO_FORA_DA_LISTA } from '../../../components/fields/aeroporto-field.tsx';
import { aeroportosHandler } from '../../../test/aeroportos.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { rotulo } from '../testing/fixtures.ts';
import { OrcamentoFormDialog } from './orcamento-form-dialog.tsx';

function aeroportosApi() {
  return mockFetch({ 'GET /api/locais/aeroportos/': aeroportosHandler });
}

type User = ReturnType<typeof userEvent.setup>;

async function escolherAeroporto(user: User, label: string, busca: string, opcao: RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), busca);
  await user.click(await screen.findByRole('option', { name: opcao }, { timeout: 10_000 }));
}

afterEach(() => vi.restoreAllMocks());

describe('OrcamentoFormDialog', () => {
  it('sends a round trip as two legs, the second the reverse of the first on the return dates', async () => {
    aeroportosApi();
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(<OrcamentoFormDialog tipo="orcamento_voo" onClose={() => {}} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Nova solicitação' });
    // defaults: round trip, 1 adult, no children or infants, economy
    expect(within(dialog).getByRole('radio', { name: 'Ida e volta' })).toBeChecked();
    const adultos = within(dialog).getByRole('spinbutton', { name: rotulo('Adultos') });
    expect(adultos).toHaveValue(1);
    expect(adultos).toHaveAccessibleDescription('12 anos ou mais');
    const criancas = within(dialog).getByRole('spinbutton', { name: rotulo('Crianças') });
    expect(criancas).toHaveValue(0);
    expect(criancas).toHaveAccessibleDescription('2 a 11 anos');
    const bebes = within(dialog).getByRole('spinbutton', { name: rotulo('Bebês') });
    expect(bebes).toHaveValue(0);
    expect(bebes).toHaveAccessibleDescription('menos de 2 anos');
    expect(within(dialog).getByRole('checkbox', { name: 'Econômica' })).toBeChecked();

    await user.type(within(dialog).getByRole('textbox', { name: /Descrição/ }), 'Lisboa em maio');
    await escolherAeroporto(user, 'Origem', 'gru', /— GRU,/);
    await escolherAeroporto(user, 'Destino', 'lis', /— LIS,/);
    expect(within(dialog).getByTestId('trecho-volta')).toHaveTextContent(
      'Trecho de volta: Lisboa (LIS) → São Paulo (GRU)',
    );
    await user.type(within(dialog).getByRole('textbox', { name: rotulo('Ida') }), '10052026');
    await user.type(within(dialog).getByRole('textbox', { name: rotulo('Volta') }), '20052026');
    const ida = within(dialog).getByRole('group', { name: 'Ida' });
    const volta = within(dialog).getByRole('group', { name: 'Volta' });
    await user.type(within(ida).getByRole('spinbutton', { name: 'Flexibilidade' }), '2');
    await user.type(within(volta).getByRole('spinbutton', { name: 'Flexibilidade' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls.at(0)?.at(0)).toMatchObject({
      tipo_servico: 'orcamento_voo',
      descricao: 'Lisboa em maio',
      orcamento_voo: {
        tipo_trecho: 'ida_volta',
        economica: true,
        adultos: 1,
        criancas: 0,
        bebes: 0,
        trechos: [
          {
            ordem: 1,
            origem: 'São Paulo (GRU)',
            destino: 'Lisboa (LIS)',
            data_inicio: '2026-05-10',
            flexibilidade_origem: 2,
            flexibilidade_destino: 3,
          },
          {
            ordem: 2,
            origem: 'Lisboa (LIS)',
            destino: 'São Paulo (GRU)',
            data_inicio: '2026-05-20',
            flexibilidade_origem: 3,
            flexibilidade_destino: 2,
          },
        ],
      },
    });
    // typing into the whole form on a busy machine takes long
  }, 60_000);

  it('uses the airport picker: a city offers its airports, unmatched text stays with an error', async () => {
    aeroportosApi();
    const user = userEvent.setup();
    renderWithProviders(
      <OrcamentoFormDialog tipo="orcamento_voo" onClose={() => {}} onSubmit={async () => undefined} />,
    );
    await escolherAeroporto(user, 'Origem', 'Salvador', /— SSA,/);
    expect(screen.getByRole('combobox', { name: 'Origem' })).toHaveValue('Salvador (SSA)');
    const destino = screen.getByRole('combobox', { name: 'Destino' });
    await user.type(destino, 'Recif');
    await user.tab();
    expect(await screen.findByText(AEROPORTO_FORA_DA_LISTA)).toBeInTheDocument();
    expect(destino).toHaveValue('Recif');
  }, 30_000);

  it('alerts when the outbound date is after the return date and clears the return dates', async () => {
    aeroportosApi();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(
      <OrcamentoFormDialog tipo="orcamento_voo" onClose={() => {}} onSubmit={async () => undefined} />,
    );
    const volta = screen.getByRole('textbox', { name: rotulo('Volta') });
    const voltaAte = screen.getByRole('textbox', { name: rotulo('Volta até') });
    await user.type(volta, '05052026');
    await user.type(voltaAte, '06052026');
    expect(alert).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: rotulo('Ida') }), '10052026');

    expect(alert).toHaveBeenCalledWith(ORCAMENTO_MESSAGES.idaDepoisDaVolta);
    await waitFor(() => expect(volta).toHaveValue(''));
    expect(voltaAte).toHaveValue('');
    expect(screen.getByRole('textbox', { name: rotulo('Ida') })).toHaveValue('10/05/2026');
  }, 30_000);

  it('clears a hotel check-out before the check-in the same way', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(
      <OrcamentoFormDialog tipo="orcamento_hotel" onClose={() => {}} onSubmit={async () => undefined} />,
    );
    // hotels count adults from 18, and start with one room
    const adultos = screen.getByRole('spinbutton', { name: rotulo('Adultos') });
    expect(adultos).toHaveValue(1);
    expect(adultos).toHaveAccessibleDescription('18 anos ou mais');
    expect(screen.getByRole('spinbutton', { name: rotulo('Bebês') })).toHaveAccessibleDescription(
      '0 a 2 anos',
    );
    expect(screen.getByRole('spinbutton', { name: /Quartos/ })).toHaveValue(1);
    await user.type(screen.getByRole('textbox', { name: rotulo('Check-in') }), '10052026');
    await user.type(screen.getByRole('textbox', { name: rotulo('Check-out') }), '09052026');
    expect(alert).toHaveBeenCalledWith(ORCAMENTO_MESSAGES.idaDepoisDaVolta);
    await waitFor(() => expect(screen.getByRole('textbox', { name: rotulo('Check-out') })).toHaveValue(''));
  }, 30_000);

  it('refuses a description of more than 30 characters and shows every missing field', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <OrcamentoFormDialog tipo="orcamento_carro" onClose={() => {}} onSubmit={onSubmit} />,
    );
    const descricao = screen.getByRole('textbox', { name: /Descrição/ });
    await user.type(descricao, 'x'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Solicitar' }));

    await waitFor(() => expect(descricao).toHaveAccessibleDescription(ORCAMENTO_MESSAGES.descricaoLonga));
    expect(screen.getByRole('textbox', { name: /Local de retirada/ })).toHaveAccessibleDescription(
      ORCAMENTO_MESSAGES.obrigatorios,
    );
    expect(screen.getByRole('textbox', { name: rotulo('Devolução') })).toHaveAccessibleDescription(
      ORCAMENTO_MESSAGES.obrigatorios,
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(descricao);
    await user.type(descricao, 'x'.repeat(30));
    await waitFor(() => expect(descricao).toHaveAccessibleDescription('30/30'));
  }, 30_000);

  it('adds and removes legs of a multi-leg trip', async () => {
    aeroportosApi();
    const user = userEvent.setup();
    renderWithProviders(
      <OrcamentoFormDialog tipo="orcamento_voo" onClose={() => {}} onSubmit={async () => undefined} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Multitrecho' }));
    expect(screen.getAllByRole('combobox', { name: 'Origem' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remover trecho 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adicionar trecho' }));
    expect(screen.getAllByRole('combobox', { name: 'Origem' })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remover trecho 2' }));
    expect(screen.getAllByRole('combobox', { name: 'Origem' })).toHaveLength(2);
  }, 30_000);

  it('keeps the dialog on the Esc that closes the airport list and asks on the next', async () => {
    aeroportosApi();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<OrcamentoFormDialog tipo="orcamento_voo" onClose={onClose} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Descrição/ }), 'Lisboa em maio');
    await user.type(screen.getByRole('combobox', { name: 'Origem' }), 'gru');
    expect(await screen.findByRole('option', { name: /— GRU,/ }, { timeout: 10_000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.confirm }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
