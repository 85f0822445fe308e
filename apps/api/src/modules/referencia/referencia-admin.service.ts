import path from 'node:path';
import { dec } from '@skyler/domain/precos/dinheiro';
import {
  AGENCIA_MESSAGES as AGENCIA,
  AGENCIA_LOGO_MAX_BYTES,
  AGENCIA_NOME_PADRAO,
  type AgenciaInput,
  type AgenciaView,
  CIA_AEREA_MESSAGES as CIA,
  type CiaAereaInput,
  CONTA_PROPRIA_MESSAGES as CONTA,
  type ContaPropriaInput,
  logoAgenciaUrl,
  logoCiaUrl,
  normalizarParametro,
  PARAMETRO_MESSAGES as PARAM,
  PARAMETROS,
  type ParametroChave,
  type ParametroView,
  PROGRAMA_MESSAGES as PROG,
  type ProgramaInput,
} from '@skyler/domain/referencia';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  agencia,
  cias_aereas,
  fidelidades,
  milhas_validadas,
  parametros,
  programas,
  tabela_milhas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';
import { pgError } from '../../platform/pg-errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { findAgencia, findProgramas } from './referencia.queries.ts';

export type Ator = { user: SessionUser; ip: string };

/** Airline logos up to 1 MB: a mark shown at 24 px needs far less. */
export const LOGO_MAX_BYTES = 1024 * 1024;

const meta = (entidade: string, id: number | string, ator: Ator, acao: string) => ({
  entidade,
  id,
  acao,
  ip: ator.ip,
});

const campo = (nome: string, mensagem: string) =>
  new AppError('bad_request', mensagem, { [nome]: [mensagem] });

// ——— loyalty programmes ———

async function programaView(db: DbOrTx, id: number) {
  const [view] = (await findProgramas(db, {})).filter((p) => p.id === id);
  if (!view) throw new AppError('not_found', PROG.naoEncontrado);
  return view;
}

async function checkPrograma(tx: DbOrTx, dados: ProgramaInput, id: number | null): Promise<void> {
  const [repetido] = await tx
    .select({ id: programas.id })
    .from(programas)
    .where(and(eq(programas.nome, dados.nome), id === null ? undefined : ne(programas.id, id)));
  if (repetido) throw campo('nome', PROG.nomeRepetido);
  if (dados.cia_aerea !== null) {
    const [cia] = await tx
      .select({ id: cias_aereas.id })
      .from(cias_aereas)
      .where(eq(cias_aereas.id, dados.cia_aerea));
    if (!cia) throw campo('cia_aerea', PROG.ciaInexistente);
  }
}

const programaValores = (dados: ProgramaInput) => ({
  nome: dados.nome,
  tipo: dados.tipo,
  cia_aerea_id: dados.cia_aerea,
  ativo: dados.ativo,
});

export async function criarPrograma(db: Db, dados: ProgramaInput, ator: Ator) {
  return db.transaction(async (tx) => {
    await checkPrograma(tx, dados, null);
    const [row] = await tx.insert(programas).values(programaValores(dados)).returning();
    if (!row) throw new Error('programme not saved');
    await createAuditLog(tx, {
      tipo: 'programa_criado',
      usuario: ator.user.id,
      depois: row,
      meta: meta('programa', row.id, ator, 'criado'),
    });
    return programaView(tx, row.id);
  });
}

export async function alterarPrograma(db: Db, id: number, dados: ProgramaInput, ator: Ator) {
  return db.transaction(async (tx) => {
    const [antes] = await tx.select().from(programas).where(eq(programas.id, id)).for('update');
    if (!antes) throw new AppError('not_found', PROG.naoEncontrado);
    await checkPrograma(tx, dados, id);
    const [row] = await tx
      .update(programas)
      .set(programaValores(dados))
      .where(eq(programas.id, id))
      .returning();
    await createAuditLog(tx, {
      tipo: 'programa_alterado',
      usuario: ator.user.id,
      antes,
      depois: row,
      meta: meta('programa', id, ator, 'alterado'),
    });
    return programaView(tx, id);
  });
}

