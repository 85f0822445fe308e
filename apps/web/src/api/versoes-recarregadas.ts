/**
 * A write refused as stale (409, decision 0034): where it went, the version the screen built it with and the
 * version the record had when the server refused it (`versao_atual`).
 */
export type EscritaRecusada = { chave: string; versao: number; versaoAtual: number };

/** What a write is told apart by: its method and path (`PUT /api/moedas/5/`). */
export const chaveDaEscrita = (metodo: string, caminho: string) => `${metodo} ${caminho}`;

// the write's key -> the version its screen builds (a snapshot taken when the dialog opened) and the one to send
const recarregadas = new Map<string, { de: number; para: number }>();

/**
 * The screen showed the record again after a stale write ("Recarregar", decision 0088): the next write to the
 * same place built with the same old version goes out on the version the record had when it was refused. A
 * third change meanwhile is still refused, with its own version.
 */
export function aceitarVersaoAtual({ chave, versao, versaoAtual }: EscritaRecusada): void {
  recarregadas.set(chave, { de: versao, para: versaoAtual });
}

/** The dialog that reloaded is closed: its writes go back to the versions their screens hold. */
export function esquecerVersoesRecarregadas(chaves: Iterable<string>): void {
  for (const chave of chaves) recarregadas.delete(chave);
}

/** The version a write whose body carries `versao` goes out with, and the one its screen built it with. */
export function versaoDaEscrita(
  chave: string,
  body: unknown,
): { pedida: number; enviada: number } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || body instanceof FormData) {
    return undefined;
  }
  const pedida = (body as { versao?: unknown }).versao;
  if (typeof pedida !== 'number') return undefined;
  const recarregada = recarregadas.get(chave);
  return { pedida, enviada: recarregada?.de === pedida ? recarregada.para : pedida };
}
