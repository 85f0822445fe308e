import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { ZMilhaValidadaDoContato } from '@skyler/domain/contatos';
import { ZCotacao } from '@skyler/domain/cotacoes';
import { MILHAS_TABELA_MESSAGES } from '@skyler/domain/milhas';
import {
  MILHAS_VALIDADAS_MESSAGES as M,
  MILHAS_VALIDADAS_API_MESSAGES,
  ZMilhasValidadas,
  ZMilhasValidadasPage,
  ZValidarMilhasResponse,
} from '@skyler/domain/milhas-validadas';
import { D } from '@skyler/domain/precos/dinheiro';
import { anoDaCotacao, fatorAno } from '@skyler/domain/precos/moedas';
import { SERVICO_MESSAGES, ZServico, ZServicosPage, ZValidacaoBilhete } from '@skyler/domain/servicos';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cias_aereas,
  cotacoes,
  emissoes,
  fidelidades,
  logs,
  milhas_proprias_saldos,
  milhas_validadas,
  moedas,
  notificacoes,
  programas,
  provedores,
  servicos,
  subcotacoes,
  usuarios,
} from '../../db/schema/index.ts';
import { decifrar, parseChave } from '../../platform/segredos.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import {
  carregarIds,
  corpoVoo,
  criarOrcamento,
  criarVenda,
  type Ids,
  idDoUsuario,
} from '../../test/fixtures.ts';
import { contatosDemo } from '../../test/servicos-fixtures.ts';
import { findComprasDaEmissao } from '../emissoes/compras-emissao.queries.ts';
import {
  CHAVE_TESTE,
  comuns,
  contagens,
  contasOferecidas,
  creditarContasProprias,
  type EmValidacao,
  servicoEmValidacao,
} from './test-fixtures.ts';

let t: TestApp;
let ids: Ids;
let pessoas: number[];
const chave = parseChave(CHAVE_TESTE);

beforeAll(async () => {
  t = await createTestApp({ referencia: true, env: { MILHAS_SECRET_KEY: CHAVE_TESTE } });
  await creditarContasProprias(t);
  ids = await carregarIds(t.db);
  pessoas = await contatosDemo(t, 4);
  // a reader of the panel outside the milhas department
  await t.db
    .update(usuarios)
    .set({ authorized_restricted_routes: ['painel-autorizacao', 'pega-vendas'] })
    .where(eq(usuarios.username, 'sdr'));
}, 120_000);
afterAll(() => t.close());

const validar = (payload: object, username = 'milhas') =>
  t.injectAs(username, { method: 'POST', url: '/api/milhas-validadas/validate/', payload });
const get = (url: string, username = 'milhas') => t.injectAs(username, { method: 'GET', url });

async function programaId(nome: string): Promise<number> {
  const [row] = await t.db.select({ id: programas.id }).from(programas).where(eq(programas.nome, nome));
  if (!row) throw new Error(`no programme ${nome}`);
  return row.id;
}

async function provedorMilhas(): Promise<number> {
  const [row] = await t.db
    .select({ id: provedores.id })
    .from(provedores)
    .where(eq(provedores.tipo_servico, 'milhas'))
    .orderBy(asc(provedores.id));
  if (!row) throw new Error('no miles provider');
  return row.id;
}

/** A complete third-party account of the given programme. */
async function terceiro(programa = 'LATAM Pass', senha = 'Segredo#123') {
  return {
    provedor_milhas: await provedorMilhas(),
    programa_fidelidade: await programaId(programa),
    login: 'vendedor.milhas@email-demo.com.br',
    senha,
    cpf: '529.982.247-25',
    titular: 'Vendedor de Milhas',
  };
}

/** The miles ticket validated by one base account and one third party's, both covering its 60,000 miles. */
async function linhasMilha(alvo: EmValidacao, senha = 'Segredo#123') {
  const [conta] = await contasOferecidas(t, alvo.milha);
  if (!conta) throw new Error('no account offered');
  return [
    {
      ...comuns(alvo),
      subcotacao: alvo.milha,
      tipo: 'milha',
      conta_fidelidade: conta.id,
      contato: alvo.passageiros[0],
      valor: 40_000,
      valor_compra: '21,50',
    },
    {
      ...comuns(alvo),
      subcotacao: alvo.milha,
      tipo: 'milha',
      ...(await terceiro('LATAM Pass', senha)),
      contato: alvo.passageiros[1],
      valor: 20_000,
      valor_compra: '23.00',
    },
  ];
}

async function linhaWallet(alvo: EmValidacao, extra: object = {}) {
  return {
    ...comuns(alvo),
    subcotacao: alvo.wallet,
    tipo: 'wallet',
    ...(await terceiro('LATAM Pass', 'Wallet$456')),
    desagio_compra: '15',
    ...extra,
  };
}