/** What keeps a programme from being deleted, in words ("3 contas de fidelidade e 2 linhas da tabela de milhas"). */
async function usosDoPrograma(tx: DbOrTx, id: number): Promise<string | null> {
  const contar = async (consulta: Promise<{ n: number }[]>) => (await consulta)[0]?.n ?? 0;
  const [contas, linhas, compras] = await Promise.all([
    contar(tx.select({ n: count() }).from(fidelidades).where(eq(fidelidades.programa_id, id))),
    contar(tx.select({ n: count() }).from(tabela_milhas).where(eq(tabela_milhas.programa, id))),
    contar(
      tx.select({ n: count() }).from(milhas_validadas).where(eq(milhas_validadas.programa_fidelidade, id)),
    ),
  ]);
  const partes = [
    contas ? `${contas} ${contas === 1 ? 'conta de fidelidade' : 'contas de fidelidade'}` : null,
    linhas ? `${linhas} ${linhas === 1 ? 'linha da tabela de milhas' : 'linhas da tabela de milhas'}` : null,
    compras
      ? `${compras} ${compras === 1 ? 'compra de milhas validada' : 'compras de milhas validadas'}`
      : null,
  ].filter((parte): parte is string => parte !== null);
  if (partes.length === 0) return null;
  return partes.length === 1 ? (partes[0] ?? '') : `${partes.slice(0, -1).join(', ')} e ${partes.at(-1)}`;
}

/** A programme nothing refers to is deleted; one in use answers 409 and stays (deactivate it instead). */
export async function excluirPrograma(db: Db, id: number, ator: Ator): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [antes] = await tx.select().from(programas).where(eq(programas.id, id)).for('update');
      if (!antes) throw new AppError('not_found', PROG.naoEncontrado);
      const usos = await usosDoPrograma(tx, id);
      if (usos) throw new AppError('conflict', PROG.emUso(usos));
      await tx.delete(programas).where(eq(programas.id, id));
      await createAuditLog(tx, {
        tipo: 'programa_excluido',
        usuario: ator.user.id,
        antes,
        meta: meta('programa', id, ator, 'excluido'),
      });
    });
  } catch (error) {
    // a reference added by another transaction between the count and the delete
    if (pgError(error)?.kind === 'reference') throw new AppError('conflict', PROG.emUso('outros registros'));
    throw error;
  }
}

// ——— the agency's own loyalty accounts ———

