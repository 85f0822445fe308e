import { PADROES_FISCAIS } from '@skyler/domain/fiscal';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { NFSE_MESSAGES as M, type NfseView, ZNfse, ZNfsePage } from '@skyler/domain/nfse';
import { cpf } from 'cpf-cnpj-validator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  configuracao_fiscal,
  contatos,
  cotacoes,
  emails_fila,
  emissoes,
  logs,
  nfse,
  pagamentos,
  pagamentos_servicos,
  racs,
} from '../../db/schema/index.ts';
import { createNfseClient, type FocusNfsePedido } from '../../integrations/focus-nfe.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { type FakeServer, startFakeServer } from '../../test/fake-server.ts';
import { ROLES_STAFF } from '../../test/fixtures.ts';
import { type FocusFalso, focusFalso } from '../../test/focus-nfe-falso.ts';
import { criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { solicitarNfseAoConcluirTx } from './nfse.service.ts';
import { ajustarNfseAposReembolsoTx } from './nfse-ajuste.ts';
import { arquivosNfseDoMes } from './nfse-contabilidade.ts';
import { loteNfseNoTerminal } from './nfse-lote.ts';

const TOKEN = 'token-focus-de-teste';
let t: TestApp;
let provedor: FakeServer;
let focus: FocusFalso;
const cpfs = new Map<number, string>();

const CONFIGURACAO = {
  ...PADROES_FISCAIS.simples_nacional,
  cnpj: '11.222.333/0001-81',
  inscricao_municipal: '12345678',
  municipio: { codigo_ibge: '3550308', nome: 'São Paulo' },
  emissao: 'sob_demanda' as const,
};

beforeAll(async () => {
  focus = focusFalso({ token: TOKEN });
  provedor = await startFakeServer(focus.handler);
  t = await createTestApp({ env: { NFSE_URL: provedor.url, NFSE_TOKEN: TOKEN } });
  const salva = await t.injectAs('admin', {
    method: 'PUT',
    url: '/api/configuracoes/fiscal/',
    payload: CONFIGURACAO,
  });
  expect(salva.statusCode, salva.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
  await provedor.close();
});

/** A paid service of R$ 1.000,00 costing the agency R$ 850,00: R$ 150,00 of own revenue. */
async function servicoPago(): Promise<{ servico: number; venda: number; cotacao: number; cliente: number }> {
  const venda = await criarVendaComServicos(t.db, { valores: ['1000.00'] });
  const servico = venda.servicos[0] as number;
  const documento = cpf.generate();
  cpfs.set(servico, documento);
  await t.db
    .update(contatos)
    .set({
      cpf: documento,
      email: `tomador${servico}@example.com`,
      endereco: {
        cep: '01310100',
        estado: 'SP',
        cidade: 'São Paulo',
        bairro: 'Bela Vista',
        logradouro: 'Av. Paulista',
        numero: '1000',
        complemento: '',
        pais: 'Brasil',
      },
    })
    .where(eq(contatos.id, venda.cliente));
  await t.db
    .update(cotacoes)
    .set({ custo_agencia: '850.00' })
    .where(eq(cotacoes.id, venda.cotacoes[0] as number));
  const [pagamento] = await t.db
    .insert(pagamentos)
    .values({
      venda: venda.venda,
      status: 'concluido',
      valor_total: '1000.00',
      meio_pagamento: 'pix',
      data_vencimento: '2026-11-10',
      data_pagamento: '2026-11-10',
    } as typeof pagamentos.$inferInsert)
    .returning({ id: pagamentos.id });
  await t.db
    .insert(pagamentos_servicos)
    .values({ pagamento: pagamento?.id as number, servico, valor: '1000.00' });
  return { servico, venda: venda.venda, cotacao: venda.cotacoes[0] as number, cliente: venda.cliente };
}

const pedir = (servico: number, username = 'financeiro') =>
  t.injectAs(username, { method: 'POST', url: `/api/servicos/${servico}/nfse/` });
const ver = async (id: number) =>
  ZNfse.parse((await t.injectAs('financeiro', { method: 'GET', url: `/api/nfse/${id}/` })).json());
/** one round of the queue at `agora` (later rounds: later times, past each wait) */
const rodada = (agora = new Date()) => t.app.nfse.fila.processar(agora);
const minutos = (n: number) => new Date(Date.now() + n * 60_000);

describe('POST /api/servicos/{id}/nfse/ and the queue', () => {
  it('requests the own revenue as pending, the provider authorises it, the client gets the PDF link by e-mail', async () => {
    const { servico } = await servicoPago();
    const resposta = await pedir(servico);
    expect(resposta.statusCode, resposta.body).toBe(200);
    const pedida = ZNfse.parse(resposta.json());
    expect(pedida).toMatchObject({
      status: 'pendente',
      valor: '150.00',
      referencia: `servico-${servico}`,
      operacao: 'emitir',
    });
    expect(pedida.tomador).toMatchObject({
      documento: cpfs.get(servico),
      nome: expect.stringMatching(/Pagador$/),
    });

    await rodada();
    const enviado = focus.recebidas.get(`servico-${servico}`) as FocusNfsePedido;
    expect(enviado.servico).toMatchObject({
      valor_servicos: 150,
      item_lista_servico: '0902',
      aliquota: 2.01,
      codigo_municipio: '3550308',
    });
    expect(enviado.prestador).toEqual({
      cnpj: '11222333000181',
      inscricao_municipal: '12345678',
      codigo_municipio: '3550308',
    });
    expect(enviado.tomador).toMatchObject({
      cpf: cpfs.get(servico),
      endereco: { cep: '01310100', uf: 'SP' },
    });
    expect((await ver(pedida.id)).status).toBe('pendente');

    await rodada(minutos(1));
    const autorizada = await ver(pedida.id);
    expect(autorizada).toMatchObject({ status: 'autorizada', numero: expect.any(String), operacao: null });
    expect(autorizada.url_pdf).toBe(`${provedor.url}/notas/servico-${servico}.pdf`);
    expect(autorizada.url_xml).toBe(`${provedor.url}/arquivos/servico-${servico}.xml`);
    expect(autorizada.cancelavel_ate).not.toBeNull();
    const [linha] = await t.db.select({ xml: nfse.xml }).from(nfse).where(eq(nfse.id, pedida.id));
    expect(linha?.xml).toContain(`<Numero>${autorizada.numero}</Numero>`);
    const [email] = await t.db
      .select()
      .from(emails_fila)
      .where(eq(emails_fila.para, `tomador${servico}@example.com`));
    expect(email?.texto).toContain(autorizada.url_pdf);
    const tipos = (
      await t.db
        .select({ tipo: logs.tipo })
        .from(logs)
        .where(sql`${logs.meta}->>'entidade' = 'nfse' and (${logs.meta}->>'id')::int = ${pedida.id}`)
    ).map((l) => l.tipo);
    expect(tipos).toEqual(expect.arrayContaining(['nfse_solicitada', 'nfse_autorizada']));
  });

  it('is idempotent: two requests for one service, even at once, make one invoice', async () => {
    const { servico } = await servicoPago();
    const [a, b] = await Promise.all([pedir(servico), pedir(servico)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(ZNfse.parse(a.json()).id).toBe(ZNfse.parse(b.json()).id);
    const again = ZNfse.parse((await pedir(servico, 'admin')).json());
    expect(again.id).toBe(ZNfse.parse(a.json()).id);
    expect(await t.db.select().from(nfse).where(eq(nfse.servico, servico))).toHaveLength(1);
  });

  it('a rejection keeps the provider message; fixed and re-sent, it is authorised', async () => {
    const { servico } = await servicoPago();
    focus.rejeitar.add(`servico-${servico}`);
    const pedida = ZNfse.parse((await pedir(servico)).json());
    await rodada();
    await rodada(minutos(1));
    const rejeitada = await ver(pedida.id);
    expect(rejeitada).toMatchObject({
      status: 'rejeitada',
      mensagem: 'Inscrição municipal do tomador inválida. Corrija o cadastro.',
    });

    const reenvio = {
      tomador: { ...rejeitada.tomador, nome: 'Cliente Corrigido' },
      discriminacao: 'Agenciamento de viagem',
      versao: rejeitada.versao,
    };
    const curto = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/nfse/${pedida.id}/reenviar/`,
      payload: { ...reenvio, discriminacao: ' ' },
    });
    expect(curto.statusCode).toBe(400);
    focus.rejeitar.delete(`servico-${servico}`);
    const reenviada = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/nfse/${pedida.id}/reenviar/`,
      payload: reenvio,
    });
    expect(reenviada.statusCode, reenviada.body).toBe(200);
    expect(ZNfse.parse(reenviada.json())).toMatchObject({ status: 'pendente', mensagem: null });
    const denovo = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/nfse/${pedida.id}/reenviar/`,
      payload: { ...reenvio, versao: undefined },
    });
    expect(expectDetail(denovo)).toBe(M.soRejeitadaReenvia);
    await rodada();
    await rodada(minutos(1));
    expect((await ver(pedida.id)).status).toBe('autorizada');
    expect(focus.recebidas.get(`servico-${servico}`)?.tomador.razao_social).toBe('Cliente Corrigido');
  });

  it('a provider down (5xx) leaves the invoice pending and retried with the outbox wait', async () => {
    const { servico } = await servicoPago();
    focus.fora = true;
    const pedida = ZNfse.parse((await pedir(servico)).json());
    try {
      await rodada();
    } finally {
      focus.fora = false;
    }
    const pendente = await ver(pedida.id);
    expect(pendente).toMatchObject({
      status: 'pendente',
      operacao: 'emitir',
      tentativas: 1,
      mensagem: expect.stringContaining(M.provedorSemResposta),
    });
    const espera = new Date(pendente.proxima_tentativa as string).getTime() - Date.now();
    expect(espera).toBeGreaterThan(20_000);
    await rodada();
    expect((await ver(pedida.id)).tentativas).toBe(1);
    await rodada(minutos(1));
    await rodada(minutos(2));
    expect((await ver(pedida.id)).status).toBe('autorizada');
  });

  it('cancels an authorised invoice with a reason within the window, refuses after it', async () => {
    const { servico } = await servicoPago();
    const pedida = ZNfse.parse((await pedir(servico)).json());
    await rodada();
    await rodada(minutos(1));
    const autorizada = await ver(pedida.id);
    const url = `/api/nfse/${pedida.id}/cancelar/`;
    const curto = await t.injectAs('financeiro', { method: 'POST', url, payload: { motivo: 'erro' } });
    expect(curto.statusCode).toBe(400);
    expect(curto.body).toContain(M.motivo);
    const motivo = 'Serviço cancelado pelo cliente antes da viagem';
    const cancelando = await t.injectAs('financeiro', {
      method: 'POST',
      url,
      payload: { motivo, versao: autorizada.versao },
    });
    expect(cancelando.statusCode, cancelando.body).toBe(200);
    expect(ZNfse.parse(cancelando.json())).toMatchObject({
      status: 'autorizada',
      operacao: 'cancelar',
      motivo_cancelamento: motivo,
    });
    await rodada();
    expect((await ver(pedida.id)).status).toBe('cancelada');
    expect(focus.canceladas.get(`servico-${servico}`)).toBe(motivo);

    // after the window: authorised 40 days ago, the settings give 30
    const outro = await servicoPago();
    const velha = ZNfse.parse((await pedir(outro.servico)).json());
    await rodada();
    await rodada(minutos(1));
    await t.db
      .update(nfse)
      .set({ autorizada_em: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(nfse.id, velha.id));
    const tarde = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/nfse/${velha.id}/cancelar/`,
      payload: { motivo },
    });
    expect(tarde.statusCode).toBe(409);
    expect(expectDetail(tarde)).toMatch(
      /^O prazo de cancelamento desta NFS-e terminou em \d{2}\/\d{2}\/\d{4}/,
    );
  });
});

