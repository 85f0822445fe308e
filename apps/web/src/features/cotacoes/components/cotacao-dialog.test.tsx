import { COTACAO_MESSAGES as C, type CotacaoSaveInput, type CotacaoView } from '@skyler/domain/cotacoes';
import { formatMoney } from '@skyler/domain/formatters';
import { FORNECEDORES_MESSAGES } from '@skyler/domain/fornecedores';
import type { Orcamento } from '@skyler/domain/orcamentos';
import { COTACAO_CALCULO_MESSAGES, calcularCotacao } from '@skyler/domain/precos/calculo-cotacao';
import { MILHAS_MESSAGES } from '@skyler/domain/precos/milhas';
import { estimarResultadoCotacao } from '@skyler/domain/precos/resultado';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { continuarEditando, fundoDoDialogo } from '../../../test/descartar.ts';
import { renderComUsuario } from '../../vendas/testing/fixtures.tsx';
import { CotacaoDialog } from './cotacao-dialog.tsx';
import {
  CONTEXTO,
  cotacaoSalva,
  ESTIMATIVA,
  mockApiDoDialogo,
  orcamentoHotel,
  orcamentoOutro,
  orcamentoVoo,
} from './dialog/test-fixtures.tsx';

// the dialog is a large form: typing into it in jsdom on a busy machine takes long (the keystrokes follow
// one another without waiting for a timer in between: \`delay: null\`)
vi.setConfig({ testTimeout: 60_000 });

const normal = (texto: string | null | undefined) => (texto ?? '').replace(/\s+/g, ' ').trim();
const dinheiro = (valor: string) => normal(formatMoney(valor));

async function abrir({
  orcamento,
  cotacao,
  inicial,
  somenteLeitura,
}: {
  orcamento: Orcamento;
  cotacao?: CotacaoView;
  inicial?: Partial<CotacaoSaveInput>;
  somenteLeitura?: boolean;
}) {
  const onClose = vi.fn();
  const { router } = renderComUsuario(
    <CotacaoDialog
      open
      orcamento={orcamento}
      cotacao={cotacao}
      inicial={inicial}
      somenteLeitura={somenteLeitura}
      onClose={onClose}
    />,
  );
  const dialog = await screen.findByRole(
    'dialog',
    {
      name: cotacao
        ? somenteLeitura
          ? `Cotação # ${cotacao.id}`
          : `Editando cotação # ${cotacao.id}`
        : 'Nova Cotação',
    },
    { timeout: 15_000 },
  );
  // the currencies have arrived (the other lists come with them)
  await waitFor(() => expect(within(dialog).getAllByText('BRL - Real').length).toBeGreaterThan(0));
  return { dialog, onClose, router };
}

/** Picks an option of a select (MUI) by its label. */
async function escolher(user: UserEvent, escopo: HTMLElement, label: RegExp | string, opcao: string) {
  await user.click(within(escopo).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: opcao }));
}

/** Picks an option of an autocomplete by typing part of it. */
async function buscar(
  user: UserEvent,
  escopo: HTMLElement,
  label: RegExp,
  texto: string,
  opcao: string | RegExp,
) {
  await user.type(within(escopo).getByRole('combobox', { name: label }), texto);
  await user.click(await screen.findByRole('option', { name: opcao }));
}

const campo = (escopo: HTMLElement, label: RegExp | string) => within(escopo).getByLabelText(label);

async function salvar(user: UserEvent, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
}