export async function findContasProprias(db: DbOrTx) {
  const rows = await db
    .select({
      id: fidelidades.id,
      programa: { id: programas.id, nome: programas.nome },
      titular: fidelidades.titular,
      numero_id_conta: fidelidades.numero_id_conta,
      ativo: fidelidades.ativo,
      created_at: fidelidades.created_at,
    })
    .from(fidelidades)
    .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
    .where(eq(fidelidades.conta_propria, true))
    .orderBy(programas.nome, fidelidades.numero_id_conta);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

async function contaView(db: DbOrTx, id: number) {
  const [view] = (await findContasProprias(db)).filter((c) => c.id === id);
  if (!view) throw new AppError('not_found', CONTA.naoEncontrada);
  return view;
}

async function checkConta(tx: DbOrTx, dados: ContaPropriaInput, id: number | null): Promise<number> {
  const programa = dados.programa as number;
  const [existe] = await tx.select({ id: programas.id }).from(programas).where(eq(programas.id, programa));
  if (!existe) throw campo('programa', CONTA.programaInexistente);
  const [repetida] = await tx
    .select({ id: fidelidades.id })
    .from(fidelidades)
    .where(
      and(
        eq(fidelidades.conta_propria, true),
        eq(fidelidades.programa_id, programa),
        eq(fidelidades.numero_id_conta, dados.numero_id_conta),
        id === null ? undefined : ne(fidelidades.id, id),
      ),
    );
  if (repetida) throw campo('numero_id_conta', CONTA.repetida);
  return programa;
}

export async function criarContaPropria(db: Db, dados: ContaPropriaInput, ator: Ator) {
  return db.transaction(async (tx) => {
    const programa = await checkConta(tx, dados, null);
    const [row] = await tx
      .insert(fidelidades)
      .values({
        programa_id: programa,
        numero_id_conta: dados.numero_id_conta,
        titular: dados.titular,
        conta_propria: true,
        ativo: dados.ativo,
      })
      .returning();
    if (!row) throw new Error('account not saved');
    await createAuditLog(tx, {
      tipo: 'conta_propria_criada',
      usuario: ator.user.id,
      depois: row,
      meta: meta('fidelidade', row.id, ator, 'criada'),
    });
    return contaView(tx, row.id);
  });
}

/** Accounts are never deleted here: validated purchases point at them; `ativo: false` retires one. */
export async function alterarContaPropria(db: Db, id: number, dados: ContaPropriaInput, ator: Ator) {
  return db.transaction(async (tx) => {
    const [antes] = await tx
      .select()
      .from(fidelidades)
      .where(and(eq(fidelidades.id, id), eq(fidelidades.conta_propria, true)))
      .for('update');
    if (!antes) throw new AppError('not_found', CONTA.naoEncontrada);
    const programa = await checkConta(tx, dados, id);
    const [row] = await tx
      .update(fidelidades)
      .set({
        programa_id: programa,
        numero_id_conta: dados.numero_id_conta,
        titular: dados.titular,
        ativo: dados.ativo,
      })
      .where(eq(fidelidades.id, id))
      .returning();
    await createAuditLog(tx, {
      tipo: 'conta_propria_alterada',
      usuario: ator.user.id,
      antes,
      depois: row,
      meta: meta('fidelidade', id, ator, 'alterada'),
    });
    return contaView(tx, id);
  });
}

// ——— airlines ———

type CiaRow = typeof cias_aereas.$inferSelect;

/** What the API answers for an airline: its columns and the versioned address of its logo. */
export function ciaView(row: CiaRow) {
  return {
    id: row.id,
    nome: row.nome,
    nome_resumido: row.nome_resumido,
    iata: row.iata,
    icao: row.icao,
    pais: row.pais,
    ativo: row.ativo,
    logo: row.logo ? logoCiaUrl(row.id, path.basename(row.logo).replace(/\.\w+$/, '')) : null,
  };
}

async function checkCia(tx: DbOrTx, dados: CiaAereaInput, id: number | null): Promise<void> {
  if (dados.iata === null) return;
  const [repetida] = await tx
    .select({ id: cias_aereas.id })
    .from(cias_aereas)
    .where(and(eq(cias_aereas.iata, dados.iata), id === null ? undefined : ne(cias_aereas.id, id)));
  if (repetida) throw campo('iata', CIA.iataRepetido);
}

const ciaValores = (dados: CiaAereaInput) => ({
  nome: dados.nome,
  nome_resumido: dados.nome_resumido,
  iata: dados.iata,
  icao: dados.icao,
  pais: dados.pais,
  ativo: dados.ativo,
});

export async function criarCiaAerea(db: Db, dados: CiaAereaInput, ator: Ator) {
  return db.transaction(async (tx) => {
    await checkCia(tx, dados, null);
    const [row] = await tx.insert(cias_aereas).values(ciaValores(dados)).returning();
    if (!row) throw new Error('airline not saved');
    await createAuditLog(tx, {
      tipo: 'cia_aerea_criada',
      usuario: ator.user.id,
      depois: row,
      meta: meta('cia_aerea', row.id, ator, 'criada'),
    });
    return ciaView(row);
  });
}

export async function alterarCiaAerea(db: Db, id: number, dados: CiaAereaInput, ator: Ator) {
  return db.transaction(async (tx) => {
    const [antes] = await tx.select().from(cias_aereas).where(eq(cias_aereas.id, id)).for('update');
    if (!antes) throw new AppError('not_found', CIA.naoEncontrada);
    await checkCia(tx, dados, id);
    const [row] = await tx
      .update(cias_aereas)
      .set(ciaValores(dados))
      .where(eq(cias_aereas.id, id))
      .returning();
    if (!row) throw new AppError('not_found', CIA.naoEncontrada);
    await createAuditLog(tx, {
      tipo: 'cia_aerea_alterada',
      usuario: ator.user.id,
      antes,
      depois: row,
      meta: meta('cia_aerea', id, ator, 'alterada'),
    });
    return ciaView(row);
  });
}

/**
 * Stores a new logo (PNG, WebP or a simple SVG, by content) and points the airline at it; the file it
 * replaces is removed once the change is committed. A failed change removes the new file instead.
 */
export async function salvarLogoCia(
  db: Db,
  files: FileStore,
  { id, upload, ator }: { id: number; upload: MultipartUpload; ator: Ator },
) {
  const [existe] = await db.select({ id: cias_aereas.id }).from(cias_aereas).where(eq(cias_aereas.id, id));
  if (!existe) throw new AppError('not_found', CIA.naoEncontrada);
  if (!upload.arquivo) throw campo('logo', CIA.logoObrigatorio);
  const salvo = await files.save({
    data: upload.arquivo.data,
    nome: upload.arquivo.nome,
    kinds: ['logo'],
    maxBytes: LOGO_MAX_BYTES,
  });
  let anterior: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const [antes] = await tx.select().from(cias_aereas).where(eq(cias_aereas.id, id)).for('update');
      if (!antes) throw new AppError('not_found', CIA.naoEncontrada);
      anterior = antes.logo;
      const [depois] = await tx
        .update(cias_aereas)
        .set({ logo: salvo.key, logo_mime: salvo.mime })
        .where(eq(cias_aereas.id, id))
        .returning();
      if (!depois) throw new AppError('not_found', CIA.naoEncontrada);
      await createAuditLog(tx, {
        tipo: 'cia_aerea_logo',
        usuario: ator.user.id,
        antes: { logo: antes.logo, logo_mime: antes.logo_mime },
        depois: { logo: salvo.key, logo_mime: salvo.mime, tamanho: salvo.size, nome_arquivo: salvo.nome },
        meta: meta('cia_aerea', id, ator, 'logo'),
      });
      return depois;
    });
    if (anterior) await files.remove(anterior).catch(() => undefined);
    return ciaView(row);
  } catch (error) {
    await files.remove(salvo.key).catch(() => undefined);
    throw error;
  }
}

