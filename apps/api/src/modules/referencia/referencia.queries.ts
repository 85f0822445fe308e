import { normalizarBusca } from '@skyler/domain/busca';
import { type AnyColumn, and, asc, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  aeroportos,
  agencia,
  cartoes,
  cias_aereas,
  cidades,
  estados,
  fidelidades,
  moedas,
  paises,
  programas,
} from '../../db/schema/referencia.ts';

export const AEROPORTOS_LIMITE = 20;

/** `%a%` for every word of a search: all words must appear, in any order. */
function contemPalavras(coluna: AnyColumn, busca: string): SQL | undefined {
  return and(...busca.split(' ').map((palavra) => like(coluna, `%${palavra}%`)));
}

export function findMoedas(db: DbOrTx) {
  return db.select().from(moedas).orderBy(asc(moedas.id));
}

export async function findLocais(db: DbOrTx) {
  const [listaPaises, listaEstados] = await Promise.all([
    db
      .select({
        id: paises.id,
        iso2: paises.iso2,
        iso3: paises.iso3,
        nome: paises.nome,
        codigo_telefone: paises.codigo_telefone,
      })
      .from(paises)
      .orderBy(asc(paises.nome_busca)),
    db
      .select({ id: estados.id, sigla: estados.sigla, nome: estados.nome, codigo_ibge: estados.codigo_ibge })
      .from(estados)
      .orderBy(asc(estados.nome)),
  ]);
  return { paises: listaPaises, estados: listaEstados };
}

/**
 * Municipalities of a state (UF), optionally filtered by name (accent-insensitive), those starting
 * with the text first; null when there is no such state.
 */
export async function findCidades(db: DbOrTx, { estado, q }: { estado: string; q?: string | undefined }) {
  const [uf] = await db
    .select({ id: estados.id })
    .from(estados)
    .where(eq(estados.sigla, estado.toUpperCase()));
  if (!uf) return null;
  const busca = normalizarBusca(q);
  return db
    .select({
      id: cidades.id,
      nome: cidades.nome,
      codigo_ibge: cidades.codigo_ibge,
      estado_sigla: estados.sigla,
    })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estado_id))
    .where(and(eq(cidades.estado_id, uf.id), busca ? contemPalavras(cidades.nome_busca, busca) : undefined))
    .orderBy(...(busca ? [desc(like(cidades.nome_busca, `${busca}%`))] : []), asc(cidades.nome_busca));
}

/**
 * Airports by IATA code, name, city or country, in Portuguese or English, without accents (decision 0074).
 * Order: the exact IATA code, the airports of the city typed, of cities starting with it, then the rest;
 * within each, by size class, yearly passengers and international first.
 */
export function findAeroportos(db: DbOrTx, { q }: { q: string }) {
  const busca = normalizarBusca(q);
  const iata = busca.toUpperCase();
  return db
    .select({
      id: aeroportos.id,
      iata: aeroportos.iata,
      icao: aeroportos.icao,
      nome: aeroportos.nome,
      cidade_id: aeroportos.cidade_id,
      cidade_nome: aeroportos.cidade_nome,
      estado_sigla: aeroportos.estado_sigla,
      pais_iso2: aeroportos.pais_iso2,
      pais_nome: paises.nome,
      latitude: aeroportos.latitude,
      longitude: aeroportos.longitude,
    })
    .from(aeroportos)
    .leftJoin(paises, eq(paises.iso2, aeroportos.pais_iso2))
    .where(contemPalavras(aeroportos.busca, busca))
    .orderBy(
      sql`case
        when ${aeroportos.iata} = ${iata} then 0
        when ${aeroportos.cidades_busca} like ${`%|${busca}|%`} then 1
        when ${aeroportos.cidades_busca} like ${`%|${busca}%`} then 2
        else 3 end`,
      desc(aeroportos.porte),
      sql`${aeroportos.passageiros_mil} desc nulls last`,
      desc(aeroportos.internacional),
      asc(aeroportos.nome),
    )
    .limit(AEROPORTOS_LIMITE);
}

