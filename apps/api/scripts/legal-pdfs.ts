/**
 * Writes the public terms-of-use and privacy-policy PDFs into apps/api/static.
 * Run after editing the texts: `npx tsx apps/api/scripts/legal-pdfs.ts`.
 */
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import { LEGAL_DOCUMENTS } from './legal-texts.ts';

for (const documento of LEGAL_DOCUMENTS) {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: documento.titulo, Author: 'Skyler Viagens' },
  });
  pdf.pipe(createWriteStream(new URL(`../static/${documento.arquivo}`, import.meta.url)));
  pdf.font('Helvetica-Bold').fontSize(18).text(documento.titulo, { align: 'center' });
  pdf
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(documento.vigencia, { align: 'center' });
  pdf.fillColor('#000').moveDown(1.5);
  for (const secao of documento.secoes) {
    pdf.font('Helvetica-Bold').fontSize(12).text(secao.titulo).moveDown(0.3);
    pdf.font('Helvetica').fontSize(10.5).text(secao.texto, { align: 'justify' }).moveDown(0.9);
  }
  pdf.end();
}
