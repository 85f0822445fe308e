import { inflateSync } from 'node:zlib';

/**
 * The text of each page of a PDF written by @react-pdf/renderer or pdfkit with the standard fonts, in page
 * order: enough to check what a generated document says and where its pages break. Text runs are joined
 * as drawn, without separators.
 */
export function pdfPageTexts(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  const objectRe = /(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(stream\r?\n)?/g;
  for (let match = objectRe.exec(source); match; match = objectRe.exec(source)) {
    const [whole, id, dict = '', streamMark] = match;
    let stream: Buffer | null = null;
    if (streamMark) {
      const start = match.index + whole.length;
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
      const end = length >= 0 ? start + length : source.indexOf('endstream', start);
      const raw = pdf.subarray(start, end);
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(id), { dict, stream });
  }
  const pagesNode = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesNode?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(
    (kid) => Number(kid[1]),
  );
  return kids.map((kid) => {
    const page = objects.get(kid)?.dict ?? '';
    const contents = [...(/\/Contents (\[[^\]]*\]|\d+ 0 R)/.exec(page)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
    return contents.map((ref) => textOf(objects.get(Number(ref[1]))?.stream ?? null)).join('');
  });
}

function decodeHex(hex: string): string {
  return Buffer.from(hex.replace(/\s/g, ''), 'hex').toString('latin1');
}

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|\d{1,3})/g, (_all, escaped: string) =>
    /\d/.test(escaped) ? String.fromCharCode(Number.parseInt(escaped, 8)) : escaped.replace(/[nrtbf]/, ' '),
  );
}

function textOf(stream: Buffer | null): string {
  if (!stream) return '';
  const content = stream.toString('latin1');
  let text = '';
  for (const operation of content.matchAll(
    /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g,
  )) {
    const operands = operation[1] ?? operation[2] ?? '';
    for (const piece of operands.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
      text += piece[1] !== undefined ? decodeHex(piece[1]) : decodeLiteral(piece[2] ?? '');
    }
  }
  return text;
}