describe('CotacaoDialog — live pricing', () => {
  it('shows for a hotel with a range of nights the figures calcularCotacao gives for the same inputs', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoHotel() });
    // check-in 10–11/07, check-out 14/07: between 3 and 4 nights
    expect(within(dialog).getAllByText('Entre 3 e 4')).toHaveLength(2);
    await user.type(campo(dialog, /Diárias mín/), '3');
    await user.type(campo(dialog, /Diárias máx/), '4');
    await user.type(campo(dialog, 'Custo da diária'), '480');
    await user.type(campo(dialog, 'Custos extras'), '120');
    await user.type(campo(dialog, 'RAV'), '150');
    await user.click(within(dialog).getByRole('switch', { name: 'Ajuste' }));
    await user.type(campo(dialog, 'Ajuste (valor)'), '50');
    await user.type(campo(dialog, 'Ajuste (%)'), '5');

    const esperado = calcularCotacao(
      {
        ajuste_ativado: true,
        valor_ajuste_absoluto: '50',
        valor_ajuste_porcentagem: '5',
        cotacao_hotel: {
          moeda: 2,
          diarias: 3,
          diarias_min: 3,
          diarias_max: 4,
          custo_diaria: '480',
          custo_extras: '120',
          rav: '150',
        },
      },
      CONTEXTO,
    );
    expect(esperado.custo_total).toBe('1950.00');
    expect(normal(screen.getByTestId('custo-total').textContent)).toContain(dinheiro(esperado.custo_total));
    expect(normal(screen.getByTestId('valor-ajuste').textContent)).toContain(dinheiro(esperado.valor_ajuste));
    expect(normal(screen.getByTestId('valor-final').textContent)).toContain(dinheiro(esperado.valor_final));
    expect(normal(screen.getByTestId('parte-hotel').textContent)).toContain(
      dinheiro(String(esperado.partes[0]?.venda)),
    );
    for (const opcao of esperado.opcoes_cartao) {
      const linha = normal(screen.getByTestId(`cartao-${opcao.parcelas}`).textContent);
      expect(linha).toContain(dinheiro(opcao.valor_parcela));
      expect(linha).toContain(dinheiro(opcao.total));
    }
    expect(esperado.opcoes_cartao).toHaveLength(12);
    const lucro = screen.getByTestId('lucro');
    expect(normal(lucro.textContent)).toContain(`${esperado.lucro_porcentagem.replace('.', ',')}%`);
    // the net margin, estimated for Pix at the fee table's rate and the participants' commissions
    const estimado = estimarResultadoCotacao({
      valor: esperado.valor_final,
      custo: esperado.custo_agencia,
      meio_pagamento: 'pix',
      num_parcelas: 1,
      tabela: ESTIMATIVA.taxas,
      percentuais: ESTIMATIVA.percentuais,
    });
    expect(estimado.taxas_meio_pagamento.isZero()).toBe(false);
    expect(estimado.comissoes.isZero()).toBe(false);
    const margem = await screen.findByTestId('margem-liquida-estimada');
    expect(normal(margem.textContent)).toContain('Margem líquida estimada');
    expect(normal(margem.textContent)).toContain(dinheiro(estimado.margem_liquida.toFixed(2)));
  });

  it('prices a miles ticket from the table tier moved by the slider, as calcularCotacao does', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoVoo() });
    const bilhete = within(dialog).getByRole('group', { name: 'Bilhete 1' });
    await escolher(user, bilhete, 'Tipo', 'Milha');
    await escolher(user, bilhete, /Programa de fidelidade/, 'Smiles');
    await user.type(campo(bilhete, 'Qtd. de milhas'), '60000');
    // the 50k–100k tier: R$ 27,00 the thousand
    expect(campo(bilhete, 'Milheiro')).toHaveAttribute('placeholder', '27,00');
    const slider = within(bilhete).getByRole('slider', { name: 'Ajuste do milheiro' });
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    await user.type(campo(bilhete, 'Taxa de embarque'), '89,90');
    await user.type(campo(bilhete, 'RAV'), '100');

    const esperado = calcularCotacao(
      {
        cotacao_voo: {
          subcotacoes: [
            {
              tipo_cotacao: 'milha',
              programa_fidelidade: 7,
              quantidade_milhas: 60_000,
              ajuste_efetivo: '-0.5',
              custo_taxa_embarque: '89.90',
              rav: '100',
              viagem: { trechos: [{ pernas: [{ economica: true }] }] },
            },
          ],
        },
      },
      CONTEXTO,
    );
    expect(esperado.partes[0]?.milheiro_efetivo).toBe('26.50');
    expect(normal(screen.getByTestId('milheiro-efetivo-1').textContent)).toContain(dinheiro('26.50'));
    expect(normal(screen.getByTestId('parte-bilhete-1').textContent)).toContain(
      dinheiro(String(esperado.partes[0]?.venda)),
    );
    expect(normal(screen.getByTestId('custo-total').textContent)).toContain(dinheiro(esperado.custo_total));
    expect(normal(screen.getByTestId('valor-final').textContent)).toContain(dinheiro('1779.90'));
    expect(normal(screen.getByTestId('custo-agencia').textContent)).toContain(
      dinheiro(esperado.custo_agencia),
    );
  });

  it('warns when the effective price per thousand falls below the floor', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoVoo() });
    const bilhete = within(dialog).getByRole('group', { name: 'Bilhete 1' });
    await escolher(user, bilhete, 'Tipo', 'Milha');
    await escolher(user, bilhete, /Programa de fidelidade/, 'Smiles');
    // above 200k miles the table gives R$ 25,00, below the R$ 26,00 floor
    await user.type(campo(bilhete, 'Qtd. de milhas'), '250000');
    expect(await within(dialog).findByText(MILHAS_MESSAGES.milheiroEfetivoAbaixoPiso(1))).toBeInTheDocument();
  });
});

