import { readFileSync } from 'node:fs';
import {
  CONTAS_BANCARIAS_MESSAGES as M,
  ZContaBancaria,
  ZImportacaoExtrato,
} from '@skyler/domain/contas-bancarias';
import { logTipoLabel } from '@skyler/domain/logs';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contas_bancarias, extratos_bancarios, logs, movimentos_bancarios } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { multipart } from '../../test/multipart.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

usarApp();

const BASE = '/api/contas-bancarias/';
const fixture = (nome: string) => readFileSync(new URL(`fixtures/${nome}`, import.meta.url));
const NEGADOS = ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente'];

async function criarConta(dados: Record<string, unknown>, username = 'financeiro') {
  const resposta = await t.injectAs(username, { method: 'POST', url: BASE, payload: dados });
  expect(resposta.statusCode, resposta.body).toBe(201);
  return ZContaBancaria.parse(resposta.json());
}

const importar = (
  conta: number,
  arquivo: { nome: string; data: Buffer },
  campos: Record<string, string> = {},
) =>
  t.injectAs('financeiro', {
    method: 'POST',
    url: `${BASE}${conta}/extratos/`,
    ...multipart(campos, arquivo),
  });

const linhasDaConta = async (conta: number) =>
  Number(
    (
      await t.db
        .select({ n: count() })
        .from(movimentos_bancarios)
        .where(eq(movimentos_bancarios.conta, conta))
    )[0]?.n,
  );

describe('GET|POST|PUT /api/contas-bancarias/', () => {
  it('finance and administrators only: everyone else gets 403 on every route and nothing is written', async () => {
    const conta = await criarConta({
      banco: '237',
      agencia: '0427',
      conta: '506511-9',
      descricao: 'Bradesco PJ',
    });
    for (const username of NEGADOS) {
      const pedidos = [
        { method: 'GET', url: BASE },
        { method: 'GET', url: `${BASE}bancos/` },
        { method: 'GET', url: `${BASE}${conta.id}/` },
        { method: 'POST', url: BASE, payload: { banco: '001', agencia: '1', conta: '2', descricao: 'x' } },
        {
          method: 'PUT',
          url: `${BASE}${conta.id}/`,
          payload: { banco: '237', agencia: '1', conta: '2', descricao: 'x' },
        },
        {
          method: 'POST',
          url: `${BASE}${conta.id}/extratos/`,
          ...multipart({}, { nome: 'a.ofx', data: fixture('bradesco.ofx') }),
        },
        { method: 'GET', url: '/api/movimentos-bancarios/' },
      ] as const;
      for (const pedido of pedidos) {
        const resposta = await t.injectAs(username, pedido);
        expect(resposta.statusCode, `${username} ${pedido.method} ${pedido.url}`).toBe(403);
      }
    }
    expect(await linhasDaConta(conta.id)).toBe(0);
    const [linha] = await t.db.select().from(contas_bancarias).where(eq(contas_bancarias.id, conta.id));
    expect(linha).toMatchObject({ agencia: '0427', versao: 1 });
    for (const username of ['admin', 'financeiro']) {
      expect((await t.injectAs(username, { method: 'GET', url: BASE })).statusCode).toBe(200);
    }
  });

  it('names the bank from the Central Bank list, validates the Pix key, audits, and refuses a stale version', async () => {
    const criada = await criarConta({
      banco: '260',
      agencia: '0001',
      conta: '61405066-1',
      descricao: 'Nubank PJ',
      chave_pix: '+55 11 98765-4321',
    });
    expect(criada).toMatchObject({
      banco_nome: 'NU PAGAMENTOS S.A. - INSTITUIÇÃO DE PAGAMENTO',
      chave_pix: '+5511987654321',
    });
    const bancos = (await t.injectAs('financeiro', { method: 'GET', url: `${BASE}bancos/` })).json();
    expect(bancos.bancos).toContainEqual({ codigo: '341', nome: 'ITAÚ UNIBANCO S.A.' });

    for (const [campo, valor, mensagem] of [
      ['chave_pix', '123.456.789-00', M.chavePixInvalida],
      ['chave_pix', '+1 202 555 0100', M.chavePixInvalida],
      ['banco', '999', M.bancoInvalido],
      ['agencia', 'abc', M.agenciaInvalida],
    ] as const) {
      const resposta = await t.injectAs('financeiro', {
        method: 'POST',
        url: BASE,
        payload: { banco: '001', agencia: '1234', conta: '99-1', descricao: 'BB', [campo]: valor },
      });
      expect(resposta.statusCode, `${campo}=${valor}`).toBe(400);
      expect(resposta.json().errors[campo]).toEqual([mensagem]);
    }
    const duplicada = await t.injectAs('financeiro', {
      method: 'POST',
      url: BASE,
      payload: { banco: '260', agencia: '0001', conta: '61405066-1', descricao: 'outra' },
    });
    expect(duplicada.statusCode).toBe(409);
    expect(expectDetail(duplicada)).toBe(M.contaDuplicada);

    const base = { banco: '260', agencia: '0001', conta: '61405066-1' };
    const alterada = await t.injectAs('admin', {
      method: 'PUT',
      url: `${BASE}${criada.id}/`,
      payload: { ...base, descricao: 'Nubank recebimentos', chave_pix: '11.222.333/0001-81', versao: 1 },
    });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(alterada.json()).toMatchObject({
      descricao: 'Nubank recebimentos',
      chave_pix: '11222333000181',
      versao: 2,
    });
    const velha = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `${BASE}${criada.id}/`,
      payload: { ...base, descricao: 'perdida', versao: 1 },
    });
    expect(velha.statusCode).toBe(409);
    expect(expectDetail(velha)).toBe(MENSAGEM_VERSAO);
    const registros = await t.db
      .select()
      .from(logs)
      .where(eq(logs.meta, { entidade: 'conta_bancaria', id: criada.id, ip: '127.0.0.1' }))
      .orderBy(logs.id);
    expect(registros.map((r) => r.tipo)).toEqual(['conta_bancaria_criada', 'conta_bancaria_alterada']);
    expect(registros[1]?.dados).toMatchObject({
      antes: { descricao: 'Nubank PJ' },
      depois: { descricao: 'Nubank recebimentos' },
    });
    expect(logTipoLabel('extrato_bancario_importado')).toBe('Extrato bancário importado');
  });
});