describe('GET /api/nfse/ and access', () => {
  it('lists by status and period, paged', async () => {
    const resposta = await t.injectAs('financeiro', { method: 'GET', url: '/api/nfse/?status=autorizada' });
    expect(resposta.statusCode, resposta.body).toBe(200);
    const pagina = ZNfsePage.parse(resposta.json());
    expect(pagina.nfse.length).toBeGreaterThan(0);
    expect(pagina.nfse.every((n: NfseView) => n.status === 'autorizada')).toBe(true);
    const futuro = ZNfsePage.parse(
      (await t.injectAs('admin', { method: 'GET', url: '/api/nfse/?inicio=2099-01-01' })).json(),
    );
    expect(futuro.nfse).toEqual([]);
    const invertido = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/nfse/?inicio=2026-02-01&fim=2026-01-01',
    });
    expect(invertido.statusCode).toBe(400);
  });

  it('finance and administrators only: 403 for every other role, and nothing is written', async () => {
    const { servico } = await servicoPago();
    const [qualquer] = await t.db.select({ id: nfse.id }).from(nfse).limit(1);
    const id = qualquer?.id as number;
    for (const username of ROLES_STAFF.filter((r) => r !== 'admin' && r !== 'financeiro').concat([
      'cliente',
    ] as never)) {
      const rotas = [
        () => pedir(servico, username),
        () => t.injectAs(username, { method: 'GET', url: '/api/nfse/' }),
        () => t.injectAs(username, { method: 'GET', url: `/api/nfse/${id}/` }),
        () =>
          t.injectAs(username, {
            method: 'POST',
            url: `/api/nfse/${id}/cancelar/`,
            payload: { motivo: 'x'.repeat(20) },
          }),
        () => t.injectAs(username, { method: 'GET', url: '/api/nfse/estado/' }),
      ];
      for (const rota of rotas) expect((await rota()).statusCode, username).toBe(403);
    }
    expect(await t.db.select().from(nfse).where(eq(nfse.servico, servico))).toEqual([]);
  });

  it('with no provider configured, a clear 409 says what to set', async () => {
    const desligado = await createTestApp({});
    try {
      const estado = await desligado.injectAs('financeiro', { method: 'GET', url: '/api/nfse/estado/' });
      expect(estado.json()).toEqual({ ligada: false });
      const resposta = await desligado.injectAs('financeiro', {
        method: 'POST',
        url: '/api/servicos/1/nfse/',
      });
      expect(resposta.statusCode).toBe(409);
      expect(expectDetail(resposta)).toBe(M.desligada);
    } finally {
      await desligado.close();
    }
  });
});

