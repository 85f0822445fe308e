import { MILHAS_PROPRIAS_MESSAGES } from '@skyler/domain/milhas-proprias';
import { MILHAS_VALIDADAS_MESSAGES } from '@skyler/domain/milhas-validadas';
import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOAS_PRATICAS_TEXTS } from '../../servicos/index.ts';
import { APROVAR_TEXTS } from '../components/aprovar-dialog.tsx';
import { BILHETES_TEXTS } from '../components/bilhetes-pendentes-dialog.tsx';
import { CIAS_AEREAS_TEXTS } from '../components/cias-aereas-dialog.tsx';
import { LINHA_TEXTS } from '../components/linha-aprovacao-campos.tsx';
import { LISTA_TEXTS } from '../components/milhas-validadas-lista.tsx';
import { SENHA_TEXTS } from '../components/senha-revelada.tsx';
import {
  makeBilhete,
  makeBilheteWallet,
  makeContaOferecida,
  makeMilhaValidada,
  makeServicoValidacao,
} from '../testing/fixtures.ts';
import { PAINEL_AUTORIZACAO_TEXTS } from './painel-autorizacao-page.tsx';

const MILHAS = makeUser({
  pertencente: ['milhas'],
  authorized_restricted_routes: ['painel-autorizacao'],
});
const FINANCEIRO = makeUser({
  pertencente: ['financeiro'],
  authorized_restricted_routes: ['painel-autorizacao'],
});
const servico = makeServicoValidacao();
const validada = makeMilhaValidada();

function api(extra: Record<string, MockHandler> = {}, user = MILHAS) {
  return mockApiDe(user, {
    'GET /api/servicos/validacao_pendente/': { body: { servicos: [servico], pages: 1 } },
    'GET /api/servicos/40/validacoes/': { body: [makeBilhete(), makeBilheteWallet()] },
    'GET /api/milhas-validadas/': { body: { 'milhas-validadas': [validada], pages: 3 } },
    'GET /api/milhas-validadas/contas/': { body: [makeContaOferecida()] },
    'GET /api/provedores/simples/': {
      body: [
        { id: 3, nome: 'Milhas Parceiras', tipo_servico: 'milhas', cia_aerea: null },
        { id: 4, nome: 'Hotel Parceiro', tipo_servico: 'hospedagem', cia_aerea: null },
      ],
    },
    'GET /api/programas/': {
      body: [
        { id: 1, nome: 'Smiles', ativo: true },
        { id: 2, nome: 'LATAM Pass', ativo: true },
        { id: 3, nome: 'TudoAzul', ativo: true },
        { id: 4, nome: 'Livelo', ativo: true },
      ],
    },
    'GET /api/ciaaereas/': {
      body: [{ id: 11, nome: 'GOL Linhas Aéreas', nome_resumido: 'GOL', iata: 'G3' }],
    },
    ...extra,
  });
}

type Usuario = ReturnType<typeof userEvent.setup>;

/** journeys through the dialogs wait 1.5 s after each approve click: more than the default on a busy machine */
const LONGO_MS = 60_000;

async function abrirBilhetes(user: Usuario) {
  await user.click(await screen.findByRole('button', { name: PAINEL_AUTORIZACAO_TEXTS.abrir(40) }));
  return screen.findByRole('dialog', { name: BILHETES_TEXTS.titulo });
}

async function abrirAprovar(user: Usuario, subcotacao = 81) {
  const bilhetes = await abrirBilhetes(user);
  const validar = await within(bilhetes).findByRole('button', { name: BILHETES_TEXTS.validar(subcotacao) });
  await user.click(validar);
  return screen.findByRole('dialog', { name: APROVAR_TEXTS.titulo });
}

async function escolher(user: Usuario, dentro: HTMLElement, campo: string, opcao: string) {
  await user.click(within(dentro).getByRole('combobox', { name: campo }));
  await user.click(await screen.findByRole('option', { name: opcao }));
}

const conta = (dialog: HTMLElement, numero: number) =>
  within(dialog).getByRole('group', { name: LINHA_TEXTS.conta(numero) });

/** The approve button waits 1.5 s after each click (part 2 §9). */
async function aprovar(user: Usuario, dialog: HTMLElement) {
  const botao = within(dialog).getByRole('button', { name: APROVAR_TEXTS.aprovar });
  await waitFor(() => expect(botao).toBeEnabled(), { timeout: 3000 });
  await user.click(botao);
}

