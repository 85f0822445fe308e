import { FORNECEDORES_MESSAGES as M } from '@skyler/domain/fornecedores';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeProvedor, renderComUsuario } from '../testing/fixtures.tsx';
import { ProvedorFormDialog } from './provedor-form-dialog.tsx';

const CIAS = [
  { id: 5, nome: 'LATAM Airlines Brasil', nome_resumido: 'LATAM', iata: 'LA' },
  { id: 6, nome: 'GOL Linhas Aéreas', nome_resumido: 'GOL', iata: 'G3' },
];

describe('ProvedorFormDialog', () => {
  it('creates an airline provider: service type and airline, a valid document required', async () => {
    setCookie('csrftoken', 'csrf');
    const api = mockFetch({
      'GET /api/ciaaereas/': { body: CIAS },
      'POST /api/provedores/': { status: 201, body: makeProvedor({ tipo_servico: 'aereo' }) },
    });
    const user = userEvent.setup();
    renderComUsuario(<ProvedorFormDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Novo provedor' });
    expect(within(dialog).queryByLabelText('Companhia aérea')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.dadosInvalidos)).toBeInTheDocument();
    expect(within(dialog).getByText(M.tipoObrigatorio)).toBeInTheDocument();
    expect(within(dialog).getAllByText(M.documentoObrigatorio)).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/Nome/), 'LATAM Airlines Brasil');
    await user.type(within(dialog).getByLabelText('CNPJ'), '09121127000133');
    await user.click(within(dialog).getByLabelText(/Tipo de serviço/));
    await user.click(await screen.findByRole('option', { name: 'Aéreo' }));
    await user.click(within(dialog).getByLabelText('Companhia aérea'));
    await user.click(await screen.findByRole('option', { name: 'LATAM Airlines Brasil (LA)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(M.provedorCriado)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/provedores/')[0]?.body).toMatchObject({
      nome: 'LATAM Airlines Brasil',
      cnpj: '09121127000133',
      tipo_servico: 'aereo',
      cia_aerea: 5,
    });
  });

  it('edits without CPF or CNPJ, and refuses a missing name with "Faltam dados obrigatórios"', async () => {
    setCookie('csrftoken', 'csrf');
    const provedor = makeProvedor();
    const api = mockFetch({ 'PUT /api/provedores/21/': { body: provedor } });
    const user = userEvent.setup();
    renderComUsuario(<ProvedorFormDialog open provedor={provedor} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar provedor' });
    await user.clear(within(dialog).getByLabelText('CNPJ'));
    await user.clear(within(dialog).getByLabelText(/Nome/));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.provedorEdicaoIncompleta)).toBeInTheDocument();
    expect(within(dialog).getByText(M.nomeObrigatorio)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/provedores/21/')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Nome/), 'Pousada Maré Alta');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.provedorAlterado)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/provedores/21/')[0]?.body).toMatchObject({ cnpj: null, cpf: null });
  });
});
