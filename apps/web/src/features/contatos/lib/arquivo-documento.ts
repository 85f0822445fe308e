import {
  DOCUMENTO_CAMPO_MESSAGES,
  DOCUMENTO_MAX_BYTES,
  DOCUMENTO_TIPOS_ARQUIVO,
} from '@skyler/domain/contatos';

/** The file a user picked, checked before upload (the server checks again by its bytes). */
export function problemaDoArquivo(arquivo: File | null): string | null {
  if (!arquivo) return null;
  if (!(DOCUMENTO_TIPOS_ARQUIVO as readonly string[]).includes(arquivo.type)) {
    return DOCUMENTO_CAMPO_MESSAGES.arquivoSemTipo;
  }
  if (arquivo.size > DOCUMENTO_MAX_BYTES) {
    return `O arquivo excede o tamanho máximo de ${DOCUMENTO_MAX_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}