describe('GET /api/milhas-validadas/contas/', () => {
  it("offers the miles providers' accounts of the ticket's programme, LATAM Pass for wallet", async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const latam = await programaId('LATAM Pass');
    const milha = await contasOferecidas(t, alvo.milha);
    expect(milha.length).toBeGreaterThan(1);
    expect(milha.every((c) => c.programa.id === latam && c.provedor !== null)).toBe(true);
    // the agency's own first
    expect(milha[0]?.conta_propria).toBe(true);
    // each own account with its balance of miles, which the picker shows; another's without one (none is kept)
    expect(milha.some((c) => !c.conta_propria)).toBe(true);
    for (const c of milha) expect(c.saldo, c.titular).toBe(c.conta_propria ? 10_000_000 : null);
    const propria = milha[0]?.id ?? 0;
    await t.db
      .update(milhas_proprias_saldos)
      .set({ saldo: 0 })
      .where(eq(milhas_proprias_saldos.conta, propria));
    expect((await contasOferecidas(t, alvo.milha)).find((c) => c.id === propria)?.saldo).toBe(0);
    await t.db
      .update(milhas_proprias_saldos)
      .set({ saldo: 10_000_000 })
      .where(eq(milhas_proprias_saldos.conta, propria));
    const tiposProvedor = await t.db
      .select({ tipo: provedores.tipo_servico })
      .from(fidelidades)
      .innerJoin(provedores, eq(provedores.id, fidelidades.provedor_id))
      .where(sql`${fidelidades.id} = any(${sql.param(milha.map((c) => c.id))}::int[])`);
    expect(new Set(tiposProvedor.map((p) => p.tipo))).toEqual(new Set(['milhas']));
    // the wallet ticket is of Smiles: LATAM Pass accounts are offered
    expect((await contasOferecidas(t, alvo.wallet)).map((c) => c.id)).toEqual(milha.map((c) => c.id));
    // an account without a miles provider is never offered
    const semProvedor = await t.db
      .select({ id: fidelidades.id })
      .from(fidelidades)
      .where(and(eq(fidelidades.programa_id, latam), sql`${fidelidades.provedor_id} is null`));
    for (const conta of semProvedor) expect(milha.map((c) => c.id)).not.toContain(conta.id);

    for (const url of [
      `/api/milhas-validadas/contas/?subcotacao=${alvo.pagante}`,
      '/api/milhas-validadas/contas/?subcotacao=999999',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(expectDetail(response)).toBe(MILHAS_VALIDADAS_API_MESSAGES.bilheteNaoEncontrado);
    }
    expect((await get('/api/milhas-validadas/contas/?subcotacao=abc')).statusCode).toBe(400);
    for (const username of ['consultor', 'financeiro', 'emissor', 'cliente'])
      expect(
        (await get(`/api/milhas-validadas/contas/?subcotacao=${alvo.milha}`, username)).statusCode,
        username,
      ).toBe(403);
  });
});

