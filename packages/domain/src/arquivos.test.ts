import { describe, expect, it } from 'vitest';
import { rotuloTipoArquivo, TIPO_ARQUIVO_DESCONHECIDO } from './arquivos.ts';
import { DOCUMENTO_TIPOS_ARQUIVO } from './contatos.ts';

describe('rotuloTipoArquivo', () => {
  it.each([
    ['application/pdf', 'PDF'],
    ['image/jpeg', 'Imagem JPEG'],
    ['image/png', 'Imagem PNG'],
    ['image/webp', 'Imagem WebP'],
    ['image/gif', 'Imagem GIF'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Planilha Excel'],
    ['application/vnd.ms-excel', 'Planilha Excel'],
    ['text/csv', 'Planilha CSV'],
    ['application/msword', 'Documento Word'],
    ['message/rfc822', 'E-mail'],
    ['application/zip', 'Arquivo ZIP'],
    // parameters and letter case do not change the type
    ['Application/PDF; charset=binary', 'PDF'],
    [' image/JPEG ', 'Imagem JPEG'],
    // only the family is known
    ['image/x-icon', 'Imagem'],
    ['text/markdown', 'Texto'],
    // nothing known
    ['application/octet-stream', TIPO_ARQUIVO_DESCONHECIDO],
    ['application/x-qualquer-coisa', TIPO_ARQUIVO_DESCONHECIDO],
    ['pdf', TIPO_ARQUIVO_DESCONHECIDO],
    ['', '-'],
    [null, '-'],
    [undefined, '-'],
  ])('%s is "%s"', (mime, rotulo) => {
    expect(rotuloTipoArquivo(mime)).toBe(rotulo);
  });

  it('names every type a document may be uploaded as, never by its content type', () => {
    for (const mime of DOCUMENTO_TIPOS_ARQUIVO) {
      const rotulo = rotuloTipoArquivo(mime);
      expect(rotulo).not.toContain('/');
      expect(rotulo).not.toBe(TIPO_ARQUIVO_DESCONHECIDO);
    }
  });
});
