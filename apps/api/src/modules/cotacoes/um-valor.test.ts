import { type CotacaoSaveInput, type CotacaoView, ZCotacao, ZCotacaoSave } from '@skyler/domain/cotacoes';
import { formatMoney } from '@skyler/domain/formatters';
import { type MeioPagamento, type TipoPagamento, ZPagamento } from '@skyler/domain/pagamentos';
import {
  type ContextoPreco,
  type CotacaoCalculada,
  calcularCotacao,
} from '@skyler/domain/precos/calculo-cotacao';
import { D } from '@skyler/domain/precos/dinheiro';
import { calcularFatura, descontoPadrao } from '@skyler/domain/precos/fatura';
import { anoDaCotacao } from '@skyler/domain/precos/moedas';
import { opcoesCartao } from '@skyler/domain/precos/parcelamento';
import { ZServico } from '@skyler/domain/servicos';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moedas } from '../../db/schema/index.ts';
import {
  carregarIds,
  corpoCarro,
  corpoHotel,
  corpoOutro,
  corpoVoo,
  criarOrcamento,
  criarVenda,
  type Ids,
} from '../../test/fixtures.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { contatosDemo } from '../../test/servicos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

/**
 * One amount everywhere (decision 0035): what the quote dialog shows (its pricing function), what the server
 * stores, what the proposal PDF prints and what invoicing charges are the same strings.
 */

let ids: Ids;
let responsavel: number;
let segundo: number;
let usd: number;
let brl: number;

usarApp({ referencia: true });

beforeAll(async () => {
  ids = await carregarIds(t.db);
  [responsavel = 0, segundo = 0] = await contatosDemo(t, 2);
  const lista = await t.db.select().from(moedas);
  usd = lista.find((m) => m.sigla === 'USD')?.id ?? 0;
  brl = lista.find((m) => m.sigla === 'BRL')?.id ?? 0;
}, 120_000);

/** Generated quotes per run: a few in `npm test`, more with FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type Kind = 'pagante' | 'milha' | 'wallet' | 'hotel' | 'carro' | 'outro';
const TIPO_ORCAMENTO = {
  pagante: 'orcamento_voo',
  milha: 'orcamento_voo',
  wallet: 'orcamento_voo',
  hotel: 'orcamento_hotel',
  carro: 'orcamento_carro',
  outro: 'orcamento_outro',
} as const;

/** The pricing's context read the way the quote dialog reads it, through the API. */
async function contextoDoDialogo(): Promise<ContextoPreco> {
  const listaMoedas = await t.db.select().from(moedas);
  const tabela = [];
  for (const tipo of ['preco_de_venda', 'custo']) {
    const response = await t.injectAs('cotador', { method: 'GET', url: `/api/milhas/?tipo=${tipo}` });
    expect(response.statusCode).toBe(200);
    tabela.push(...response.json());
  }
  const desagio = await t.injectAs('cotador', {
    method: 'GET',
    url: '/api/milhas-validadas/desagio_compra/',
  });
  return {
    ano: anoDaCotacao(new Date()),
    moedas: new Map(listaMoedas.map((m) => [m.id, { sigla: m.sigla, cambio: m.cambio }])),
    tabelaMilhas: tabela.map((linha) => ({ ...linha, programa: linha.programa.id })),
    desagio: desagio.json().desagio_compra,
  };
}

/** A new sale with one request of the kind's service, where a quote is saved. */
async function novoOrcamento(kind: Kind): Promise<{ venda: number; orcamento: number }> {
  const venda = await criarVenda(t.db);
  return { venda, orcamento: await criarOrcamento(t.db, { venda, tipo: TIPO_ORCAMENTO[kind] }) };
}

