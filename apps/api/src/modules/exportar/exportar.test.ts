import { AUTH_MESSAGES } from '@skyler/domain/auth';
import {
  EXPORTAR_DATA_DO_PERIODO,
  EXPORTAR_DATASETS,
  EXPORTAR_MESSAGES,
  type ExportarDataset,
  periodoPadraoExportacao,
} from '@skyler/domain/exportar';
import { menuFor } from '@skyler/domain/permissions';
import { ZResultadoVenda } from '@skyler/domain/precos/resultado';
import { ZTotaisVenda } from '@skyler/domain/precos/totais-venda';
import { parse } from 'csv-parse/sync';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contatos,
  cotacoes,
  fidelidades,
  logs,
  milhas_validadas,
  moedas,
  pagamentos,
  programas,
  servicos,
  subcotacoes,
  tabela_milhas,
  vendas,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { idDoUsuario, ROLES_STAFF } from '../../test/fixtures.ts';
import { corpoPagamento, criarVendaComServicos } from '../../test/pagamentos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { abrirRac, criarEmissaoConcluida, type EmissaoDeTeste } from '../racs/test-fixtures.ts';
import { createUsuario } from '../usuarios/usuarios.service.ts';
import { DATASETS } from './exportar.datasets.ts';
import { celulaCsv, contentDisposition } from './exportar.formatos.ts';
import { LOTE_EXPORTACAO, lerEmLotes } from './exportar.leitura.ts';

const BOM = '\uFEFF';

let concluida: EmissaoDeTeste;
let naFila: EmissaoDeTeste;
let pagamentoAberto: number;
let validada: number;

