import { AGENCIA_LOGO_MAX_BYTES } from '@skyler/domain/referencia';
import type { FileStore } from '../../platform/files.ts';
import type { DbOrTx } from '../client.ts';
import { agencia } from '../schema/index.ts';

/** The demo agency's identity, as its proposals show it in their header and footer. */
export const AGENCIA_DEMO = {
  nome: 'Skyler Viagens e Turismo',
  cnpj: '45723174000110',
  telefone: { pais: 'BR', codigo: '55', numero: '1130456789' },
  email: 'contato@skylerviagens.com.br',
  site: 'www.skylerviagens.com.br',
  endereco: 'Av. Paulista, 1578, conj. 1203, Bela Vista, São Paulo - SP, 01310-200',
} as const;

/** The demo agency's mark, drawn for this project: a paper plane over a horizon on the agency's blue. */
export const LOGO_AGENCIA_DEMO = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img">
  <title>Skyler Viagens e Turismo</title>
  <rect width="80" height="80" rx="18" fill="#1565C0"/>
  <path d="M14 54 Q40 44 66 54" fill="none" stroke="#90CAF9" stroke-width="4" stroke-linecap="round"/>
  <path d="M16 38 L64 18 L50 58 L40 44 Z" fill="#FFFFFF"/>
  <path d="M40 44 L64 18 L36 40 Z" fill="#BBDEFB"/>
  <rect x="96" y="22" width="128" height="14" rx="7" fill="#1565C0"/>
  <rect x="96" y="46" width="92" height="10" rx="5" fill="#64B5F6"/>
</svg>
`;

/** The demo agency's identity and, with a file store, its logo. */
export async function seedAgenciaDemo(
  db: DbOrTx,
  { files }: { files?: FileStore | undefined },
): Promise<void> {
  const logo = files
    ? await files.save({
        data: Buffer.from(LOGO_AGENCIA_DEMO),
        nome: 'logo-skyler.svg',
        kinds: ['logoAgencia'],
        maxBytes: AGENCIA_LOGO_MAX_BYTES,
      })
    : null;
  await db
    .insert(agencia)
    .values({
      id: 1,
      ...AGENCIA_DEMO,
      logo: logo?.key ?? null,
      logo_mime: logo?.mime ?? null,
      // a company's contacts see its sales in the portal (Administração › Portal do cliente)
      portal_contatos_empresa: true,
    })
    .onConflictDoNothing();
}