/** A quote saved through the API in a new sale's request, put in the sale's cart and read back. */
async function salvar(kind: Kind, body: CotacaoSaveInput): Promise<{ venda: number; cotacao: CotacaoView }> {
  const { venda, orcamento } = await novoOrcamento(kind);
  const criada = await t.injectAs('cotador', {
    method: 'POST',
    url: `/api/orcamentos/${orcamento}/cotacoes/`,
    payload: body,
  });
  expect(criada.statusCode, criada.body).toBe(201);
  const { id } = ZCotacao.parse(criada.json());
  const carrinho = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/carrinho/`,
    payload: { cotacao: id },
  });
  expect(carrinho.statusCode, carrinho.body).toBe(200);
  const lida = await t.injectAs('consultor', { method: 'GET', url: `/api/cotacoes/${id}/` });
  expect(lida.statusCode).toBe(200);
  return { venda, cotacao: ZCotacao.parse(lida.json()) };
}

/** The field errors of a quote the server refuses; the request is left without quotes. */
async function recusadaPeloServidor(kind: Kind, body: CotacaoSaveInput): Promise<Record<string, string[]>> {
  const { orcamento } = await novoOrcamento(kind);
  const url = `/api/orcamentos/${orcamento}/cotacoes/`;
  const recusa = await t.injectAs('cotador', { method: 'POST', url, payload: body });
  expect(recusa.statusCode, recusa.body).toBe(400);
  const lista = await t.injectAs('cotador', { method: 'GET', url });
  expect(lista.json()).toEqual([]);
  return recusa.json().errors;
}

/** The text of the proposal PDF of one quote, as e-mailed. */
async function textoDaProposta(cotacao: CotacaoView): Promise<string> {
  t.mailer.sent.length = 0;
  const response = await t.injectAs('cotador', {
    method: 'POST',
    url: '/api/pdf/orcamento_pdf/',
    payload: { cotacoes: [cotacao.id], orcamento: cotacao.orcamento },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.enviarEmails();
  const pdf = t.mailer.sent[0]?.attachments?.[0]?.content ?? Buffer.alloc(0);
  return pdfPageTexts(pdf).join('\n');
}

/** The proposal prints the cash value and the 12 card options the dialog showed. */
function expectPropostaDoDialogo(texto: string, dialogo: CotacaoCalculada) {
  expect(texto).toContain(`À vista no Pix: ${formatMoney(dialogo.valor_final)}`);
  for (const opcao of dialogo.opcoes_cartao)
    expect(texto).toContain(
      `${opcao.parcelas}x de ${formatMoney(opcao.valor_parcela)} (total ${formatMoney(opcao.total)})`,
    );
}

/** The request's passengers: two adults on flights and hotels (the fixtures' requests), one otherwise. */
function beneficiariosDe(cotacao: CotacaoView) {
  const dois = cotacao.tipo_servico === 'orcamento_voo' || cotacao.tipo_servico === 'orcamento_hotel';
  return dois ? [{ contato: responsavel }, { contato: segundo }] : [{ contato: responsavel }];
}

type Termos = { tipo: TipoPagamento; meio: MeioPagamento; parcelas: number; entrada: string | null };

/** Invoices the quote through the API with the dialog's default discount; answers the service and payments. */
async function faturar(venda: number, cotacao: CotacaoView, termos: Termos, desconto?: string) {
  const condicao = {
    tipo: termos.tipo,
    valorAVista: cotacao.valor_final,
    meio: termos.meio,
    parcelas: termos.parcelas,
    valorEntrada: termos.entrada,
  };
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/fatura/`,
    payload: {
      carrinho: [{ id: cotacao.id, beneficiarios: beneficiariosDe(cotacao) }],
      informacoes_pagamento: [
        {
          cotacao: cotacao.id,
          name: termos.tipo,
          meio_pagamento: termos.meio,
          numeroParcelas: termos.parcelas,
          valorEntrada: termos.entrada,
          desconto: desconto ?? descontoPadrao(condicao),
          responsavel_financeiro: responsavel,
        },
      ],
    },
  });
  if (response.statusCode !== 201) return { response, servico: null, pagamentos: [] };
  const [servico] = z.array(ZServico).parse(response.json());
  const lista = await t.injectAs('financeiro', { method: 'GET', url: `/api/pagamentos/?venda=${venda}` });
  expect(lista.statusCode).toBe(200);
  const pagamentos = z
    .object({ pagamentos: z.array(ZPagamento) })
    .parse(lista.json())
    .pagamentos.map((p) => ({
      origem: p.origem,
      meio: p.meio_pagamento,
      parcelas: p.num_parcelas,
      valor: p.valor_pagamento.valor,
    }))
    .sort((a, b) => (a.origem === 'entrada' ? -1 : b.origem === 'entrada' ? 1 : 0));
  return { response, servico, pagamentos };
}

/** What the quote showed for the terms: cash, 1× on the card, n× on the card, or the entry plus n× of the rest. */
function totalMostrado(valorFinal: string, termos: Termos): string {
  if (termos.tipo === 'pagamentoParceladoEntrada') {
    const resto = new D(valorFinal).minus(termos.entrada ?? '0');
    const cartao = opcoesCartao(resto)[termos.parcelas - 1]?.total ?? '';
    return new D(termos.entrada ?? '0').plus(cartao).toFixed(2);
  }
  if (termos.tipo === 'pagamentoParcelado') return opcoesCartao(valorFinal)[termos.parcelas - 1]?.total ?? '';
  if (termos.meio === 'pagarme' || termos.meio === 'rede') return opcoesCartao(valorFinal)[0]?.total ?? '';
  return valorFinal;
}

