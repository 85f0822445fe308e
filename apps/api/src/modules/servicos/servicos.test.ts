import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { formatId } from '@skyler/domain/formatters';
import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import {
  SERVICO_MESSAGES,
  SERVICOS_LOG_TIPOS,
  type ServicoView,
  ZServico,
  ZServicosPage,
  ZValidacaoBilhete,
} from '@skyler/domain/servicos';
import { VENDA_ERROS, ZVendaDetalhada } from '@skyler/domain/vendas';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  logs,
  notificacoes,
  pagamentos,
  pagamentos_servicos,
  servicos,
  vendas,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { idDoUsuario, ROLES_STAFF } from '../../test/fixtures.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { infoAVista, prepararCarrinho } from '../../test/servicos-fixtures.ts';
import { ids, pessoas, t, usarAppComReferencia } from '../../test/suite-com-referencia.ts';
import { findServicosPage } from './servicos.queries.ts';

usarAppComReferencia(4);

type Faturada = { venda: number; servicos: ServicoView[] };

/** A sale whose cart of the kinds given was invoiced in cash, each beneficiary list filled. */
async function faturada(tipos: readonly TipoOrcamento[]): Promise<Faturada> {
  const { venda, cotacoes } = await prepararCarrinho(t, ids, tipos);
  const [a = 0, b = 0] = pessoas;
  const lista = (tipo: string) =>
    tipo === 'orcamento_voo' || tipo === 'orcamento_hotel'
      ? [{ contato: a }, { contato: b }]
      : [{ contato: a }];
  const response = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/vendas/${venda}/fatura/`,
    payload: {
      carrinho: cotacoes.map((c) => ({ id: c.id, beneficiarios: lista(c.tipo_servico) })),
      informacoes_pagamento: cotacoes.map((c) => infoAVista(c.id, a)),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { venda, servicos: z.array(ZServico).parse(response.json()) };
}

const get = (url: string, username = 'consultor') => t.injectAs(username, { method: 'GET', url });
const cancelar = (id: number, payload: object, username = 'financeiro') =>
  t.injectAs(username, { method: 'POST', url: `/api/servicos/${id}/cancel/`, payload });
const faturarServico = (id: number, payload: object, username = 'financeiro') =>
  t.injectAs(username, { method: 'POST', url: `/api/servicos/${id}/faturar/`, payload });
const pagina = async (url: string, username = 'consultor') => {
  const response = await get(url, username);
  expect(response.statusCode, response.body).toBe(200);
  return ZServicosPage.parse(response.json());
};

/** Concludes every payment of the sale (what finance does when the money arrives). */
async function pagarTudo(venda: number) {
  await t.db
    .update(pagamentos)
    .set({ status: 'concluido', data_pagamento: '2026-11-20' })
    .where(eq(pagamentos.venda, venda));
}

describe('GET /api/servicos/{id}/', () => {
  it('answers the service with its sale, quote, beneficiaries and paid amount; 404 when missing', async () => {
    const { venda, servicos: [servico] = [] } = await faturada(['orcamento_hotel']);
    if (!servico) throw new Error('no service');
    const response = await get(`/api/servicos/${servico.id}/`, 'emissor');
    expect(response.statusCode).toBe(200);
    const lido = ZServico.parse(response.json());
    expect(lido).toEqual(servico);
    expect(lido.venda.consultor?.id).toBe(await idDoUsuario(t.db, 'consultor'));
    expect(lido.cotacao.tipo_servico).toBe('orcamento_hotel');
    expect(lido.beneficiarios.map((b) => b.contato.id)).toEqual(pessoas.slice(0, 2));

    // paid: the concluded payments' shares; the invoice PDF's address once there is one
    await pagarTudo(venda);
    await t.db.update(servicos).set({ fatura_pdf: 'faturas/x.pdf' }).where(eq(servicos.id, servico.id));
    const pago = ZServico.parse((await get(`/api/servicos/${servico.id}/`)).json());
    expect(pago.valor_pago).toBe(servico.valor_total);
    expect(pago.fatura_pdf_url).toBe(`/api/pdf-fatura/${servico.id}/`);

    const ausente = await get('/api/servicos/999999/');
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe(SERVICO_MESSAGES.naoEncontrado);
    expect((await get(`/api/servicos/${servico.id}/`, 'cliente')).statusCode).toBe(403);
  });
});

describe('GET /api/servicos/detailed/', () => {
  it('pages 15 services, newest first, and filters by status, the sale, its consultant and the day in São Paulo', async () => {
    const criadas: Faturada[] = [];
    for (let i = 0; i < 6; i += 1)
      criadas.push(await faturada(['orcamento_outro', 'orcamento_carro', 'orcamento_outro']));
    const todos = criadas.flatMap((f) => f.servicos.map((s) => s.id));
    const primeira = await pagina('/api/servicos/detailed/');
    expect(primeira.servicos).toHaveLength(15);
    const [maior] = primeira.servicos;
    expect(maior?.id).toBe(Math.max(...todos));
    const idsPagina = primeira.servicos.map((s) => s.id);
    expect(idsPagina).toEqual([...idsPagina].sort((a, b) => b - a));
    const total = (await t.db.select({ n: sql<number>`count(*)::int` }).from(servicos))[0]?.n ?? 0;
    expect(primeira.pages).toBe(Math.ceil(total / 15));
    const segunda = await pagina('/api/servicos/detailed/?page=2');
    expect(segunda.servicos[0]?.id).toBeLessThan(idsPagina[14] ?? 0);

    const [alvo] = criadas;
    if (!alvo) throw new Error('no sale');
    const daVenda = await pagina(`/api/servicos/detailed/?venda=${alvo.venda}`);
    expect(daVenda.servicos.map((s) => s.id)).toEqual(alvo.servicos.map((s) => s.id).reverse());
    expect(daVenda.pages).toBe(1);

    const admin = await idDoUsuario(t.db, 'admin');
    await t.db.update(vendas).set({ consultor: admin }).where(eq(vendas.id, alvo.venda));
    const doAdmin = await pagina(`/api/servicos/detailed/?consultor=${admin}`);
    expect(doAdmin.servicos.map((s) => s.venda.id)).toEqual(alvo.servicos.map(() => alvo.venda));

    const [cancelado] = alvo.servicos;
    if (!cancelado) throw new Error('no service');
    await cancelar(cancelado.id, { motivo_cancelamento: 'Cliente desistiu da viagem' });
    const cancelados = await pagina(`/api/servicos/detailed/?status=cancelado&consultor=${admin}`);
    expect(cancelados.servicos.map((s) => s.id)).toEqual([cancelado.id]);

    // 02:30 UTC on the 10th is still the 9th in São Paulo
    await t.db
      .update(servicos)
      .set({ created_at: new Date('2026-01-10T02:30:00Z') })
      .where(eq(servicos.id, cancelado.id));
    const dia9 = await pagina('/api/servicos/detailed/?data_inicio=2026-01-09&data_fim=2026-01-09');
    expect(dia9.servicos.map((s) => s.id)).toEqual([cancelado.id]);
    const dia10 = await pagina('/api/servicos/detailed/?data_inicio=2026-01-10&data_fim=2026-01-10');
    expect(dia10.servicos).toEqual([]);
    expect(dia10.pages).toBe(1);
  });

  it('refuses bad filters with a message and customer accounts with 403', async () => {
    const ruim = await get('/api/servicos/detailed/?status=pago');
    expect(ruim.statusCode).toBe(400);
    const data = await get('/api/servicos/detailed/?data_inicio=2026-02-30');
    expect(data.statusCode).toBe(400);
    expect(expectDetail(data)).toBe('Data inválida.');
    const cliente = await get('/api/servicos/detailed/', 'cliente');
    expect(cliente.statusCode).toBe(403);
    expect(expectDetail(cliente)).toBe(AUTH_MESSAGES.forbidden);
    for (const username of ROLES_STAFF)
      expect((await get('/api/servicos/detailed/', username)).statusCode).toBe(200);
  });
});

describe('the panels: pagamento/, validation_emissao/, validation/', () => {
  it('list the services of each stage to the users of the panel', async () => {
    const { venda: vendaHotel, servicos: [hotel] = [] } = await faturada(['orcamento_hotel']);
    const { venda: vendaVoo, servicos: [voo] = [] } = await faturada(['orcamento_voo']);
    await pagarTudo(vendaHotel);
    await pagarTudo(vendaVoo);
    const { servicos: [outro] = [] } = await faturada(['orcamento_outro']);
    if (!hotel || !voo || !outro) throw new Error('no services');
    await t.db.update(servicos).set({ status: 'pagamento_validacao' }).where(eq(servicos.id, outro.id));
    const aguardando = await pagina('/api/servicos/pagamento/', 'financeiro');
    const idsAguardando = aguardando.servicos.map((s) => s.id);
    expect(idsAguardando).toEqual(expect.arrayContaining([hotel.id, voo.id, outro.id]));
    expect(
      aguardando.servicos.every((s) => s.status === 'pagamento' || s.status === 'pagamento_validacao'),
    ).toBe(true);

    expect((await faturarServico(hotel.id, { seguiu_manual_boas_praticas: true })).statusCode).toBe(200);
    expect((await faturarServico(voo.id, { seguiu_manual_boas_praticas: true })).statusCode).toBe(200);
    const validados = await pagina('/api/servicos/validation_emissao/', 'admin');
    expect(validados.servicos.map((s) => s.id)).toEqual([hotel.id]);
    const validacao = await pagina('/api/servicos/validation/', 'milhas');
    expect(validacao.servicos.map((s) => s.id)).toEqual([voo.id]);
    expect(validacao.servicos[0]?.cotacao.subcotacoes.map((b) => b.tipo_cotacao)).toEqual([
      'pagante',
      'milha',
      'wallet',
    ]);

    for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect((await get('/api/servicos/pagamento/', username)).statusCode, username).toBe(403);
      expect((await get('/api/servicos/validation_emissao/', username)).statusCode, username).toBe(403);
    }
    for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'cliente']) {
      expect((await get('/api/servicos/validation/', username)).statusCode, username).toBe(403);
    }
  });
});

describe('GET /api/servicos/{id}/validacoes/', () => {
  it("answers the service's miles and wallet tickets with what validating them needs", async () => {
    const { servicos: [voo] = [] } = await faturada(['orcamento_voo']);
    if (!voo) throw new Error('no service');
    const response = await get(`/api/servicos/${voo.id}/validacoes/`, 'milhas');
    expect(response.statusCode, response.body).toBe(200);
    const bilhetes = z.array(ZValidacaoBilhete).parse(response.json());
    expect(
      bilhetes.map((b) => [b.tipo_cotacao, b.programa_fidelidade?.nome, b.passageiros, b.validado]),
    ).toEqual([
      ['milha', 'LATAM Pass', 2, false],
      ['wallet', 'Smiles', 2, false],
    ]);
    const [milha] = bilhetes;
    expect(milha?.quantidade_milhas).toBe(60_000);
    expect(milha?.subcotacao).toBe(voo.cotacao.subcotacoes[1]?.id);
    expect(Number(milha?.valor_total)).toBeGreaterThan(0);

    const { servicos: [hotel] = [] } = await faturada(['orcamento_hotel']);
    expect((await get(`/api/servicos/${hotel?.id}/validacoes/`, 'admin')).json()).toEqual([]);
    expect((await get('/api/servicos/999999/validacoes/', 'milhas')).statusCode).toBe(404);
    for (const username of ['consultor', 'financeiro', 'emissor', 'cliente'])
      expect((await get(`/api/servicos/${voo.id}/validacoes/`, username)).statusCode, username).toBe(403);
  });
});

describe('POST /api/servicos/{id}/cancel/', () => {
  it('cancels from pagamento, pagamento_validacao and validacao with the reason, audited and notified', async () => {
    const { venda, servicos: lista } = await faturada([
      'orcamento_outro',
      'orcamento_carro',
      'orcamento_voo',
    ]);
    const [outro, carro, voo] = lista;
    if (!outro || !carro || !voo) throw new Error('no services');
    const motivo = { motivo_cancelamento: '  Cliente desistiu  ' };
    const response = await cancelar(outro.id, motivo, 'financeiro');
    expect(response.statusCode, response.body).toBe(200);
    const cancelado = ZServico.parse(response.json());
    expect(cancelado).toMatchObject({
      status: 'cancelado',
      motivo_cancelamento: 'Cliente desistiu',
      cancelado_por: { id: await idDoUsuario(t.db, 'financeiro') },
    });
    expect(cancelado.cancelado_em).not.toBeNull();

    await t.db.update(servicos).set({ status: 'pagamento_validacao' }).where(eq(servicos.id, carro.id));
    expect((await cancelar(carro.id, motivo, 'milhas')).statusCode).toBe(200);
    await pagarTudo(venda);
    expect((await faturarServico(voo.id, { seguiu_manual_boas_praticas: true })).statusCode).toBe(200);
    expect((await cancelar(voo.id, motivo, 'admin')).statusCode).toBe(200);

    const auditorias = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'servico_cancelado'), eq(logs.venda, venda)));
    expect(auditorias).toHaveLength(3);
    const avisos = await t.db
      .select()
      .from(notificacoes)
      .where(
        and(eq(notificacoes.venda, venda), eq(notificacoes.title, `Serviço ${formatId(outro.id)} cancelado`)),
      );
    expect(avisos).toHaveLength(1);
    expect(avisos[0]?.context).toBe('servico');
  });

  it('refuses a short reason, a service in emissao or cancelled, and users outside finance and miles', async () => {
    const { venda, servicos: [hotel, outro] = [] } = await faturada(['orcamento_hotel', 'orcamento_outro']);
    if (!hotel || !outro) throw new Error('no services');
    await pagarTudo(venda);
    const curto = await cancelar(outro.id, { motivo_cancelamento: 'curto' });
    expect(curto.statusCode).toBe(400);
    expect(curto.json()).toEqual({
      detail: SERVICO_MESSAGES.justificativa,
      errors: { motivo_cancelamento: [SERVICO_MESSAGES.justificativa] },
    });
    expect((await cancelar(outro.id, { motivo_cancelamento: 'x'.repeat(51) })).statusCode).toBe(400);
    for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'cliente']) {
      expect(
        (await cancelar(outro.id, { motivo_cancelamento: 'Cliente desistiu' }, username)).statusCode,
      ).toBe(403);
    }
    await faturarServico(hotel.id, { seguiu_manual_boas_praticas: true });
    const emEmissao = await cancelar(hotel.id, { motivo_cancelamento: 'Cliente desistiu' });
    expect(emEmissao.statusCode).toBe(409);
    expect(expectDetail(emEmissao)).toBe(SERVICO_MESSAGES.naoCancelado);
    expect((await cancelar(outro.id, { motivo_cancelamento: 'Cliente desistiu' })).statusCode).toBe(200);
    const deNovo = await cancelar(outro.id, { motivo_cancelamento: 'Cliente desistiu' });
    expect(deNovo.statusCode).toBe(409);
    expect(expectDetail(deNovo)).toBe(SERVICO_MESSAGES.naoCancelado);
    expect((await cancelar(999_999, { motivo_cancelamento: 'Cliente desistiu' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(servicos).where(eq(servicos.id, hotel.id));
    expect(row?.status).toBe('emissao');
  });
});

describe('cancelling a service releases what it still owed', () => {
  it('removes its own open payments, takes its share off a joined one and keeps the concluded ones', async () => {
    const { venda, cotacoes } = await prepararCarrinho(t, ids, ['orcamento_outro', 'orcamento_carro']);
    const [a = 0] = pessoas;
    const [outro, carro] = cotacoes;
    if (!outro || !carro) throw new Error('no quotes');
    const parcelado = (cotacao: number) =>
      infoAVista(cotacao, a, {
        name: 'pagamentoParceladoEntrada',
        numeroParcelas: 3,
        valorEntrada: '100',
        desconto: '0',
      });
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda}/fatura/`,
      payload: {
        carrinho: cotacoes.map((c) => ({ id: c.id, beneficiarios: [{ contato: a }] })),
        informacoes_pagamento: [parcelado(outro.id), parcelado(carro.id)],
        pagamentosJuntos: [[outro.id, carro.id]],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [servicoOutro, servicoCarro] = z.array(ZServico).parse(response.json());
    if (!servicoOutro || !servicoCarro) throw new Error('no services');
    const daVenda = () =>
      t.db
        .select({
          pagamento: pagamentos,
          servico: pagamentos_servicos.servico,
          parte: pagamentos_servicos.valor,
        })
        .from(pagamentos)
        .innerJoin(pagamentos_servicos, eq(pagamentos_servicos.pagamento, pagamentos.id))
        .where(eq(pagamentos.venda, venda))
        .orderBy(asc(pagamentos.id));
    const antes = await daVenda();
    // two entries (one per service) and one joined card payment split over both
    const entradaOutro = antes.find((r) => r.pagamento.origem === 'entrada' && r.servico === servicoOutro.id);
    const entradaCarro = antes.find((r) => r.pagamento.origem === 'entrada' && r.servico === servicoCarro.id);
    const junto = antes.filter((r) => r.pagamento.origem === 'parcelado');
    expect(junto).toHaveLength(2);
    if (!entradaOutro || !entradaCarro || !junto[0]) throw new Error('payments not as invoiced');
    const parteCarro = junto.find((r) => r.servico === servicoCarro.id)?.parte;
    // the carro entry was paid already
    await t.db
      .update(pagamentos)
      .set({ status: 'concluido', data_pagamento: '2026-11-20' })
      .where(eq(pagamentos.id, entradaCarro.pagamento.id));

    expect(
      (await cancelar(servicoCarro.id, { motivo_cancelamento: 'Cliente desistiu do carro' })).statusCode,
    ).toBe(200);
    const depois = await daVenda();
    expect(depois.find((r) => r.pagamento.id === entradaCarro.pagamento.id)?.pagamento.status).toBe(
      'concluido',
    );
    expect(depois.find((r) => r.pagamento.id === entradaOutro.pagamento.id)).toBeDefined();
    const juntoDepois = depois.filter((r) => r.pagamento.id === junto[0]?.pagamento.id);
    expect(juntoDepois.map((r) => r.servico)).toEqual([servicoOutro.id]);
    expect(Number(juntoDepois[0]?.pagamento.valor)).toBeCloseTo(
      Number(junto[0].pagamento.valor) - Number(parteCarro),
      2,
    );

    expect(
      (await cancelar(servicoOutro.id, { motivo_cancelamento: 'Cliente desistiu da viagem' })).statusCode,
    ).toBe(200);
    const fim = await daVenda();
    expect(fim.map((r) => r.pagamento.id)).toEqual([entradaCarro.pagamento.id]);
    const auditorias = await t.db
      .select({ tipo: logs.tipo })
      .from(logs)
      .where(and(eq(logs.venda, venda), sql`${logs.meta}->>'motivo' = 'servico_cancelado'`));
    expect(auditorias.map((l) => l.tipo).sort()).toEqual([
      'pagamento_alterado',
      'pagamento_excluido',
      'pagamento_excluido',
    ]);
  });
});

