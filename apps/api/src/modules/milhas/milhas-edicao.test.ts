import {
  type LinhaTabelaMilhasRequest,
  type LinhaTabelaMilhasView,
  linhaParaCalculo,
  TABELA_MILHAS_MESSAGES as T,
  ZLinhaTabelaMilhasView,
} from '@skyler/domain/milhas';
import { linhaDaTabela } from '@skyler/domain/precos/calculo-cotacao';
import { abaixoDoPiso, milheiroDaTabela } from '@skyler/domain/precos/milhas';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cias_aereas, logs, programas, tabela_milhas } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

usarApp({ referencia: true });

const NAO_EDITAM = ['consultor', 'sdr', 'cotador', 'emissor', 'financeiro'];

async function atual(tipo: 'preco_de_venda' | 'custo' = 'preco_de_venda'): Promise<LinhaTabelaMilhasView[]> {
  const response = await t.injectAs('cotador', { method: 'GET', url: `/api/milhas/?tipo=${tipo}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function linhaDe(programa: string, tipo: 'preco_de_venda' | 'custo' = 'preco_de_venda') {
  const linha = (await atual(tipo)).find((l) => l.programa.nome === programa && l.classe === null);
  if (!linha) throw new Error(`no row for ${programa}`);
  return linha;
}

function corpo(linha: LinhaTabelaMilhasView, mudancas: Partial<LinhaTabelaMilhasRequest> = {}) {
  return {
    operado_por: linha.operado_por?.id ?? null,
    classe: linha.classe,
    precos: linha.precos,
    custo_proprio: linha.custo_proprio,
    custo_terceiros: linha.custo_terceiros,
    piso: linha.piso,
    ...mudancas,
  };
}

const put = (username: string, id: number, payload: unknown) =>
  t.injectAs(username, { method: 'PUT', url: `/api/milhas/${id}/`, payload: payload as object });

async function contagem() {
  const [linhas] = await t.db.select({ n: count() }).from(tabela_milhas);
  const [auditoria] = await t.db.select({ n: count() }).from(logs);
  return { linhas: linhas?.n, auditoria: auditoria?.n };
}

function mesDe(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date(iso))
    .slice(0, 7);
}

describe('PUT /api/milhas/{id}/', () => {
  it('archives the row and inserts its successor with the new prices, in the history of the month', async () => {
    const antes = await linhaDe('Smiles');
    const precos = ['27.00', '25.00', '23.50', '22.50', '21.50', '21,00'];
    const response = await put('milhas', antes.id, corpo(antes, { precos, piso: '20', custo_proprio: '' }));
    expect(response.statusCode, response.body).toBe(200);
    const nova = ZLinhaTabelaMilhasView.parse(response.json());
    expect(nova.id).not.toBe(antes.id);
    expect(nova).toMatchObject({
      tipo: 'preco_de_venda',
      programa: antes.programa,
      operado_por: antes.operado_por,
      classe: null,
      precos: ['27.00', '25.00', '23.50', '22.50', '21.50', '21.00'],
      piso: '20.00',
      custo_proprio: null,
      archived_at: null,
    });

    const [arquivada] = await t.db.select().from(tabela_milhas).where(eq(tabela_milhas.id, antes.id));
    expect(arquivada?.archived_at).toBeInstanceOf(Date);
    expect(arquivada?.preco_1).toBe('26.00');

    const mes = mesDe(arquivada?.archived_at?.toISOString() ?? '');
    const historico = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/milhas/historico/?mes=${mes}&tipo=preco_de_venda`,
    });
    expect(historico.statusCode).toBe(200);
    const linhas: LinhaTabelaMilhasView[] = historico.json();
    expect(linhas[0]).toMatchObject({ id: antes.id, precos: antes.precos, piso: antes.piso });
    expect(linhas[0]?.archived_at).not.toBeNull();

    const auditoria = await ultimoLog(t.db, 'tabela_milhas_alterada');
    expect(auditoria?.meta).toMatchObject({ entidade: 'tabela_milhas', id: nova.id, anterior: antes.id });
    expect(auditoria?.dados).toMatchObject({
      antes: { id: antes.id, piso: antes.piso },
      depois: { id: nova.id, piso: '20.00' },
    });
  });

  it('the current table the quote dialog reads has the new prices and floor at once', async () => {
    const antes = await linhaDe('TudoAzul');
    const precos = ['31.00', '29.00', '28.00', '27.00', '26.00', '25.50'];
    const response = await put('milhas', antes.id, corpo(antes, { precos, piso: '24.00' }));
    expect(response.statusCode, response.body).toBe(200);
    const tabela = [...(await atual('preco_de_venda')), ...(await atual('custo'))].map(linhaParaCalculo);
    expect(
      tabela.filter((l) => l.programa === antes.programa.id && l.tipo === 'preco_de_venda'),
    ).toHaveLength(1);
    const linha = linhaDaTabela(tabela, antes.programa.id, 'economica', 'preco_de_venda');
    expect(milheiroDaTabela(4_000, linha?.precos).toFixed(2)).toBe('31.00');
    expect(milheiroDaTabela(60_000, linha?.precos).toFixed(2)).toBe('27.00');
    expect(linha?.piso).toBe('24.00');
    // 23.50 was above the old floor (23) and is below the new one
    expect(abaixoDoPiso('23.50', linha?.piso)).toBe(true);
  });

  it('may change the operating airline and the class', async () => {
    const antes = await linhaDe('Iberia Plus', 'custo');
    const [cia] = await t.db.select().from(cias_aereas).where(eq(cias_aereas.iata, 'IB'));
    const response = await put(
      'admin',
      antes.id,
      corpo(antes, { classe: 'executiva', operado_por: cia?.id ?? null }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ classe: 'executiva', operado_por: { id: cia?.id } });
  });

  it.each([
    ['every tier below the floor', { piso: '100' }, T.precoAbaixoPiso, 'piso'],
    ['a zero price', { precos: ['0', '1', '1', '1', '1', '1'] }, T.valoresNegativos, 'precos.0'],
    ['a negative price', { precos: ['30', '-1', '1', '1', '1', '1'] }, T.valoresNegativos, 'precos.1'],
    ['a zero floor', { piso: '0' }, T.valoresNegativos, 'piso'],
    ['a negative floor', { piso: '-19' }, T.valoresNegativos, 'piso'],
    ['a negative cost', { custo_terceiros: '-2' }, T.valoresNegativos, 'custo_terceiros'],
    ['five prices', { precos: ['30', '29', '28', '27', '26'] }, T.seisPrecos, 'precos'],
    ['no floor', { piso: null }, T.pisoObrigatorio, 'piso'],
    ['a malformed price', { precos: ['30', '29', '28', '27', '26', '2.555'] }, T.valorInvalido, 'precos.5'],
  ])('400 for %s, nothing changed', async (_caso, mudancas, mensagem, campo) => {
    const antes = await linhaDe('Flying Blue');
    const inicio = await contagem();
    const response = await put(
      'milhas',
      antes.id,
      corpo(antes, mudancas as Partial<LinhaTabelaMilhasRequest>),
    );
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(mensagem);
    expect(response.json().errors[campo]).toEqual([mensagem]);
    expect(await contagem()).toEqual(inicio);
    expect((await linhaDe('Flying Blue')).id).toBe(antes.id);
  });

  it('the texts are the spec’s', () => {
    expect(T.precoAbaixoPiso).toBe('O preço não pode ser menor que o piso!');
    expect(T.valoresNegativos).toBe('Valores não podem ser negativos');
  });

  it('400 for an airline that does not exist; 409 for a class another current row of the programme has', async () => {
    const latam = (await atual('preco_de_venda')).filter((l) => l.programa.nome === 'LATAM Pass');
    const geral = latam.find((l) => l.classe === null);
    if (!geral) throw new Error('seed');
    const inicio = await contagem();
    const semCia = await put('milhas', geral.id, corpo(geral, { operado_por: 999_999 }));
    expect(semCia.statusCode).toBe(400);
    expect(expectDetail(semCia)).toBe(T.ciaNaoEncontrada);
    const duplicada = await put('milhas', geral.id, corpo(geral, { classe: 'executiva' }));
    expect(duplicada.statusCode).toBe(409);
    expect(expectDetail(duplicada)).toBe(T.classeDuplicada);
    expect(await contagem()).toEqual(inicio);
  });

  it('an archived row cannot be edited again (two screens editing the same row): 409, nothing changed', async () => {
    const antes = await linhaDe('AAdvantage');
    const [primeira, segunda] = await Promise.all([
      put('milhas', antes.id, corpo(antes, { piso: '75' })),
      put('admin', antes.id, corpo(antes, { piso: '74' })),
    ]);
    const respostas = [primeira, segunda].map((r) => r?.statusCode).sort();
    expect(respostas).toEqual([200, 409]);
    const recusada = [primeira, segunda].find((r) => r?.statusCode === 409);
    if (!recusada) throw new Error('one must be refused');
    expect(expectDetail(recusada)).toBe(T.jaArquivada);
    const correntes = await t.db
      .select()
      .from(tabela_milhas)
      .where(
        and(
          eq(tabela_milhas.programa, antes.programa.id),
          eq(tabela_milhas.tipo, 'preco_de_venda'),
          isNull(tabela_milhas.archived_at),
        ),
      );
    expect(correntes).toHaveLength(1);
    const inicio = await contagem();
    const depois = await put('milhas', antes.id, corpo(antes, { piso: '70' }));
    expect(depois.statusCode).toBe(409);
    expect(await contagem()).toEqual(inicio);
  });

  it('404 for a row that does not exist', async () => {
    const response = await put('milhas', 999_999, corpo(await linhaDe('Smiles')));
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(T.naoEncontrada);
  });
});