export async function abrirLogoCia(db: DbOrTx, files: FileStore, id: number) {
  const [row] = await db
    .select({ logo: cias_aereas.logo, mime: cias_aereas.logo_mime })
    .from(cias_aereas)
    .where(eq(cias_aereas.id, id));
  if (!row) throw new AppError('not_found', CIA.naoEncontrada);
  if (!row.logo || !row.mime) throw new AppError('not_found', CIA.semLogo);
  const arquivo = await files.open(row.logo);
  return { ...arquivo, mime: row.mime, etag: `"${path.basename(row.logo)}"` };
}

// ——— the agency's settings ———

export async function findParametros(db: DbOrTx): Promise<ParametroView[]> {
  const rows = await db.select().from(parametros);
  const porChave = new Map(rows.map((row) => [row.chave, row]));
  return (Object.keys(PARAMETROS) as ParametroChave[]).map((chave) => {
    const p = PARAMETROS[chave];
    const row = porChave.get(chave);
    return {
      chave,
      label: p.label,
      unidade: p.unidade,
      descricao: p.descricao,
      valor: row ? dec(row.valor).toFixed(p.casas) : null,
      updated_at: row ? row.updated_at.toISOString() : null,
    };
  });
}

/** PUT /api/parametros/{chave}/: the value checked against the setting's rule; pricing reads it at once. */
export async function alterarParametro(db: Db, chave: ParametroChave, texto: string, ator: Ator) {
  const valor = normalizarParametro(chave, texto);
  if (valor === null) throw campo('valor', PARAM.valorInvalido(PARAMETROS[chave]));
  return db.transaction(async (tx) => {
    const [antes] = await tx.select().from(parametros).where(eq(parametros.chave, chave)).for('update');
    const [depois] = await tx
      .insert(parametros)
      .values({ chave, valor, updated_at: new Date() })
      .onConflictDoUpdate({ target: parametros.chave, set: { valor, updated_at: new Date() } })
      .returning();
    await createAuditLog(tx, {
      tipo: 'parametro_alterado',
      usuario: ator.user.id,
      antes: antes ?? null,
      depois,
      meta: meta('parametro', chave, ator, 'alterado'),
    });
    const [view] = (await findParametros(tx)).filter((p) => p.chave === chave);
    if (!view) throw new AppError('not_found', PARAM.naoEncontrado);
    return view;
  });
}

