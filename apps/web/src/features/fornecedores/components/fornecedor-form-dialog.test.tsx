import { FORNECEDORES_MESSAGES as M } from '@skyler/domain/fornecedores';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeFornecedor, makeProvedor, renderComUsuario } from '../testing/fixtures.tsx';
import { FornecedorFormDialog } from './fornecedor-form-dialog.tsx';

const PROVEDORES = [
  { id: 21, nome: 'Pousada Maré Alta', tipo_servico: 'hospedagem', cia_aerea: null },
  { id: 22, nome: 'GOL Linhas Aéreas', tipo_servico: 'aereo', cia_aerea: null },
];

describe('FornecedorFormDialog', () => {
  it('checks the form with the domain schema: the spec message and each field message, no call', async () => {
    const api = mockFetch({ 'GET /api/provedores/simples/': { body: PROVEDORES } });
    const user = userEvent.setup();
    renderComUsuario(<FornecedorFormDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Novo fornecedor' });
    await user.type(within(dialog).getByLabelText('CPF'), '11111111111');
    await user.type(within(dialog).getByLabelText('E-mail'), 'sem@dominio');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(M.dadosInvalidos)).toBeInTheDocument();
    expect(within(dialog).getByText(M.nomeObrigatorio)).toBeInTheDocument();
    expect(within(dialog).getByText(VALIDACAO_MESSAGES.cpfInvalido)).toBeInTheDocument();
    expect(within(dialog).getByText(VALIDACAO_MESSAGES.emailInvalido('sem@dominio'))).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/fornecedores/')).toHaveLength(0);
  });

  it('asks for a CPF or a CNPJ', async () => {
    mockFetch({ 'GET /api/provedores/simples/': { body: PROVEDORES } });
    const user = userEvent.setup();
    renderComUsuario(<FornecedorFormDialog open onClose={() => undefined} />);
    await user.type(await screen.findByLabelText(/Nome/), 'Sem documento');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(M.documentoObrigatorio)).toHaveLength(2);
  });

  it('creates a supplier with masked fields sent as digits, its providers and payment methods', async () => {
    setCookie('csrftoken', 'csrf');
    const api = mockFetch({
      'GET /api/provedores/simples/': { body: PROVEDORES },
      'POST /api/fornecedores/': { status: 201, body: makeFornecedor() },
      'GET /api/cep/01310100/': {
        body: { uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista' },
      },
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderComUsuario(<FornecedorFormDialog open onClose={onClose} />);
    await user.type(await screen.findByLabelText(/Nome/), 'Atlântica Consolidadora');
    await user.type(screen.getByLabelText('CNPJ'), '95901303000191');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('95.901.303/0001-91');
    await user.type(screen.getByLabelText('Telefone'), '1131452000');
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText('Logradouro')).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('SP');
    await user.type(screen.getByLabelText('Número'), '1842');
    await user.click(screen.getByLabelText('Meios de pagamento'));
    await user.click(await screen.findByRole('option', { name: 'Pix' }));
    await user.click(screen.getByRole('option', { name: 'Boleto' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Chave Pix'), 'Financeiro@Atlantica.com.br');
    await user.click(screen.getByLabelText('Provedores'));
    await user.click(await screen.findByRole('option', { name: /Pousada Maré Alta/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(M.fornecedorCriado)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [post] = api.callsTo('POST', '/api/fornecedores/');
    expect(post?.headers.get('X-CSRFToken')).toBe('csrf');
    expect(post?.body).toMatchObject({
      nome: 'Atlântica Consolidadora',
      cnpj: '95901303000191',
      cpf: null,
      telefone: { numero: '1131452000', pais: 'BR' },
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1842',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        estado: 'SP',
        pais: 'Brasil',
      },
      meios_de_pagamento: ['pix', 'boleto'],
      chave_pix: 'financeiro@atlantica.com.br',
      provedores: [21],
    });
  });

  it('leaves a typed street alone, and shows a CEP the lookup does not know', async () => {
    mockFetch({
      'GET /api/provedores/simples/': { body: PROVEDORES },
      'GET /api/cep/99999999/': { status: 404, body: { detail: 'CEP não encontrado.' } },
      'GET /api/cep/01310100/': {
        body: { uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista' },
      },
    });
    const user = userEvent.setup();
    renderComUsuario(<FornecedorFormDialog open onClose={() => undefined} />);
    await user.type(await screen.findByLabelText('CEP'), '99999999');
    expect(await screen.findByText('CEP não encontrado.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('CEP'));
    await user.type(screen.getByLabelText('Logradouro'), 'Rua Já Digitada');
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo'));
    expect(screen.getByLabelText('Logradouro')).toHaveValue('Rua Já Digitada');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
  });

  it('shows the server refusal on its field', async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'GET /api/provedores/simples/': { body: PROVEDORES },
      'POST /api/fornecedores/': {
        status: 409,
        body: { detail: M.cnpjEmUso, errors: { cnpj: [M.cnpjEmUso] } },
      },
    });
    const user = userEvent.setup();
    renderComUsuario(<FornecedorFormDialog open onClose={() => undefined} />);
    await user.type(await screen.findByLabelText(/Nome/), 'Repetido');
    await user.type(screen.getByLabelText('CNPJ'), '95901303000191');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(M.cnpjEmUso)).toHaveLength(2);
  });

  it('edits a supplier, prefilled, and says so', async () => {
    setCookie('csrftoken', 'csrf');
    const fornecedor = makeFornecedor();
    const api = mockFetch({
      'GET /api/provedores/simples/': { body: PROVEDORES },
      'PUT /api/fornecedores/11/': { body: fornecedor },
    });
    const user = userEvent.setup();
    renderComUsuario(<FornecedorFormDialog open fornecedor={fornecedor} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Editar fornecedor' });
    expect(within(dialog).getByLabelText(/Nome/)).toHaveValue('Atlântica Consolidadora');
    expect(within(dialog).getByLabelText('CNPJ')).toHaveValue('95.901.303/0001-91');
    expect(await within(dialog).findByRole('button', { name: 'Pousada Maré Alta' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Nome/));
    await user.type(within(dialog).getByLabelText(/Nome/), 'Atlântica Turismo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(M.fornecedorAlterado)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/fornecedores/11/')[0]?.body).toMatchObject({
      nome: 'Atlântica Turismo',
      provedores: [makeProvedor().id],
    });
  });
});