describe('the Focus NFe client', () => {
  it('a provider that does not answer in time is unavailable (retried), never a rejection', async () => {
    focus.lento = true;
    try {
      const client = createNfseClient({ baseUrl: provedor.url, token: TOKEN, timeoutMs: 100 });
      const resposta = await client.consultar('servico-1');
      expect(resposta.tipo).toBe('indisponivel');
    } finally {
      focus.lento = false;
    }
  });

  it('a refused token is unavailable, an unknown reference asks to send it', async () => {
    const errado = createNfseClient({ baseUrl: provedor.url, token: 'outro' });
    expect((await errado.consultar('servico-1')).tipo).toBe('indisponivel');
    const certo = createNfseClient({ baseUrl: provedor.url, token: TOKEN });
    expect(await certo.consultar('nunca-enviada')).toEqual({ tipo: 'desconhecida' });
  });
});

describe("the accountant's files", () => {
  it("the month's invoices as a CSV and each authorised one's XML", async () => {
    const mes = hojeNaAgencia().slice(0, 7);
    const arquivos = await arquivosNfseDoMes(t.db, mes);
    const [csv, ...xmls] = arquivos;
    expect(csv?.nome).toBe(`nfse-${mes}.csv`);
    const linhas = Buffer.from(csv?.conteudo ?? new Uint8Array())
      .toString('utf8')
      .trim()
      .split('\r\n');
    const autorizadas = await t.db
      .select()
      .from(nfse)
      .where(sql`to_char(${nfse.autorizada_em} at time zone 'America/Sao_Paulo', 'YYYY-MM') = ${mes}`);
    expect(linhas).toHaveLength(autorizadas.length + 1);
    expect(linhas[1]).toMatch(/;150,00;/);
    expect(xmls.length).toBe(autorizadas.filter((n) => n.xml).length);
    expect(xmls[0]?.nome).toMatch(/^nfse\/\d+\.xml$/);
    expect(Buffer.from(xmls[0]?.conteudo ?? new Uint8Array()).toString('utf8')).toContain('<Nfse>');
    expect(await arquivosNfseDoMes(t.db, '2001-01')).toHaveLength(1);
  });
});

