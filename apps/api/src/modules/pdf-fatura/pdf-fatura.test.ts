import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { PLANILHA_FATURA_MESSAGES as P } from '@skyler/domain/pagamentos';
import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs, servicos } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { multipart } from '../../test/multipart.ts';
import { criarVendaComServicos, type VendaDeTeste } from '../../test/pagamentos-fixtures.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

const aqui = path.dirname(fileURLToPath(import.meta.url));
const PLANILHA = readFileSync(path.join(aqui, 'fixtures', 'planilha-fatura.xlsx'));
const INVALIDA = readFileSync(path.join(aqui, 'fixtures', 'planilha-fatura-invalida.xlsx'));
const CABECALHO = ['Descrição', 'Quantidade', 'Valor unitário', 'Valor'];

let venda: VendaDeTeste;

usarApp();

beforeAll(async () => {
  venda = await criarVendaComServicos(t.db, { valores: ['8227.36', '10.00'], nome: 'Zuleica' });
});

const enviar = (
  servico: number | string,
  data: Buffer | null,
  username = 'financeiro',
  nome = 'fatura.xlsx',
) =>
  t.injectAs(username, {
    method: 'POST',
    url: '/api/pdf-fatura/pdffatura/',
    ...multipart({ id_servico: String(servico) }, data ? { data, nome, campo: 'planilha' } : undefined),
  });