describe('POST /api/milhas-validadas/validate/', () => {
  it('stores a ticket validated by two accounts, the password encrypted, audited without it and notified', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const antes = await contagens(t);
    const response = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: await linhasMilha(alvo),
    });
    expect(response.statusCode, response.body).toBe(201);
    const resposta = ZValidarMilhasResponse.parse(response.json());
    expect(resposta.servico).toEqual({ id: alvo.servico.id, status: 'validacao' });
    expect(resposta.pendentes).toBe(1);
    expect(resposta.emissoes).toEqual([]);
    const [base, terceira] = resposta.milhas_validadas;
    expect(base).toMatchObject({
      tipo: 'milha',
      valor: 40_000,
      // an own account's miles are costed at the own cost per thousand, whatever was typed (decision 0068)
      valor_compra: '25.80',
      custo: '1032.00',
      milheiro_emite: '25.80',
      conta_propria: true,
      tem_senha: false,
      contato: { id: alvo.passageiros[0] },
      cotacao: { id: alvo.servico.cotacao.id, venda: alvo.servico.venda.id },
    });
    expect(base?.conta_fidelidade?.programa).toBe('LATAM Pass');
    expect(base?.titular_conta_propria).toBe(base?.conta_fidelidade?.titular);
    expect(terceira).toMatchObject({
      valor: 20_000,
      custo: '460.00',
      login: 'vendedor.milhas@email-demo.com.br',
      tem_senha: true,
      cpf: '52998224725',
      conta_fidelidade: null,
      conta_propria: false,
      titular_conta_propria: null,
      programa_fidelidade: { nome: 'LATAM Pass' },
    });
    expect(terceira?.cias_aereas).toEqual([]);
    // the password is never in an answer but the reveal route's
    expect(response.body).not.toContain('Segredo#123');

    const [linha] = await t.db
      .select()
      .from(milhas_validadas)
      .where(eq(milhas_validadas.id, terceira?.id ?? 0));
    expect(linha?.senha_cifrada).toBeTruthy();
    expect(linha?.senha_cifrada).not.toContain('Segredo');
    expect(decifrar(chave, linha?.senha_cifrada ?? '')).toBe('Segredo#123');

    const depois = await contagens(t);
    expect(depois.milhas_validadas).toBe(antes.milhas_validadas + 2);
    expect(depois.emissoes).toBe(antes.emissoes);
    const [audit] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'milhas_validadas'))
      .orderBy(sql`${logs.id} desc`)
      .limit(1);
    expect(audit?.meta).toMatchObject({ entidade: 'servico', id: alvo.servico.id });
    // nor the third party's password, login or CPF
    expect(JSON.stringify(audit)).not.toContain('Segredo#123');
    expect(JSON.stringify(audit)).not.toContain('"senha"');
    expect(JSON.stringify(audit)).not.toContain('vendedor.milhas@');
    expect(JSON.stringify(audit)).not.toContain('52998224725');
    const [notificacao] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.context, 'milhas'))
      .orderBy(sql`${notificacoes.id} desc`)
      .limit(1);
    expect(notificacao?.consultor).toBe(await idDoUsuario(t.db, 'consultor'));
    expect(notificacao?.venda).toBe(alvo.servico.venda.id);

    // the ticket shows as validated; the wallet one still waits
    const bilhetes = z
      .array(ZValidacaoBilhete)
      .parse((await get(`/api/servicos/${alvo.servico.id}/validacoes/`)).json());
    expect(bilhetes.map((b) => [b.subcotacao, b.validado])).toEqual([
      [alvo.milha, true],
      [alvo.wallet, false],
    ]);

    // a ticket is validated once
    const deNovo = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: await linhasMilha(alvo),
    });
    expect(deNovo.statusCode).toBe(409);
    expect(expectDetail(deNovo)).toBe(M.bilheteJaValidado);
  });

  it('asks the best-practices answer for the last ticket, then moves the service to issuance with its issuances', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const cotacao = alvo.servico.cotacao.id;
    const primeiro = await validar({ cotacao, milhas_validadas: [await linhaWallet(alvo)] });
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    expect(ZValidarMilhasResponse.parse(primeiro.json()).pendentes).toBe(1);
    const [linhaWalletValidada] = ZValidarMilhasResponse.parse(primeiro.json()).milhas_validadas;
    const servicoDaVenda = async () => {
      const lista = z
        .array(ZServico)
        .parse((await get(`/api/vendas/${alvo.servico.venda.id}/servicos/`, 'consultor')).json());
      return lista.find((s) => s.id === alvo.servico.id);
    };
    // part 1 §4: no miles or wallet cost before the service is in issuance
    expect((await servicoDaVenda())?.custo_milhas).toBeNull();

    const antes = await contagens(t);
    const semResposta = await validar({ cotacao, milhas_validadas: await linhasMilha(alvo) });
    expect(semResposta.statusCode).toBe(400);
    expect(expectDetail(semResposta)).toBe(M.boasPraticasObrigatoria);
    expect(semResposta.json().errors).toHaveProperty('seguiu_manual_boas_praticas_milhas');
    const curta = await validar({
      cotacao,
      milhas_validadas: await linhasMilha(alvo),
      seguiu_manual_boas_praticas_milhas: false,
      motivo_nao_seguimento_boas_praticas_milhas: 'curta',
    });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().errors.motivo_nao_seguimento_boas_praticas_milhas).toEqual([M.justificativa]);
    expect(await contagens(t)).toEqual(antes);
    const [ainda] = await t.db.select().from(servicos).where(eq(servicos.id, alvo.servico.id));
    expect(ainda?.status).toBe('validacao');
    expect(await t.db.select().from(emissoes).where(eq(emissoes.servico, alvo.servico.id))).toEqual([]);

    const motivo = 'Cliente pediu emissão imediata.';
    const response = await validar({
      cotacao,
      milhas_validadas: await linhasMilha(alvo),
      seguiu_manual_boas_praticas_milhas: false,
      motivo_nao_seguimento_boas_praticas_milhas: motivo,
    });
    expect(response.statusCode, response.body).toBe(201);
    const resposta = ZValidarMilhasResponse.parse(response.json());
    expect(resposta.servico).toEqual({ id: alvo.servico.id, status: 'emissao' });
    expect(resposta.pendentes).toBe(0);
    const criadas = await t.db
      .select({ id: emissoes.id, subcotacao: emissoes.subcotacao })
      .from(emissoes)
      .where(eq(emissoes.servico, alvo.servico.id));
    // one issuance per flight ticket: the paid, the miles and the wallet one
    expect(criadas.map((e) => e.subcotacao).sort()).toEqual([alvo.pagante, alvo.milha, alvo.wallet].sort());
    expect(resposta.emissoes.sort()).toEqual(criadas.map((e) => e.id).sort());
    const [servico] = await t.db.select().from(servicos).where(eq(servicos.id, alvo.servico.id));
    expect(servico).toMatchObject({
      status: 'emissao',
      seguiu_manual_boas_praticas_milhas: false,
      motivo_nao_seguimento_boas_praticas_milhas: motivo,
      validado_por: await idDoUsuario(t.db, 'milhas'),
    });
    expect(servico?.validado_em).toBeInstanceOf(Date);
    // in issuance, the sale's services carry the miles cost (1,032.00 at the own cost + 460.00) and the wallet one
    expect((await servicoDaVenda())?.custo_milhas).toEqual({
      milha: '1492.00',
      wallet: linhaWalletValidada?.custo,
    });
    expect(linhaWalletValidada?.custo).toMatch(/^\d+\.\d{2}$/);
    const [audit] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'servico_validado'))
      .orderBy(sql`${logs.id} desc`)
      .limit(1);
    expect(audit?.meta).toMatchObject({ entidade: 'servico', id: alvo.servico.id });
    // nothing left in the panel for this service
    const painel = ZServicosPage.parse((await get('/api/servicos/validacao_pendente/')).json());
    expect(painel.servicos.map((s) => s.id)).not.toContain(alvo.servico.id);
    const fora = await validar({ cotacao, milhas_validadas: [await linhaWallet(alvo)] });
    expect(fora.statusCode).toBe(409);
    expect(expectDetail(fora)).toBe(M.servicoNaoEmValidacao);
  });

  it('validates several tickets at once, a later line copying the first account', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const [primeira, segunda] = await linhasMilha(alvo);
    const response = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: [
        primeira,
        {
          ...comuns(alvo),
          subcotacao: alvo.milha,
          tipo: 'milha',
          mesma_conta: true,
          valor: 20_000,
          valor_compra: '21.50',
        },
        await linhaWallet(alvo, { contato: alvo.passageiros[1] }),
      ],
      seguiu_manual_boas_praticas_milhas: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const resposta = ZValidarMilhasResponse.parse(response.json());
    expect(resposta.servico.status).toBe('emissao');
    const [a, b, wallet] = resposta.milhas_validadas;
    expect(b?.mesma_conta).toBe(true);
    expect(b?.conta_fidelidade?.id).toBe(a?.conta_fidelidade?.id);
    expect(segunda).toBeDefined();
    // wallet: the ticket's cost (2,000.00) less 15 %
    expect(wallet).toMatchObject({ tipo: 'wallet', valor: 0, desagio_compra: '15.0000', custo: '1700.00' });
    const [servico] = await t.db.select().from(servicos).where(eq(servicos.id, alvo.servico.id));
    expect(servico?.seguiu_manual_boas_praticas_milhas).toBe(true);
    expect(servico?.motivo_nao_seguimento_boas_praticas_milhas).toBeNull();
  });

  it('answers every rule of part 2 §5 with its text under the line field, changing nothing', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const cotacao = alvo.servico.cotacao.id;
    const [base, terceira] = await linhasMilha(alvo);
    if (!base || !terceira) throw new Error('no lines');
    const [contaSmiles] = await t.db
      .select({ id: fidelidades.id })
      .from(fidelidades)
      .where(
        and(
          eq(fidelidades.programa_id, await programaId('Smiles')),
          sql`${fidelidades.provedor_id} is not null`,
        ),
      );
    const [provedorAereo] = await t.db
      .select({ id: provedores.id })
      .from(provedores)
      .where(eq(provedores.tipo_servico, 'aereo'));
    const [estranho] = await contatosDemo(t, 10).then((lista) => lista.slice(8));
    const casos: [string, object[], string, string][] = [
      [
        'amounts short of the miles',
        [base, { ...terceira, valor: 10_000 }],
        'milhas_validadas.0.valor',
        M.montantesNaoCobrem,
      ],
      [
        'amounts over the miles',
        [base, { ...terceira, valor: 30_000 }],
        'milhas_validadas.1.valor',
        M.montantesNaoCobrem,
      ],
      [
        'a line without account',
        [{ ...comuns(alvo), subcotacao: alvo.milha, tipo: 'milha', valor: 60_000, valor_compra: '20' }],
        'milhas_validadas.0.conta_fidelidade',
        M.preenchaContas,
      ],
      [
        'a zero purchase value',
        [base, { ...terceira, valor_compra: '0,00' }],
        'milhas_validadas.1.valor_compra',
        M.valorCompraZero,
      ],
      [
        'a third party without login',
        [base, { ...terceira, login: '' }],
        'milhas_validadas.1.login',
        M.camposTerceiros,
      ],
      [
        'a third party without provider',
        [base, { ...terceira, provedor_milhas: null }],
        'milhas_validadas.1.provedor_milhas',
        M.camposTerceiros,
      ],
      [
        'a third party without CPF',
        [base, { ...terceira, cpf: null }],
        'milhas_validadas.1.cpf',
        M.camposTerceiros,
      ],
      [
        'a third party without password',
        [base, { ...terceira, senha: null }],
        'milhas_validadas.1.senha',
        M.camposObrigatorios,
      ],
      [
        'an invalid CPF',
        [base, { ...terceira, cpf: '111.111.111-11' }],
        'milhas_validadas.1.cpf',
        M.cpfInvalido,
      ],
      [
        'the first line copying',
        [{ ...base, mesma_conta: true }, terceira],
        'milhas_validadas.0.mesma_conta',
        M.mesmaContaPrimeira,
      ],
      [
        'an account of another programme',
        [{ ...base, conta_fidelidade: contaSmiles?.id }, terceira],
        'milhas_validadas.0.conta_fidelidade',
        M.contaInvalida,
      ],
      [
        'a provider of another kind',
        [base, { ...terceira, provedor_milhas: provedorAereo?.id }],
        'milhas_validadas.1.provedor_milhas',
        M.provedorInvalido,
      ],
      [
        'a programme the ticket does not allow',
        [base, { ...terceira, programa_fidelidade: await programaId('Smiles') }],
        'milhas_validadas.1.programa_fidelidade',
        M.programaInvalido,
      ],
      [
        'a passenger of another service',
        [base, { ...terceira, contato: estranho }],
        'milhas_validadas.1.contato',
        M.contatoInvalido,
      ],
      [
        'another sale',
        [base, { ...terceira, venda: alvo.servico.venda.id + 1000 }],
        'milhas_validadas.1.servico',
        M.dadosDivergentes,
      ],
      [
        'the paid ticket',
        [{ ...base, subcotacao: alvo.pagante }],
        'milhas_validadas.0.subcotacao',
        M.bilheteNaoDoServico,
      ],
      ['the wrong type', [{ ...base, tipo: 'wallet' }], 'milhas_validadas.0.tipo', M.bilheteNaoDoServico],
      [
        'a wallet line without discount',
        [await linhaWallet(alvo, { desagio_compra: null })],
        'milhas_validadas.0.desagio_compra',
        M.camposObrigatorios,
      ],
      [
        'a discount of 100 %',
        [await linhaWallet(alvo, { desagio_compra: '100' })],
        'milhas_validadas.0.desagio_compra',
        MILHAS_VALIDADAS_API_MESSAGES.desagioInvalido,
      ],
    ];
    const antes = await contagens(t);
    for (const [nome, linhas, campo, mensagem] of casos) {
      const response = await validar({ cotacao, milhas_validadas: linhas });
      expect(response.statusCode, `${nome}: ${response.body}`).toBe(400);
      expect(response.json().errors?.[campo], nome).toContain(mensagem);
    }
    const outraCotacao = await validar({ cotacao: cotacao + 1000, milhas_validadas: [base, terceira] });
    expect(outraCotacao.statusCode).toBe(400);
    expect(expectDetail(outraCotacao)).toBe(M.dadosDivergentes);
    const vazio = await validar({ cotacao, milhas_validadas: [] });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors.milhas_validadas).toContain(M.semLinhas);
    const ausente = await validar({ cotacao, milhas_validadas: [{ ...base, servico: 999_999 }] });
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe(SERVICO_MESSAGES.naoEncontrado);
    expect(await contagens(t)).toEqual(antes);
  });

  it('refuses a service that is not in validation', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    await t.db.update(servicos).set({ status: 'pagamento' }).where(eq(servicos.id, alvo.servico.id));
    const antes = await contagens(t);
    const response = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: await linhasMilha(alvo),
    });
    expect(response.statusCode).toBe(409);
    expect(expectDetail(response)).toBe(M.servicoNaoEmValidacao);
    expect(await contagens(t)).toEqual(antes);
  });

  it('is for the milhas department only: every other user gets 403 and nothing changes', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const payload = {
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: [await linhaWallet(alvo)],
    };
    const antes = await contagens(t);
    for (const username of ['consultor', 'financeiro', 'emissor', 'sdr', 'cotador', 'cliente']) {
      const response = await validar(payload, username);
      expect(response.statusCode, username).toBe(403);
      expect(expectDetail(response)).toBe(AUTH_MESSAGES.forbidden);
      expect(response.body).not.toContain('Wallet$456');
    }
    expect(await contagens(t)).toEqual(antes);
    // administrators belong to milhas
    expect((await validar(payload, 'admin')).statusCode).toBe(201);
  });
});

