import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import {
  aeroportos,
  cartoes,
  cias_aereas,
  cidades,
  estados,
  fidelidades,
  moedas,
  paises,
  programas,
} from '../schema/referencia.ts';
import {
  buildAeroportos,
  DADOS_AEROPORTOS,
  loadAirports,
  loadOurAirports,
} from './referencia-data/aeroportos.ts';
import { buildCiasAereas, loadAirlines } from './referencia-data/cias-aereas.ts';
import { buildLocaisBrasil, type LocaisBrasil } from './referencia-data/locais-brasil.ts';
import { buildMoedas } from './referencia-data/moedas.ts';
import { buildPaises } from './referencia-data/paises.ts';
import { PROGRAMAS } from './referencia-data/programas.ts';

const LOTE = 500;

async function emLotes<T>(rows: T[], inserir: (lote: T[]) => Promise<unknown>): Promise<void> {
  for (let inicio = 0; inicio < rows.length; inicio += LOTE) {
    await inserir(rows.slice(inicio, inicio + LOTE));
  }
}

async function isEmpty(db: DbOrTx, table: PgTable): Promise<boolean> {
  const rows = await db.select({ um: sql`1` }).from(table).limit(1);
  return rows.length === 0;
}

async function seedMoedas(db: DbOrTx): Promise<void> {
  await db.insert(moedas).values(buildMoedas());
  // Rows went in with explicit ids (BRL must be 2): move the sequence past them.
  await db.execute(sql`select setval(pg_get_serial_sequence('moedas', 'id'), (select max(id) from moedas))`);
}

async function seedLocaisBrasil(db: DbOrTx, locais: LocaisBrasil): Promise<void> {
  if (await isEmpty(db, estados)) await db.insert(estados).values(locais.estados);
  if (!(await isEmpty(db, cidades))) return;
  const estadoId = new Map(
    (await db.select({ id: estados.id, sigla: estados.sigla }).from(estados)).map((e) => [e.sigla, e.id]),
  );
  const rows = locais.cidades.flatMap(({ estado_sigla, ...cidade }) => {
    const estado_id = estadoId.get(estado_sigla);
    return estado_id ? [{ ...cidade, estado_id }] : [];
  });
  await emLotes(rows, (lote) => db.insert(cidades).values(lote));
}

async function seedAeroportos(db: DbOrTx, locais: LocaisBrasil): Promise<void> {
  const { aeroportos: rows } = buildAeroportos({
    ...locais,
    ...DADOS_AEROPORTOS,
    airports: loadAirports(),
    ourairports: loadOurAirports(),
  });
  const cidadeId = new Map(
    (await db.select({ id: cidades.id, codigo: cidades.codigo_ibge }).from(cidades)).map((c) => [
      c.codigo,
      c.id,
    ]),
  );
  const comCidade = rows.map(({ cidade_codigo_ibge, ...aeroporto }) => ({
    ...aeroporto,
    cidade_id: cidade_codigo_ibge === null ? null : (cidadeId.get(cidade_codigo_ibge) ?? null),
  }));
  await emLotes(comCidade, (lote) => db.insert(aeroportos).values(lote));
}

async function seedProgramas(db: DbOrTx): Promise<void> {
  const iatas = PROGRAMAS.flatMap((p) => (p.cia_aerea_iata ? [p.cia_aerea_iata] : []));
  const cias = await db
    .select({ id: cias_aereas.id, iata: cias_aereas.iata })
    .from(cias_aereas)
    .where(inArray(cias_aereas.iata, iatas))
    .orderBy(cias_aereas.id);
  const ciaId = new Map<string | null, number>();
  for (const cia of cias) if (!ciaId.has(cia.iata)) ciaId.set(cia.iata, cia.id);
  await db.insert(programas).values(
    PROGRAMAS.map(({ cia_aerea_iata, ...programa }) => ({
      ...programa,
      cia_aerea_id: ciaId.get(cia_aerea_iata) ?? null,
    })),
  );
}

/**
 * Fills every empty reference table (currencies, countries, states, cities, airports, airlines,
 * loyalty programmes) in one transaction, so an interrupted first start leaves nothing half-filled.
 * Cards and loyalty accounts are the agency's own data and are not seeded here.
 */
