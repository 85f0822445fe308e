import {
  type ContaOferecida,
  DESAGIO_COMPRA_JANELA_DIAS,
  type MilhasValidadasQuery,
  type MilhaValidada,
  PROGRAMA_PADRAO_CONTAS,
} from '@skyler/domain/milhas-validadas';
import { custosDasCompras } from '@skyler/domain/precos/custo-real';
import { type Dec, dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { anoDaCotacao, fatorMoeda } from '@skyler/domain/precos/moedas';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  cias_aereas,
  contatos,
  cotacoes,
  fidelidades,
  milhas_validadas,
  moedas,
  programas,
  provedores,
  subcotacoes,
  usuarios,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';
import { findDesagioProprio } from '../milhas/milhas.queries.ts';
import { findCustosProprios, findSaldos } from '../milhas-proprias/milhas-proprias.queries.ts';
import { cambioDaCotacao } from '../moedas/cambio-da-cotacao.ts';

/**
 * Who reads: those who issue from the accounts (`podeVerContasMilhas`) get the third party's login and CPF;
 * everyone else, rows without them. No list carries a password (decision 0052).
 */
export type Leitor = { comConta: boolean };

const programaConta = alias(programas, 'programa_conta');
const programaLinha = alias(programas, 'programa_linha');

const colunas = {
  mv: milhas_validadas,
  conta: {
    id: fidelidades.id,
    titular: fidelidades.titular,
    numero_id_conta: fidelidades.numero_id_conta,
    programa: programaConta.nome,
  },
  contato: { id: contatos.id, nome: contatos.nome, sobrenome: contatos.sobrenome },
  provedor: { id: provedores.id, nome: provedores.nome },
  programa: { id: programaLinha.id, nome: programaLinha.nome },
  usuario: { id: usuarios.id, nome: usuarios.nome, sobrenome: usuarios.sobrenome },
  orcamento: cotacoes.orcamento,
  bilhete: { custo_bilhete: subcotacoes.custo_bilhete, viagem: subcotacoes.viagem },
  data_cotacao: cotacoes.data_hora_cotacao,
  moeda: { id: moedas.id, sigla: moedas.sigla, cambio: moedas.cambio },
  cambios: cotacoes.cambios,
};

function selectLinhas(db: DbOrTx) {
  return db
    .select(colunas)
    .from(milhas_validadas)
    .innerJoin(cotacoes, eq(cotacoes.id, milhas_validadas.cotacao))
    .innerJoin(subcotacoes, eq(subcotacoes.id, milhas_validadas.subcotacao))
    .leftJoin(moedas, eq(moedas.id, subcotacoes.moeda))
    .leftJoin(fidelidades, eq(fidelidades.id, milhas_validadas.conta_fidelidade))
    .leftJoin(programaConta, eq(programaConta.id, fidelidades.programa_id))
    .leftJoin(contatos, eq(contatos.id, milhas_validadas.contato))
    .leftJoin(provedores, eq(provedores.id, milhas_validadas.provedor_milhas))
    .leftJoin(programaLinha, eq(programaLinha.id, milhas_validadas.programa_fidelidade))
    .leftJoin(usuarios, eq(usuarios.id, milhas_validadas.created_by));
}

type Linha = Awaited<ReturnType<ReturnType<typeof selectLinhas>['execute']>>[number];
type Viagem = { trechos?: { pernas?: { cia_aerea?: unknown }[] }[] };

function ciasDaViagem(viagem: unknown): number[] {
  const ids = ((viagem as Viagem | null)?.trechos ?? []).flatMap((t) =>
    (t.pernas ?? []).map((p) => p.cia_aerea),
  );
  return [...new Set(ids.filter((id): id is number => typeof id === 'number' && Number.isInteger(id)))];
}

/** The factor from the ticket's currency to reais at the rate and year the quote was priced with. */
function fatorDaLinha(l: Pick<Linha, 'moeda' | 'cambios' | 'data_cotacao'>): Dec {
  if (l.moeda?.id == null || !l.moeda.sigla || l.moeda.cambio === null) return dec(1);
  return fatorMoeda({
    sigla: l.moeda.sigla,
    cambio: cambioDaCotacao(l.cambios, { id: l.moeda.id, cambio: l.moeda.cambio }),
    ano: anoDaCotacao(l.data_cotacao),
  });
}

/**
 * What each of these lines cost the agency, by line id: `custosDasCompras` over all the validated lines of
 * each line's ticket (decision 0069), the same figures as the ticket's payable.
 */
async function custosDasLinhas(
  db: DbOrTx,
  linhas: readonly Pick<Linha, 'mv' | 'bilhete' | 'moeda' | 'cambios' | 'data_cotacao'>[],
): Promise<Map<number, string>> {
  const custos = new Map<number, string>();
  const bilhetes = [...new Set(linhas.map((l) => l.mv.subcotacao))];
  if (bilhetes.length === 0) return custos;
  const todas = await db
    .select({
      id: milhas_validadas.id,
      subcotacao: milhas_validadas.subcotacao,
      tipo: milhas_validadas.tipo,
      valor: milhas_validadas.valor,
      valor_compra: milhas_validadas.valor_compra,
      desagio_compra: milhas_validadas.desagio_compra,
    })
    .from(milhas_validadas)
    .where(inArray(milhas_validadas.subcotacao, bilhetes))
    .orderBy(asc(milhas_validadas.id));
  const porBilhete = new Map<number, typeof todas>();
  for (const compra of todas)
    porBilhete.set(compra.subcotacao, [...(porBilhete.get(compra.subcotacao) ?? []), compra]);
  const feitos = new Set<number>();
  for (const linha of linhas) {
    if (feitos.has(linha.mv.subcotacao)) continue;
    feitos.add(linha.mv.subcotacao);
    const compras = porBilhete.get(linha.mv.subcotacao) ?? [];
    const valores = custosDasCompras(compras, {
      custoBilhete: linha.bilhete.custo_bilhete ?? '0',
      fator: fatorDaLinha(linha),
    });
    compras.forEach((compra, i) => {
      custos.set(compra.id, moneyString(valores[i] ?? 0));
    });
  }
  return custos;
}

/**
 * The miles and the wallet cost of each service's validated purchases (part 1 §4: shown when the service is in
 * `emissao`), the sum of its lines' costs; null for a kind it has no line of.
 */
export async function findCustosMilhasDosServicos(
  db: DbOrTx,
  servicoIds: number[],
): Promise<Map<number, { milha: string | null; wallet: string | null }>> {
  const custos = new Map<number, { milha: string | null; wallet: string | null }>();
  if (servicoIds.length === 0) return custos;
  const linhas = await selectLinhas(db).where(inArray(milhas_validadas.servico, servicoIds));
  const porLinha = await custosDasLinhas(db, linhas);
  for (const linha of linhas) {
    const custo = porLinha.get(linha.mv.id) ?? null;
    if (custo === null) continue;
    const atual = custos.get(linha.mv.servico) ?? { milha: null, wallet: null };
    atual[linha.mv.tipo] = moneyString(dec(atual[linha.mv.tipo] ?? '0').plus(custo));
    custos.set(linha.mv.servico, atual);
  }
  return custos;
}

async function toViews(db: DbOrTx, linhas: Linha[], leitor: Leitor): Promise<MilhaValidada[]> {
  if (linhas.length === 0) return [];
  const custos = await custosDasLinhas(db, linhas);
  const ciaIds = [...new Set(linhas.flatMap((l) => ciasDaViagem(l.bilhete.viagem)))];
  const cias = new Map(
    ciaIds.length === 0
      ? []
      : (
          await db
            .select({ id: cias_aereas.id, nome: cias_aereas.nome })
            .from(cias_aereas)
            .where(inArray(cias_aereas.id, ciaIds))
        ).map((c) => [c.id, c.nome]),
  );
  return linhas.map(({ mv, conta, contato, provedor, programa, usuario, orcamento, bilhete }) => {
    const view: MilhaValidada = {
      id: mv.id,
      tipo: mv.tipo,
      conta_fidelidade:
        conta?.id == null
          ? null
          : {
              id: conta.id,
              titular: conta.titular ?? '',
              numero_id_conta: conta.numero_id_conta ?? '',
              programa: conta.programa ?? '',
            },
      contato:
        contato?.id == null
          ? null
          : { id: contato.id, nome: [contato.nome, contato.sobrenome].filter(Boolean).join(' ') },
      valor: mv.valor,
      valor_compra: mv.valor_compra,
      desagio_compra: mv.desagio_compra,
      custo: custos.get(mv.id) ?? null,
      subcotacao: mv.subcotacao,
      cotacao: { id: mv.cotacao, venda: mv.venda, orcamento },
      servico: mv.servico,
      created_at: mv.created_at.toISOString(),
      created_by: usuario?.id == null ? null : usuario,
      provedor_milhas: provedor?.id == null ? null : provedor,
      programa_fidelidade: programa?.id == null ? null : programa,
      cias_aereas: ciasDaViagem(bilhete.viagem).flatMap((id) => cias.get(id) ?? []),
      tem_senha: mv.senha_cifrada !== null,
      milheiro_emite: mv.tipo === 'milha' ? mv.valor_compra : null,
      titular: mv.titular,
      conta_propria: mv.conta_propria,
      titular_conta_propria: mv.conta_propria ? mv.titular : null,
      mesma_conta: mv.mesma_conta,
    };
    if (leitor.comConta) Object.assign(view, { login: mv.login, cpf: mv.cpf });
    return view;
  });
}

/** The filters of the validated purchases list (part 2 §7). */
export function milhasValidadasWhere(f: Omit<MilhasValidadasQuery, 'page'>): SQL | undefined {
  return and(
    f.provedor_milhas ? eq(milhas_validadas.provedor_milhas, f.provedor_milhas) : undefined,
    f.cia_aerea
      ? sql`jsonb_path_exists(${subcotacoes.viagem}, '$.trechos[*].pernas[*] ? (@.cia_aerea == $cia)', jsonb_build_object('cia', ${f.cia_aerea}::int))`
      : undefined,
    f.conta_propria ? eq(milhas_validadas.conta_propria, f.conta_propria === 'true') : undefined,
    f.titular_conta_propria
      ? and(
          eq(milhas_validadas.conta_propria, true),
          sql`${milhas_validadas.titular} ilike ${`%${f.titular_conta_propria.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        )
      : undefined,
    f.id_venda ? eq(milhas_validadas.venda, f.id_venda) : undefined,
    f.passageiro ? eq(milhas_validadas.contato, f.passageiro) : undefined,
    f.data_inicio
      ? gte(
          milhas_validadas.created_at,
          sql`(${f.data_inicio}::date)::timestamp at time zone 'America/Sao_Paulo'`,
        )
      : undefined,
    f.data_fim
      ? lt(
          milhas_validadas.created_at,
          sql`(${f.data_fim}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`,
        )
      : undefined,
  );
}

/** GET /api/milhas-validadas/: a page of validated purchases, newest first. */
export async function findMilhasValidadasPage(
  db: DbOrTx,
  query: MilhasValidadasQuery,
  options: { pageSize: number; leitor: Leitor },
): Promise<Page<MilhaValidada>> {
  const { page, ...filtros } = query;
  const where = milhasValidadasWhere(filtros);
  const porCia = Boolean(filtros.cia_aerea);
  const linhas = await selectLinhas(db)
    .where(where)
    .orderBy(desc(milhas_validadas.id))
    .limit(options.pageSize)
    .offset((page - 1) * options.pageSize);
  const views = await toViews(db, linhas, options.leitor);
  return paginate({
    page,
    pageSize: options.pageSize,
    rows: async () => views,
    count: async () => {
      const base = db.select({ n: count() }).from(milhas_validadas);
      const [row] = await (porCia
        ? base.innerJoin(subcotacoes, eq(subcotacoes.id, milhas_validadas.subcotacao)).where(where)
        : base.where(where));
      return row?.n ?? 0;
    },
  });
}

/** Validated purchases by id, in the order given. */
export async function findMilhasValidadasPorIds(
  db: DbOrTx,
  ids: number[],
  leitor: Leitor,
): Promise<MilhaValidada[]> {
  if (ids.length === 0) return [];
  const linhas = await selectLinhas(db).where(inArray(milhas_validadas.id, ids));
  const porId = new Map((await toViews(db, linhas, leitor)).map((v) => [v.id, v]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}

/** The validated purchases of a ticket, in the order they were stored. */
export async function findMilhasValidadasDaSubcotacao(
  db: DbOrTx,
  subcotacao: number,
  leitor: Leitor,
): Promise<MilhaValidada[]> {
  const linhas = await selectLinhas(db)
    .where(eq(milhas_validadas.subcotacao, subcotacao))
    .orderBy(asc(milhas_validadas.id));
  return toViews(db, linhas, leitor);
}

/** The tickets among these that have validated purchases. */
export async function findSubcotacoesValidadas(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const linhas = await db
    .selectDistinct({ id: milhas_validadas.subcotacao })
    .from(milhas_validadas)
    .where(inArray(milhas_validadas.subcotacao, ids));
  return new Set(linhas.map((l) => l.id));
}

/**
 * The loyalty accounts offered for a ticket (decision 0028): active accounts whose provider's service type is
 * `milhas`; for a miles ticket those of its programme; for a wallet ticket, or when the programme has none,
 * those of LATAM Pass. The agency's own first, then by holder.
 */
export async function findContasOferecidas(
  db: DbOrTx,
  bilhete: { tipo_cotacao: string; programa_fidelidade: number | null },
): Promise<ContaOferecida[]> {
  const titular = alias(contatos, 'titular_conta');
  const doPrograma = (programa: SQL) =>
    db
      .select({
        id: fidelidades.id,
        titular: fidelidades.titular,
        numero_id_conta: fidelidades.numero_id_conta,
        programa: { id: programas.id, nome: programas.nome },
        provedor: { id: provedores.id, nome: provedores.nome },
        conta_propria: fidelidades.conta_propria,
        contato: { id: titular.id, nome: titular.nome, sobrenome: titular.sobrenome },
      })
      .from(fidelidades)
      .innerJoin(programas, eq(programas.id, fidelidades.programa_id))
      .innerJoin(provedores, eq(provedores.id, fidelidades.provedor_id))
      .leftJoin(titular, eq(titular.id, fidelidades.contato_id))
      .where(and(eq(fidelidades.ativo, true), eq(provedores.tipo_servico, 'milhas'), programa))
      .orderBy(desc(fidelidades.conta_propria), asc(fidelidades.titular), asc(fidelidades.id));
  let linhas =
    bilhete.tipo_cotacao === 'milha' && bilhete.programa_fidelidade !== null
      ? await doPrograma(eq(fidelidades.programa_id, bilhete.programa_fidelidade))
      : [];
  if (linhas.length === 0) linhas = await doPrograma(eq(programas.nome, PROGRAMA_PADRAO_CONTAS));
  // the agency's own accounts show their balance and own cost per thousand (decision 0068)
  const proprias = linhas.filter((l) => l.conta_propria);
  const saldos = await findSaldos(
    db,
    proprias.map((l) => l.id),
  );
  const custos = await findCustosProprios(db, [...new Set(proprias.map((l) => l.programa.id))]);
  return linhas.map((l) => ({
    saldo: l.conta_propria ? (saldos.get(l.id) ?? 0) : null,
    custo_milheiro: l.conta_propria ? (custos.get(l.programa.id) ?? null) : null,
    id: l.id,
    titular: l.titular,
    numero_id_conta: l.numero_id_conta,
    programa: l.programa,
    provedor: l.provedor,
    conta_propria: l.conta_propria,
    contato:
      l.contato?.id == null
        ? null
        : { id: l.contato.id, nome: [l.contato.nome, l.contato.sobrenome].filter(Boolean).join(' ') },
  }));
}

/**
 * The average purchase discount (decision 0028): the mean discount of the third-party wallet purchases
 * validated in the last 90 days; with none, the agency's own discount; null when neither exists.
 */
export async function findDesagioCompra(db: DbOrTx, agora: Date = new Date()): Promise<string | null> {
  const desde = new Date(agora.getTime() - DESAGIO_COMPRA_JANELA_DIAS * 24 * 3_600_000);
  const [media] = await db
    .select({ valor: sql<string | null>`avg(${milhas_validadas.desagio_compra})::text` })
    .from(milhas_validadas)
    .where(
      and(
        eq(milhas_validadas.tipo, 'wallet'),
        eq(milhas_validadas.conta_propria, false),
        isNotNull(milhas_validadas.desagio_compra),
        gte(milhas_validadas.created_at, desde),
      ),
    );
  const valor = media?.valor ?? (await findDesagioProprio(db));
  return valor === null ? null : dec(valor).toFixed(2);
}