describe('GET /api/milhas-validadas/', () => {
  it('pages 10 purchases newest first, with the filters, login and CPF only for the milhas group', async () => {
    for (let i = 0; i < 4; i++) {
      const alvo = await servicoEmValidacao(t, ids, pessoas);
      const response = await validar({
        cotacao: alvo.servico.cotacao.id,
        milhas_validadas: [...(await linhasMilha(alvo, `Lista#${i}`)), await linhaWallet(alvo)],
        seguiu_manual_boas_praticas_milhas: true,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const pagina = async (query: string, username = 'milhas') => {
      const response = await get(`/api/milhas-validadas/${query}`, username);
      expect(response.statusCode, response.body).toBe(200);
      return ZMilhasValidadasPage.parse(response.json());
    };
    const primeira = await pagina('?page=1');
    const total = await t.db.select({ id: milhas_validadas.id }).from(milhas_validadas);
    expect(primeira['milhas-validadas']).toHaveLength(10);
    expect(primeira.pages).toBe(Math.ceil(total.length / 10));
    const idsPagina = primeira['milhas-validadas'].map((m) => m.id);
    expect(idsPagina).toEqual([...idsPagina].sort((a, b) => b - a));
    expect(Math.max(...total.map((m) => m.id))).toBe(idsPagina[0]);
    expect(primeira['milhas-validadas'].some((m) => m.tem_senha && m.login && m.cpf)).toBe(true);
    expect(JSON.stringify(primeira)).not.toContain('Lista#');

    // the same list to a reader of the panel outside the milhas department: no login, CPF or password
    const semConta = await get('/api/milhas-validadas/?page=1', 'sdr');
    expect(semConta.statusCode).toBe(200);
    expect(semConta.body).not.toContain('Lista#');
    expect(semConta.body).not.toContain('"senha"');
    expect(semConta.body).not.toContain('"login"');
    expect(semConta.body).not.toContain('"cpf"');
    expect(semConta.body).not.toContain('vendedor.milhas@');

    const propria = await pagina('?conta_propria=true');
    expect(propria['milhas-validadas'].every((m) => m.conta_propria)).toBe(true);
    const terceiros = await pagina('?conta_propria=false');
    expect(terceiros['milhas-validadas'].every((m) => !m.conta_propria)).toBe(true);
    const [uma] = primeira['milhas-validadas'];
    if (!uma) throw new Error('no row');
    const daVenda = await pagina(`?id_venda=${uma.cotacao.venda}`);
    expect(daVenda['milhas-validadas'].every((m) => m.cotacao.venda === uma.cotacao.venda)).toBe(true);
    expect(daVenda['milhas-validadas'].length).toBeGreaterThan(0);
    const passageiro = await pagina(`?passageiro=${pessoas[1]}`);
    expect(passageiro['milhas-validadas'].every((m) => m.contato?.id === pessoas[1])).toBe(true);
    expect(passageiro['milhas-validadas'].length).toBeGreaterThan(0);
    const provedor = await provedorMilhas();
    const doProvedor = await pagina(`?provedor_milhas=${provedor}`);
    expect(doProvedor['milhas-validadas'].every((m) => m.provedor_milhas?.id === provedor)).toBe(true);
    const titular = uma.conta_propria ? uma : primeira['milhas-validadas'].find((m) => m.conta_propria);
    const porTitular = await pagina(
      `?titular_conta_propria=${encodeURIComponent((titular?.titular ?? '').slice(0, 6))}`,
    );
    expect(porTitular['milhas-validadas'].length).toBeGreaterThan(0);
    expect(porTitular['milhas-validadas'].every((m) => m.conta_propria)).toBe(true);
    // an airline on the legs of one ticket: the filter finds its purchases only, each naming it
    const [cia] = await t.db
      .select({ id: cias_aereas.id, nome: cias_aereas.nome })
      .from(cias_aereas)
      .limit(1);
    if (!cia) throw new Error('no airline');
    await t.db
      .update(subcotacoes)
      .set({
        viagem: sql`jsonb_set(${subcotacoes.viagem}, '{trechos,0,pernas,0,cia_aerea}', to_jsonb(${cia.id}::int))`,
      })
      .where(eq(subcotacoes.id, uma.subcotacao));
    const comCia = await pagina(`?cia_aerea=${cia.id}`);
    expect(comCia['milhas-validadas'].length).toBeGreaterThan(0);
    expect(comCia['milhas-validadas'].every((m) => m.subcotacao === uma.subcotacao)).toBe(true);
    expect(comCia['milhas-validadas'][0]?.cias_aereas).toEqual([cia.nome]);
    const hoje = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect((await pagina(`?data_inicio=${hoje}&data_fim=${hoje}`))['milhas-validadas']).toHaveLength(10);
    expect((await pagina('?data_fim=2020-01-01'))['milhas-validadas']).toEqual([]);
    expect((await get('/api/milhas-validadas/?data_inicio=2026-02-30')).statusCode).toBe(400);

    for (const username of ['consultor', 'financeiro', 'emissor', 'cotador', 'cliente'])
      expect((await get('/api/milhas-validadas/', username)).statusCode, username).toBe(403);
    expect((await get('/api/milhas-validadas/', 'admin')).statusCode).toBe(200);
  });
});

describe('GET /api/subcotacoes/{id}/milhas-validadas/', () => {
  it("answers a ticket's purchases to the staff, login and CPF only to issuers, milhas and admins", async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const response = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: await linhasMilha(alvo, 'Bilhete#789'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const url = `/api/subcotacoes/${alvo.milha}/milhas-validadas/`;
    for (const username of ['milhas', 'emissor', 'admin']) {
      const resposta = await get(url, username);
      expect(resposta.statusCode, username).toBe(200);
      expect(resposta.body, username).not.toContain('Bilhete#789');
      const linhas = ZMilhasValidadas.parse(resposta.json());
      expect(
        linhas.map((l) => [l.login, l.cpf, l.tem_senha]),
        username,
      ).toEqual([
        [null, null, false],
        ['vendedor.milhas@email-demo.com.br', '52998224725', true],
      ]);
    }
    for (const username of ['consultor', 'financeiro', 'cotador', 'sdr']) {
      const resposta = await get(url, username);
      expect(resposta.statusCode, username).toBe(200);
      expect(resposta.body).not.toContain('Bilhete#789');
      expect(resposta.body).not.toContain('vendedor.milhas@');
      expect(resposta.body).not.toContain('52998224725');
      const linhas = ZMilhasValidadas.parse(resposta.json());
      expect(linhas).toHaveLength(2);
      expect(linhas.every((l) => !('senha' in l) && !('login' in l) && !('cpf' in l))).toBe(true);
      // what the other screens read stays: the miles, the price and the holder
      expect(linhas[1]).toMatchObject({ valor: 20_000, valor_compra: '23.00', tem_senha: true });
    }
    expect(
      ZMilhasValidadas.parse((await get(`/api/subcotacoes/${alvo.wallet}/milhas-validadas/`)).json()),
    ).toEqual([]);
    const ausente = await get('/api/subcotacoes/999999/milhas-validadas/');
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe(MILHAS_VALIDADAS_API_MESSAGES.bilheteNaoEncontrado);
    expect((await get(url, 'cliente')).statusCode).toBe(403);
  });
});

describe('POST /api/milhas-validadas/{id}/revelar-senha/', () => {
  it('reveals the password to issuers, milhas and admins, each reveal audited; refuses the others', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const response = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: await linhasMilha(alvo, 'Revela#321'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [base, terceira] = ZValidarMilhasResponse.parse(response.json()).milhas_validadas;
    if (!base || !terceira) throw new Error('no lines');
    const revelar = (id: number, username: string) =>
      t.injectAs(username, { method: 'POST', url: `/api/milhas-validadas/${id}/revelar-senha/` });
    const revelacoes = () =>
      t.db
        .select()
        .from(logs)
        .where(and(eq(logs.tipo, 'senha_milhas_revelada'), sql`${logs.meta}->>'id' = ${String(terceira.id)}`))
        .orderBy(asc(logs.id));

    for (const username of ['consultor', 'financeiro', 'cotador', 'sdr', 'cliente']) {
      const recusada = await revelar(terceira.id, username);
      expect(recusada.statusCode, username).toBe(403);
      expect(recusada.body).not.toContain('Revela#321');
    }
    expect(await revelacoes()).toEqual([]);

    for (const username of ['emissor', 'milhas', 'admin']) {
      const resposta = await revelar(terceira.id, username);
      expect(resposta.statusCode, username).toBe(200);
      expect(resposta.json()).toEqual({ senha: 'Revela#321' });
    }
    const auditoria = await revelacoes();
    expect(auditoria.map((a) => a.usuario)).toEqual([
      await idDoUsuario(t.db, 'emissor'),
      await idDoUsuario(t.db, 'milhas'),
      await idDoUsuario(t.db, 'admin'),
    ]);
    for (const a of auditoria) {
      expect(a.venda).toBe(alvo.servico.venda.id);
      expect(a.meta).toMatchObject({
        entidade: 'milha_validada',
        id: terceira.id,
        servico: alvo.servico.id,
        subcotacao: alvo.milha,
        conta: { titular: 'Vendedor de Milhas' },
      });
      expect(a.created_at).toBeInstanceOf(Date);
      expect(JSON.stringify(a)).not.toContain('Revela#321');
      expect(JSON.stringify(a)).not.toContain('vendedor.milhas@');
    }

    // the agency's own account keeps no third party's password
    const semSenha = await revelar(base.id, 'emissor');
    expect(semSenha.statusCode).toBe(404);
    expect(expectDetail(semSenha)).toBe(MILHAS_VALIDADAS_API_MESSAGES.semSenha);
    const ausente = await revelar(999_999, 'emissor');
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe(M.naoEncontradas);
    expect(await revelacoes()).toHaveLength(3);
  });
});

describe('GET /api/milhas-validadas/desagio_compra/', () => {
  it("averages the third parties' wallet discounts of the last 90 days, else the agency's own", async () => {
    await t.db.delete(milhas_validadas);
    const proprio = await get('/api/milhas-validadas/desagio_compra/', 'cotador');
    expect(proprio.statusCode).toBe(200);
    expect(proprio.json()).toEqual({ desagio_compra: '12.50' });

    const alvo = await servicoEmValidacao(t, ids, pessoas);
    expect(
      (
        await validar({
          cotacao: alvo.servico.cotacao.id,
          milhas_validadas: [await linhaWallet(alvo, { desagio_compra: '10' })],
        })
      ).statusCode,
    ).toBe(201);
    const outro = await servicoEmValidacao(t, ids, pessoas);
    expect(
      (
        await validar({
          cotacao: outro.servico.cotacao.id,
          milhas_validadas: [await linhaWallet(outro, { desagio_compra: '15,25' })],
        })
      ).statusCode,
    ).toBe(201);
    expect((await get('/api/milhas-validadas/desagio_compra/', 'consultor')).json()).toEqual({
      desagio_compra: '12.63',
    });
    // an own account's wallet line is costed at the own discount and does not count
    const proprioAlvo = await servicoEmValidacao(t, ids, pessoas);
    const [contaPropria] = (await contasOferecidas(t, proprioAlvo.wallet)).filter((c) => c.conta_propria);
    const comPropria = await validar({
      cotacao: proprioAlvo.servico.cotacao.id,
      milhas_validadas: [
        {
          ...comuns(proprioAlvo),
          subcotacao: proprioAlvo.wallet,
          tipo: 'wallet',
          conta_fidelidade: contaPropria?.id,
        },
      ],
    });
    expect(comPropria.statusCode, comPropria.body).toBe(201);
    expect(ZValidarMilhasResponse.parse(comPropria.json()).milhas_validadas[0]?.desagio_compra).toBe(
      '12.5000',
    );
    expect((await get('/api/milhas-validadas/desagio_compra/')).json()).toEqual({ desagio_compra: '12.63' });
    // older than 90 days: left out
    await t.db
      .update(milhas_validadas)
      .set({ created_at: new Date(Date.now() - 91 * 24 * 3_600_000) })
      .where(eq(milhas_validadas.desagio_compra, '10.0000'));
    expect((await get('/api/milhas-validadas/desagio_compra/')).json()).toEqual({ desagio_compra: '15.25' });

    await t.db.delete(milhas_validadas);
    await t.db.execute(sql`delete from parametros where chave = 'desagio_proprio'`);
    const semNada = await get('/api/milhas-validadas/desagio_compra/');
    expect(semNada.statusCode).toBe(404);
    expect(expectDetail(semNada)).toBe(MILHAS_TABELA_MESSAGES.desagioProprioNaoEncontrado);
    await t.db.execute(sql`insert into parametros (chave, valor) values ('desagio_proprio', 12.5)`);
    expect((await get('/api/milhas-validadas/desagio_compra/', 'cliente')).statusCode).toBe(403);
  });
});

describe('wallet amounts (decision 0035)', () => {
  it('5. a wallet quote is costed on the server at the average discount the dialog shows', async () => {
    await t.db.delete(milhas_validadas);
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const validada = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: [await linhaWallet(alvo, { desagio_compra: '20' })],
    });
    expect(validada.statusCode, validada.body).toBe(201);
    const media = (await get('/api/milhas-validadas/desagio_compra/', 'cotador')).json().desagio_compra;
    expect(media).toBe('20.00');
    const venda = await criarVenda(t.db);
    const orcamento = await criarOrcamento(t.db, { venda, tipo: 'orcamento_voo' });
    const response = await t.injectAs('cotador', {
      method: 'POST',
      url: `/api/orcamentos/${orcamento}/cotacoes/`,
      payload: corpoVoo(ids),
    });
    expect(response.statusCode, response.body).toBe(201);
    const wallet = ZCotacao.parse(response.json()).cotacao_voo?.subcotacoes.find(
      (b) => b.tipo_cotacao === 'wallet',
    );
    // R$ 2.000,00 less the 20 % average (not the own 12.5 %), plus the R$ 45,00 boarding fee
    expect(wallet?.custo_agencia).toBe('1645.00');
  });

  it('7. a validated wallet purchase of a ticket in dollars is converted to reais before the discount', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const [usd] = await t.db.select().from(moedas).where(eq(moedas.sigla, 'USD'));
    if (!usd) throw new Error('no USD');
    await t.db
      .update(subcotacoes)
      .set({ moeda: usd.id, custo_bilhete: '1000.00' })
      .where(eq(subcotacoes.id, alvo.wallet));
    const response = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: [await linhaWallet(alvo, { desagio_compra: '10' })],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [cotacao] = await t.db
      .select({ data: cotacoes.data_hora_cotacao })
      .from(cotacoes)
      .where(eq(cotacoes.id, alvo.servico.cotacao.id));
    // US$ 1.000,00 × câmbio × year factor × 1.05, less 10 %
    const esperado = new D('1000')
      .times(usd.cambio)
      .times(fatorAno(anoDaCotacao(cotacao?.data ?? new Date())))
      .times('1.05')
      .times('0.9')
      .toFixed(2);
    const linha = ZValidarMilhasResponse.parse(response.json()).milhas_validadas[0];
    expect(linha?.custo).toBe(esperado);
    expect(linha?.custo).not.toBe('900.00');
    const lista = (await get(`/api/subcotacoes/${alvo.wallet}/milhas-validadas/`)).json();
    expect(lista.map((l: { custo: string }) => l.custo)).toEqual([esperado]);
    // the export's Custo column converts the same way
    const csv = await get('/api/exportar/milhas-validadas.csv', 'admin');
    expect(csv.statusCode, csv.body.slice(0, 300)).toBe(200);
    const registro = csv.body.split('\r\n').find((l) => l.startsWith(`${linha?.id};`));
    expect(registro?.split(';')).toContain(esperado.replace('.', ','));

    // priced when the dollar was R$ 4,00: the line keeps the quote's rate after the rate changes (decision 0041)
    await t.db
      .update(cotacoes)
      .set({ cambios: { [String(usd.id)]: '4.000000' } })
      .where(eq(cotacoes.id, alvo.servico.cotacao.id));
    const naCotacao = new D('1000')
      .times('4')
      .times(fatorAno(anoDaCotacao(cotacao?.data ?? new Date())))
      .times('1.05')
      .times('0.9')
      .toFixed(2);
    expect(naCotacao).not.toBe(esperado);
    const relida = (await get(`/api/subcotacoes/${alvo.wallet}/milhas-validadas/`)).json();
    expect(relida.map((l: { custo: string }) => l.custo)).toEqual([naCotacao]);
    const csvRelido = await get('/api/exportar/milhas-validadas.csv', 'admin');
    const registroRelido = csvRelido.body.split('\r\n').find((l) => l.startsWith(`${linha?.id};`));
    expect(registroRelido?.split(';')).toContain(naCotacao.replace('.', ','));
  });
});