export async function seedReferencia(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isEmpty(tx, moedas)) await seedMoedas(tx);
    if (await isEmpty(tx, paises)) await emLotes(buildPaises(), (lote) => tx.insert(paises).values(lote));
    const precisaLocais = (await isEmpty(tx, estados)) || (await isEmpty(tx, cidades));
    const precisaAeroportos = await isEmpty(tx, aeroportos);
    if (precisaLocais || precisaAeroportos) {
      const locais = buildLocaisBrasil();
      if (precisaLocais) await seedLocaisBrasil(tx, locais);
      if (precisaAeroportos) await seedAeroportos(tx, locais);
    }
    if (await isEmpty(tx, cias_aereas)) {
      await emLotes(buildCiasAereas(loadAirlines()), (lote) => tx.insert(cias_aereas).values(lote));
    }
    if (await isEmpty(tx, programas)) await seedProgramas(tx);
  });
}

const CARTOES_DEMO = [
  { nome: 'Cartão Corporativo Itaú', bandeira: 'Visa', digs: '4821', ativo: true },
  { nome: 'Cartão Corporativo Bradesco', bandeira: 'Mastercard', digs: '7305', ativo: true },
  { nome: 'Amex Corporate Platinum', bandeira: 'American Express', digs: '1009', ativo: true },
  { nome: 'Cartão Santander Empresas (cancelado)', bandeira: 'Mastercard', digs: '3362', ativo: false },
];

const CONTAS_PROPRIAS_DEMO = [
  { programa: 'Smiles', numero_id_conta: '418 552 907' },
  { programa: 'Smiles', numero_id_conta: '418 553 114' },
  { programa: 'LATAM Pass', numero_id_conta: '52187746390' },
  { programa: 'LATAM Pass', numero_id_conta: '52187746411' },
  { programa: 'TudoAzul', numero_id_conta: '7003 1284 55' },
  { programa: 'TudoAzul', numero_id_conta: '7003 1284 71' },
  { programa: 'TAP Miles&Go', numero_id_conta: 'TP 235 861 004' },
  { programa: 'TAP Miles&Go', numero_id_conta: 'TP 235 861 019' },
];

/** Demo cards and the agency's own loyalty accounts, for a demo database only. */
export async function seedReferenciaDemo(db: DbOrTx): Promise<void> {
  if (await isEmpty(db, cartoes)) await db.insert(cartoes).values(CARTOES_DEMO);
  if (!(await isEmpty(db, fidelidades))) return;
  const nomes = [...new Set(CONTAS_PROPRIAS_DEMO.map((c) => c.programa))];
  const programaId = new Map(
    (
      await db
        .select({ id: programas.id, nome: programas.nome })
        .from(programas)
        .where(inArray(programas.nome, nomes))
    ).map((p) => [p.nome, p.id]),
  );
  const contas = CONTAS_PROPRIAS_DEMO.map(({ programa, numero_id_conta }) => {
    const programa_id = programaId.get(programa);
    if (!programa_id) throw new Error(`Programa de fidelidade ${programa} não cadastrado.`);
    return { programa_id, numero_id_conta, titular: 'Skyler Viagens', conta_propria: true };
  });
  await db.insert(fidelidades).values(contas);
}

/**
 * What the administration screens show beyond the active rows (decision 0042): a retired retail
 * programme, a retired own account and an airline that no longer flies. Run after the rest of the demo,
 * so nothing else draws on them.
 */
export async function seedReferenciaAdminDemo(db: DbOrTx): Promise<void> {
  const [existe] = await db.select({ id: programas.id }).from(programas).where(eq(programas.nome, 'Dotz'));
  if (existe) return;
  await db.insert(programas).values({ nome: 'Dotz', tipo: 'varejo', cia_aerea_id: null, ativo: false });
  const [smiles] = await db.select({ id: programas.id }).from(programas).where(eq(programas.nome, 'Smiles'));
  if (smiles) {
    await db.insert(fidelidades).values({
      programa_id: smiles.id,
      numero_id_conta: '418 550 002',
      titular: 'Skyler Viagens',
      conta_propria: true,
      ativo: false,
    });
  }
  // Avianca Brasil (Oceanair) stopped flying in 2019
  await db.update(cias_aereas).set({ ativo: false }).where(eq(cias_aereas.iata, 'O6'));
}