describe('POST /api/servicos/{id}/faturar/', () => {
  it('sends a service with miles or wallet tickets to validation and others to issuance, with the answer', async () => {
    const { venda, servicos: [hotel, voo] = [] } = await faturada(['orcamento_hotel', 'orcamento_voo']);
    if (!hotel || !voo) throw new Error('no services');
    await pagarTudo(venda);
    const sim = await faturarServico(hotel.id, { seguiu_manual_boas_praticas: true });
    expect(sim.statusCode, sim.body).toBe(200);
    expect(ZServico.parse(sim.json())).toMatchObject({
      status: 'emissao',
      seguiu_manual_boas_praticas: true,
      motivo_nao_seguimento_boas_praticas: null,
      faturado_por: { id: await idDoUsuario(t.db, 'financeiro') },
    });
    const nao = await faturarServico(
      voo.id,
      { seguiu_manual_boas_praticas: false, motivo_nao_seguimento_boas_praticas: 'Cliente pediu urgência' },
      'admin',
    );
    expect(nao.statusCode, nao.body).toBe(200);
    const validacao = ZServico.parse(nao.json());
    expect(validacao).toMatchObject({
      status: 'validacao',
      seguiu_manual_boas_praticas: false,
      motivo_nao_seguimento_boas_praticas: 'Cliente pediu urgência',
    });
    expect(validacao.faturado_em).not.toBeNull();
    const auditorias = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'servico_faturado'), eq(logs.venda, venda)));
    expect(auditorias).toHaveLength(2);

    // the sales list counts the sale's services in validation, and the sale's validacao/ tab lists them
    const lista = await get(`/api/vendas/detailed/?id_venda=${venda}`);
    const [linha] = z.object({ vendas: z.array(ZVendaDetalhada) }).parse(lista.json()).vendas;
    expect(linha?.num_servicos_validacao).toBe(1);
    const aba = await get(`/api/vendas/${venda}/validacao/`);
    expect(
      z
        .array(ZServico)
        .parse(aba.json())
        .map((s) => s.id),
    ).toEqual([voo.id]);
    await cancelar(voo.id, { motivo_cancelamento: 'Cliente desistiu' });
    const depois = z
      .object({ vendas: z.array(ZVendaDetalhada) })
      .parse((await get(`/api/vendas/detailed/?id_venda=${venda}`)).json());
    expect(depois.vendas[0]?.num_servicos_validacao).toBe(0);
  });

  it('refuses Não without a reason of 10 to 50 characters, a service not awaiting payment, and users outside finance', async () => {
    const { venda, servicos: [outro] = [] } = await faturada(['orcamento_outro']);
    if (!outro) throw new Error('no service');
    await pagarTudo(venda);
    const semMotivo = await faturarServico(outro.id, { seguiu_manual_boas_praticas: false });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json()).toEqual({
      detail: SERVICO_MESSAGES.justificativa,
      errors: { motivo_nao_seguimento_boas_praticas: [SERVICO_MESSAGES.justificativa] },
    });
    for (const username of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect(
        (await faturarServico(outro.id, { seguiu_manual_boas_praticas: true }, username)).statusCode,
      ).toBe(403);
    }
    expect((await faturarServico(outro.id, { seguiu_manual_boas_praticas: true })).statusCode).toBe(200);
    const deNovo = await faturarServico(outro.id, { seguiu_manual_boas_praticas: true });
    expect(deNovo.statusCode).toBe(409);
    expect(expectDetail(deNovo)).toBe(SERVICO_MESSAGES.naoFaturavel);
    expect((await faturarServico(999_999, { seguiu_manual_boas_praticas: true })).statusCode).toBe(404);
  });
});

