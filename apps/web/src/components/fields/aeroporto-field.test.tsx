import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aeroportosHandler } from '../../test/aeroportos.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AEROPORTO_FORA_DA_LISTA, AeroportoField, type FormatoAeroporto } from './aeroporto-field.tsx';

afterEach(() => vi.restoreAllMocks());

/** the field in a form: `onChange` sees each stored value */
function Formulario({
  inicial = '',
  formato = 'iata',
  onChange,
}: {
  inicial?: string;
  formato?: FormatoAeroporto;
  onChange: (valor: string) => void;
}) {
  const [valor, setValor] = useState(inicial);
  return (
    <>
      <AeroportoField
        label="Origem"
        formato={formato}
        value={valor}
        onChange={(novo) => {
          setValor(novo);
          onChange(novo);
        }}
      />
      <output aria-label="Valor">{valor}</output>
      <button type="button">Depois</button>
    </>
  );
}

function montar(props: { inicial?: string; formato?: FormatoAeroporto } = {}) {
  const api = mockFetch({ 'GET /api/locais/aeroportos/': aeroportosHandler });
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Formulario {...props} onChange={onChange} />);
  const campo = screen.getByRole('combobox', { name: 'Origem' });
  const valor = () => screen.getByRole('status', { name: 'Valor' }).textContent;
  return { api, onChange, user, campo, valor };
}

describe('AeroportoField', () => {
  it('offers the airport of a typed city, city, country, code and name in the option, and stores its code', async () => {
    const { api, user, campo, valor } = montar();
    await user.type(campo, 'Salvador');
    const opcao = await screen.findByRole('option', { name: /— SSA,/ });
    expect(opcao).toHaveTextContent('Salvador/BA, Brasil — SSA, Deputado Luiz Eduardo Magalhães');
    expect(api.callsTo('GET', '/api/locais/aeroportos/').at(-1)?.url.searchParams.get('q')).toBe('Salvador');
    await user.keyboard('{Enter}');
    expect(valor()).toBe('SSA');
    expect(campo).toHaveValue('SSA');
  });

  it('lists each airport of a city typed without accents; arrows and Enter pick one', async () => {
    const { user, campo, valor } = montar();
    await user.type(campo, 'sao paulo');
    await screen.findByRole('option', { name: /— GRU,/ });
    expect(screen.getAllByRole('option').map((o) => o.textContent?.match(/— (\w{3}),/)?.[1])).toEqual([
      'GRU',
      'CGH',
      'VCP',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(valor()).toBe('CGH');
  });

  it('shows a foreign city and its country in Portuguese, then the airport', async () => {
    const { user, campo } = montar();
    await user.type(campo, 'Lisboa');
    const opcoes = await screen.findAllByRole('option');
    expect(opcoes.map((o) => o.textContent)).toEqual([
      'Lisboa, Portugal — LIS, Humberto Delgado',
      'Huambo, Angola — NOV, Nova Lisboa',
    ]);
  });

  it('takes with Tab the airport whose city is the text typed, stored as the request names it', async () => {
    const { user, campo, valor } = montar({ formato: 'local' });
    await user.type(campo, 'lisboa');
    await screen.findByRole('option', { name: /— LIS,/ });
    await user.tab();
    expect(valor()).toBe('Lisboa (LIS)');
    expect(campo).toHaveValue('Lisboa (LIS)');
  });

  it('takes with Tab the airport whose code is the text typed', async () => {
    const { user, campo, valor } = montar();
    await user.type(campo, 'gru');
    await screen.findByRole('option', { name: /— GRU,/ });
    await user.tab();
    expect(valor()).toBe('GRU');
  });

  it('picks nothing on Tab or a click elsewhere when the text is neither a code nor a whole city', async () => {
    const { user, campo, valor, onChange } = montar();
    await user.type(campo, 'Lis');
    // two suggestions (LIS and Nova Lisboa's NOV), and "Lis" is neither's code as typed nor its city
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.tab();
    expect(await screen.findByText(AEROPORTO_FORA_DA_LISTA)).toBeInTheDocument();
    expect(campo).toHaveValue('Lis');
    expect(valor()).toBe('');

    await user.clear(campo);
    await user.type(campo, 'salvad');
    await screen.findByRole('option', { name: /— SSA,/ });
    await user.click(screen.getByRole('button', { name: 'Depois' }));
    expect(await screen.findByText(AEROPORTO_FORA_DA_LISTA)).toBeInTheDocument();
    expect(campo).toHaveValue('salvad');
    expect(onChange).not.toHaveBeenCalledWith('SSA');
    expect(valor()).toBe('');
  });

  it('keeps text that names no airport, with an error and no value, until corrected', async () => {
    const { user, campo, valor } = montar({ inicial: 'GRU' });
    expect(campo).toHaveValue('GRU');
    await user.clear(campo);
    await user.type(campo, 'Recif');
    await user.click(screen.getByRole('button', { name: 'Depois' }));
    expect(await screen.findByText(AEROPORTO_FORA_DA_LISTA)).toBeInTheDocument();
    expect(campo).toHaveValue('Recif');
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(valor()).toBe('');

    await user.clear(campo);
    await user.type(campo, 'lis');
    await user.click(await screen.findByRole('option', { name: /— LIS,/ }));
    expect(valor()).toBe('LIS');
    expect(screen.queryByText(AEROPORTO_FORA_DA_LISTA)).not.toBeInTheDocument();
  });
});