describe('POST /api/contas-bancarias/{id}/extratos/', () => {
  it('imports an OFX into lines, keeps the period and balance, and the same file again adds nothing', async () => {
    const conta = await criarConta({
      banco: '341',
      agencia: '1234',
      conta: '00576-1',
      descricao: 'Itaú teste',
    });
    const primeira = await importar(conta.id, { nome: 'itau-outubro.ofx', data: fixture('itau.ofx') });
    expect(primeira.statusCode, primeira.body).toBe(201);
    const resposta = ZImportacaoExtrato.parse(primeira.json());
    expect(resposta).toMatchObject({ importados: 5, repetidos: 0, detail: M.importado(5, 0) });
    expect(resposta.movimentos.map((m) => [m.tipo, m.valor, m.status, m.sugestoes])).toContainEqual([
      'credito',
      '3500.00',
      'pendente',
      [],
    ]);
    const [extrato] = await t.db
      .select()
      .from(extratos_bancarios)
      .where(eq(extratos_bancarios.conta, conta.id));
    expect(extrato).toMatchObject({
      formato: 'ofx',
      inicio: '2026-10-01',
      fim: '2026-10-31',
      saldo_final: '12021.44',
      importados: 5,
      repetidos: 0,
    });

    const segunda = await importar(conta.id, { nome: 'de-novo.ofx', data: fixture('itau.ofx') });
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toMatchObject({
      importados: 0,
      repetidos: 5,
      movimentos: [],
      detail: M.arquivoRepetido,
    });
    // another file of the same month with the same lines and one more: only the new one is added
    const texto = fixture('itau.ofx').toString('latin1');
    const maisUma = texto.replace(
      '</BANKTRANLIST>',
      '<STMTTRN>\r\n<TRNTYPE>CREDIT\r\n<DTPOSTED>20261031100000[-03:EST]\r\n<TRNAMT>10.00\r\n<MEMO>PIX TRANSF JOAO  31/10\r\n</STMTTRN>\r\n</BANKTRANLIST>',
    );
    const terceira = await importar(conta.id, {
      nome: 'itau-completo.ofx',
      data: Buffer.from(maisUma, 'latin1'),
    });
    expect(terceira.statusCode, terceira.body).toBe(201);
    expect(terceira.json()).toMatchObject({ importados: 1, repetidos: 5 });
    expect(await linhasDaConta(conta.id)).toBe(6);
    const log = await ultimoLog(t.db, 'extrato_bancario_importado');
    expect(log?.dados).toMatchObject({
      depois: { arquivo_nome: 'itau-completo.ofx', importados: 1, repetidos: 5 },
    });

    const lista = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/movimentos-bancarios/?conta=${conta.id}&status=pendente&tipo=debito&inicio=2026-10-05&fim=2026-10-10`,
    });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().movimentos.map((m: { valor: string }) => m.valor)).toEqual([
      '64.50',
      '64.50',
      '1250.90',
    ]);
    const invertido = await t.injectAs('financeiro', {
      method: 'GET',
      url: '/api/movimentos-bancarios/?inicio=2026-10-10&fim=2026-10-01',
    });
    expect(invertido.statusCode).toBe(400);
    const lida = ZContaBancaria.parse(
      (await t.injectAs('admin', { method: 'GET', url: `${BASE}${conta.id}/` })).json(),
    );
    expect(lida).toMatchObject({ pendentes: 6, ultimo_extrato: { arquivo_nome: 'itau-completo.ofx' } });
  });

  it('a CSV with its mapping: the mapping is saved on the account and the next file uses it', async () => {
    const conta = await criarConta({
      banco: '033',
      agencia: '3270',
      conta: '1087446-8',
      descricao: 'Santander',
    });
    const arquivo = { nome: 'santander.csv', data: fixture('extrato-santander.csv') };
    const semMapeamento = await importar(conta.id, arquivo);
    expect(semMapeamento.statusCode).toBe(400);
    expect(expectDetail(semMapeamento)).toBe(M.csvSemMapeamento);
    const mapeamento = {
      data: 'Data',
      descricao: 'Histórico',
      documento: 'Documento',
      credito: 'Crédito (R$)',
      debito: 'Débito (R$)',
      formato_data: 'dd/MM/yyyy',
      decimal: 'virgula',
    };
    const importado = await importar(conta.id, arquivo, { mapeamento: JSON.stringify(mapeamento) });
    expect(importado.statusCode, importado.body).toBe(201);
    expect(importado.json()).toMatchObject({ importados: 4, repetidos: 0 });
    const [linha] = await t.db.select().from(contas_bancarias).where(eq(contas_bancarias.id, conta.id));
    expect(linha?.csv_mapeamento).toEqual({ ...mapeamento, valor: null });
    const [credito] = await t.db
      .select()
      .from(movimentos_bancarios)
      .where(and(eq(movimentos_bancarios.conta, conta.id), eq(movimentos_bancarios.tipo, 'credito')));
    expect(credito).toMatchObject({ valor: '1234.56', documento: '11144477735', data: '2026-10-02' });
    // the next month's file, with the saved mapping
    const novembro = fixture('extrato-santander.csv').toString('latin1').replaceAll('/10/2026', '/11/2026');
    const seguinte = await importar(conta.id, { nome: 'nov.csv', data: Buffer.from(novembro, 'latin1') });
    expect(seguinte.statusCode, seguinte.body).toBe(201);
    expect(seguinte.json()).toMatchObject({ importados: 4 });
  });

  it('a bad file, another bank’s OFX, no file or an oversized file: a clear 4xx and nothing stored', async () => {
    const conta = await criarConta({
      banco: '001',
      agencia: '2359',
      conta: '30416-6',
      descricao: 'BB teste',
    });
    const casos = [
      [{ nome: 'extrato.pdf', data: Buffer.from('%PDF-1.4\n...') }, 400, M.formatoDesconhecido],
      [
        { nome: 'bradesco.ofx', data: fixture('bradesco.ofx') },
        400,
        M.bancoDoArquivo('237', 'Banco Bradesco S.A.', '001'),
      ],
      [{ nome: 'cortado.ofx', data: fixture('banco-do-brasil.ofx').subarray(0, 900) }, 400, M.ofxInvalido],
      [{ nome: 'grande.ofx', data: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') }, 413, M.arquivoGrande],
    ] as const;
    for (const [arquivo, status, mensagem] of casos) {
      const resposta = await importar(conta.id, arquivo);
      expect(resposta.statusCode, arquivo.nome).toBe(status);
      expect(expectDetail(resposta)).toBe(mensagem);
    }
    const semArquivo = await t.injectAs('financeiro', {
      method: 'POST',
      url: `${BASE}${conta.id}/extratos/`,
      ...multipart({ outro: 'x' }),
    });
    expect(semArquivo.statusCode).toBe(400);
    expect(expectDetail(semArquivo)).toBe(M.semArquivo);
    expect(await linhasDaConta(conta.id)).toBe(0);
    expect(
      await t.db.select().from(extratos_bancarios).where(eq(extratos_bancarios.conta, conta.id)),
    ).toEqual([]);
    const ok = await importar(conta.id, { nome: 'bb.ofx', data: fixture('banco-do-brasil.ofx') });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ importados: 3 });
    const inexistente = await importar(999999, { nome: 'bb.ofx', data: fixture('banco-do-brasil.ofx') });
    expect(inexistente.statusCode).toBe(404);
  });
});
