import { PNG } from 'pngjs';

/** The file of a multipart body: its form field (`arquivo` unless named) and its type (octet-stream unless given). */
export type ArquivoMultipart = { nome: string; data: Buffer; type?: string; campo?: string };

/** A multipart/form-data body with text fields and, optionally, one file, as `inject` sends it. */
export function multipart(campos: Record<string, string>, arquivo?: ArquivoMultipart) {
  const boundary = `----skyler${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(campos).map(([nome, valor]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`),
  );
  if (arquivo) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${arquivo.campo ?? 'arquivo'}"; filename="${arquivo.nome}"\r\n` +
          `Content-Type: ${arquivo.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      arquivo.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 4×4 PNG. */
export const png = () => PNG.sync.write(new PNG({ width: 4, height: 4 }));

/** The smallest PDF the upload checks take for one. */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