describe('releasing a service its concluded payments do not cover', () => {
  it('is refused unless finance records an exception with its reason, audited and shown on the service', async () => {
    const { venda, servicos: [outro] = [] } = await faturada(['orcamento_outro']);
    if (!outro) throw new Error('no service');
    const recusado = await faturarServico(outro.id, { seguiu_manual_boas_praticas: true });
    expect(recusado.statusCode).toBe(409);
    expect(expectDetail(recusado)).toBe(SERVICO_MESSAGES.naoCoberto);
    const semMotivo = await faturarServico(outro.id, {
      seguiu_manual_boas_praticas: true,
      excecao_pagamento: true,
      motivo_excecao_pagamento: 'curto',
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().errors.motivo_excecao_pagamento).toEqual([SERVICO_MESSAGES.motivoExcecao]);
    expect((await get(`/api/servicos/${outro.id}/`)).json().status).toBe('pagamento');

    const motivo = 'Cliente corporativo paga em 30 dias, aprovado pela diretoria';
    const liberado = await faturarServico(outro.id, {
      seguiu_manual_boas_praticas: true,
      excecao_pagamento: true,
      motivo_excecao_pagamento: motivo,
    });
    expect(liberado.statusCode, liberado.body).toBe(200);
    expect(ZServico.parse(liberado.json())).toMatchObject({
      status: 'emissao',
      excecao_pagamento: { motivo, por: { id: await idDoUsuario(t.db, 'financeiro') } },
    });
    const auditorias = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'servico_liberado_excecao'), eq(logs.venda, venda)));
    expect(auditorias).toHaveLength(1);
    expect(SERVICOS_LOG_TIPOS.servico_liberado_excecao).toBeDefined();
  });

  it('a covered service is released without an exception, and none is recorded', async () => {
    const { venda, servicos: [outro] = [] } = await faturada(['orcamento_outro']);
    if (!outro) throw new Error('no service');
    await pagarTudo(venda);
    const response = await faturarServico(outro.id, {
      seguiu_manual_boas_praticas: true,
      excecao_pagamento: true,
      motivo_excecao_pagamento: 'Não precisava de exceção alguma',
    });
    expect(response.statusCode).toBe(200);
    expect(ZServico.parse(response.json()).excecao_pagamento).toBeNull();
  });
});