// ——— the agency's identity ———

type AgenciaRow = typeof agencia.$inferSelect;

const versaoDoArquivo = (key: string) => path.basename(key).replace(/\.\w+$/, '');

/** What the API answers for the agency: its identity (the default name before it is saved) and its logo's address. */
export function agenciaView(row: AgenciaRow | null): AgenciaView {
  return {
    nome: row?.nome ?? AGENCIA_NOME_PADRAO,
    cnpj: row?.cnpj ?? null,
    telefone: row?.telefone ?? null,
    email: row?.email ?? null,
    site: row?.site ?? '',
    endereco: row?.endereco ?? '',
    logo: row?.logo ? logoAgenciaUrl(versaoDoArquivo(row.logo)) : null,
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

export async function findAgenciaView(db: DbOrTx): Promise<AgenciaView> {
  return agenciaView(await findAgencia(db));
}

/** PUT /api/parametros/agencia/: the identity every later proposal shows; the logo stays as it is. */
export async function alterarAgencia(db: Db, dados: AgenciaInput, ator: Ator): Promise<AgenciaView> {
  return db.transaction(async (tx) => {
    const [antes] = await tx.select().from(agencia).where(eq(agencia.id, 1)).for('update');
    const valores = { ...dados, updated_at: new Date() };
    const [depois] = await tx
      .insert(agencia)
      .values({ id: 1, ...valores })
      .onConflictDoUpdate({ target: agencia.id, set: valores })
      .returning();
    if (!depois) throw new Error('agency not saved');
    await createAuditLog(tx, {
      tipo: 'agencia_alterada',
      usuario: ator.user.id,
      antes: antes ?? null,
      depois,
      meta: meta('agencia', 1, ator, 'alterada'),
    });
    return agenciaView(depois);
  });
}

/**
 * Stores the agency's logo (PNG, JPEG or a simple SVG, by content, up to `AGENCIA_LOGO_MAX_BYTES`) and points
 * the identity at it; the file it replaces is removed once the change is committed, a failed change removes
 * the new one instead.
 */
export async function salvarLogoAgencia(
  db: Db,
  files: FileStore,
  { upload, ator }: { upload: MultipartUpload; ator: Ator },
): Promise<AgenciaView> {
  if (!upload.arquivo) throw campo('logo', AGENCIA.logoObrigatorio);
  const salvo = await files.save({
    data: upload.arquivo.data,
    nome: upload.arquivo.nome,
    kinds: ['logoAgencia'],
    maxBytes: AGENCIA_LOGO_MAX_BYTES,
  });
  let anterior: string | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const [antes] = await tx.select().from(agencia).where(eq(agencia.id, 1)).for('update');
      anterior = antes?.logo ?? null;
      const logo = { logo: salvo.key, logo_mime: salvo.mime, updated_at: new Date() };
      const [depois] = await tx
        .insert(agencia)
        .values({ id: 1, nome: AGENCIA_NOME_PADRAO, ...logo })
        .onConflictDoUpdate({ target: agencia.id, set: logo })
        .returning();
      if (!depois) throw new Error('agency logo not saved');
      await createAuditLog(tx, {
        tipo: 'agencia_logo',
        usuario: ator.user.id,
        antes: { logo: antes?.logo ?? null, logo_mime: antes?.logo_mime ?? null },
        depois: { logo: salvo.key, logo_mime: salvo.mime, tamanho: salvo.size, nome_arquivo: salvo.nome },
        meta: meta('agencia', 1, ator, 'logo'),
      });
      return depois;
    });
    if (anterior) await files.remove(anterior).catch(() => undefined);
    return agenciaView(row);
  } catch (error) {
    await files.remove(salvo.key).catch(() => undefined);
    throw error;
  }
}

export async function abrirLogoAgencia(db: DbOrTx, files: FileStore) {
  const row = await findAgencia(db);
  if (!row?.logo || !row.logo_mime) throw new AppError('not_found', AGENCIA.semLogo);
  const arquivo = await files.open(row.logo);
  return { ...arquivo, mime: row.logo_mime, etag: `"${path.basename(row.logo)}"` };
}