/** A ZIP of one stored file (APPNOTE 4.3.7, 4.3.12, 4.3.16): a ZIP that is not a workbook. */
function zipCom(nome: string, texto: string): Buffer {
  const conteudo = Buffer.from(texto);
  const nomeBytes = Buffer.from(nome);
  const crc = crc32(conteudo);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(conteudo.length, 18);
  local.writeUInt32LE(conteudo.length, 22);
  local.writeUInt16LE(nomeBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(conteudo.length, 20);
  central.writeUInt32LE(conteudo.length, 24);
  central.writeUInt16LE(nomeBytes.length, 28);
  const inicioCentral = local.length + nomeBytes.length + conteudo.length;
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(1, 8);
  fim.writeUInt16LE(1, 10);
  fim.writeUInt32LE(central.length + nomeBytes.length, 12);
  fim.writeUInt32LE(inicioCentral, 16);
  return Buffer.concat([local, nomeBytes, conteudo, central, nomeBytes, fim]);
}

async function planilha(linhas: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const folha = workbook.addWorksheet('Fatura');
  for (const linha of linhas) folha.addRow(linha);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const faturaDo = async (id: number) =>
  (
    await t.db
      .select({ pdf: servicos.fatura_pdf, em: servicos.fatura_pdf_em })
      .from(servicos)
      .where(eq(servicos.id, id))
  )[0];

describe('POST /api/pdf-fatura/pdffatura/', () => {
  it("turns the spreadsheet's rows into the service's invoice PDF, stored with it", async () => {
    const servico = venda.servicos[0] ?? 0;
    const response = await enviar(servico, PLANILHA);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      detail: P.adicionada,
      servico,
      itens: 3,
      total: '8227.36',
      fatura_pdf_url: `/api/pdf-fatura/${servico}/`,
    });
    const guardada = await faturaDo(servico);
    expect(guardada?.pdf).toMatch(/\.pdf$/);
    expect(guardada?.em).toBeInstanceOf(Date);
    const auditados = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'planilha_fatura'), eq(logs.venda, venda.venda)));
    expect(auditados).toHaveLength(1);

    const pdf = await t.injectAs('consultor', { method: 'GET', url: `/api/pdf-fatura/${servico}/` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [pagina = ''] = pdfPageTexts(pdf.rawPayload);
    expect(pagina).toContain('Zuleica Pagador');
    expect(pagina).toContain('Seguro viagem 15 dias');
    expect(pagina).toContain('R$ 6.901,00');
    expect(pagina).toContain('R$ 91,80');
    expect(pagina).toContain('R$ 1.234,56');
    expect(pagina).toContain('Total: R$ 8.227,36');

    // a second spreadsheet replaces the invoice
    const denovo = await enviar(servico, await planilha([CABECALHO, ['Ajuste', 1, 10, 10]]));
    expect(denovo.statusCode).toBe(201);
    expect((await faturaDo(servico))?.pdf).not.toBe(guardada?.pdf);
  });

  it('answers each bad row with its line and stores nothing', async () => {
    const servico = venda.servicos[1] ?? 0;
    const response = await enviar(servico, INVALIDA);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: P.erro,
      errors: {
        planilha: [
          'Linha 3: valor inválido',
          'Linha 4: descrição obrigatória',
          'Linha 4: quantidade inválida',
        ],
      },
    });
    const casos: [unknown[][], string[]][] = [
      [[['Item', 'Qtd', 'Preço']], [P.cabecalho]],
      [[CABECALHO], [P.semLinhas]],
      [
        [CABECALHO, ['Hotel', 2, '100,00', '150,00']],
        ['Linha 2: valor diferente de quantidade × valor unitário'],
      ],
      [
        [CABECALHO, ['Hotel', 1.5, -3, '']],
        ['Linha 2: quantidade inválida', 'Linha 2: valor unitário inválido'],
      ],
    ];
    for (const [linhas, erros] of casos) {
      const recusada = await enviar(servico, await planilha(linhas));
      expect(recusada.statusCode, JSON.stringify(linhas)).toBe(400);
      expect(recusada.json().errors.planilha).toEqual(erros);
    }
    expect((await faturaDo(servico))?.pdf).toBeNull();
  });

  it('accepts .xlsx by its content only, whatever the name', async () => {
    const servico = venda.servicos[1] ?? 0;
    const csv = Buffer.from('Descrição;Quantidade;Valor unitário;Valor\nHotel;1;10;10\n');
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    for (const data of [csv, pdf]) {
      const response = await enviar(servico, data, 'financeiro', 'fatura.xlsx');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: P.erro, errors: { planilha: [P.naoXlsx] } });
    }
    // a ZIP that is not a workbook
    expect((await enviar(servico, zipCom('leia-me.txt', 'olá'))).json().errors.planilha).toEqual([P.naoXlsx]);
    // the right content under another name is accepted
    expect((await enviar(servico, PLANILHA, 'financeiro', 'fatura.bin')).statusCode).toBe(201);
  });

  it('requires the service id and the file, and a service that exists and is not cancelled', async () => {
    let response = await enviar('abc', PLANILHA);
    expect(response.json()).toEqual({ detail: P.erro, errors: { id_servico: [P.servicoObrigatorio] } });
    response = await enviar(venda.servicos[0] ?? 0, null);
    expect(response.json()).toEqual({ detail: P.erro, errors: { planilha: [P.semArquivo] } });
    response = await enviar(999_999, PLANILHA);
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(SERVICO_MESSAGES.naoEncontrado);
    const outra = await criarVendaComServicos(t.db, { valores: ['10.00'] });
    await t.db
      .update(servicos)
      .set({ status: 'cancelado' })
      .where(eq(servicos.id, outra.servicos[0] ?? 0));
    response = await enviar(outra.servicos[0] ?? 0, PLANILHA);
    expect(response.json()).toEqual({ detail: P.erro, errors: { id_servico: [P.servicoCancelado] } });
    const json = await t.injectAs('financeiro', {
      method: 'POST',
      url: '/api/pdf-fatura/pdffatura/',
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for those who reach the payment panel', async () => {
    for (const role of ['consultor', 'sdr', 'cotador', 'emissor', 'milhas', 'cliente']) {
      expect((await enviar(venda.servicos[0] ?? 0, PLANILHA, role)).statusCode, role).toBe(403);
    }
    expect((await enviar(venda.servicos[0] ?? 0, PLANILHA, 'admin')).statusCode).toBe(201);
  });
});

describe('GET /api/pdf-fatura/{id}/', () => {
  it('answers 404 when the service has no invoice, and refuses the customer account', async () => {
    const sem = await criarVendaComServicos(t.db, { valores: ['10.00'] });
    const response = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/pdf-fatura/${sem.servicos[0]}/`,
    });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(P.faturaNaoEncontrada);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: '/api/pdf-fatura/999999/' })).statusCode,
    ).toBe(404);
    const cliente = await t.injectAs('cliente', {
      method: 'GET',
      url: `/api/pdf-fatura/${venda.servicos[0]}/`,
    });
    expect(cliente.statusCode).toBe(403);
  });
});
