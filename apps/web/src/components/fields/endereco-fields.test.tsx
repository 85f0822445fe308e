import { ENDERECO_MESSAGES } from '@skyler/domain/validacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type MockHandler, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EnderecoFields } from './endereco-fields.tsx';

const VAZIO = {
  cep: '',
  estado: '',
  cidade: '',
  bairro: '',
  logradouro: '',
  numero: '',
  complemento: '',
  pais: 'Brasil',
};
type Endereco = typeof VAZIO;

const LOCAIS = {
  paises: [{ nome: 'Brasil' }],
  estados: [
    { id: 1, sigla: 'PR', nome: 'Paraná', codigo_ibge: 41 },
    { id: 2, sigla: 'SP', nome: 'São Paulo', codigo_ibge: 35 },
  ],
};
const CIDADES: Record<string, string[]> = {
  PR: ['Curitiba', 'Londrina', 'Maringá'],
  SP: ['Campinas', 'São Paulo', 'Santos'],
};

function api(extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/locais/': { body: LOCAIS },
    'GET /api/locais/cidades/': ({ url }) => {
      const uf = url.searchParams.get('estado') ?? '';
      return {
        body: (CIDADES[uf] ?? []).map((nome, i) => ({ id: i + 1, nome, codigo_ibge: i, estado_sigla: uf })),
      };
    },
    ...extra,
  });
}

/** The form's address as it would be sent. */
function Valores() {
  const endereco = useWatch<{ endereco: Endereco }, 'endereco'>({ name: 'endereco' });
  return (
    <output aria-label="Valores">
      {JSON.stringify({ estado: endereco.estado, cidade: endereco.cidade, logradouro: endereco.logradouro })}
    </output>
  );
}

function Formulario({ inicial }: { inicial: Partial<Endereco> }) {
  const form = useForm<{ endereco: Endereco }>({ defaultValues: { endereco: { ...VAZIO, ...inicial } } });
  return (
    <FormProvider {...form}>
      <EnderecoFields paisFixo="Brasil" />
      <Valores />
    </FormProvider>
  );
}

const valores = () => JSON.parse(screen.getByRole('status', { name: 'Valores' }).textContent ?? '{}');
const cidade = () => screen.getByRole('combobox', { name: 'Cidade' });

describe('address state and city pickers', () => {
  it('offers the API’s states and the chosen state’s cities; changing the state clears the city', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<Formulario inicial={{}} />);
    expect(cidade()).toBeDisabled();
    expect(screen.getByText(ENDERECO_MESSAGES.escolhaEstado)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'PR - Paraná' }));
    await waitFor(() => expect(cidade()).toBeEnabled());
    await user.type(cidade(), 'Mari');
    await user.click(await screen.findByRole('option', { name: 'Maringá' }));
    expect(valores()).toMatchObject({ estado: 'PR', cidade: 'Maringá' });

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'SP - São Paulo' }));
    expect(valores()).toMatchObject({ estado: 'SP', cidade: '' });
    expect(cidade()).toHaveValue('');
    await user.click(cidade());
    const lista = await screen.findByRole('listbox');
    expect(
      within(lista)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(CIDADES.SP);
  });

  it('does not keep typed text that is no city of the state, and takes one typed without accents', async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<Formulario inicial={{ estado: 'SP' }} />);
    await waitFor(() => expect(cidade()).toBeEnabled());
    await user.type(cidade(), 'Sao Pualo');
    await user.tab();
    expect(await screen.findByText(ENDERECO_MESSAGES.cidadeForaDaLista('SP'))).toBeInTheDocument();
    expect(cidade()).toHaveValue('');
    expect(valores()).toMatchObject({ cidade: '' });

    await user.type(cidade(), 'sao paulo');
    await user.tab();
    await waitFor(() => expect(valores()).toMatchObject({ cidade: 'São Paulo' }));
    expect(cidade()).toHaveValue('São Paulo');
    expect(screen.queryByText(ENDERECO_MESSAGES.cidadeForaDaLista('SP'))).not.toBeInTheDocument();
  });

  it('a CEP fills state and city in the pickers, and the street only when it is empty', async () => {
    const fetch = api({
      'GET /api/cep/80020310/': {
        body: { uf: 'PR', localidade: 'Curitiba', logradouro: 'Rua XV de Novembro', bairro: 'Centro' },
      },
      'GET /api/cep/01310100/': {
        body: { uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Formulario inicial={{}} />);
    await user.type(screen.getByLabelText('CEP'), '80020310');
    await waitFor(() => expect(cidade()).toHaveValue('Curitiba'));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('PR - Paraná');
    expect(valores()).toEqual({ estado: 'PR', cidade: 'Curitiba', logradouro: 'Rua XV de Novembro' });

    await user.clear(screen.getByLabelText('CEP'));
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(cidade()).toHaveValue('São Paulo'));
    expect(fetch.callsTo('GET', '/api/cep/01310100/')).toHaveLength(1);
    expect(valores()).toEqual({ estado: 'SP', cidade: 'São Paulo', logradouro: 'Rua XV de Novembro' });
  });

  it('still shows a stored state and city that are not in the lists', async () => {
    api();
    renderWithProviders(<Formulario inicial={{ estado: 'SP', cidade: 'Sampa Antiga' }} />);
    await waitFor(() => expect(cidade()).toBeEnabled());
    expect(cidade()).toHaveValue('Sampa Antiga');
    renderWithProviders(<Formulario inicial={{ estado: 'Paraná', cidade: 'Curitiba' }} />);
    expect(await screen.findByText('Paraná', { selector: '[role="combobox"]' })).toBeInTheDocument();
  });
});
