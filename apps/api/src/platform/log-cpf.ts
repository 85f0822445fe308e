/**
 * A CPF as it may reach a log line: 11 digits, with or without its punctuation, not part of a longer number
 * or word (a timestamp, an id, a request id's hex) nor a decimal's fraction; after a URL-encoded character
 * (`%20`) too, as a search typed with words before it arrives.
 */
const CPF_NO_LOG = /(?<=^|[^\dA-Za-z.]|%[\dA-Fa-f]{2})\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\dA-Za-z])/g;

export const CPF_OCULTO = '[cpf oculto]';

/**
 * A log line with every CPF replaced: what a request's URL, a failed query's parameters or an error's
 * message carried. Pino calls it on each line as written (`hooks.streamWrite`), whatever logged it.
 */
export function ocultarCpfs(linha: string): string {
  return linha.replace(CPF_NO_LOG, CPF_OCULTO);
}