describe('when a service is concluded', () => {
  it('queues its invoice in the concluding transaction when the settings say ao_concluir, and only then', async () => {
    const { servico } = await servicoPago();
    const concluir = (ligada: boolean) =>
      t.db.transaction((tx) => solicitarNfseAoConcluirTx(tx, { servico, usuario: null, ligada }));
    await concluir(true);
    expect(await t.db.select().from(nfse).where(eq(nfse.servico, servico))).toEqual([]);
    await t.db.update(configuracao_fiscal).set({ emissao: 'ao_concluir' });
    try {
      await concluir(false);
      expect(await t.db.select().from(nfse).where(eq(nfse.servico, servico))).toEqual([]);
      await concluir(true);
      const [pedida] = await t.db.select().from(nfse).where(eq(nfse.servico, servico));
      expect(pedida).toMatchObject({ status: 'pendente', operacao: 'emitir', valor: '150.00' });
    } finally {
      await t.db.update(configuracao_fiscal).set({ emissao: 'sob_demanda' });
    }
  });
});

describe('cli.js nfse --lote AAAA-MM', () => {
  /** a month no other test concludes anything in */
  const MES = '2031-03';
  async function concluidoNoMes(): Promise<Awaited<ReturnType<typeof servicoPago>>> {
    const pago = await servicoPago();
    await t.db.insert(emissoes).values({
      venda: pago.venda,
      servico: pago.servico,
      cotacao: pago.cotacao,
      tipo: 'emissao_outro',
      status: 'finalizada',
      data_hora_emissao: new Date('2031-03-15T15:00:00Z'),
    });
    return pago;
  }
  const terminal = () => {
    const linhas: string[] = [];
    const erros: string[] = [];
    return {
      linhas,
      erros,
      saida: { log: (x: string) => linhas.push(x), error: (x: string) => erros.push(x) },
    };
  };
  const lote = (mes: string | undefined, saida: ReturnType<typeof terminal>['saida']) =>
    loteNfseNoTerminal(async () => ({ db: t.db, close: async () => {} }), { mes, ligada: true }, saida);
  const doServico = (servico: number) => t.db.select().from(nfse).where(eq(nfse.servico, servico));

  it("requests each concluded service's invoice once, skips a live one, lists one it cannot invoice", async () => {
    const a = await concluidoNoMes();
    const b = await concluidoNoMes();
    const jaTem = await concluidoNoMes();
    const viva = ZNfse.parse((await pedir(jaTem.servico)).json());
    const semDocumento = await concluidoNoMes();
    await t.db.update(contatos).set({ cpf: null, cnpj: null }).where(eq(contatos.id, semDocumento.cliente));

    const primeira = terminal();
    expect(await lote(MES, primeira.saida)).toBe(1);
    expect(primeira.erros).toEqual([]);
    expect(primeira.linhas).toEqual([
      `serviço ${semDocumento.servico}\t${M.semDocumento}`,
      `NFS-e de ${MES}: 2 pedida(s) para 3 cliente(s); 1 serviço(s) deixado(s) de fora.`,
    ]);
    for (const { servico } of [a, b]) {
      const [pedida, ...outras] = await doServico(servico);
      expect(outras).toEqual([]);
      expect(pedida).toMatchObject({ status: 'pendente', operacao: 'emitir', valor: '150.00' });
    }
    expect((await doServico(jaTem.servico)).map((n) => n.id)).toEqual([viva.id]);
    expect(await doServico(semDocumento.servico)).toEqual([]);
    const origens = await t.db
      .select({ dados: logs.dados })
      .from(logs)
      .where(sql`${logs.tipo} = 'nfse_solicitada' and (${logs.meta}->>'servico')::int = ${a.servico}`);
    expect(origens.map((l) => (l.dados as { depois: { origem: string } }).depois.origem)).toEqual([
      'lote_mensal',
    ]);

    // run again: nothing requested twice
    const segunda = terminal();
    await lote(MES, segunda.saida);
    expect(segunda.linhas.at(-1)).toBe(
      `NFS-e de ${MES}: 0 pedida(s) para 1 cliente(s); 1 serviço(s) deixado(s) de fora.`,
    );
    for (const { servico } of [a, b]) expect(await doServico(servico)).toHaveLength(1);
  });

  it('a bad month is a pt-BR message and exit 2, without a stack nor the database', async () => {
    for (const mes of ['2031-13', '03/2031', undefined]) {
      const saida = terminal();
      const abrir = vi.fn();
      expect(await loteNfseNoTerminal(abrir, { mes, ligada: true }, saida.saida)).toBe(2);
      expect(abrir).not.toHaveBeenCalled();
      expect(saida.erros).toEqual([M.loteMesInvalido(mes ?? '')]);
      expect(saida.erros[0]).toMatch(/^Mês inválido.*AAAA-MM/);
      expect(saida.erros[0]).not.toMatch(/\n\s+at /);
    }
    const desligado = terminal();
    const fechar = vi.fn(async () => {});
    const codigo = await loteNfseNoTerminal(
      async () => ({ db: t.db, close: fechar }),
      { mes: MES, ligada: false },
      desligado.saida,
    );
    expect(codigo).toBe(1);
    expect(desligado.erros).toEqual([M.desligada]);
    expect(fechar).toHaveBeenCalledOnce();
  });
});

