import { normalizarBusca } from '@skyler/domain/busca';
import {
  type Contato,
  type ContatoResumo,
  type EmissaoDoBeneficiario,
  emptyEnderecoContato,
  type MilhaValidadaDoContato,
  nomeCompleto,
} from '@skyler/domain/contatos';
import { formatMoney } from '@skyler/domain/formatters';
import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import { TIPOS_PAGAMENTO } from '@skyler/domain/pagamentos';
import { pageCount } from '@skyler/domain/pagination';
import { SERVICO_STATUS } from '@skyler/domain/servicos';
import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import {
  type ContatoRow,
  contatos,
  contatos_empresas,
  cotacoes,
  emissoes,
  emissoes_beneficiarios,
  empresas,
  fidelidades,
  milhas_validadas,
  programas,
  provedores,
  servicos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import type { Page } from '../../platform/pagination.ts';
import { matchesSearch } from '../../platform/text-search.ts';
import { findServicosPorIds } from '../servicos/servicos.queries.ts';
import { findUltimasCompras, findVendasDoContatoPorId } from '../vendas/vendas-do-cliente.queries.ts';
import type { ServicoFatura, VendaFatura } from './fatura-pdf.tsx';

/** What the list search looks in (decision 0012). */
export function nomeBuscaContato(contato: {
  nome: string;
  sobrenome?: string | null;
  cpf?: string | null;
  email?: string | null;
}): string {
  return normalizarBusca(contato.nome, contato.sobrenome, contato.cpf, contato.email);
}

export function contatosWhere({ search }: { search?: string | undefined }): SQL | undefined {
  return matchesSearch(contatos.nome_busca, search);
}

const criador = alias(usuarios, 'criador');
const editor = alias(usuarios, 'editor');
const indicador = alias(contatos, 'indicador');
const relacionado = alias(contatos, 'relacionado');

/** the aliases differ only in their SQL name: one shape of columns serves them all */
const usuarioRef = (tabela: unknown) => {
  const u = tabela as typeof criador;
  return { id: u.id, nome: u.nome, sobrenome: u.sobrenome };
};
const contatoRef = (tabela: unknown) => {
  const c = tabela as typeof indicador;
  return { id: c.id, nome: c.nome, sobrenome: c.sobrenome };
};

function selectContatos(db: DbOrTx) {
  return db
    .select({
      contato: contatos,
      created_by: usuarioRef(criador),
      last_edited_by: usuarioRef(editor),
      indicacao: contatoRef(indicador),
      relacao: contatoRef(relacionado),
    })
    .from(contatos)
    .leftJoin(criador, eq(criador.id, contatos.created_by))
    .leftJoin(editor, eq(editor.id, contatos.last_edited_by))
    .leftJoin(indicador, eq(indicador.id, contatos.indicacao))
    .leftJoin(relacionado, eq(relacionado.id, contatos.relacao));
}

type ContatoJoined = Awaited<ReturnType<typeof selectContatos>>[number];

function toResumo(row: ContatoJoined, ultimaCompra: string | null): ContatoResumo {
  const { contato } = row;
  return {
    id: contato.id,
    nome: contato.nome,
    sobrenome: contato.sobrenome,
    perfil: contato.perfil as ContatoResumo['perfil'],
    tier: contato.tier,
    cpf: contato.cpf,
    email: contato.email,
    telefone: contato.telefone,
    data_nascimento: contato.data_nascimento,
    cliente_estrangeiro: contato.cliente_estrangeiro,
    indicacao: present(row.indicacao),
    instagram: contato.instagram,
    linkedin: contato.linkedin,
    created_by: present(row.created_by),
    created_at: contato.created_at.toISOString(),
    last_edited_by: present(row.last_edited_by),
    updated_at: contato.updated_at.toISOString(),
    ultima_compra: ultimaCompra,
  };
}

/**
 * One page of the contact list, alphabetical (accents ignored), and how many contacts match.
 *
 * A search reads the page's ids and the total in one query over the trigram index, sorting only the
 * matches. The sort key is `nome_busca || ''` so the planner cannot walk the alphabetical index instead:
 * it picks that for common names, and then tests every contact against the pattern (decision 0013).
 */
export async function findContatosPage(
  db: DbOrTx,
  { search, page, pageSize }: { search: string | undefined; page: number; pageSize: number },
): Promise<Page<ContatoResumo>> {
  const where = contatosWhere({ search });
  const offset = (page - 1) * pageSize;
  let ids: number[];
  let total: number;
  if (where) {
    const rows = await db
      .select({ id: contatos.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(contatos)
      .where(where)
      .orderBy(sql`${contatos.nome_busca} || ''`, asc(contatos.id))
      .limit(pageSize)
      .offset(offset);
    ids = rows.map((row) => row.id);
    // past the last page there is no row to carry the total
    total = rows[0]?.total ?? (offset > 0 ? await countContatos(db, where) : 0);
  } else {
    const [rows, n] = await Promise.all([
      db
        .select({ id: contatos.id })
        .from(contatos)
        .orderBy(asc(contatos.nome_busca), asc(contatos.id))
        .limit(pageSize)
        .offset(offset),
      countContatos(db, undefined),
    ]);
    ids = rows.map((row) => row.id);
    total = n;
  }
  const [rows, compras] = await Promise.all([
    ids.length ? selectContatos(db).where(inArray(contatos.id, ids)) : [],
    findUltimasCompras(db, ids),
  ]);
  const porId = new Map(rows.map((row) => [row.contato.id, row]));
  const resumos = ids.flatMap((id) => {
    const row = porId.get(id);
    return row ? [toResumo(row, compras.get(id) ?? null)] : [];
  });
  return { rows: resumos, total, pages: pageCount(total, pageSize) };
}

async function countContatos(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contatos).where(where);
  return row?.n ?? 0;
}

export async function findContatoRow(
  db: DbOrTx,
  id: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<ContatoRow | null> {
  const query = db.select().from(contatos).where(eq(contatos.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findEmpresasDoContato(db: DbOrTx, id: number) {
  return db
    .select({ id: empresas.id, nome: empresas.nome })
    .from(contatos_empresas)
    .innerJoin(empresas, eq(empresas.id, contatos_empresas.empresa_id))
    .where(eq(contatos_empresas.contato_id, id))
    .orderBy(asc(empresas.nome_busca), asc(empresas.id));
}

export async function findContato(db: DbOrTx, id: number): Promise<Contato | null> {
  const [row] = await selectContatos(db).where(eq(contatos.id, id));
  if (!row) return null;
  const [ligadas, compras] = await Promise.all([findEmpresasDoContato(db, id), findUltimasCompras(db, [id])]);
  const { contato } = row;
  return {
    ...toResumo(row, compras.get(id) ?? null),
    cnpj: contato.cnpj,
    cnh: contato.cnh,
    genero: contato.genero,
    empresas: ligadas,
    endereco: { ...emptyEnderecoContato(), ...contato.endereco },
    extras: {
      instagram: contato.instagram,
      linkedin: contato.linkedin,
      relacao: present(row.relacao),
      tipo_relacao: contato.tipo_relacao,
      data_especial: contato.data_especial,
      ocasiao: contato.ocasiao,
      observacoes: contato.observacoes,
    },
    data_busca: contato.data_busca,
    anonimizado_em: contato.anonimizado_em?.toISOString() ?? null,
  };
}

export async function findContatosExistentes(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: contatos.id }).from(contatos).where(inArray(contatos.id, ids));
  return new Set(rows.map((row) => row.id));
}

// ——— what later areas supply ———

/**
 * The validated miles purchases that used one of the contact's loyalty accounts or have the contact as their
 * passenger, newest first, each with the issuance of its ticket: the base account's programme, number and
 * holder; a third party's login only to who issues from it (`comConta`, decision 0052).
 */
export async function findMilhasValidadasDoContato(
  db: DbOrTx,
  contatoId: number,
  leitor: { comConta: boolean },
): Promise<MilhaValidadaDoContato[]> {
  const linhas = await db
    .select({
      id: milhas_validadas.id,
      emissao: emissoes.id,
      emissao_created_at: emissoes.created_at,
      programa: programas.nome,
      numero_id_conta: fidelidades.numero_id_conta,
      login: milhas_validadas.login,
      titular: milhas_validadas.titular,
      provedor: provedores.nome,
      cotacao: milhas_validadas.cotacao,
      venda: milhas_validadas.venda,
      servico: milhas_validadas.servico,
    })
    .from(milhas_validadas)
    .leftJoin(fidelidades, eq(fidelidades.id, milhas_validadas.conta_fidelidade))
    .leftJoin(programas, eq(programas.id, milhas_validadas.programa_fidelidade))
    .leftJoin(provedores, eq(provedores.id, milhas_validadas.provedor_milhas))
    .leftJoin(
      emissoes,
      and(
        eq(emissoes.servico, milhas_validadas.servico),
        eq(emissoes.subcotacao, milhas_validadas.subcotacao),
      ),
    )
    .where(
      or(
        eq(milhas_validadas.contato, contatoId),
        inArray(
          milhas_validadas.conta_fidelidade,
          db.select({ id: fidelidades.id }).from(fidelidades).where(eq(fidelidades.contato_id, contatoId)),
        ),
      ),
    )
    .orderBy(desc(milhas_validadas.id));
  return linhas.map((l) => ({
    id: l.id,
    emissao: l.emissao,
    emissao_created_at: l.emissao_created_at?.toISOString() ?? null,
    conta_fidelidade:
      [l.programa, l.numero_id_conta ?? (leitor.comConta ? l.login : null), l.titular]
        .filter((parte) => parte !== null && parte !== '')
        .join(' · ') || null,
    provedor: l.provedor,
    cotacao: l.cotacao,
    venda: l.venda,
    servico: l.servico,
  }));
}

/** Issuances where the contact travels as a beneficiary (Emissões como PAX), newest first. */
export async function findEmissoesDoBeneficiario(
  db: DbOrTx,
  contatoId: number,
): Promise<EmissaoDoBeneficiario[]> {
  const cliente = alias(contatos, 'cliente');
  const linhas = await db
    .select({
      id: emissoes.id,
      venda: emissoes.venda,
      orcamento: cotacoes.orcamento,
      cotacao: emissoes.cotacao,
      servico: emissoes.servico,
      cliente: { nome: cliente.nome, sobrenome: cliente.sobrenome },
      empresa: empresas.nome,
      status: emissoes.status,
      status_servico: servicos.status,
      data_conclusao: emissoes.data_hora_emissao,
      created_at: emissoes.created_at,
      tipo: emissoes.tipo,
      data_ida: emissoes.data_ida,
    })
    .from(emissoes_beneficiarios)
    .innerJoin(emissoes, eq(emissoes.id, emissoes_beneficiarios.emissao))
    .innerJoin(servicos, eq(servicos.id, emissoes.servico))
    .innerJoin(cotacoes, eq(cotacoes.id, emissoes.cotacao))
    .innerJoin(vendas, eq(vendas.id, emissoes.venda))
    .leftJoin(cliente, eq(cliente.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .where(eq(emissoes_beneficiarios.contato, contatoId))
    .orderBy(desc(emissoes.id));
  return linhas.map(({ cliente: pessoa, empresa, ...linha }) => ({
    ...linha,
    cliente: pessoa?.nome ? nomeCompleto(pessoa) : (empresa ?? null),
    data_conclusao: linha.data_conclusao?.toISOString() ?? null,
    created_at: linha.created_at.toISOString(),
  }));
}

/**
 * The services of each sale that are not cancelled, oldest first, as the invoice's cards show them: the
 * kind of the quote, its description, the payment terms, the beneficiaries, what was paid and the total.
 */
async function findServicosFatura(db: DbOrTx, vendaIds: number[]): Promise<Map<number, ServicoFatura[]>> {
  const porVenda = new Map<number, ServicoFatura[]>();
  if (vendaIds.length === 0) return porVenda;
  const linhas = await db
    .select({ id: servicos.id })
    .from(servicos)
    .where(and(inArray(servicos.venda, vendaIds), ne(servicos.status, 'cancelado')))
    .orderBy(asc(servicos.venda), asc(servicos.id));
  const views = await findServicosPorIds(
    db,
    linhas.map((linha) => linha.id),
  );
  for (const servico of views) {
    const parcelas = servico.num_parcelas > 1 ? ` em ${servico.num_parcelas}x` : '';
    const nomes = servico.beneficiarios.map((b) => nomeCompleto(b.contato)).join(', ');
    const detalhes = [
      { rotulo: 'Pagamento', valor: `${TIPOS_PAGAMENTO.label(servico.metodo_pagamento)}${parcelas}` },
      { rotulo: 'Situação', valor: SERVICO_STATUS.label(servico.status) },
      { rotulo: 'Pago', valor: formatMoney(servico.valor_pago) },
      ...(nomes ? [{ rotulo: 'Beneficiários', valor: nomes }] : []),
    ];
    const lista = porVenda.get(servico.venda.id) ?? [];
    lista.push({
      id: servico.id,
      tipo: servico.cotacao.tipo_servico as TipoOrcamento,
      descricao: servico.cotacao.descricao,
      detalhes,
      valor_total: servico.valor_total,
    });
    porVenda.set(servico.venda.id, lista);
  }
  return porVenda;
}

/** The chosen sales of the contact with their services, for the invoice PDF. */
export async function findVendasParaFatura(
  db: DbOrTx,
  { contatoId, vendas }: { contatoId: number; vendas: number[] },
): Promise<VendaFatura[]> {
  const encontradas = await findVendasDoContatoPorId(db, contatoId, vendas);
  const servicos = await findServicosFatura(
    db,
    encontradas.map((venda) => venda.id),
  );
  return encontradas.map((venda) => ({ ...venda, servicos: servicos.get(venda.id) ?? [] }));
}