describe('service versions', () => {
  it('reads answer the version; a release or cancellation sent with an older one gets 409 and changes nothing', async () => {
    const { venda, servicos: [a, b] = [] } = await faturada(['orcamento_outro', 'orcamento_carro']);
    if (!a || !b) throw new Error('no services');
    await pagarTudo(venda);
    const lido = ZServico.parse((await get(`/api/servicos/${a.id}/`)).json());
    expect(lido.versao).toBeGreaterThan(0);
    await t.db.update(servicos).set({ updated_at: new Date() }).where(eq(servicos.id, a.id));
    const velho = await faturarServico(a.id, { seguiu_manual_boas_praticas: true, versao: lido.versao });
    expect(velho.statusCode).toBe(409);
    expect(expectDetail(velho)).toBe(MENSAGEM_VERSAO);
    const atual = ZServico.parse((await get(`/api/servicos/${a.id}/`)).json());
    expect(atual.status).toBe('pagamento');
    expect(atual.versao).toBe(lido.versao + 1);
    const ok = await faturarServico(a.id, { seguiu_manual_boas_praticas: true, versao: atual.versao });
    expect(ok.statusCode, ok.body).toBe(200);

    const lidoB = ZServico.parse((await get(`/api/servicos/${b.id}/`)).json());
    const primeiro = await cancelar(b.id, { motivo_cancelamento: 'Cliente desistiu', versao: lidoB.versao });
    expect(primeiro.statusCode).toBe(200);
    const segundo = await cancelar(b.id, { motivo_cancelamento: 'Outro motivo aqui', versao: lidoB.versao });
    expect(segundo.statusCode).toBe(409);
    expect(expectDetail(segundo)).toBe(MENSAGEM_VERSAO);
  });
});