describe('Authorization panel', () => {
  it('lists the services pending validation and the validated purchases', async () => {
    const fetch = api();
    renderApp('/painel-autorizacao');
    const pendentes = await screen.findByRole('table', { name: PAINEL_AUTORIZACAO_TEXTS.pendentes });
    expect(await within(pendentes).findByText('0040')).toBeInTheDocument();
    expect(within(pendentes).getByText('Validação de bilhetes')).toBeInTheDocument();
    expect(within(pendentes).getByText('Maria Oliveira')).toBeInTheDocument();
    expect(within(pendentes).getByRole('link', { name: '0042' })).toHaveAttribute('href', '/vendas/42/info');
    expect(within(pendentes).getByRole('button', { name: PAINEL_AUTORIZACAO_TEXTS.abrir(40) })).toBeEnabled();
    expect(
      within(pendentes).getByRole('button', { name: PAINEL_AUTORIZACAO_TEXTS.cancelar(40) }),
    ).toBeEnabled();

    const validadas = screen.getByRole('table', { name: LISTA_TEXTS.titulo });
    expect(await within(validadas).findByText('joana.terceira')).toBeInTheDocument();
    expect(within(validadas).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(validadas).getByText('30.000')).toBeInTheDocument();
    expect(within(validadas).getByText('Marcos Milhas')).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/milhas-validadas/')[0]?.url.searchParams.get('page')).toBe('1');
  });

  it('disables open and cancel for users outside the milhas group', async () => {
    api({}, FINANCEIRO);
    renderApp('/painel-autorizacao');
    const pendentes = await screen.findByRole('table', { name: PAINEL_AUTORIZACAO_TEXTS.pendentes });
    expect(
      await within(pendentes).findByRole('button', { name: PAINEL_AUTORIZACAO_TEXTS.abrir(40) }),
    ).toBeDisabled();
    expect(
      within(pendentes).getByRole('button', { name: PAINEL_AUTORIZACAO_TEXTS.cancelar(40) }),
    ).toBeDisabled();
  });

  it('shows a service’s tickets and each ticket’s airlines', async () => {
    api();
    const user = userEvent.setup();
    renderApp('/painel-autorizacao');
    const bilhetes = await abrirBilhetes(user);
    expect(within(bilhetes).getByText('0040')).toBeInTheDocument();
    expect(within(bilhetes).getByText('0008')).toBeInTheDocument();
    expect(within(bilhetes).getByText('Ana Souza')).toBeInTheDocument();
    const tabela = within(bilhetes).getByRole('table', { name: BILHETES_TEXTS.tabela });
    for (const coluna of [
      'ID',
      'Tipo',
      'Quantidade de milhas',
      'Programa de fidelidade',
      'Milheiro de Venda',
      'Valor Total',
      'Qtd de passageiros',
      'Cias Aereas',
      'Validar',
    ]) {
      expect(within(tabela).getByRole('columnheader', { name: coluna })).toBeInTheDocument();
    }
    expect(await within(tabela).findByText('60.000')).toBeInTheDocument();
    expect(within(tabela).getByText('R$ 2.150,40')).toBeInTheDocument();

    await user.click(within(tabela).getByRole('button', { name: CIAS_AEREAS_TEXTS.titulo(81) }));
    let cias = await screen.findByRole('dialog', { name: CIAS_AEREAS_TEXTS.titulo(81) });
    expect(within(cias).getByText('TAP Air Portugal')).toBeInTheDocument();
    await user.click(within(cias).getByRole('button', { name: 'Fechar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: CIAS_AEREAS_TEXTS.titulo(81) })).toBeNull(),
    );
    await user.click(within(tabela).getByRole('button', { name: CIAS_AEREAS_TEXTS.titulo(82) }));
    cias = await screen.findByRole('dialog', { name: CIAS_AEREAS_TEXTS.titulo(82) });
    expect(within(cias).getByText(MILHAS_VALIDADAS_MESSAGES.semCiaAerea)).toBeInTheDocument();
  });

  it(
    'checks the lines before sending, then approves a ticket that is not the last without the question',
    async () => {
      const fetch = api({
        'POST /api/milhas-validadas/validate/': {
          status: 201,
          body: {
            milhas_validadas: [validada],
            servico: { id: 40, status: 'validacao' },
            pendentes: 1,
            emissoes: [],
          },
        },
      });
      const user = userEvent.setup();
      renderApp('/painel-autorizacao');
      const dialog = await abrirAprovar(user);
      expect(within(dialog).getByText('Bilhete 0081 · Milha · Smiles · 60.000 milhas')).toBeInTheDocument();

      await aprovar(user, dialog);
      expect(within(dialog).getByText(MILHAS_VALIDADAS_MESSAGES.preenchaContas)).toBeInTheDocument();
      // the button waits 1.5 s after a click
      expect(within(dialog).getByRole('button', { name: APROVAR_TEXTS.aprovar })).toBeDisabled();

      // a third party's account: only the milhas providers; the ticket's programme, LATAM Pass and TudoAzul
      const primeira = conta(dialog, 1);
      await user.click(within(primeira).getByRole('radio', { name: LINHA_TEXTS.terceiros }));
      await user.click(within(primeira).getByRole('combobox', { name: LINHA_TEXTS.provedor }));
      expect(screen.queryByRole('option', { name: 'Hotel Parceiro' })).toBeNull();
      await user.click(await screen.findByRole('option', { name: 'Milhas Parceiras' }));
      await user.click(within(primeira).getByRole('combobox', { name: LINHA_TEXTS.programa }));
      expect(
        screen
          .getAllByRole('option')
          .map((o) => o.textContent)
          .sort(),
      ).toEqual(['LATAM Pass', 'Smiles', 'TudoAzul']);
      await user.click(screen.getByRole('option', { name: 'Smiles' }));
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.login), 'joana.terceira');
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.senha), 's3cr3t0');
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.valorCompra), '17,50');
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.milhas), '50000');
      await aprovar(user, dialog);
      expect(within(dialog).getByText(MILHAS_VALIDADAS_MESSAGES.camposTerceiros)).toBeInTheDocument();

      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.cpf), '52998224725');
      await aprovar(user, dialog);
      expect(within(dialog).getByText(MILHAS_VALIDADAS_MESSAGES.montantesNaoCobrem)).toBeInTheDocument();
      expect(within(dialog).getByText('Milhas restantes: 10.000')).toBeInTheDocument();
      expect(fetch.callsTo('POST', '/api/milhas-validadas/validate/')).toHaveLength(0);

      await user.clear(within(primeira).getByLabelText(LINHA_TEXTS.milhas));
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.milhas), '60000');
      await escolher(user, primeira, LINHA_TEXTS.passageiro, 'Adriana Pinto Almeida');
      await aprovar(user, dialog);

      expect(await screen.findByText(MILHAS_VALIDADAS_MESSAGES.autorizado)).toBeInTheDocument();
      // the wallet ticket 82 is still pending: no best-practices question
      expect(screen.queryByRole('dialog', { name: APROVAR_TEXTS.boasPraticasTitulo(81) })).toBeNull();
      const body = fetch.callsTo('POST', '/api/milhas-validadas/validate/')[0]?.body;
      expect(body).toEqual({
        cotacao: 8,
        seguiu_manual_boas_praticas_milhas: null,
        motivo_nao_seguimento_boas_praticas_milhas: null,
        milhas_validadas: [
          {
            subcotacao: 81,
            tipo: 'milha',
            servico: 40,
            cotacao: 8,
            venda: 42,
            contato: 218,
            conta_fidelidade: null,
            provedor_milhas: 3,
            programa_fidelidade: 1,
            login: 'joana.terceira',
            senha: 's3cr3t0',
            cpf: '52998224725',
            titular: null,
            valor: 60_000,
            valor_compra: '17.50',
            desagio_compra: null,
            mesma_conta: false,
          },
        ],
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: APROVAR_TEXTS.titulo })).toBeNull());
      // marked validated at once, and the lists read again
      const bilhetes = screen.getByRole('dialog', { name: BILHETES_TEXTS.titulo });
      expect(
        within(bilhetes).getByRole('button', { name: BILHETES_TEXTS.validadoBilhete(81) }),
      ).toBeDisabled();
      await waitFor(() =>
        expect(fetch.callsTo('GET', '/api/servicos/40/validacoes/').length).toBeGreaterThan(1),
      );
      expect(fetch.callsTo('GET', '/api/milhas-validadas/').length).toBeGreaterThan(1);
    },
    LONGO_MS,
  );

  it(
    'asks the best-practices question on the quote’s last pending ticket, with two accounts',
    async () => {
      const fetch = api({
        'GET /api/servicos/40/validacoes/': { body: [makeBilhete(), makeBilheteWallet({ validado: true })] },
        'POST /api/milhas-validadas/validate/': {
          status: 201,
          body: {
            milhas_validadas: [validada],
            servico: { id: 40, status: 'emissao' },
            pendentes: 0,
            emissoes: [7],
          },
        },
      });
      const user = userEvent.setup();
      renderApp('/painel-autorizacao');
      const dialog = await abrirAprovar(user);
      const primeira = conta(dialog, 1);
      await escolher(
        user,
        primeira,
        LINHA_TEXTS.contaFidelidade,
        'Skyler Viagens · Smiles · SM-778899 · Milhas Parceiras · Saldo 100.000 milhas',
      );
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.milhas), '40000');
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.valorCompra), '16');
      await user.click(within(dialog).getByRole('button', { name: APROVAR_TEXTS.adicionar }));
      const segunda = conta(dialog, 2);
      await user.click(within(segunda).getByRole('checkbox', { name: MILHAS_VALIDADAS_MESSAGES.mesmaConta }));
      expect(within(segunda).queryByRole('combobox', { name: LINHA_TEXTS.contaFidelidade })).toBeNull();
      await escolher(user, segunda, LINHA_TEXTS.passageiro, 'Bruno Lima');
      await user.type(within(segunda).getByLabelText(LINHA_TEXTS.milhas), '20000');
      await user.type(within(segunda).getByLabelText(LINHA_TEXTS.valorCompra), '16');
      await aprovar(user, dialog);

      let pergunta = await screen.findByRole('dialog', { name: APROVAR_TEXTS.boasPraticasTitulo(81) });
      expect(within(pergunta).getByText(APROVAR_TEXTS.boasPraticasPergunta)).toBeInTheDocument();
      // Sair goes back to the lines without sending
      await user.click(within(pergunta).getByRole('button', { name: 'Sair' }));
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: APROVAR_TEXTS.boasPraticasTitulo(81) })).toBeNull(),
      );
      expect(fetch.callsTo('POST', '/api/milhas-validadas/validate/')).toHaveLength(0);

      await aprovar(user, dialog);
      pergunta = await screen.findByRole('dialog', { name: APROVAR_TEXTS.boasPraticasTitulo(81) });
      await user.click(within(pergunta).getByRole('button', { name: 'Não' }));
      const motivo = within(pergunta).getByLabelText(BOAS_PRATICAS_TEXTS.motivo);
      await user.type(motivo, 'Curto');
      await user.tab();
      expect(within(pergunta).getByText(SERVICO_MESSAGES.justificativa)).toBeInTheDocument();
      expect(within(pergunta).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
      await user.clear(motivo);
      await user.type(motivo, 'Conta própria sem saldo suficiente');
      await user.click(within(pergunta).getByRole('button', { name: 'Confirmar' }));

      expect(await screen.findByText(MILHAS_VALIDADAS_MESSAGES.autorizado)).toBeInTheDocument();
      const body = fetch.callsTo('POST', '/api/milhas-validadas/validate/')[0]?.body as {
        milhas_validadas: Record<string, unknown>[];
      };
      expect(body).toMatchObject({
        cotacao: 8,
        seguiu_manual_boas_praticas_milhas: false,
        motivo_nao_seguimento_boas_praticas_milhas: 'Conta própria sem saldo suficiente',
      });
      expect(body.milhas_validadas).toEqual([
        expect.objectContaining({
          conta_fidelidade: 5,
          contato: null,
          valor: 40_000,
          valor_compra: '16',
          mesma_conta: false,
        }),
        expect.objectContaining({
          conta_fidelidade: 5,
          contato: 219,
          valor: 20_000,
          valor_compra: '16',
          mesma_conta: true,
        }),
      ]);
    },
    LONGO_MS,
  );

  it(
    'shows each own account’s balance in the picker and refuses more miles than it holds',
    async () => {
      const fetch = api({
        'GET /api/milhas-validadas/contas/': {
          body: [
            makeContaOferecida({ saldo: 30_000 }),
            makeContaOferecida({ id: 7, numero_id_conta: 'SM-000', saldo: 0 }),
            makeContaOferecida({ id: 8, numero_id_conta: 'SM-999', saldo: 250_000 }),
            makeContaOferecida({
              id: 6,
              titular: 'Cliente Fiel',
              numero_id_conta: 'SM-111',
              conta_propria: false,
              saldo: null,
              custo_milheiro: null,
            }),
          ],
        },
      });
      const user = userEvent.setup();
      renderApp('/painel-autorizacao');
      const dialog = await abrirAprovar(user);
      const primeira = conta(dialog, 1);
      await user.click(within(primeira).getByRole('combobox', { name: LINHA_TEXTS.contaFidelidade }));
      // each own account with its balance in points, an empty one or one short of the ticket's 60.000
      // miles flagged in red; a contact's account without one (the agency keeps none)
      expect(
        screen
          .getAllByRole('option')
          .map((o) => o.textContent)
          .sort(),
      ).toEqual([
        'Cliente Fiel · Smiles · SM-111 · Milhas Parceiras',
        'Skyler Viagens · Smiles · SM-000 · Milhas Parceiras · Saldo 0 milhas · sem saldo',
        'Skyler Viagens · Smiles · SM-778899 · Milhas Parceiras · Saldo 30.000 milhas · insuficiente',
        'Skyler Viagens · Smiles · SM-999 · Milhas Parceiras · Saldo 250.000 milhas',
      ]);
      const curta = screen.getByRole('option', { name: /SM-778899/ });
      expect(within(curta).getByText('· insuficiente')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
      await user.click(curta);
      expect(within(primeira).getByText(LINHA_TEXTS.custoProprio('16.50'))).toBeInTheDocument();
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.milhas), '60000');
      await user.type(within(primeira).getByLabelText(LINHA_TEXTS.valorCompra), '16,50');
      await aprovar(user, dialog);
      expect(
        await within(dialog).findByText(MILHAS_PROPRIAS_MESSAGES.saldoContaInsuficiente(30_000)),
      ).toBeInTheDocument();
      expect(fetch.callsTo('POST', '/api/milhas-validadas/validate/')).toHaveLength(0);
      // the typed lines are not dropped unasked
      await esperaPerguntarAntesDeDescartar(user, within(primeira).getByLabelText(LINHA_TEXTS.milhas), '5');
    },
    LONGO_MS,
  );

  it('shows the server’s refusal in the dialog and reads the lists again', async () => {
    const fetch = api({
      'POST /api/milhas-validadas/validate/': {
        status: 400,
        body: { detail: MILHAS_VALIDADAS_MESSAGES.bilheteJaValidado },
      },
    });
    const user = userEvent.setup();
    renderApp('/painel-autorizacao');
    const dialog = await abrirAprovar(user, 82);
    const primeira = conta(dialog, 1);
    expect(within(primeira).queryByLabelText(LINHA_TEXTS.milhas)).toBeNull();
    await escolher(
      user,
      primeira,
      LINHA_TEXTS.contaFidelidade,
      'Skyler Viagens · Smiles · SM-778899 · Milhas Parceiras · Saldo 100.000 milhas',
    );
    await user.type(within(primeira).getByLabelText(LINHA_TEXTS.desagio), '12,5');
    await aprovar(user, dialog);
    expect(await within(dialog).findByText(MILHAS_VALIDADAS_MESSAGES.bilheteJaValidado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/milhas-validadas/validate/')[0]?.body).toMatchObject({
      milhas_validadas: [expect.objectContaining({ tipo: 'wallet', valor: 0, desagio_compra: '12.5' })],
    });
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/servicos/40/validacoes/').length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('dialog', { name: APROVAR_TEXTS.titulo })).toBeInTheDocument();
  });

  it('asks the question when the server answers that the ticket became the last one', async () => {
    const respostas = [
      { status: 400, body: { detail: MILHAS_VALIDADAS_MESSAGES.boasPraticasObrigatoria } },
      {
        status: 201,
        body: { milhas_validadas: [], servico: { id: 40, status: 'emissao' }, pendentes: 0, emissoes: [7] },
      },
    ];
    const fetch = api({ 'POST /api/milhas-validadas/validate/': () => respostas.shift() ?? { status: 500 } });
    const user = userEvent.setup();
    renderApp('/painel-autorizacao');
    const dialog = await abrirAprovar(user, 82);
    await escolher(
      user,
      conta(dialog, 1),
      LINHA_TEXTS.contaFidelidade,
      'Skyler Viagens · Smiles · SM-778899 · Milhas Parceiras · Saldo 100.000 milhas',
    );
    await aprovar(user, dialog);
    const pergunta = await screen.findByRole('dialog', { name: APROVAR_TEXTS.boasPraticasTitulo(82) });
    expect(within(dialog).queryByText(MILHAS_VALIDADAS_MESSAGES.boasPraticasObrigatoria)).toBeNull();
    await user.click(within(pergunta).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(MILHAS_VALIDADAS_MESSAGES.autorizado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/milhas-validadas/validate/')[1]?.body).toMatchObject({
      seguiu_manual_boas_praticas_milhas: true,
      motivo_nao_seguimento_boas_praticas_milhas: null,
    });
  });

  it(
    'filters the validated purchases after 1 s, back on page 1',
    async () => {
      const fetch = api();
      const user = userEvent.setup();
      renderApp('/painel-autorizacao?page=2');
      const validadas = await screen.findByRole('table', { name: LISTA_TEXTS.titulo });
      await within(validadas).findByText('joana.terceira');
      expect(fetch.callsTo('GET', '/api/milhas-validadas/').at(-1)?.url.searchParams.get('page')).toBe('2');
      await user.type(screen.getByLabelText(LISTA_TEXTS.venda), '42');
      expect(
        fetch.callsTo('GET', '/api/milhas-validadas/').at(-1)?.url.searchParams.get('id_venda'),
      ).toBeNull();
      await waitFor(() =>
        expect(fetch.callsTo('GET', '/api/milhas-validadas/').at(-1)?.url.searchParams.get('id_venda')).toBe(
          '42',
        ),
      );
      expect(fetch.callsTo('GET', '/api/milhas-validadas/').at(-1)?.url.searchParams.get('page')).toBe('1');

      await user.type(screen.getByLabelText(LISTA_TEXTS.dataInicio), '01042026');
      await waitFor(() =>
        expect(
          fetch.callsTo('GET', '/api/milhas-validadas/').at(-1)?.url.searchParams.get('data_inicio'),
        ).toBe('2026-04-01'),
      );
      await escolher(user, document.body, LISTA_TEXTS.contaPropria, LISTA_TEXTS.sim);
      await waitFor(() =>
        expect(
          fetch.callsTo('GET', '/api/milhas-validadas/').at(-1)?.url.searchParams.get('conta_propria'),
        ).toBe('true'),
      );
    },
    LONGO_MS,
  );

  it('shows login, CPF and the password column to the milhas group, the password revealed on click', {
    timeout: LONGO_MS,
  }, async () => {
    const fetch = api({ 'POST /api/milhas-validadas/12/revelar-senha/': { body: { senha: 's3cr3t0' } } });
    const user = userEvent.setup();
    const { unmount } = renderApp('/painel-autorizacao');
    let validadas = await screen.findByRole('table', { name: LISTA_TEXTS.titulo }, { timeout: 20_000 });
    await within(validadas).findByText('joana.terceira');
    expect(within(validadas).getByRole('columnheader', { name: 'Senha' })).toBeInTheDocument();
    expect(within(validadas).queryByText('s3cr3t0')).toBeNull();
    expect(fetch.callsTo('POST', '/api/milhas-validadas/12/revelar-senha/')).toHaveLength(0);
    await user.click(within(validadas).getByRole('button', { name: SENHA_TEXTS.mostrarDa(12) }));
    expect(await within(validadas).findByText('s3cr3t0')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/milhas-validadas/12/revelar-senha/')).toHaveLength(1);
    await user.click(within(validadas).getByRole('button', { name: SENHA_TEXTS.ocultarDa(12) }));
    expect(within(validadas).queryByText('s3cr3t0')).toBeNull();
    unmount();

    // a reader of the panel outside the groups that issue: the answer has no login or CPF, no such columns
    const { login: _login, cpf: _cpf, ...semConta } = validada;
    api({ 'GET /api/milhas-validadas/': { body: { 'milhas-validadas': [semConta], pages: 1 } } }, FINANCEIRO);
    renderApp('/painel-autorizacao');
    validadas = await screen.findByRole('table', { name: LISTA_TEXTS.titulo });
    await within(validadas).findByText('Joana Terceira');
    for (const coluna of ['Senha', 'Login', 'CPF'])
      expect(within(validadas).queryByRole('columnheader', { name: coluna })).toBeNull();
  });
});
