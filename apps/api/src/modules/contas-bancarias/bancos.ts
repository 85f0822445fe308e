import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Banco } from '@skyler/domain/contas-bancarias';

type BancoBcb = { COMPE: string | null; LongName: string; ShortName: string };

let bancos: Map<string, string> | null = null;

/**
 * The Central Bank's participant list by COMPE code (package `bancos-brasileiros`, refreshed daily from
 * the BCB's STR and Pix participant files), read once on first use.
 */
function listaDoBcb(): Map<string, string> {
  if (!bancos) {
    const arquivo = createRequire(import.meta.url).resolve('bancos-brasileiros/bancos.json');
    const lidos = JSON.parse(readFileSync(arquivo, 'utf8').replace(/^\uFEFF/, '')) as BancoBcb[];
    bancos = new Map(
      lidos
        .filter((b): b is BancoBcb & { COMPE: string } => Boolean(b.COMPE && /^\d{3}$/.test(b.COMPE)))
        .sort((a, b) => a.COMPE.localeCompare(b.COMPE))
        .map((b) => [b.COMPE, b.LongName.trim() || b.ShortName.trim()]),
    );
  }
  return bancos;
}

/** The bank's name for a COMPE code ("341" → "ITAÚ UNIBANCO S.A."), or null for a code not in the list. */
export const nomeDoBanco = (codigo: string): string | null => listaDoBcb().get(codigo) ?? null;

/** Every bank of the list, by code: what the account form offers. */
export const bancosDoBcb = (): Banco[] => [...listaDoBcb()].map(([codigo, nome]) => ({ codigo, nome }));