/** The records of a CSV answer: `;` between fields, CRLF between records, quoted fields with `""`. */
function registros(response: LightMyRequestResponse): string[][] {
  const texto = response.body;
  expect(texto.startsWith(BOM), texto.slice(0, 200)).toBe(true);
  expect(texto.endsWith('\r\n')).toBe(true);
  const linhas: string[][] = [];
  let linha: string[] = [];
  let campo = '';
  let aspas = false;
  for (let i = BOM.length; i < texto.length; i++) {
    const c = texto[i];
    if (aspas) {
      if (c === '"' && texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (c === '"') aspas = false;
      else campo += c;
    } else if (c === '"') aspas = true;
    else if (c === ';') {
      linha.push(campo);
      campo = '';
    } else if (c === '\r' && texto[i + 1] === '\n') {
      linha.push(campo);
      linhas.push(linha);
      linha = [];
      campo = '';
      i++;
    } else campo += c;
  }
  return linhas;
}

function cabecalho(dataset: ExportarDataset): string[] {
  return DATASETS[dataset].colunas.map((coluna) => coluna.titulo);
}

/** The record of the row with this id, as a map from header to cell. */
function linhaDe(dataset: ExportarDataset, linhas: string[][], id: number): Record<string, string> {
  const achada = linhas.find((linha, i) => i > 0 && linha[0] === String(id));
  if (!achada) throw new Error(`no row ${id} in ${dataset}`);
  return Object.fromEntries(cabecalho(dataset).map((titulo, i) => [titulo, achada[i] ?? '']));
}

const exportarComo = (usuario: string, url: string) => t.injectAs(usuario, { method: 'GET', url });

usarApp();

beforeAll(async () => {
  concluida = await criarEmissaoConcluida(t.db, { servicos: 2 });
  naFila = await criarEmissaoConcluida(t.db, { consultor: 'admin', status: 'fila_de_emissao' });
  // a client whose name has an accent, a phone and a birthday; the first sale is theirs
  const [venda] = await t.db.select().from(vendas).where(eq(vendas.id, concluida.venda));
  await t.db
    .update(contatos)
    .set({
      nome: 'Zélia',
      sobrenome: 'Araújo',
      data_nascimento: '1980-02-29',
      telefone: { pais: 'BR', codigo: '55', numero: '11987654321' },
      cliente_estrangeiro: true,
      observacoes: 'Prefere janela; "sempre"\r\nligar antes',
      nome_busca: 'zelia araujo',
    })
    .where(eq(contatos.id, venda?.cliente ?? 0));
  // 03:30 UTC on 2 March 2026 is 00:30 on the 2nd in São Paulo; 02:30 UTC is 23:30 on the 1st
  await t.db
    .update(vendas)
    .set({ created_at: new Date('2026-03-02T02:30:00Z') })
    .where(eq(vendas.id, concluida.venda));
  const criador = await idDoUsuario(t.db, 'financeiro');
  const [aberto] = await t.db
    .insert(pagamentos)
    .values({
      venda: concluida.venda,
      descricao: 'Entrada',
      valor: '12345.60',
      meio_pagamento: 'pix',
      data_vencimento: '2030-01-10',
      created_by: criador,
    })
    .returning({ id: pagamentos.id });
  pagamentoAberto = aberto?.id ?? 0;
  await t.db.insert(pagamentos).values({
    venda: naFila.venda,
    descricao: 'Saldo',
    valor: '99.90',
    meio_pagamento: 'pix',
    status: 'concluido',
    data_vencimento: '2030-01-10',
    data_pagamento: '2030-01-09',
  });
  await abrirRac(t, concluida);
  // a validated miles line with a third party's password, which no export may carry
  const [cotacao] = await t.db.select().from(cotacoes).where(eq(cotacoes.venda, concluida.venda)).limit(1);
  const [bilhete] = await t.db
    .insert(subcotacoes)
    .values({ cotacao: cotacao?.id ?? 0, ordem: 1, tipo_cotacao: 'milha', viagem: { trechos: [] } })
    .returning({ id: subcotacoes.id });
  const [linha] = await t.db
    .insert(milhas_validadas)
    .values({
      servico: concluida.servico,
      cotacao: cotacao?.id ?? 0,
      venda: concluida.venda,
      subcotacao: bilhete?.id ?? 0,
      tipo: 'milha',
      login: 'terceiro@example.com',
      senha_cifrada: 'SENHA-CIFRADA-NUNCA-EXPORTADA',
      cpf: '12345678909',
      titular: 'Terceiro Titular',
      valor: 60000,
      valor_compra: '17.50',
    })
    .returning({ id: milhas_validadas.id });
  validada = linha?.id ?? 0;
}, 120_000);

describe('GET /api/exportar/{dataset}.csv', () => {
  it.each(EXPORTAR_DATASETS)('%s: BOM, the header in Portuguese, ";" and CRLF', async (dataset) => {
    const response = await exportarComo('admin', `/api/exportar/${dataset}.csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const linhas = registros(response);
    expect(linhas[0]).toEqual(cabecalho(dataset));
    for (const linha of linhas) expect(linha).toHaveLength(cabecalho(dataset).length);
  });

  it('names the file after the dataset, "milhas validadas.csv" encoded per RFC 6266', async () => {
    const vendasCsv = await exportarComo('admin', '/api/exportar/vendas.csv');
    expect(vendasCsv.headers['content-disposition']).toBe(
      `attachment; filename="vendas.csv"; filename*=UTF-8''vendas.csv`,
    );
    const validadas = await exportarComo('admin', '/api/exportar/milhas-validadas.csv');
    expect(validadas.headers['content-disposition']).toBe(
      `attachment; filename="milhas validadas.csv"; filename*=UTF-8''milhas%20validadas.csv`,
    );
    expect(contentDisposition('relatório.csv')).toBe(
      `attachment; filename="relat_rio.csv"; filename*=UTF-8''relat%C3%B3rio.csv`,
    );
  });

  it('writes dates DD/MM/AAAA, date-times in São Paulo, Sim/Não and names resolved (contatos, vendas)', async () => {
    const [venda] = await t.db.select().from(vendas).where(eq(vendas.id, concluida.venda));
    const contatosCsv = registros(await exportarComo('admin', '/api/exportar/contatos.csv'));
    const cliente = linhaDe('contatos', contatosCsv, venda?.cliente ?? 0);
    expect(cliente.Nome).toBe('Zélia');
    expect(cliente['Data de nascimento']).toBe('29/02/1980');
    expect(cliente['Cliente estrangeiro']).toBe('Sim');
    expect(cliente.Telefone).toBe('(11) 98765-4321');
    expect(cliente.Observações).toBe('Prefere janela; "sempre"\r\nligar antes');
    expect(cliente['Criado em']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    const vendasCsv = registros(await exportarComo('admin', '/api/exportar/vendas.csv'));
    const linha = linhaDe('vendas', vendasCsv, concluida.venda);
    expect(linha.Status).toBe('Concluída');
    expect(linha.Cliente).toBe('Zélia Araújo');
    expect(linha.Consultor).toBe('Carlos Consultor');
    expect(linha['Criada em']).toBe('01/03/2026 23:30');
  });

  it('writes decimals with a comma and no thousands separator (pagamentos)', async () => {
    const linhas = registros(await exportarComo('admin', '/api/exportar/pagamentos.csv'));
    const linha = linhaDe('pagamentos', linhas, pagamentoAberto);
    expect(linha.Valor).toBe('12345,60');
    expect(linha.Vencimento).toBe('10/01/2030');
    expect(linha['Meio de pagamento']).toBe('Pix');
    expect(linha.Status).toBe('Não efetuado');
    expect(linha.Cliente).toBe('Zélia Araújo');
    expect(linha['Criado por']).toBe('Fernanda Financeiro');
  });

  it('exports the validated miles without the third party password', async () => {
    const response = await exportarComo('milhas', '/api/exportar/milhas-validadas.csv');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('SENHA-CIFRADA');
    expect(cabecalho('milhas-validadas').some((titulo) => /senha/i.test(titulo))).toBe(false);
    const linha = linhaDe('milhas-validadas', registros(response), validada);
    expect(linha.Milhas).toBe('60000');
    expect(linha.Milheiro).toBe('17,50');
    expect(linha.Custo).toBe('1050,00');
    expect(linha.Login).toBe('terceiro@example.com');
  });

  it("leaves a third party account's login and CPF out for a reader outside the issuing and miles groups", async () => {
    await createUsuario(
      t.db,
      {
        username: 'leitor-autorizacoes',
        email: 'leitor-autorizacoes@example.com',
        nome: 'Lia',
        sobrenome: 'Leitora',
        pertencente: ['vendas_1'],
        authorized_restricted_routes: ['painel-autorizacao'],
      },
      { by: null },
    );
    const response = await exportarComo('leitor-autorizacoes', '/api/exportar/milhas-validadas.csv');
    expect(response.statusCode).toBe(200);
    const [titulos, ...linhas] = registros(response);
    expect(titulos).toEqual(cabecalho('milhas-validadas').filter((t) => t !== 'CPF' && t !== 'Login'));
    expect(linhas.some((linha) => linha[0] === String(validada))).toBe(true);
    expect(response.body).not.toContain('terceiro@example.com');
  });

  it('guards text that a spreadsheet would read as a formula', () => {
    const texto = DATASETS.contatos.colunas[1];
    if (!texto) throw new Error('no column');
    expect(celulaCsv(texto, '=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(celulaCsv(texto, '+5511')).toBe(`'+5511`);
    expect(celulaCsv({ ...texto, tipo: 'decimal' }, '-12.50')).toBe('-12,50');
    expect(celulaCsv(texto, '\uFF1D1+1')).toBe(`'\uFF1D1+1`);
    expect(celulaCsv(texto, '\r\n=1+1')).toBe(`'\r\n'=1+1`);
    expect(celulaCsv(texto, 'a\n\n@b\r\t-c')).toBe(`a\n\n'@b\r'\t-c`);
  });
});

describe('text with line breaks cannot split a row or start a formula', () => {
  /** Formulas after each kind of line break, and one at the start of a field. */
  const ATAQUES = [
    'Ligar depois\n=HYPERLINK(A1)',
    'Ligar depois\r+A1*2',
    'Ligar depois\r\n@SUM(1+1)',
    '-2+3\n-A1',
  ];
  /** The same texts as the CSV must hold them: a `'` before each formula character that starts a line. */
  const PROTEGIDOS = [
    "Ligar depois\n'=HYPERLINK(A1)",
    "Ligar depois\r'+A1*2",
    "Ligar depois\r\n'@SUM(1+1)",
    "'-2+3\n'-A1",
  ];

  /**
   * The CSV read by csv-parse as a reader that takes any line break (`\r\n`, `\n`, `\r`) outside quotes
   * as the end of a record: the strictest way a spreadsheet may read it.
   */
  function lerCsv(response: LightMyRequestResponse): string[][] {
    expect(response.statusCode, response.body).toBe(200);
    return parse(response.body, {
      delimiter: ';',
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
    }) as string[][];
  }

  function conferir(dataset: ExportarDataset, registros: string[][], total: number) {
    expect(registros).toHaveLength(total + 1);
    expect(registros[0]).toEqual(cabecalho(dataset));
    for (const registro of registros.slice(1)) {
      expect(registro).toHaveLength(cabecalho(dataset).length);
      expect(registro[0]).toMatch(/^\d+$/);
      for (const celula of registro) expect(celula, registro.join(' | ')).not.toMatch(/^[=+\-@\t\r]/);
    }
  }

  it('contatos: observations with \\n, \\r and \\r\\n stay in their row', async () => {
    const criados = await t.db
      .insert(contatos)
      .values(ATAQUES.map((observacoes, i) => ({ nome: `Injeção ${i}`, sobrenome: ATAQUES[i], observacoes })))
      .returning({ id: contatos.id });
    const [total] = await t.db.select({ n: count() }).from(contatos);
    const registros = lerCsv(await exportarComo('admin', '/api/exportar/contatos.csv'));
    conferir('contatos', registros, total?.n ?? 0);
    const obs = cabecalho('contatos').indexOf('Observações');
    const sobrenome = cabecalho('contatos').indexOf('Sobrenome');
    criados.forEach(({ id }, i) => {
      const registro = registros.find((r) => r[0] === String(id));
      expect(registro?.[obs]).toBe(PROTEGIDOS[i]);
      expect(registro?.[sobrenome]).toBe(PROTEGIDOS[i]);
    });
  });

  it('vendas: a contact channel and a cancellation reason with \\n, \\r and \\r\\n stay in their row', async () => {
    const [cliente] = await t.db
      .insert(contatos)
      .values({ nome: 'Cliente', sobrenome: 'Das Injeções' })
      .returning({ id: contatos.id });
    const admin = await idDoUsuario(t.db, 'admin');
    const alvos = await t.db
      .insert(vendas)
      .values(
        ATAQUES.map((motivo, i) => ({
          cliente: cliente?.id ?? null,
          consultor: admin,
          motivo_cancelamento: motivo,
          meio_contato_valor: ATAQUES[ATAQUES.length - 1 - i],
        })),
      )
      .returning({ id: vendas.id });
    const [total] = await t.db.select({ n: count() }).from(vendas);
    const registros = lerCsv(await exportarComo('admin', '/api/exportar/vendas.csv'));
    conferir('vendas', registros, total?.n ?? 0);
    const motivo = cabecalho('vendas').indexOf('Motivo do cancelamento');
    const contato = cabecalho('vendas').indexOf('Contato');
    alvos.forEach(({ id }, i) => {
      const registro = registros.find((r) => r[0] === String(id));
      expect(registro?.[motivo]).toBe(PROTEGIDOS[i]);
      expect(registro?.[contato]).toBe(PROTEGIDOS[ATAQUES.length - 1 - i]);
    });
  });
});

describe('an export is its list, filtered', () => {
  it('vendas: the same query pairs as GET /api/vendas/detailed/', async () => {
    const consultor = await idDoUsuario(t.db, 'consultor');
    const filtradas = registros(
      await exportarComo('admin', `/api/exportar/vendas.csv?consultor=${consultor}`),
    );
    const lista = await exportarComo('admin', `/api/vendas/detailed/?consultor=${consultor}`);
    const ids = (lista.json() as { vendas: { id: number }[] }).vendas.map((v) => String(v.id)).sort();
    expect(
      filtradas
        .slice(1)
        .map((linha) => linha[0])
        .sort(),
    ).toEqual(ids);
    expect(ids).toContain(String(concluida.venda));
    expect(ids).not.toContain(String(naFila.venda));

    const porNome = registros(await exportarComo('admin', '/api/exportar/vendas.csv?cliente=zelia'));
    expect(porNome.slice(1).map((linha) => linha[0])).toEqual([String(concluida.venda)]);
  });

  it('emissoes: by status, and minhas=true as the signed-in user', async () => {
    const naFilaCsv = registros(
      await exportarComo('admin', '/api/exportar/emissoes.csv?status=fila_de_emissao'),
    );
    expect(naFilaCsv.slice(1).map((linha) => linha[0])).toEqual([String(naFila.emissao)]);
    expect(linhaDe('emissoes', naFilaCsv, naFila.emissao).Status).toBe('Fila de emissão');
    const minhas = registros(await exportarComo('consultor', '/api/exportar/emissoes.csv?minhas=true'));
    expect(minhas.slice(1).map((linha) => linha[0])).toEqual([String(concluida.emissao)]);
  });

  it('pagamentos: by derived status and by sale', async () => {
    const concluidos = registros(
      await exportarComo('admin', '/api/exportar/pagamentos.csv?status=concluido'),
    );
    expect(concluidos).toHaveLength(2);
    expect(linhaDe('pagamentos', concluidos, pagamentoAberto + 1).Valor).toBe('99,90');
    const daVenda = registros(
      await exportarComo('admin', `/api/exportar/pagamentos.csv?venda=${concluida.venda}`),
    );
    expect(daVenda.slice(1).map((linha) => linha[0])).toEqual([String(pagamentoAberto)]);
    const porNome = registros(await exportarComo('admin', '/api/exportar/pagamentos.csv?search=zelia'));
    expect(porNome.slice(1).map((linha) => linha[0])).toEqual([String(pagamentoAberto)]);
  });

  it('servicos and racs: by sale and by status', async () => {
    const servicosCsv = registros(
      await exportarComo('admin', `/api/exportar/servicos.csv?venda=${concluida.venda}`),
    );
    expect(
      servicosCsv
        .slice(1)
        .map((linha) => Number(linha[0]))
        .sort(),
    ).toEqual([...concluida.servicos].sort());
    const abertas = registros(await exportarComo('admin', '/api/exportar/racs.csv?status=aberta'));
    expect(abertas).toHaveLength(2);
    const todas = registros(await exportarComo('admin', '/api/exportar/racs.csv'));
    expect(todas).toHaveLength(2);
    expect(registros(await exportarComo('admin', '/api/exportar/racs.csv?status=finalizada'))).toHaveLength(
      1,
    );
  });

  it('answers a bad filter with the list’s 400 message and writes nothing', async () => {
    const antes = await t.db.select().from(logs);
    for (const [dataset, query] of [
      ['vendas', 'status=nao-existe'],
      ['emissoes', 'data_ida=31-02-2026'],
      ['pagamentos', 'venda=abc'],
    ] as const) {
      const lista = await exportarComo(
        'admin',
        `${{ vendas: '/api/vendas/detailed/', emissoes: '/api/emissoes/detailed/', pagamentos: '/api/pagamentos/' }[dataset]}?${query}`,
      );
      const exportacao = await exportarComo('admin', `/api/exportar/${dataset}.csv?${query}`);
      expect(lista.statusCode).toBe(400);
      expect(exportacao.statusCode).toBe(400);
      expect(exportacao.json()).toEqual(lista.json());
    }
    expect(await t.db.select().from(logs)).toHaveLength(antes.length);
  });
});

describe('access', () => {
  it('refuses a customer account every dataset, and an anonymous request', async () => {
    for (const dataset of EXPORTAR_DATASETS) {
      const response = await exportarComo('cliente', `/api/exportar/${dataset}.csv`);
      expect(response.statusCode, dataset).toBe(403);
      expect(expectDetail(response)).toBe(AUTH_MESSAGES.forbidden);
    }
    const anonimo = await t.inject({ method: 'GET', url: '/api/exportar/vendas.csv' });
    expect(anonimo.statusCode).toBe(401);
  });

  it('refuses the miles table and the validated miles to who may not open their lists', async () => {
    for (const usuario of ['consultor', 'sdr', 'cotador', 'emissor', 'financeiro']) {
      for (const dataset of ['milhas', 'milhas-validadas'] as const) {
        for (const formato of ['csv', 'xlsx']) {
          const response = await exportarComo(usuario, `/api/exportar/${dataset}.${formato}`);
          expect(response.statusCode, `${usuario} ${dataset}`).toBe(403);
        }
      }
    }
    expect((await exportarComo('milhas', '/api/exportar/milhas.csv')).statusCode).toBe(200);
    expect((await exportarComo('admin', '/api/exportar/milhas-validadas.xlsx')).statusCode).toBe(200);
  });

  it('lets every staff member export the lists open to staff', async () => {
    for (const usuario of ['consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas']) {
      const response = await exportarComo(usuario, '/api/exportar/vendas.csv');
      expect(response.statusCode, usuario).toBe(200);
    }
  });

  it('answers an unknown dataset with 404 and an unknown format with 400, in Portuguese', async () => {
    const desconhecido = await exportarComo('admin', '/api/exportar/clientes.csv');
    expect(desconhecido.statusCode).toBe(404);
    expect(expectDetail(desconhecido)).toBe(EXPORTAR_MESSAGES.datasetDesconhecido);
    const formato = await exportarComo('admin', '/api/exportar/vendas.pdf');
    expect(formato.statusCode).toBe(400);
    expect(expectDetail(formato)).toBe(EXPORTAR_MESSAGES.formatoDesconhecido);
    expect((await exportarComo('cliente', '/api/exportar/vendas.pdf')).statusCode).toBe(403);
  });
});

describe('HEAD /api/exportar/{dataset}.csv', () => {
  it('answers the download’s headers, or its refusal, without exporting', async () => {
    const antes = await t.db.select().from(logs).where(eq(logs.tipo, 'exportacao'));
    const ok = await t.injectAs('admin', { method: 'HEAD', url: '/api/exportar/vendas.csv' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(ok.headers['content-disposition']).toContain('filename="vendas.csv"');
    expect(ok.body).toBe('');
    const negado = await t.injectAs('consultor', { method: 'HEAD', url: '/api/exportar/milhas.xlsx' });
    expect(negado.statusCode).toBe(403);
    const invalido = await t.injectAs('admin', { method: 'HEAD', url: '/api/exportar/vendas.csv?status=x' });
    expect(invalido.statusCode).toBe(400);
    expect(await t.db.select().from(logs).where(eq(logs.tipo, 'exportacao'))).toHaveLength(antes.length);
  });
});

describe('GET /api/exportar/{dataset}.xlsx', () => {
  it('is a workbook with a bold, frozen header, real numbers and dates', async () => {
    const response = await exportarComo('admin', '/api/exportar/pagamentos.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('filename="pagamentos.xlsx"');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const planilha = livro.worksheets[0];
    if (!planilha) throw new Error('no sheet');
    expect(planilha.rowCount).toBe(3);
    const titulos = cabecalho('pagamentos');
    expect((planilha.getRow(1).values as unknown[]).slice(1)).toEqual(titulos);
    expect(planilha.getRow(1).font?.bold).toBe(true);
    expect(planilha.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const linha = [2, 3]
      .map((n) => planilha.getRow(n))
      .find((row) => row.getCell(1).value === pagamentoAberto);
    if (!linha) throw new Error('no row');
    const celula = (titulo: string) => linha.getCell(titulos.indexOf(titulo) + 1);
    expect(celula('Valor').value).toBe(12345.6);
    expect(celula('Vencimento').value).toEqual(new Date(Date.UTC(2030, 0, 10)));
    expect(celula('Vencimento').numFmt).toBe('dd/mm/yyyy');
    expect(celula('Cliente').value).toBe('Zélia Araújo');
  });

  it('has every row of the dataset', async () => {
    const response = await exportarComo('admin', '/api/exportar/emissoes.xlsx');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const ids: unknown[] = [];
    livro.worksheets[0]?.eachRow((row, n) => {
      if (n > 1) ids.push(row.getCell(1).value);
    });
    expect(ids).toEqual([concluida.emissao, naFila.emissao]);
  });
});

describe('audit', () => {
  it('writes an exportacao row with the dataset, format, filters and row count', async () => {
    const response = await exportarComo('financeiro', '/api/exportar/pagamentos.xlsx?status=concluido');
    expect(response.statusCode).toBe(200);
    const financeiro = await idDoUsuario(t.db, 'financeiro');
    const [row] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'exportacao'), eq(logs.usuario, financeiro)))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(row?.meta).toMatchObject({
      entidade: 'exportacao',
      dataset: 'pagamentos',
      formato: 'xlsx',
      filtros: { status: 'concluido' },
      linhas: 1,
      completa: true,
    });
  });
});

describe('reading in batches', () => {
  it('reads every row once, in id order, whatever the batch size', async () => {
    const consulta = {
      id: contatos.id,
      valores: [sql`${contatos.nome}::text`],
      de: sql`${contatos}`,
      where: undefined,
    };
    const ler = async (tamanho: number) => {
      const lotes: unknown[][][] = [];
      for await (const lote of lerEmLotes(t.db, consulta, tamanho)) lotes.push(lote);
      return lotes;
    };
    const [total] = await t.db.select({ n: count() }).from(contatos);
    const inteiro = (await ler(LOTE_EXPORTACAO)).flat();
    expect(inteiro).toHaveLength(total?.n ?? 0);
    expect(inteiro.length).toBeGreaterThan(3);
    const ids = inteiro.map((linha) => Number(linha[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const deDois = await ler(2);
    expect(deDois).toHaveLength(Math.ceil(inteiro.length / 2));
    expect(deDois.every((lote) => lote.length <= 2)).toBe(true);
    expect(deDois.flat().map((linha) => [Number(linha[0]), linha[1]])).toEqual(
      inteiro.map((linha) => [Number(linha[0]), linha[1]]),
    );
  });
});

/** The ids of a CSV answer's rows. */
const idsDe = (linhas: string[][]) => linhas.slice(1).map((linha) => linha[0]);

describe('the period', () => {
  const DATADOS = EXPORTAR_DATASETS.filter((d) => EXPORTAR_DATA_DO_PERIODO[d] !== null);
  const CADASTROS = EXPORTAR_DATASETS.filter((d) => EXPORTAR_DATA_DO_PERIODO[d] === null);

  beforeAll(async () => {
    // the registers, as the reference seed writes them: a currency, a programme, its miles price and an account
    await t.db
      .insert(moedas)
      .values({ sigla: 'EUR', nome: 'Euro', simbolo: '€', cambio: '6.2', cambio_data: '2026-01-05' })
      .onConflictDoNothing();
    const [programa] = await t.db
      .insert(programas)
      .values({ nome: 'Programa da Exportação', tipo: 'cia_aerea' })
      .returning({ id: programas.id });
    await t.db.insert(tabela_milhas).values({ programa: programa?.id ?? 0, tipo: 'custo', preco_1: '18.00' });
    await t.db.insert(fidelidades).values({
      programa_id: programa?.id ?? 0,
      titular: 'Agência',
      numero_id_conta: '123',
      conta_propria: true,
    });
  });

  it.each(DATADOS)(
    '%s: a period before the rows leaves them out, one around them keeps them',
    async (dataset) => {
      const todas = idsDe(registros(await exportarComo('admin', `/api/exportar/${dataset}.csv`)));
      expect(todas.length, dataset).toBeGreaterThan(0);
      const antes = await exportarComo('admin', `/api/exportar/${dataset}.csv?de=2000-01-01&ate=2000-12-31`);
      expect(registros(antes)).toEqual([cabecalho(dataset)]);
      const tudo = await exportarComo('admin', `/api/exportar/${dataset}.csv?de=2000-01-01&ate=2099-12-31`);
      expect(idsDe(registros(tudo))).toEqual(todas);
    },
  );

  it.each(CADASTROS)('%s: a register as it stands, whatever the period', async (dataset) => {
    const todas = idsDe(registros(await exportarComo('admin', `/api/exportar/${dataset}.csv`)));
    expect(todas.length, dataset).toBeGreaterThan(0);
    const antes = await exportarComo('admin', `/api/exportar/${dataset}.csv?de=2000-01-01&ate=2000-12-31`);
    expect(idsDe(registros(antes))).toEqual(todas);
  });

  it("vendas: the day of a sale's creation is São Paulo's, both ends included", async () => {
    // created 02:30 UTC on 2 March 2026: 23:30 on 1 March in São Paulo
    const dia = (de: string, ate: string) =>
      exportarComo('admin', `/api/exportar/vendas.csv?de=${de}&ate=${ate}`).then(registros).then(idsDe);
    expect(await dia('2026-03-01', '2026-03-01')).toContain(String(concluida.venda));
    expect(await dia('2026-02-01', '2026-03-01')).toContain(String(concluida.venda));
    expect(await dia('2026-03-02', '2026-03-31')).not.toContain(String(concluida.venda));
    const mes = periodoPadraoExportacao();
    const doMes = await dia(mes.de, mes.ate);
    expect(doMes).toContain(String(naFila.venda));
    expect(doMes).not.toContain(String(concluida.venda));
  });

  it('pagamentos: by due date, with the list filters, in the spreadsheet too', async () => {
    const vencimento = (query: string) =>
      exportarComo('admin', `/api/exportar/pagamentos.csv?${query}`).then(registros).then(idsDe);
    expect(await vencimento('de=2030-01-10&ate=2030-01-10')).toContain(String(pagamentoAberto));
    expect(await vencimento('de=2030-01-11&ate=2030-01-31')).toEqual([]);
    expect(await vencimento('de=2030-01-01&ate=2030-01-10&status=concluido')).toEqual([
      String(pagamentoAberto + 1),
    ]);
    const xlsx = await exportarComo('admin', '/api/exportar/pagamentos.xlsx?de=2030-01-11&ate=2030-01-31');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(livro.worksheets[0]?.rowCount).toBe(1);
  });

  it('answers a bad period in Portuguese with 400, on every dataset, and exports nothing', async () => {
    const antes = await t.db.select().from(logs).where(eq(logs.tipo, 'exportacao'));
    for (const [query, campo, mensagem] of [
      ['de=2026-11-01', 'ate', EXPORTAR_MESSAGES.periodoIncompleto],
      ['ate=2026-11-01', 'de', EXPORTAR_MESSAGES.periodoIncompleto],
      ['de=2026-11-02&ate=2026-11-01', 'ate', EXPORTAR_MESSAGES.periodoInvertido],
      ['de=2026-02-30&ate=2026-03-01', 'de', EXPORTAR_MESSAGES.dataInvalida],
      ['de=01/11/2026&ate=2026-11-30', 'de', EXPORTAR_MESSAGES.dataInvalida],
    ] as const) {
      for (const dataset of ['vendas', 'moedas'] as const) {
        const response = await exportarComo('admin', `/api/exportar/${dataset}.csv?${query}`);
        expect(response.statusCode, `${dataset} ${query}`).toBe(400);
        const corpo = response.json() as { errors?: Record<string, string[]> };
        expect(corpo.errors?.[campo], `${dataset} ${query}`).toEqual([mensagem]);
      }
    }
    expect(await t.db.select().from(logs).where(eq(logs.tipo, 'exportacao'))).toHaveLength(antes.length);
  });
});

describe('vendas carries its amounts', () => {
  it("writes total, paid, open and net margin as the sale's screens compute them, to the cent", async () => {
    // services of 1.234,56, 200,00 and 150,00 (the last cancelled); 300,01 of the first paid, 200,00 open
    const venda = await criarVendaComServicos(t.db, { valores: ['1234.56', '200.00', '150.00'] });
    const [a = 0, b = 0, c = 0] = venda.servicos;
    for (const payload of [
      corpoPagamento(venda, {
        valor_pagamento: { valor: '300.01' },
        servicos: [{ servico: a }],
        status: 'concluido',
        data_pagamento: '2026-11-20',
      }),
      corpoPagamento(venda, { valor_pagamento: { valor: '200.00' }, servicos: [{ servico: b }] }),
    ]) {
      const response = await t.injectAs('financeiro', { method: 'POST', url: '/api/pagamentos/', payload });
      expect(response.statusCode, response.body).toBe(201);
    }
    await t.db.update(servicos).set({ status: 'cancelado' }).where(eq(servicos.id, c));

    const virgula = (valor: string) => valor.replace('.', ',');
    for (const id of [venda.venda, concluida.venda]) {
      const totais = ZTotaisVenda.parse(
        (await t.injectAs('admin', { method: 'GET', url: `/api/vendas/${id}/totais/` })).json(),
      );
      const resultado = ZResultadoVenda.parse(
        (await t.injectAs('admin', { method: 'GET', url: `/api/vendas/${id}/resultado/` })).json(),
      );
      const linha = linhaDe('vendas', registros(await exportarComo('admin', '/api/exportar/vendas.csv')), id);
      expect(linha).toMatchObject({
        'Total dos serviços': virgula(totais.total),
        Pago: virgula(totais.pago),
        'Em aberto': virgula(totais.em_aberto),
        'Margem líquida': virgula(resultado.margem_liquida),
      });
    }
    const linha = linhaDe(
      'vendas',
      registros(await exportarComo('admin', '/api/exportar/vendas.csv')),
      venda.venda,
    );
    expect(linha).toMatchObject({ 'Total dos serviços': '1434,56', Pago: '300,01', 'Em aberto': '1134,55' });

    // the spreadsheet has the same figures as numbers
    const xlsx = await exportarComo('admin', `/api/exportar/vendas.xlsx?id_venda=${venda.venda}`);
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const planilha = livro.worksheets[0];
    const titulos = cabecalho('vendas');
    const celula = (titulo: string) => planilha?.getRow(2).getCell(titulos.indexOf(titulo) + 1);
    expect(celula('Total dos serviços')?.value).toBe(1434.56);
    expect(celula('Em aberto')?.value).toBe(1134.55);
    expect(celula('Pago')?.numFmt).toBe('0.00');
  });

  it("leaves the margin empty for a consultant who is not the sale's, the totals still there", async () => {
    const linhas = registros(await exportarComo('emissor', '/api/exportar/vendas.csv'));
    const alheia = linhaDe('vendas', linhas, concluida.venda);
    expect(alheia['Margem líquida']).toBe('');
    expect(alheia['Total dos serviços']).toBe('2000,00');
    const doConsultor = registros(await exportarComo('consultor', '/api/exportar/vendas.csv'));
    expect(linhaDe('vendas', doConsultor, concluida.venda)['Margem líquida']).not.toBe('');
  });
});

describe('labels in Portuguese', () => {
  it('writes the headers with their accents, in UTF-8 after the BOM', async () => {
    const response = await exportarComo('admin', '/api/exportar/vendas.csv');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from('Concluída em', 'utf8'))).toBe(true);
    expect(registros(response)[0]).toEqual(expect.arrayContaining(['Total dos serviços', 'Margem líquida']));
    const semAcento =
      /\b(orcamento|cotacao|emissao|servico|concluid|numero|observacoes|razao|genero|simbolo|cambio|preco|credito|agencia|milhas validadas)/i;
    for (const dataset of EXPORTAR_DATASETS)
      for (const titulo of cabecalho(dataset)) expect(titulo, dataset).not.toMatch(semAcento);
  });

  it('names the files with their accents', async () => {
    const response = await exportarComo('admin', '/api/exportar/orcamentos.csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="or_amentos.csv"; filename*=UTF-8''or%C3%A7amentos.csv`,
    );
    const xlsx = await exportarComo('admin', '/api/exportar/servicos.xlsx');
    expect(xlsx.headers['content-disposition']).toContain(`filename*=UTF-8''servi%C3%A7os.xlsx`);
  });
});

describe('who exports', () => {
  it('shows "Exportar" in the menu to exactly the roles the server lets export', async () => {
    for (const usuario of [...ROLES_STAFF, 'cliente']) {
      const whoami = await t.injectAs(usuario, { method: 'GET', url: '/api/whoami/' });
      const user = (whoami.json() as { user: Parameters<typeof menuFor>[0] }).user;
      const temMenu = menuFor(user).some((item) => item.route === 'exportar');
      const resposta = await exportarComo(usuario, '/api/exportar/vendas.csv');
      expect(temMenu, usuario).toBe(usuario !== 'cliente');
      expect(resposta.statusCode, usuario).toBe(temMenu ? 200 : 403);
    }
  });
});