/** The Portuguese city of each airport code given that has one ('GRU' → 'São Paulo'). */
export async function findCidadesDosAeroportos(
  db: DbOrTx,
  iatas: readonly string[],
): Promise<Map<string, string>> {
  if (iatas.length === 0) return new Map();
  const linhas = await db
    .select({ iata: aeroportos.iata, cidade: aeroportos.cidade_nome })
    .from(aeroportos)
    .where(inArray(aeroportos.iata, [...new Set(iatas)]));
  return new Map(linhas.flatMap((linha) => (linha.cidade ? [[linha.iata, linha.cidade] as const] : [])));
}

/** The agency's identity row, or null before an administrator first saves it. */
export async function findAgencia(db: DbOrTx) {
  const [linha] = await db.select().from(agencia).where(eq(agencia.id, 1));
  return linha ?? null;
}

export function findCiasAereas(
  db: DbOrTx,
  { q, ativo }: { q?: string | undefined; ativo?: boolean | undefined },
) {
  const busca = q?.trim();
  const padrao = `%${busca?.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select()
    .from(cias_aereas)
    .where(
      and(
        ativo === undefined ? undefined : eq(cias_aereas.ativo, ativo),
        busca
          ? sql`(${cias_aereas.iata} = ${busca.toUpperCase()} or ${cias_aereas.nome} ilike ${padrao} or ${cias_aereas.nome_resumido} ilike ${padrao})`
          : undefined,
      ),
    )
    .orderBy(asc(cias_aereas.nome));
}

export function programasWhere({ ativo }: { ativo?: boolean | undefined }): SQL | undefined {
  return ativo === undefined ? undefined : eq(programas.ativo, ativo);
}

export function findProgramas(db: DbOrTx, { ativo }: { ativo?: boolean | undefined }) {
  return db
    .select({
      id: programas.id,
      nome: programas.nome,
      tipo: programas.tipo,
      ativo: programas.ativo,
      cia_aerea: {
        id: cias_aereas.id,
        nome: cias_aereas.nome,
        nome_resumido: cias_aereas.nome_resumido,
        iata: cias_aereas.iata,
      },
    })
    .from(programas)
    .leftJoin(cias_aereas, eq(cias_aereas.id, programas.cia_aerea_id))
    .where(programasWhere({ ativo }))
    .orderBy(asc(programas.nome));
}

type FidelidadesFiltros = {
  programa?: number | undefined;
  contato?: number | undefined;
  conta_propria?: boolean | undefined;
};

export function fidelidadesWhere(filtros: FidelidadesFiltros): SQL | undefined {
  return and(
    filtros.programa === undefined ? undefined : eq(fidelidades.programa_id, filtros.programa),
    filtros.contato === undefined ? undefined : eq(fidelidades.contato_id, filtros.contato),
    filtros.conta_propria === undefined ? undefined : eq(fidelidades.conta_propria, filtros.conta_propria),
  );
}

export async function findFidelidades(db: DbOrTx, filtros: FidelidadesFiltros) {
  const rows = await db
    .select({
      id: fidelidades.id,
      programa: { id: programas.id, nome: programas.nome },
      titular: fidelidades.titular,
      numero_id_conta: fidelidades.numero_id_conta,
      contato: fidelidades.contato_id,
      provedor: fidelidades.provedor_id,
      conta_propria: fidelidades.conta_propria,
      ativo: fidelidades.ativo,
      created_at: fidelidades.created_at,
    })
    .from(fidelidades)
    .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
    .where(fidelidadesWhere(filtros))
    .orderBy(asc(programas.nome), asc(fidelidades.id));
  return rows.map((conta) => ({ ...conta, created_at: conta.created_at.toISOString() }));
}

export function findCartoes(db: DbOrTx, { ativo }: { ativo?: boolean | undefined }) {
  return db
    .select()
    .from(cartoes)
    .where(ativo === undefined ? undefined : eq(cartoes.ativo, ativo))
    .orderBy(asc(cartoes.nome));
}