describe('CotacaoDialog — save', () => {
  it('creates a hotel quote with the body of ZCotacaoSave and closes with the saved quote', async () => {
    const salva = cotacaoSalva();
    const api = mockApiDoDialogo({ 'POST /api/orcamentos/5/cotacoes/': { status: 201, body: salva } });
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose } = await abrir({ orcamento: orcamentoHotel() });
    await buscar(user, dialog, /^Fornecedor/, 'Atl', 'Atlântica Consolidadora');
    await buscar(user, dialog, /^Hotel \(provedor\)/, 'Pous', 'Pousada Maré Alta');
    await user.type(campo(dialog, /^Nome do hotel/), 'Pousada Maré Alta');
    await user.type(campo(dialog, 'Custo da diária'), '480,50');
    await user.type(campo(dialog, /^Descrição rápida/), 'Hotel pé na areia');
    await salvar(user, dialog);

    await waitFor(() => expect(onClose).toHaveBeenCalledWith(salva));
    expect(await screen.findByText(C.criada)).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/orcamentos/5/cotacoes/');
    expect(post?.body).toMatchObject({
      descricao: 'Hotel pé na areia',
      cotado_por: 7,
      cotacao_hotel: {
        fornecedor: 11,
        provedor: 21,
        nome_hotel: 'Pousada Maré Alta',
        local_hotel: 'Porto de Galinhas',
        custo_diaria: '480.50',
        diarias_min: null,
        diarias_max: null,
        adultos: 2,
        criancas: 1,
        moeda: 2,
      },
    });
    expect(post?.body).not.toHaveProperty('cotacao_voo');
  });

  it('edits a quote with PUT and says so', async () => {
    const cotacao = cotacaoSalva();
    const api = mockApiDoDialogo({ 'PUT /api/cotacoes/9/': { body: cotacao } });
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose } = await abrir({ orcamento: orcamentoHotel(), cotacao });
    expect(campo(dialog, /^Nome do hotel/)).toHaveValue('Pousada Maré Alta');
    expect(campo(dialog, 'Custo da diária')).toHaveValue('480.00');
    expect(within(dialog).getByRole('checkbox', { name: 'Café da manhã' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /Cotação Feita Por/ })).toHaveTextContent(
      'Carlos Cotador',
    );
    await salvar(user, dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(cotacao));
    expect(await screen.findByText(C.atualizada)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/cotacoes/9/')[0]?.body).toMatchObject({
      descricao: 'Hotel pé na areia',
      cotado_por: 12,
      cotacao_hotel: { diarias: 3, custo_diaria: '480.00', cafe: true, fornecedor: 11 },
    });
  });

  it('shows a refused save at its field, in a toast and in an alert', async () => {
    mockApiDoDialogo({
      'POST /api/orcamentos/5/cotacoes/': {
        status: 400,
        body: {
          detail: C.fornecedorInexistente,
          errors: { 'cotacao_hotel.fornecedor': [C.fornecedorInexistente] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose } = await abrir({ orcamento: orcamentoHotel() });
    await buscar(user, dialog, /^Fornecedor/, 'Atl', 'Atlântica Consolidadora');
    await user.type(campo(dialog, /^Nome do hotel/), 'Pousada');
    await user.type(campo(dialog, /^Descrição rápida/), 'Hotel');
    await salvar(user, dialog);
    expect(await screen.findByText(C.erroCriar)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(C.fornecedorInexistente);
    expect(campo(dialog, /^Fornecedor/)).toHaveAccessibleDescription(C.fornecedorInexistente);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a quote without Salvar when read only', async () => {
    mockApiDoDialogo();
    const { dialog } = await abrir({
      orcamento: orcamentoHotel(),
      cotacao: cotacaoSalva(),
      somenteLeitura: true,
    });
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(campo(dialog, /^Nome do hotel/)).toBeDisabled();
  });
});

describe('CotacaoDialog — nothing typed is lost', () => {
  it('closes an untouched quote at once; a typed one asks on the second Esc (the first closes a list), a click outside and Back', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose, router } = await abrir({ orcamento: orcamentoHotel() });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).not.toBeInTheDocument();

    await user.type(campo(dialog, /^Descrição rápida/), 'Hotel pé na areia');
    await user.type(within(dialog).getByRole('combobox', { name: /^Fornecedor/ }), 'Atl');
    expect(await screen.findByRole('option', { name: 'Atlântica Consolidadora' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).not.toBeInTheDocument(),
    );
    expect(campo(dialog, /^Descrição rápida/)).toHaveValue('Hotel pé na areia');

    await user.click(fundoDoDialogo());
    await continuarEditando(user);
    await act(() => router.navigate('/orcamentos/5'));
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orcamentos/5');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('CotacaoDialog — validation messages', () => {
  it('asks for description, supplier and quoter', async () => {
    const api = mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoHotel(), inicial: { cotado_por: null } });
    await salvar(user, dialog);
    expect(await within(dialog).findByText(C.descricaoObrigatoria)).toBeInTheDocument();
    expect(within(dialog).getByText(C.fornecedorObrigatorio)).toBeInTheDocument();
    expect(within(dialog).getByText(C.cotadorObrigatorio)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/orcamentos/5/cotacoes/')).toHaveLength(0);
  });

  it('asks for the service name of another service', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoOutro() });
    const nome = campo(dialog, /^Nome do serviço/);
    expect(nome).toHaveValue('Passeio aquático');
    await user.clear(nome);
    await salvar(user, dialog);
    expect(await within(dialog).findByText(C.nomeServicoObrigatorio)).toBeInTheDocument();
  });

  it('refuses min and max nights outside the stays the ranges allow', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoHotel() });
    await user.type(campo(dialog, /Diárias mín/), '1');
    await user.type(campo(dialog, /Diárias máx/), '4');
    await salvar(user, dialog);
    expect(await within(dialog).findByText(C.diariasForaDoRange)).toBeInTheDocument();
  });

  it('clamps the baggage to 0–5 and says so', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoVoo() });
    const perna = within(dialog).getByRole('group', { name: 'Perna 1' });
    const bagagem = campo(perna, 'Bagagem 23kg');
    await user.clear(bagagem);
    await user.type(bagagem, '7');
    expect(bagagem).toHaveValue(5);
    expect(within(perna).getByText(C.bagagem)).toBeInTheDocument();
  });

  it('allows one class per leg', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoVoo(), inicial: { descricao: 'Lisboa' } });
    const perna = within(dialog).getByRole('group', { name: 'Perna 1' });
    await user.click(within(perna).getByRole('checkbox', { name: 'Executiva' }));
    await salvar(user, dialog);
    expect(await within(perna).findByText(C.classeUnica)).toBeInTheDocument();
  });

  it('refuses a fixed price per thousand below the floor and miles without quantity', async () => {
    const api = mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoVoo(), inicial: { descricao: 'Lisboa' } });
    const bilhete = within(dialog).getByRole('group', { name: 'Bilhete 1' });
    await escolher(user, bilhete, 'Tipo', 'Milha');
    await escolher(user, bilhete, /Programa de fidelidade/, 'Smiles');
    await user.type(campo(bilhete, 'Milheiro'), '20');
    expect(within(bilhete).getByText(MILHAS_MESSAGES.milheiroAbaixoPiso)).toBeInTheDocument();
    await salvar(user, dialog);
    expect(await within(bilhete).findByText(MILHAS_MESSAGES.quantidadeZero)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/orcamentos/6/cotacoes/')).toHaveLength(0);
  });

  it('refuses a quote whose final value is negative, or zero while it costs something, with the message beside the figures', async () => {
    const api = mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoOutro(), inicial: { descricao: 'Passeio' } });
    await user.type(within(dialog).getAllByLabelText('Custo total')[0] as HTMLElement, '100');
    await user.click(within(dialog).getByRole('switch', { name: 'Ajuste' }));
    await user.type(campo(dialog, 'Ajuste (valor)'), '-150');
    expect(await within(dialog).findByTestId('erro-valor-final')).toHaveTextContent(
      COTACAO_CALCULO_MESSAGES.valorFinalNegativo,
    );
    await salvar(user, dialog);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // R$ 0,00 for what costs the agency R$ 100,00 is not a courtesy either
    await user.clear(campo(dialog, 'Ajuste (valor)'));
    await user.type(campo(dialog, 'Ajuste (valor)'), '-100');
    expect(await within(dialog).findByTestId('erro-valor-final')).toHaveTextContent(
      COTACAO_CALCULO_MESSAGES.valorFinalGratuito,
    );
    await salvar(user, dialog);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('picks at most 4 provider images', async () => {
    mockApiDoDialogo({
      'GET /api/provedores/21/imagens/': {
        body: Array.from({ length: 5 }, (_, i) => ({
          id: i + 1,
          titulo: `Foto ${i + 1}`,
          descricao: '',
          url: `/api/provedores/21/imagens/${i + 1}/`,
        })),
      },
    });
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoHotel() });
    await buscar(user, dialog, /^Hotel \(provedor\)/, 'Pous', 'Pousada Maré Alta');
    await user.click(within(dialog).getByRole('button', { name: 'Imagens do provedor (0/4)' }));
    const picker = await screen.findByRole('dialog', { name: 'Imagens do provedor' });
    expect(
      within(picker).getByText(`${FORNECEDORES_MESSAGES.selecioneImagens} (0/4)`, { exact: false }),
    ).toBeInTheDocument();
    for (const titulo of ['Foto 1', 'Foto 2', 'Foto 3', 'Foto 4', 'Foto 5']) {
      await user.click(await within(picker).findByRole('checkbox', { name: titulo }));
    }
    expect(await screen.findByText(C.imagensLimite)).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: 'Fechar' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Imagens do provedor (4/4)' }),
    ).toBeInTheDocument();
  });
});