describe('the same amount in the dialog, the stored quote, the PDF and the invoice', () => {
  it('1. with a percentage adjustment, the PDF prints the card options the dialog showed', async () => {
    const body = corpoOutro(ids, { custo_total: '1000.07', rav: '0' });
    Object.assign(body, { ajuste_ativado: true, valor_ajuste_porcentagem: '5' });
    const dialogo = calcularCotacao(ZCotacaoSave.parse(body), await contextoDoDialogo());
    const { cotacao } = await salvar('outro', body);
    expect(cotacao.valor_final).toBe('1050.07');
    expect(dialogo.opcoes_cartao[11]?.total).toBe('1118.10');
    const texto = await textoDaProposta(cotacao);
    expectPropostaDoDialogo(texto, dialogo);
    expect(texto).toContain(`12x de ${formatMoney('93.18')} (total ${formatMoney('1118.10')})`);
  });

  it('2. a parcelado invoice at the default discount charges the n× total the quote showed', async () => {
    const { venda, cotacao } = await salvar('outro', corpoOutro(ids, { custo_total: '1000.05', rav: '0' }));
    const termos: Termos = { tipo: 'pagamentoParcelado', meio: 'pagarme', parcelas: 3, entrada: null };
    const { servico, pagamentos } = await faturar(venda, cotacao, termos);
    expect(servico?.valor_total).toBe('1059.94');
    expect(pagamentos.map((p) => p.valor)).toEqual([opcoesCartao('1000.05')[2]?.total]);
  });

  it('3. the maximum discount shown plus R$ 0,10 is accepted by the server', async () => {
    const { venda, cotacao } = await salvar('outro', corpoOutro(ids, { custo_total: '1000.05', rav: '0' }));
    const termos: Termos = { tipo: 'pagamentoAVista', meio: 'pix', parcelas: 1, entrada: null };
    expect(descontoPadrao({ tipo: 'pagamentoAVista', valorAVista: cotacao.valor_final })).toBe('65.02');
    const acima = await faturar(venda, cotacao, termos, '65.13');
    expect(acima.response.statusCode).toBe(400);
    const { response, servico } = await faturar(venda, cotacao, termos, '65.12');
    expect(response.statusCode, response.body).toBe(201);
    expect(servico?.valor_total).toBe('999.95');
  });

  it('4. the profit colour of the list is the colour the dialog showed, near 20 %', async () => {
    // sale R$ 10.000,00 costing R$ 8.000,40: 19.996 %, shown and stored as 20.00 %
    const body = corpoOutro(ids, { custo_total: '8000.40', rav: '1999.60' });
    const dialogo = calcularCotacao(ZCotacaoSave.parse(body), await contextoDoDialogo());
    expect([dialogo.lucro_porcentagem, dialogo.cor_lucro]).toEqual(['20.00', 'verde']);
    const { cotacao } = await salvar('outro', body);
    const lista = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/orcamentos/${cotacao.orcamento}/cotacoes/`,
    });
    expect(lista.statusCode).toBe(200);
    const naLista = z
      .array(ZCotacao)
      .parse(lista.json())
      .find((c) => c.id === cotacao.id);
    expect([naLista?.lucro_porcentagem, naLista?.cor_lucro]).toEqual(['20.00', 'verde']);
  });

  it('10. à vista by card is charged the 1× card total; the Pix discount on a card is refused', async () => {
    const { venda, cotacao } = await salvar('outro', corpoOutro(ids, { custo_total: '10000.00', rav: '0' }));
    const termos: Termos = { tipo: 'pagamentoAVista', meio: 'pagarme', parcelas: 1, entrada: null };
    const pix = await faturar(venda, cotacao, termos, '608.18');
    expect(pix.response.statusCode).toBe(400);
    const { servico, pagamentos } = await faturar(venda, cotacao, termos);
    expect(servico?.valor_total).toBe('10516.02');
    expect(pagamentos).toEqual([{ origem: 'avista', meio: 'pagarme', parcelas: 1, valor: '10516.02' }]);
  });

  it('11. a milhas quote whose adjustment takes the final value to zero is refused as the dialog refuses it', async () => {
    const voo = corpoVoo(ids);
    const milha = voo.cotacao_voo?.subcotacoes[1];
    const body = {
      ...voo,
      ajuste_ativado: true,
      valor_ajuste_absoluto: '-30.43',
      valor_ajuste_porcentagem: '-19.91',
      incentivo_ativado: false,
      cotacao_voo: {
        subcotacoes: [
          {
            ...milha,
            quantidade_milhas: 1000,
            ajuste_efetivo: '0.0',
            custo_taxa_embarque: '0.00',
            rav: '0.00',
          },
        ],
      },
    } as CotacaoSaveInput;
    const dialogo = calcularCotacao(ZCotacaoSave.parse(body), await contextoDoDialogo());
    expect(dialogo.erros.map((e) => e.path.join('.'))).toEqual(['valor_final']);
    expect(await recusadaPeloServidor('milha', body)).toEqual({ valor_final: [dialogo.erros[0]?.message] });
  });

  it(
    'property: for generated quotes of every kind, the four places show the same strings',
    async () => {
      const contexto = await contextoDoDialogo();
      const centavos = (min: number, max: number) =>
        fc.integer({ min, max }).map((c) => new D(c).div(100).toFixed(2));
      const ajuste = fc.record({
        ajuste_ativado: fc.boolean(),
        valor_ajuste_absoluto: centavos(-10_000, 50_000),
        valor_ajuste_porcentagem: centavos(-2_000, 3_000),
        incentivo_ativado: fc.boolean(),
      });
      const viagem = (origem: string, destino: string) => ({
        trechos: [
          {
            pernas: [
              {
                ordem: 1,
                origem,
                destino,
                cia_aerea: null,
                numero_do_voo: '1234',
                data_hora_partida: '2027-03-10T08:00',
                data_hora_chegada: '2027-03-10T09:10',
                economica: true,
                economica_premium: false,
                executiva: false,
                primeira_classe: false,
                adultos: 1,
                criancas: 0,
                bebes: 0,
                bagagem_10kg: 1,
                bagagem_23kg: 0,
                tipo_perna: null,
              },
            ],
          },
        ],
      });
      const bilhete = (kind: 'pagante' | 'milha' | 'wallet') =>
        fc
          .record({
            custo: centavos(20_000, 2_000_000),
            milhas: fc.integer({ min: 1_000, max: 300_000 }),
            ajusteMilheiro: fc.integer({ min: -5, max: 5 }).map((n) => (n / 2).toFixed(1)),
            taxa: centavos(0, 30_000),
            rav: centavos(0, 30_000),
            dolar: fc.boolean(),
            incentivo: centavos(0, 500),
          })
          .map((g) => {
            const voo = corpoVoo(ids);
            const modelo = voo.cotacao_voo?.subcotacoes[kind === 'pagante' ? 0 : kind === 'milha' ? 1 : 2];
            return {
              ...voo,
              cotacao_voo: {
                subcotacoes: [
                  {
                    ...modelo,
                    tipo_cotacao: kind,
                    moeda: kind !== 'milha' && g.dolar ? usd : brl,
                    custo_bilhete: kind === 'milha' ? undefined : g.custo,
                    quantidade_milhas: kind === 'milha' ? g.milhas : undefined,
                    ajuste_efetivo: kind === 'milha' ? g.ajusteMilheiro : undefined,
                    custo_taxa_embarque: g.taxa,
                    rav: g.rav,
                    porcentagem_incentivo: g.incentivo,
                    viagem: viagem('GRU', 'FLN'),
                  },
                ],
              },
            } as CotacaoSaveInput;
          });
      const corpo: Record<Kind, fc.Arbitrary<CotacaoSaveInput>> = {
        pagante: bilhete('pagante'),
        milha: bilhete('milha'),
        wallet: bilhete('wallet'),
        // the fixture's dates allow 3 to 5 nights
        hotel: fc
          .record({ diaria: centavos(10_000, 300_000), min: fc.integer({ min: 3, max: 5 }), mais: fc.nat(2) })
          .map((g) =>
            corpoHotel(ids, {
              custo_diaria: g.diaria,
              diarias_min: g.min,
              diarias_max: Math.min(5, g.min + g.mais),
            }),
          ),
        carro: fc
          .record({
            diaria: centavos(5_000, 100_000),
            diarias: fc.integer({ min: 1, max: 20 }),
            seguro: centavos(0, 50_000),
          })
          .map((g) =>
            corpoCarro(ids, { custo_diaria: g.diaria, diarias: g.diarias, custo_seguro: g.seguro }),
          ),
        outro: fc
          .record({ custo: centavos(20_000, 5_000_000), rav: centavos(0, 50_000) })
          .map((g) => corpoOutro(ids, { custo_total: g.custo, rav: g.rav })),
      };
      const termos: fc.Arbitrary<Omit<Termos, 'entrada'> & { entradaPorMil: number }> = fc.oneof(
        fc.record({
          tipo: fc.constant('pagamentoAVista' as const),
          meio: fc.constantFrom<MeioPagamento>('pix', 'teddoc', 'pagarme', 'rede'),
          parcelas: fc.constant(1),
          entradaPorMil: fc.constant(0),
        }),
        fc.record({
          tipo: fc.constant('pagamentoAVistaPortalFornecedor' as const),
          meio: fc.constant<MeioPagamento>('fornecedor'),
          parcelas: fc.constant(1),
          entradaPorMil: fc.constant(0),
        }),
        fc.record({
          tipo: fc.constant('pagamentoParcelado' as const),
          meio: fc.constantFrom<MeioPagamento>('pagarme', 'rede'),
          parcelas: fc.integer({ min: 1, max: 12 }),
          entradaPorMil: fc.constant(0),
        }),
        fc.record({
          tipo: fc.constant('pagamentoParceladoEntrada' as const),
          meio: fc.constantFrom<MeioPagamento>('pagarme', 'rede'),
          parcelas: fc.integer({ min: 1, max: 12 }),
          entradaPorMil: fc.integer({ min: 50, max: 900 }),
        }),
      );
      const caso = fc
        .constantFrom<Kind>('pagante', 'milha', 'wallet', 'hotel', 'carro', 'outro')
        .chain((kind) => fc.record({ kind: fc.constant(kind), corpo: corpo[kind], ajuste, termos }));

      await fc.assert(
        fc.asyncProperty(caso, async ({ kind, corpo: base, ajuste: a, termos: tt }) => {
          const body = { ...base, ...a } as CotacaoSaveInput;
          const dialogo = calcularCotacao(ZCotacaoSave.parse(body), contexto);
          if (dialogo.erros.length > 0) {
            // a quote the dialog refuses (an adjustment that takes the final value to zero) is refused by the
            // server with the same message on the same field, and nothing is saved
            expect(await recusadaPeloServidor(kind, body)).toEqual(
              Object.fromEntries(dialogo.erros.map((e) => [e.path.join('.'), [e.message]])),
            );
            return;
          }
          const { venda, cotacao } = await salvar(kind, body);
          for (const campo of [
            'custo_total',
            'custo_agencia',
            'valor_final',
            'lucro_porcentagem',
            'cor_lucro',
          ] as const)
            expect(cotacao[campo], campo).toBe(dialogo[campo]);
          expectPropostaDoDialogo(await textoDaProposta(cotacao), dialogo);
          const entrada =
            tt.tipo === 'pagamentoParceladoEntrada'
              ? new D(dialogo.valor_final).times(tt.entradaPorMil).div(1000).toDecimalPlaces(2).toFixed(2)
              : null;
          const t2: Termos = { tipo: tt.tipo, meio: tt.meio, parcelas: tt.parcelas, entrada };
          // the invoicing dialog's figures, by the same function, with its default discount
          const condicao = {
            tipo: t2.tipo,
            valorAVista: dialogo.valor_final,
            meio: t2.meio,
            parcelas: t2.parcelas,
            valorEntrada: t2.entrada,
          };
          const noDialogo = calcularFatura({ ...condicao, desconto: descontoPadrao(condicao) });
          if (!noDialogo.ok) throw new Error(noDialogo.erro.mensagem);
          expect(noDialogo.fatura.valorTotal).toBe(totalMostrado(dialogo.valor_final, t2));
          const { response, servico, pagamentos } = await faturar(venda, cotacao, t2);
          expect(response.statusCode, response.body).toBe(201);
          expect(servico?.valor_total).toBe(noDialogo.fatura.valorTotal);
          expect(servico?.valor_avista).toBe(dialogo.valor_final);
          expect(pagamentos.map((p) => [p.meio, p.parcelas, p.valor])).toEqual(
            noDialogo.fatura.pagamentos.map((p) => [p.meio_pagamento, p.num_parcelas, p.valor]),
          );
        }),
        { numRuns: RUNS },
      );
    },
    30_000 + RUNS * 5_000,
  );
});