describe('a refund after the cancellation window', () => {
  const DIA = 86_400_000;
  /** an authorised invoice of R$ 150,00 (authorised `dias` ago) and a RAC refunding the client R$ 100,00 */
  async function autorizadaComRac(dias: number) {
    const pago = await servicoPago();
    const pedida = ZNfse.parse((await pedir(pago.servico)).json());
    await rodada();
    await rodada(minutos(1));
    await t.db
      .update(nfse)
      .set({ autorizada_em: new Date(Date.now() - dias * DIA) })
      .where(eq(nfse.id, pedida.id));
    const [emissao] = await t.db
      .insert(emissoes)
      .values({
        venda: pago.venda,
        servico: pago.servico,
        cotacao: pago.cotacao,
        tipo: 'emissao_outro',
        status: 'finalizada',
        data_hora_emissao: new Date(),
      })
      .returning({ id: emissoes.id });
    const [rac] = await t.db
      .insert(racs)
      .values({
        tipo: 'cancelamento',
        status: 'em_processo',
        emissao: emissao?.id as number,
        venda: pago.venda,
        servico: pago.servico,
        estorno_cliente_valor: '100.00',
      } as typeof racs.$inferInsert)
      .returning({ id: racs.id });
    return { ...pago, original: await ver(pedida.id), rac: rac?.id as number };
  }
  const concluirRac = (rac: number) =>
    t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/racs/${rac}/status/`,
      payload: { status: 'finalizada' },
    });
  const comAjuste = async (ajuste: string, fn: () => Promise<void>) => {
    await t.db.update(configuracao_fiscal).set({ reembolso_fora_prazo: ajuste });
    try {
      await fn();
    } finally {
      await t.db.update(configuracao_fiscal).set({ reembolso_fora_prazo: 'nota_de_credito' });
    }
  };
  const doServico = async (servico: number) =>
    ZNfsePage.parse(
      (await t.injectAs('financeiro', { method: 'GET', url: `/api/nfse/?servico=${servico}` })).json(),
    ).nfse;
  const tiposDoLog = async (id: number) =>
    (
      await t.db
        .select({ tipo: logs.tipo })
        .from(logs)
        .where(sql`${logs.meta}->>'entidade' = 'nfse' and (${logs.meta}->>'id')::int = ${id}`)
    ).map((l) => l.tipo);

  it('substituir_nota: concluding the RAC queues a substitute for the new own revenue; authorised, it replaces the original', async () => {
    await comAjuste('substituir_nota', async () => {
      const { servico, original, rac } = await autorizadaComRac(40);
      const concluida = await concluirRac(rac);
      expect(concluida.statusCode, concluida.body).toBe(200);
      const [substituta, ...resto] = await doServico(servico);
      expect(resto.map((n) => n.id)).toEqual([original.id]);
      expect(substituta).toMatchObject({
        tipo: 'substituta',
        status: 'pendente',
        valor: '50.00',
        referencia: `servico-${servico}-rac-${rac}`,
        ajusta: { id: original.id, numero: original.numero },
      });
      expect(substituta?.discriminacao).toContain(M.substituiNota(original.numero as string));
      expect(await tiposDoLog(substituta?.id as number)).toEqual(['nfse_substituta_solicitada']);

      // the same refund again: the same substitute (its own reference)
      const denovo = await t.db.transaction((tx) =>
        ajustarNfseAposReembolsoTx(tx, { servico, rac, usuario: null }),
      );
      expect(denovo).toMatchObject({ tipo: 'substituta', nova: false, nfse: { id: substituta?.id } });

      await rodada();
      expect(focus.recebidas.get(`servico-${servico}-rac-${rac}`)?.servico.valor_servicos).toBe(50);
      await rodada(minutos(1));
      const autorizada = await ver(substituta?.id as number);
      expect(autorizada).toMatchObject({ status: 'autorizada', tipo: 'substituta' });
      const substituida = await ver(original.id);
      expect(substituida).toMatchObject({
        status: 'cancelada',
        motivo_cancelamento: M.substituidaPor(autorizada.numero as string),
      });
      expect(await tiposDoLog(original.id)).toContain('nfse_substituida');
      // the service's live invoice is now the substitute: asking again answers it
      expect(ZNfse.parse((await pedir(servico)).json()).id).toBe(autorizada.id);
    });
  });

  it('nota_de_credito: within the window nothing changes; after it, a credit note of the difference is recorded once', async () => {
    const dentro = await autorizadaComRac(2);
    expect((await concluirRac(dentro.rac)).statusCode).toBe(200);
    expect((await doServico(dentro.servico)).map((n) => n.id)).toEqual([dentro.original.id]);

    const { servico, original, rac } = await autorizadaComRac(40);
    expect((await concluirRac(rac)).statusCode).toBe(200);
    const [credito] = await doServico(servico);
    expect(credito).toMatchObject({
      tipo: 'nota_de_credito',
      status: 'registrada',
      valor: '100.00',
      operacao: null,
      ajusta: { id: original.id, numero: original.numero },
      discriminacao: M.notaDeCredito('R$ 100,00', original.numero as string, rac),
    });
    expect(await tiposDoLog(credito?.id as number)).toEqual(['nfse_nota_de_credito']);
    const denovo = await t.db.transaction((tx) =>
      ajustarNfseAposReembolsoTx(tx, { servico, rac, usuario: null }),
    );
    expect(denovo).toMatchObject({ nova: false, nfse: { id: credito?.id } });
    // what the invoice still bills already equals the own revenue: a later refund adjusts only what is new
    const outra = await t.db.transaction((tx) =>
      ajustarNfseAposReembolsoTx(tx, { servico, rac: rac + 100_000, usuario: null }),
    );
    expect(outra).toEqual({ tipo: 'nenhum' });
    expect((await ver(original.id)).status).toBe('autorizada');
    // the credit note reaches the accountant's list of the month
    const [csv] = await arquivosNfseDoMes(t.db, hojeNaAgencia().slice(0, 7));
    expect(Buffer.from(csv?.conteudo ?? new Uint8Array()).toString('utf8')).toMatch(
      /;Registrada;.*;100,00;.*;Nota de crédito\r\n/,
    );
  });

  it('apenas_registrar: only an audit-log row with the difference', async () => {
    await comAjuste('apenas_registrar', async () => {
      const { servico, original, rac } = await autorizadaComRac(40);
      expect((await concluirRac(rac)).statusCode).toBe(200);
      expect((await doServico(servico)).map((n) => n.id)).toEqual([original.id]);
      const [linha] = await t.db
        .select({ dados: logs.dados })
        .from(logs)
        .where(
          sql`${logs.tipo} = 'nfse_reembolso_registrado' and (${logs.meta}->>'id')::int = ${original.id}`,
        );
      expect(linha?.dados).toMatchObject({ depois: { diferenca: '100.00', receita_propria: '50.00', rac } });
    });
  });
});