describe("the sale's tabs and conclusion", () => {
  it('servicos/ lists the services newest first, fatura/ the invoiced quotes', async () => {
    const { venda, servicos: lista } = await faturada(['orcamento_outro', 'orcamento_carro']);
    const aba = await get(`/api/vendas/${venda}/servicos/`);
    expect(aba.statusCode).toBe(200);
    expect(z.array(ZServico).parse(aba.json())).toEqual([...lista].reverse());
    const faturadas = await get(`/api/vendas/${venda}/fatura/`);
    expect(faturadas.statusCode).toBe(200);
    expect((faturadas.json() as { id: number; status: string }[]).map((c) => [c.id, c.status])).toEqual(
      lista.map((s) => [s.cotacao.id, 'fatura']),
    );
    for (const aba of ['fatura', 'validacao', 'beneficiarios']) {
      expect((await get(`/api/vendas/999999/${aba}/`)).statusCode, aba).toBe(404);
      expect((await get(`/api/vendas/${venda}/${aba}/`, 'cliente')).statusCode, aba).toBe(403);
    }
  });

  it('refuses to conclude while an amount is open, and concludes once it is paid', async () => {
    const { venda, servicos: lista } = await faturada(['orcamento_outro', 'orcamento_carro']);
    const concluir = () =>
      t.injectAs('consultor', {
        method: 'PUT',
        url: `/api/vendas/${venda}/concluir/`,
        payload: { status: 'concluida' },
      });
    const aberta = await concluir();
    expect(aberta.statusCode).toBe(409);
    expect(expectDetail(aberta)).toBe(VENDA_ERROS.emAberto);

    // one payment paid: still open
    const [primeiro] = await t.db
      .select()
      .from(pagamentos)
      .where(eq(pagamentos.venda, venda))
      .orderBy(asc(pagamentos.id));
    await t.db
      .update(pagamentos)
      .set({ status: 'concluido' })
      .where(eq(pagamentos.id, primeiro?.id ?? 0));
    expect((await concluir()).statusCode).toBe(409);

    // a cancelled service owes nothing: paying the rest closes it
    const [, carro] = lista;
    await cancelar(carro?.id ?? 0, { motivo_cancelamento: 'Cliente desistiu' });
    const ok = await concluir();
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db.select().from(vendas).where(eq(vendas.id, venda));
    expect(row?.status).toBe('concluida');
  });

  it('concludes a sale whose services are all cancelled', async () => {
    const { venda, servicos: [outro] = [] } = await faturada(['orcamento_outro']);
    await cancelar(outro?.id ?? 0, { motivo_cancelamento: 'Cliente desistiu' });
    const ok = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${venda}/concluir/`,
      payload: { status: 'concluida' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the contact and the company', () => {
  it('show per sale the number of services, what they charge and what was paid', async () => {
    const { venda, servicos: lista } = await faturada(['orcamento_outro', 'orcamento_carro']);
    const [outro, carro] = lista;
    if (!outro || !carro) throw new Error('no services');
    const [pago] = await t.db
      .select({ pagamento: pagamentos_servicos.pagamento })
      .from(pagamentos_servicos)
      .where(eq(pagamentos_servicos.servico, outro.id));
    await t.db
      .update(pagamentos)
      .set({ status: 'concluido' })
      .where(eq(pagamentos.id, pago?.pagamento ?? 0));
    const [row] = await t.db.select().from(vendas).where(eq(vendas.id, venda));
    const aba = await get(`/api/contatos/${row?.cliente}/vendas/`);
    const linha = (aba.json() as Record<string, unknown>[]).find((v) => v.id === venda);
    const soma = (Number(outro.valor_total) + Number(carro.valor_total)).toFixed(2);
    expect(linha).toMatchObject({ num_servicos: 2, valor_faturado: soma, valor_pago: outro.valor_total });

    await cancelar(carro.id, { motivo_cancelamento: 'Cliente desistiu' });
    await t.db.update(vendas).set({ cliente: null, cliente_empresa: 1 }).where(eq(vendas.id, venda));
    const daEmpresa = (await get('/api/empresas/1/vendas/')).json() as Record<string, unknown>[];
    expect(daEmpresa.find((v) => v.id === venda)).toMatchObject({
      num_servicos: 1,
      valor_faturado: outro.valor_total,
      valor_pago: outro.valor_total,
    });
    await t.db
      .update(vendas)
      .set({ cliente: row?.cliente ?? null, cliente_empresa: null })
      .where(eq(vendas.id, venda));
  });

  it("lists the sale's services that are not cancelled on the contact's invoice PDF", async () => {
    const { venda, servicos: lista } = await faturada([
      'orcamento_hotel',
      'orcamento_outro',
      'orcamento_carro',
    ]);
    const [hotel, outro, carro] = lista;
    if (!hotel || !outro || !carro) throw new Error('no services');
    await cancelar(carro.id, { motivo_cancelamento: 'Cliente desistiu' });
    const [row] = await t.db.select().from(vendas).where(eq(vendas.id, venda));
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${row?.cliente}/fatura/`,
      payload: { vendas: [venda] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const texto = pdfPageTexts(response.rawPayload).join('\n');
    expect(texto).toContain(`Venda ${formatId(venda)} · Serviço ${formatId(hotel.id)}`);
    expect(texto).toContain(`Serviço ${formatId(outro.id)}`);
    expect(texto).not.toContain(`Serviço ${formatId(carro.id)}`);
    expect(texto).toContain('Hotel');
    expect(texto).toContain('Pagamento');
    const total = (Number(hotel.valor_total) + Number(outro.valor_total)).toFixed(2);
    const [inteiro = '', centavos = ''] = total.split('.');
    const comPontos = inteiro.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    expect(texto).toContain(`${comPontos},${centavos}`);
  });
});

describe('reads stay few per page', () => {
  it('reads a page of services in the same few statements whatever its size', async () => {
    await faturada(['orcamento_voo', 'orcamento_hotel', 'orcamento_outro']);
    const cliente = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const espiao = vi.spyOn(cliente, 'query');
    const contar = async (pageSize: number) => {
      espiao.mockClear();
      const page = await findServicosPage(t.db, {}, { page: 1, pageSize });
      expect(page.rows).toHaveLength(pageSize);
      return espiao.mock.calls.length;
    };
    const dois = await contar(2);
    const quinze = await contar(15);
    espiao.mockRestore();
    expect(quinze).toBe(dois);
    expect(quinze).toBeLessThanOrEqual(4);
  });
});