describe('CotacaoDialog — flight tickets', () => {
  it('keeps independent apart from ida and volta', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoVoo() });
    const bilhete = within(dialog).getByRole('group', { name: 'Bilhete 1' });
    const ida = within(bilhete).getByRole('checkbox', { name: 'Ida' });
    const volta = within(bilhete).getByRole('checkbox', { name: 'Volta' });
    const independente = within(bilhete).getByRole('checkbox', { name: 'Independente' });
    expect(independente).toBeChecked();
    await user.click(ida);
    expect(ida).toBeChecked();
    expect(independente).not.toBeChecked();
    await user.click(volta);
    expect(volta).toBeChecked();
    await user.click(independente);
    expect(independente).toBeChecked();
    expect(ida).not.toBeChecked();
    expect(volta).not.toBeChecked();
  });

  it('adds a ticket as a copy of the last and removes one', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: orcamentoVoo() });
    const primeiro = within(dialog).getByRole('group', { name: 'Bilhete 1' });
    await user.type(campo(primeiro, 'Valor do bilhete'), '2450');
    await user.type(campo(primeiro, 'Nº do voo'), 'TP82');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar bilhete' }));
    const segundo = within(dialog).getByRole('group', { name: 'Bilhete 2' });
    expect(campo(segundo, 'Valor do bilhete')).toHaveValue('2450');
    expect(campo(segundo, 'Nº do voo')).toHaveValue('TP82');
    expect(within(segundo).getByRole('combobox', { name: /^Origem/ })).toHaveValue('GRU');
    await user.click(within(segundo).getByRole('button', { name: 'Remover bilhete 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Bilhete 2' })).not.toBeInTheDocument();
  });

  it('asks before saving a trip with connection legs without times, and saves on Continuar mesmo assim', async () => {
    const api = mockApiDoDialogo({
      'POST /api/orcamentos/6/cotacoes/': { status: 201, body: cotacaoSalva({ id: 30, orcamento: 6 }) },
    });
    const user = userEvent.setup({ delay: null });
    const { dialog, onClose } = await abrir({ orcamento: orcamentoVoo() });
    const bilhete = within(dialog).getByRole('group', { name: 'Bilhete 1' });
    await buscar(user, bilhete, /^Fornecedor/, 'Atl', 'Atlântica Consolidadora');
    await user.click(within(bilhete).getByRole('button', { name: 'Adicionar conexão' }));
    const conexao = within(bilhete).getByRole('group', { name: 'Perna 2' });
    expect(within(conexao).getByRole('combobox', { name: /^Origem/ })).toHaveValue('LIS');
    await buscar(user, conexao, /^Destino/, 'OPO', /— OPO,/);
    await user.type(campo(dialog, /^Descrição rápida/), 'Lisboa e Porto');
    await salvar(user, dialog);

    const aviso = await screen.findByRole('dialog', { name: C.paradasTitulo });
    expect(aviso).toHaveTextContent(C.paradasAviso);
    await user.click(within(aviso).getByRole('button', { name: C.paradasVoltar }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: C.paradasTitulo })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST', '/api/orcamentos/6/cotacoes/')).toHaveLength(0);

    await salvar(user, dialog);
    const denovo = await screen.findByRole('dialog', { name: C.paradasTitulo });
    await user.click(within(denovo).getByRole('button', { name: C.paradasContinuar }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [post] = api.callsTo('POST', '/api/orcamentos/6/cotacoes/');
    expect(post?.body).toMatchObject({
      cotacao_voo: {
        subcotacoes: [
          {
            tipo_cotacao: 'pagante',
            fornecedor: 11,
            bilhete_independente: true,
            viagem: {
              trechos: [
                {
                  pernas: [
                    { ordem: 1, origem: 'GRU', destino: 'LIS', economica: true },
                    { ordem: 2, origem: 'LIS', destino: 'OPO', tipo_perna: 'conexao' },
                  ],
                },
              ],
            },
          },
        ],
      },
    });
  });
});