describe('a wallet purchase costs the same in the payable, the list and the export (decision 0069)', () => {
  /** Validates every ticket of the service (the miles lines, then these wallet lines) and reads the three. */
  async function validarTudo(alvo: EmValidacao, wallet: object[]) {
    const response = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: [...(await linhasMilha(alvo)), ...wallet],
      seguiu_manual_boas_praticas_milhas: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const linhas = ZValidarMilhasResponse.parse(response.json()).milhas_validadas.filter(
      (l) => l.tipo === 'wallet',
    );
    const [emissao] = await t.db.select().from(emissoes).where(eq(emissoes.subcotacao, alvo.wallet));
    if (!emissao) throw new Error('no issuance');
    const payable = await findComprasDaEmissao(t.db, emissao.id);
    const resposta = await get(`/api/milhas-validadas/?id_venda=${alvo.servico.venda.id}`);
    expect(resposta.statusCode, resposta.body).toBe(200);
    const lista = resposta.json() as {
      'milhas-validadas': { id: number; custo: string | null }[];
    };
    const csv = await get('/api/exportar/milhas-validadas.csv', 'admin');
    expect(csv.statusCode).toBe(200);
    const cabecalho = csv.body.split('\r\n')[0]?.split(';') ?? [];
    const coluna = cabecalho.findIndex((c) => c.replace(/"/g, '') === 'Custo');
    const exportado = linhas.map(
      (l) =>
        csv.body
          .split('\r\n')
          .find((r) => r.startsWith(`${l.id};`))
          ?.split(';')[coluna] ?? '',
    );
    return {
      payable: payable?.total,
      lista: linhas.map((l) => lista['milhas-validadas'].find((v) => v.id === l.id)?.custo),
      exportado,
    };
  }

  it('a dollar ticket is discounted before it is rounded, and a ticket bought in two purchases is shared', async () => {
    // US$ 1.000,00 at 5,40 (2026): R$ 5.804,946…; less 10 % is 5.224,451… → 5.224,45 everywhere
    const emDolar = await servicoEmValidacao(t, ids, pessoas);
    const [usd] = await t.db.select().from(moedas).where(eq(moedas.sigla, 'USD'));
    if (!usd) throw new Error('no USD');
    await t.db
      .update(subcotacoes)
      .set({ moeda: usd.id, custo_bilhete: '1000.00' })
      .where(eq(subcotacoes.id, emDolar.wallet));
    await t.db
      .update(cotacoes)
      .set({ cambios: { [String(usd.id)]: '5.400000' }, data_hora_cotacao: new Date('2026-06-01T12:00:00Z') })
      .where(eq(cotacoes.id, emDolar.servico.cotacao.id));
    expect(await validarTudo(emDolar, [await linhaWallet(emDolar, { desagio_compra: '10' })])).toEqual({
      payable: '5224.45',
      lista: ['5224.45'],
      exportado: ['5224,45'],
    });

    // R$ 5.100,00 bought in two purchases without discount: R$ 2.550,00 each, R$ 5.100,00 owed
    const emDuas = await servicoEmValidacao(t, ids, pessoas);
    await t.db.update(subcotacoes).set({ custo_bilhete: '5100.00' }).where(eq(subcotacoes.id, emDuas.wallet));
    const linha = await linhaWallet(emDuas, { desagio_compra: '0' });
    expect(await validarTudo(emDuas, [linha, { ...linha }])).toEqual({
      payable: '5100.00',
      lista: ['2550.00', '2550.00'],
      exportado: ['2550,00', '2550,00'],
    });
  });
});

describe('GET /api/servicos/validacao_pendente/', () => {
  it('lists the services waiting for ticket validation to the panel, newest first', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const response = await get('/api/servicos/validacao_pendente/?page=1');
    expect(response.statusCode).toBe(200);
    const pagina = ZServicosPage.parse(response.json());
    expect(pagina.servicos[0]?.id).toBe(alvo.servico.id);
    expect(pagina.servicos.every((s) => s.status === 'validacao')).toBe(true);
    for (const username of ['consultor', 'financeiro', 'emissor', 'cotador', 'cliente'])
      expect((await get('/api/servicos/validacao_pendente/', username)).statusCode, username).toBe(403);
  });
});

describe("the contact's Milhas Validadas tab", () => {
  it("lists the purchases with the contact as passenger or with the contact's account, with the issuance", async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const [passageiro] = alvo.passageiros;
    const response = await validar({
      cotacao: alvo.servico.cotacao.id,
      milhas_validadas: [...(await linhasMilha(alvo)), await linhaWallet(alvo)],
      seguiu_manual_boas_praticas_milhas: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const criadas = ZValidarMilhasResponse.parse(response.json()).milhas_validadas;
    const aba = async (contato: number, username = 'consultor') => {
      const resposta = await get(`/api/contatos/${contato}/milhas-validadas/`, username);
      expect(resposta.statusCode, resposta.body).toBe(200);
      return z.array(ZMilhaValidadaDoContato).parse(resposta.json());
    };
    const doPassageiro = await aba(passageiro ?? 0);
    const [comPassageiro] = criadas.filter((c) => c.contato?.id === passageiro);
    const linha = doPassageiro.find((m) => m.id === comPassageiro?.id);
    expect(linha).toMatchObject({
      servico: alvo.servico.id,
      venda: alvo.servico.venda.id,
      cotacao: alvo.servico.cotacao.id,
    });
    expect(linha?.emissao).not.toBeNull();
    expect(linha?.conta_fidelidade).toContain('LATAM Pass');

    // the third party's login only to who issues from the account; the others read programme and holder
    const [deTerceiro] = criadas.filter((c) => c.subcotacao === alvo.milha && !c.conta_propria);
    const terceiroNa = async (username: string) =>
      (await aba(deTerceiro?.contato?.id ?? 0, username)).find((m) => m.id === deTerceiro?.id)
        ?.conta_fidelidade;
    for (const username of ['emissor', 'milhas', 'admin'])
      expect(await terceiroNa(username), username).toBe(
        'LATAM Pass · vendedor.milhas@email-demo.com.br · Vendedor de Milhas',
      );
    for (const username of ['consultor', 'financeiro', 'cotador', 'sdr']) {
      const resposta = await get(`/api/contatos/${deTerceiro?.contato?.id}/milhas-validadas/`, username);
      expect(resposta.body, username).not.toContain('vendedor.milhas@');
      expect(resposta.body, username).not.toContain('52998224725');
      expect(await terceiroNa(username), username).toBe('LATAM Pass · Vendedor de Milhas');
    }
    const [emissao] = await t.db
      .select({ id: emissoes.id })
      .from(emissoes)
      .where(and(eq(emissoes.servico, alvo.servico.id), eq(emissoes.subcotacao, alvo.milha)));
    expect(linha?.emissao).toBe(emissao?.id);

    // a contact whose account a purchase used, without travelling
    const [titular] = await contatosDemo(t, 12).then((lista) => lista.slice(11));
    const [conta] = await contasOferecidas(t, alvo.milha);
    await t.db
      .update(fidelidades)
      .set({ contato_id: titular ?? null })
      .where(eq(fidelidades.id, conta?.id ?? 0));
    const doTitular = await aba(titular ?? 0);
    expect(doTitular.length).toBeGreaterThan(0);
    expect(doTitular.every((m) => m.conta_fidelidade !== null)).toBe(true);
    await t.db
      .update(fidelidades)
      .set({ contato_id: null })
      .where(eq(fidelidades.id, conta?.id ?? 0));
    expect(await aba(pessoas[3] ?? 0)).toEqual([]);
  });
});
