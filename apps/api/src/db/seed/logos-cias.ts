import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FileStore } from '../../platform/files.ts';
import type { DbOrTx } from '../client.ts';
import { cias_aereas } from '../schema/index.ts';

/**
 * The airlines the spec lists with a logo (part 1 §9), by the code it names them with: a two-letter code
 * is the IATA code, a three-letter one the ICAO code (AZU is Azul, CMP is Copa). The marks in
 * `logos-cias/` are drawn for this project (the code on the airline's colour), not the airlines' trademarks.
 */
export const CIAS_COM_LOGO = [
  'AZU',
  'AA',
  'BA',
  'EK',
  'G3',
  'IB',
  'LA',
  'LH',
  'LX',
  'QR',
  'RK',
  'RV',
  'TK',
  'TP',
  'UA',
  'VS',
  'CMP',
] as const;

/** `src/db/seed/logos-cias/` from the sources, `dist/logos-cias/` from the bundle (build.mjs copies it). */
const PASTA = fileURLToPath(new URL('./logos-cias/', import.meta.url));

/**
 * Gives each listed airline without a logo its starting one, once: nothing happens when any airline
 * already has a logo (an administrator's choices stay as they are on every later start).
 */
export async function seedLogosCias(db: DbOrTx, files: FileStore): Promise<void> {
  const [algum] = await db
    .select({ id: cias_aereas.id })
    .from(cias_aereas)
    .where(isNotNull(cias_aereas.logo))
    .limit(1);
  if (algum || !existsSync(PASTA)) return;
  for (const codigo of CIAS_COM_LOGO) {
    const [cia] = await db
      .select({ id: cias_aereas.id })
      .from(cias_aereas)
      .where(
        and(
          isNull(cias_aereas.logo),
          codigo.length === 2 ? eq(cias_aereas.iata, codigo) : eq(cias_aereas.icao, codigo),
        ),
      )
      .orderBy(asc(cias_aereas.id))
      .limit(1);
    if (!cia) continue;
    const salvo = await files.save({
      data: readFileSync(`${PASTA}${codigo}.svg`),
      nome: `${codigo}.svg`,
      kinds: ['logo'],
    });
    await db
      .update(cias_aereas)
      .set({ logo: salvo.key, logo_mime: salvo.mime })
      .where(eq(cias_aereas.id, cia.id));
  }
}