describe('DELETE /api/milhas/{id}/', () => {
  it('archives the row with an audit row; a second archive is refused', async () => {
    const antes = await linhaDe('TAP Miles&Go', 'custo');
    const response = await t.injectAs('milhas', { method: 'DELETE', url: `/api/milhas/${antes.id}/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: antes.id });
    expect(response.json().archived_at).not.toBeNull();
    expect((await atual('custo')).map((l) => l.id)).not.toContain(antes.id);
    const auditoria = await ultimoLog(t.db, 'tabela_milhas_arquivada');
    expect(auditoria?.meta).toMatchObject({ entidade: 'tabela_milhas', id: antes.id });
    const inicio = await contagem();
    const again = await t.injectAs('milhas', { method: 'DELETE', url: `/api/milhas/${antes.id}/` });
    expect(again.statusCode).toBe(409);
    expect(expectDetail(again)).toBe(T.jaArquivada);
    expect(await contagem()).toEqual(inicio);
  });
});

describe('POST /api/milhas/', () => {
  it('adds a row for a programme and kind without one; a second for the same class is refused', async () => {
    const [programa] = await t.db.select().from(programas).where(eq(programas.nome, 'TAP Miles&Go'));
    if (!programa) throw new Error('seed');
    const payload = {
      programa: programa.id,
      tipo: 'custo',
      operado_por: null,
      classe: null,
      precos: ['34', '33', '32', '31', '30', '29'],
      custo_proprio: '32',
      custo_terceiros: '35',
      piso: '28',
    };
    const response = await t.injectAs('milhas', { method: 'POST', url: '/api/milhas/', payload });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ tipo: 'custo', programa: { id: programa.id }, piso: '28.00' });
    const again = await t.injectAs('milhas', { method: 'POST', url: '/api/milhas/', payload });
    expect(again.statusCode).toBe(409);
    expect(expectDetail(again)).toBe(T.classeDuplicada);
    const semPrograma = await t.injectAs('milhas', {
      method: 'POST',
      url: '/api/milhas/',
      payload: { ...payload, programa: 999_999 },
    });
    expect(semPrograma.statusCode).toBe(400);
    expect(expectDetail(semPrograma)).toBe(T.programaNaoEncontrado);
  });
});

describe('GET /api/milhas/historico/', () => {
  async function arquivar(id: number, quando: string) {
    await t.db
      .update(tabela_milhas)
      .set({ archived_at: new Date(quando) })
      .where(eq(tabela_milhas.id, id));
  }

  it('the rows archived in the month of the agency’s calendar, newest archive first, by kind', async () => {
    const novas = await t.db
      .insert(tabela_milhas)
      .values(
        [0, 1, 2, 3].map((i) => ({
          programa: (i % 2) + 1,
          tipo: i === 3 ? ('custo' as const) : ('preco_de_venda' as const),
          preco_1: `${10 + i}.00`,
          piso: '5.00',
        })),
      )
      .returning({ id: tabela_milhas.id });
    const [a, b, c, d] = novas.map((n) => n.id) as [number, number, number, number];
    await arquivar(a, '2025-03-01T02:59:00Z'); // 28 Feb in São Paulo
    await arquivar(b, '2025-03-01T03:00:00Z'); // 1 Mar
    await arquivar(c, '2025-03-31T12:00:00Z');
    await arquivar(d, '2025-03-15T12:00:00Z');
    const ler = async (url: string) => {
      const response = await t.injectAs('sdr', { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as LinhaTabelaMilhasView[]).map((l) => l.id);
    };
    expect(await ler('/api/milhas/historico/?mes=2025-03&tipo=preco_de_venda')).toEqual([c, b]);
    expect(await ler('/api/milhas/historico/?mes=2025-03&tipo=custo')).toEqual([d]);
    expect(await ler('/api/milhas/historico/?mes=2025-03')).toEqual([c, d, b]);
    expect(await ler('/api/milhas/historico/?mes=2025-02')).toEqual([a]);
    expect(await ler('/api/milhas/historico/?mes=2024-03')).toEqual([]);
  });

  it.each(['2025-13', '2025-3', 'marco', '2025-03-01', ''])('400 for the month "%s"', async (mes) => {
    const response = await t.injectAs('milhas', { method: 'GET', url: `/api/milhas/historico/?mes=${mes}` });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(T.mesInvalido);
  });

  it('400 without a month', async () => {
    const response = await t.injectAs('milhas', { method: 'GET', url: '/api/milhas/historico/' });
    expect(response.statusCode).toBe(400);
  });
});

describe('who changes the miles table', () => {
  it('only the milhas group (milhas, and admin who belongs to it); others 403, nothing changed', async () => {
    const linha = await linhaDe('Smiles', 'custo');
    const inicio = await contagem();
    for (const username of [...NAO_EDITAM, 'cliente']) {
      const alterar = await put(username, linha.id, corpo(linha));
      expect(alterar.statusCode, username).toBe(403);
      const arquivar = await t.injectAs(username, { method: 'DELETE', url: `/api/milhas/${linha.id}/` });
      expect(arquivar.statusCode, username).toBe(403);
      const criar = await t.injectAs(username, {
        method: 'POST',
        url: '/api/milhas/',
        payload: { ...corpo(linha), programa: linha.programa.id, tipo: 'custo', classe: 'primeira_classe' },
      });
      expect(criar.statusCode, username).toBe(403);
    }
    expect(
      (await t.inject({ method: 'PUT', url: `/api/milhas/${linha.id}/`, payload: corpo(linha) })).statusCode,
    ).toBe(401);
    expect(await contagem()).toEqual(inicio);
  });

  it('the history is read by every staff account; a customer 403', async () => {
    for (const username of ['admin', ...NAO_EDITAM, 'milhas']) {
      const response = await t.injectAs(username, {
        method: 'GET',
        url: '/api/milhas/historico/?mes=2025-03',
      });
      expect(response.statusCode, username).toBe(200);
    }
    const cliente = await t.injectAs('cliente', { method: 'GET', url: '/api/milhas/historico/?mes=2025-03' });
    expect(cliente.statusCode).toBe(403);
  });
});