describe('CotacaoDialog — a saved quote keeps its pricing inputs', () => {
  it('prices a saved flight quote with its own wallet discount and miles prices and says which ones', async () => {
    const milhasUsadas = {
      programa: 7,
      classe: 'economica' as const,
      quantidade: 60_000,
      milheiro_tabela: '30.00',
      milheiro_custo: '15.00',
      tabela_em: '2026-02-20T12:00:00.000Z',
    };
    const perna = { ordem: 1, origem: 'GRU', destino: 'LIS', economica: true };
    const cotacao = cotacaoSalva({
      tipo_servico: 'orcamento_voo',
      cotacao_hotel: null,
      desagio_wallet: '20.00',
      desagio_wallet_em: '2026-03-11T12:00:00.000Z',
      tabela_milhas_usada: [milhasUsadas],
      cotacao_voo: {
        subcotacoes: [
          {
            id: 31,
            ordem: 1,
            tipo_cotacao: 'milha',
            programa_fidelidade: 7,
            quantidade_milhas: 60_000,
            ajuste_efetivo: '0.0',
            total: '1800.00',
            custo_agencia: '900.00',
            milheiro_efetivo: '30.00',
            imagens: [],
            viagem: { trechos: [{ pernas: [perna] }] },
          },
          {
            id: 32,
            ordem: 2,
            tipo_cotacao: 'wallet',
            programa_fidelidade: 7,
            moeda: 2,
            custo_bilhete: '1000.00',
            total: '1000.00',
            custo_agencia: '800.00',
            milheiro_efetivo: null,
            imagens: [],
            viagem: { trechos: [{ pernas: [perna] }] },
          },
        ],
      },
    });
    mockApiDoDialogo();
    const { dialog } = await abrir({ orcamento: orcamentoVoo(), cotacao });
    const esperado = calcularCotacao(
      {
        cotacao_voo: {
          subcotacoes: [
            {
              tipo_cotacao: 'milha',
              programa_fidelidade: 7,
              quantidade_milhas: 60_000,
              viagem: { trechos: [{ pernas: [{ economica: true }] }] },
            },
            { tipo_cotacao: 'wallet', moeda: 2, custo_bilhete: '1000.00' },
          ],
        },
      },
      { ...CONTEXTO, desagio: '20.00', milhasSalvas: [milhasUsadas] },
    );
    // the kept prices, not today's table (R$ 27,00) nor today's average discount (12 %)
    expect(esperado.partes.map((p) => [p.venda, p.custo])).toEqual([
      ['1800.00', '900.00'],
      ['1000.00', '800.00'],
    ]);
    const milha = within(dialog).getByRole('group', { name: 'Bilhete 1' });
    expect(campo(milha, 'Milheiro')).toHaveAttribute('placeholder', '30,00');
    expect(normal(screen.getByTestId('tabela-milhas-bilhete-1').textContent)).toBe(
      'Tabela de milhas de 20/02/2026',
    );
    const wallet = normal(screen.getByTestId('parte-bilhete-2').textContent);
    expect(wallet).toContain('Custo wallet (deságio de 20% da cotação, de 11/03/2026)');
    expect(wallet).toContain(dinheiro('800.00'));
    expect(normal(screen.getByTestId('custo-agencia').textContent)).toContain(
      dinheiro(esperado.custo_agencia),
    );
  });
});

describe('CotacaoDialog — a new flight quote from its request', () => {
  const trecho = {
    ordem: 1,
    origem: 'Salvador (SSA)',
    destino: 'Lisboa (LIS)',
    flexibilidade_origem: null,
    flexibilidade_destino: null,
    data_inicio: '2026-12-10',
    data_fim: null,
  };
  const idaEVolta = (): Orcamento => {
    const base = orcamentoVoo();
    return {
      ...base,
      orcamento_voo: {
        tipo_trecho: 'ida_volta',
        economica: false,
        economica_premium: false,
        executiva: true,
        primeira_classe: false,
        adultos: 2,
        criancas: 1,
        bebes: 0,
        trechos: [
          trecho,
          { ...trecho, ordem: 2, origem: trecho.destino, destino: trecho.origem, data_inicio: '2026-12-20' },
        ],
      },
    };
  };

  it('opens with the two legs of a round trip, passengers and cabin; a leg takes an airport by its city', async () => {
    mockApiDoDialogo();
    const user = userEvent.setup({ delay: null });
    const { dialog } = await abrir({ orcamento: idaEVolta() });
    const ida = within(dialog).getByRole('group', { name: 'Trecho 1' });
    const volta = within(dialog).getByRole('group', { name: 'Trecho 2' });
    expect(within(ida).getByRole('combobox', { name: /^Origem/ })).toHaveValue('SSA');
    expect(within(ida).getByRole('combobox', { name: /^Destino/ })).toHaveValue('LIS');
    expect(campo(ida, /^Partida/)).toHaveValue('10/12/2026');
    expect(within(volta).getByRole('combobox', { name: /^Origem/ })).toHaveValue('LIS');
    expect(within(volta).getByRole('combobox', { name: /^Destino/ })).toHaveValue('SSA');
    expect(campo(volta, /^Partida/)).toHaveValue('20/12/2026');
    expect(campo(volta, /^Adultos/)).toHaveValue(2);
    expect(campo(volta, /^Crianças/)).toHaveValue(1);
    expect(within(volta).getByRole('checkbox', { name: 'Executiva' })).toBeChecked();

    // the quoter changes only what differs: the return lands in São Paulo
    const destino = within(volta).getByRole('combobox', { name: /^Destino/ });
    await user.clear(destino);
    await buscar(user, volta, /^Destino/, 'sao paulo', /— CGH,/);
    expect(destino).toHaveValue('CGH');
  });
});
