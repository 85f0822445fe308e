import { type CotacaoView, podeIrParaCarrinho } from '@skyler/domain/cotacoes';
import { corLucro } from '@skyler/domain/precos/cotacao';
import { dec } from '@skyler/domain/precos/dinheiro';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { present } from '../../db/present.ts';
import {
  type CotacaoRow,
  cotacoes,
  cotacoes_imagens,
  fornecedores,
  orcamentos,
  provedor_imagens,
  type SubcotacaoRow,
  subcotacoes,
  usuarios,
} from '../../db/schema/index.ts';
import { type Page, paginate } from '../../platform/pagination.ts';

type Imagem = { id: number; titulo: string; url: string };
type Pessoa = { id: number; nome: string; sobrenome: string | null };

/** Where the browser reads a provider image (GET /api/provedores/{id}/imagens/{imagem}/). */
export function urlDaImagem(provedor: number, imagem: number): string {
  return `/api/provedores/${provedor}/imagens/${imagem}/`;
}

/** A rate as stored (numeric with 4 places) with the places it needs, at least two: "5.00", "2.125". */
export function taxaString(valor: string): string {
  const numero = dec(valor);
  return numero.toFixed(Math.max(2, numero.decimalPlaces()));
}

const cotadorUsuario = alias(usuarios, 'cotador_usuario');
const cotadoPorUsuario = alias(usuarios, 'cotado_por_usuario');
const pessoa = (tabela: typeof cotadorUsuario | typeof cotadoPorUsuario) => ({
  id: tabela.id,
  nome: tabela.nome,
  sobrenome: tabela.sobrenome,
});

type Linha = { c: CotacaoRow; cotador: Pessoa | null; cotado_por: Pessoa | null };

async function selectCotacoes(
  db: DbOrTx,
  options: { where: SQL | undefined; orderBy: SQL[]; limit?: number; offset?: number },
): Promise<Linha[]> {
  const query = db
    .select({ c: cotacoes, cotador: pessoa(cotadorUsuario), cotado_por: pessoa(cotadoPorUsuario) })
    .from(cotacoes)
    .leftJoin(cotadorUsuario, eq(cotadorUsuario.id, cotacoes.cotador))
    .leftJoin(cotadoPorUsuario, eq(cotadoPorUsuario.id, cotacoes.cotado_por))
    .where(options.where)
    .orderBy(...options.orderBy);
  const linhas = await (options.limit ? query.limit(options.limit).offset(options.offset ?? 0) : query);
  const pessoaOuNull = (valor: { id: number | null; nome: string | null; sobrenome: string | null }) => {
    const encontrada = present(valor);
    return encontrada
      ? { id: encontrada.id, nome: encontrada.nome ?? '', sobrenome: encontrada.sobrenome }
      : null;
  };
  return linhas.map((linha) => ({
    c: linha.c,
    cotador: pessoaOuNull(linha.cotador),
    cotado_por: pessoaOuNull(linha.cotado_por),
  }));
}

type ImagemLinha = Imagem & { cotacao: number; subcotacao: number };

async function findImagens(db: DbOrTx, ids: number[]): Promise<ImagemLinha[]> {
  const linhas = await db
    .select({
      cotacao: cotacoes_imagens.cotacao,
      subcotacao: cotacoes_imagens.subcotacao,
      id: provedor_imagens.id,
      titulo: provedor_imagens.titulo,
      provedor: provedor_imagens.provedor_id,
    })
    .from(cotacoes_imagens)
    .innerJoin(provedor_imagens, eq(provedor_imagens.id, cotacoes_imagens.imagem))
    .where(inArray(cotacoes_imagens.cotacao, ids))
    .orderBy(asc(cotacoes_imagens.cotacao), asc(cotacoes_imagens.subcotacao), asc(cotacoes_imagens.ordem));
  return linhas.map((linha) => ({
    cotacao: linha.cotacao,
    subcotacao: linha.subcotacao,
    id: linha.id,
    titulo: linha.titulo,
    url: urlDaImagem(linha.provedor, linha.id),
  }));
}

/** A ticket as the API answers it: the computed values first, then the fields as the dialog edits them. */
function subcotacaoView(s: SubcotacaoRow, imagens: Imagem[]) {
  return {
    id: s.id,
    ordem: s.ordem,
    tipo_cotacao: s.tipo_cotacao,
    total: s.total,
    custo_agencia: s.custo_agencia,
    milheiro_efetivo: s.milheiro_efetivo,
    imagens: imagens.map(({ id, titulo, url }) => ({ id, titulo, url })),
    fornecedor: s.fornecedor,
    provedor: s.provedor,
    programa_fidelidade: s.programa_fidelidade,
    moeda: s.moeda,
    quantidade_milhas: s.quantidade_milhas,
    milheiro: s.milheiro,
    ajuste_efetivo: s.ajuste_efetivo,
    custo_bilhete: s.custo_bilhete,
    rav: s.rav,
    custo_taxa_embarque: s.custo_taxa_embarque,
    custo_taxa_bagagem: s.custo_taxa_bagagem,
    custo_taxas_extras: s.custo_taxas_extras,
    custo_assento_conforto: s.custo_assento_conforto,
    porcentagem_incentivo: taxaString(s.porcentagem_incentivo),
    valor_incentivo: s.valor_incentivo,
    anotacao_custo_extra: s.anotacao_custo_extra,
    imagens_provedor: imagens.map((imagem) => imagem.id),
    bilhete_ida: s.bilhete_ida,
    bilhete_volta: s.bilhete_volta,
    bilhete_independente: s.bilhete_independente,
    bilhete_fk: s.bilhete_fk,
    viagem: s.viagem,
  };
}

/** The hotel, car or other part: its fields as saved, with the supplier, provider and currency columns. */
function parteView(c: CotacaoRow, imagens: Imagem[]) {
  return {
    imagens: imagens.map(({ id, titulo, url }) => ({ id, titulo, url })),
    ...(c.detalhes ?? {}),
    fornecedor: c.fornecedor,
    provedor: c.provedor,
    moeda: c.moeda,
    imagens_provedor: imagens.map((imagem) => imagem.id),
    /** what the client pays for the part and what it costs the agency, as computed */
    total: c.custo_total,
    custo_agencia: c.custo_agencia,
  };
}

async function toViews(db: DbOrTx, linhas: Linha[], agora = new Date()): Promise<CotacaoView[]> {
  if (linhas.length === 0) return [];
  const ids = linhas.map((linha) => linha.c.id);
  // one after the other: inside a transaction the queries share one connection
  const bilhetes = await db
    .select()
    .from(subcotacoes)
    .where(inArray(subcotacoes.cotacao, ids))
    .orderBy(asc(subcotacoes.cotacao), asc(subcotacoes.ordem), asc(subcotacoes.id));
  const imagens = await findImagens(db, ids);
  const fornecedorIds = [
    ...new Set(
      [...linhas.map((linha) => linha.c.fornecedor), ...bilhetes.map((b) => b.fornecedor)].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  const fornecedorPorId = new Map(
    fornecedorIds.length === 0
      ? []
      : (
          await db
            .select({
              id: fornecedores.id,
              nome: fornecedores.nome,
              cnpj: fornecedores.cnpj,
              cpf: fornecedores.cpf,
              email: fornecedores.email,
              telefone: fornecedores.telefone,
            })
            .from(fornecedores)
            .where(inArray(fornecedores.id, fornecedorIds))
        ).map((f) => [f.id, f]),
  );
  const imagensDe = (cotacao: number, subcotacao: number) =>
    imagens.filter((imagem) => imagem.cotacao === cotacao && imagem.subcotacao === subcotacao);

  return linhas.map(({ c, cotador, cotado_por }) => {
    const doBilhete = bilhetes.filter((b) => b.cotacao === c.id);
    const idsFornecedores = [
      ...new Set([c.fornecedor, ...doBilhete.map((b) => b.fornecedor)].filter((id) => id !== null)),
    ];
    const parte = parteView(c, imagensDe(c.id, 0));
    return {
      id: c.id,
      orcamento: c.orcamento,
      venda: c.venda,
      tipo_servico: c.tipo_servico,
      status: c.status,
      tipo_cotacao: c.tipo_cotacao,
      descricao: c.descricao,
      data_hora_cotacao: c.data_hora_cotacao.toISOString(),
      archived_at: c.archived_at?.toISOString() ?? null,
      carrinho_em: c.carrinho_em?.toISOString() ?? null,
      cotador,
      cotado_por,
      ajuste_ativado: c.ajuste_ativado,
      valor_ajuste_absoluto: c.valor_ajuste_absoluto,
      valor_ajuste_porcentagem: taxaString(c.valor_ajuste_porcentagem),
      incentivo_ativado: c.incentivo_ativado,
      custo_total: c.custo_total,
      custo_agencia: c.custo_agencia,
      valor_ajuste: c.valor_ajuste,
      valor_final: c.valor_final,
      valor_incentivo: c.valor_incentivo,
      lucro_porcentagem: dec(c.lucro_porcentagem).toFixed(2),
      cor_lucro: corLucro(c.lucro_porcentagem),
      desconto: c.desconto,
      pode_ir_carrinho: c.archived_at === null && podeIrParaCarrinho(c, agora),
      fornecedores: idsFornecedores.flatMap((id) => {
        const fornecedor = fornecedorPorId.get(id);
        return fornecedor ? [fornecedor] : [];
      }),
      cotacao_voo:
        c.tipo_servico === 'orcamento_voo'
          ? { subcotacoes: doBilhete.map((b) => subcotacaoView(b, imagensDe(c.id, b.id))) }
          : null,
      cotacao_hotel: c.tipo_servico === 'orcamento_hotel' ? parte : null,
      cotacao_carro: c.tipo_servico === 'orcamento_carro' ? parte : null,
      cotacao_outro: c.tipo_servico === 'orcamento_outro' ? parte : null,
      cambios: c.cambios ?? null,
      desagio_wallet: c.desagio_wallet === null ? null : dec(c.desagio_wallet).toFixed(2),
      desagio_wallet_em: c.desagio_wallet_em?.toISOString() ?? null,
      tabela_milhas_usada: c.tabela_milhas_usada ?? null,
    };
  });
}

/** Quotes by id, in the order asked (ids that do not exist are left out); archived ones included. */
export async function findCotacoesPorIds(db: DbOrTx, ids: number[]): Promise<CotacaoView[]> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return [];
  const views = await toViews(
    db,
    await selectCotacoes(db, { where: inArray(cotacoes.id, unicos), orderBy: [asc(cotacoes.id)] }),
  );
  const porId = new Map(views.map((view) => [view.id, view]));
  return unicos.flatMap((id) => {
    const view = porId.get(id);
    return view ? [view] : [];
  });
}

export async function findCotacao(db: DbOrTx, id: number): Promise<CotacaoView | null> {
  const [view] = await findCotacoesPorIds(db, [id]);
  return view ?? null;
}

/** A request's quotes, oldest first; archived ones only when asked. */
export async function findCotacoesDoOrcamento(
  db: DbOrTx,
  options: { orcamento: number; arquivadas?: boolean },
): Promise<CotacaoView[]> {
  const linhas = await selectCotacoes(db, {
    where: and(
      eq(cotacoes.orcamento, options.orcamento),
      options.arquivadas ? undefined : isNull(cotacoes.archived_at),
    ),
    orderBy: [asc(cotacoes.id)],
  });
  return toViews(db, linhas);
}

/** The sale's quotes that are not archived, oldest first (tab venda-cotacoes). */
export async function findCotacoesDaVenda(db: DbOrTx, venda: number): Promise<CotacaoView[]> {
  const linhas = await selectCotacoes(db, {
    where: and(eq(cotacoes.venda, venda), isNull(cotacoes.archived_at)),
    orderBy: [asc(cotacoes.id)],
  });
  return toViews(db, linhas);
}

/** The sale's cart: its quotes in status carrinho, in the order they were sent. */
export async function findCarrinhoDaVenda(db: DbOrTx, venda: number): Promise<CotacaoView[]> {
  const linhas = await selectCotacoes(db, {
    where: and(eq(cotacoes.venda, venda), eq(cotacoes.status, 'carrinho'), isNull(cotacoes.archived_at)),
    orderBy: [asc(cotacoes.carrinho_em), asc(cotacoes.id)],
  });
  return toViews(db, linhas);
}

/** The 100 most recent quotes, archived ones included (GET /api/cotacoes/). */
export async function findCotacoesRecentes(db: DbOrTx): Promise<CotacaoView[]> {
  return toViews(
    db,
    await selectCotacoes(db, { where: undefined, orderBy: [desc(cotacoes.id)], limit: 100 }),
  );
}

/** GET /api/cotacoes/minhas/ (Minha área › Minhas cotações): the quotes a user priced, newest first. */
export async function findCotacoesDoCotador(
  db: DbOrTx,
  { usuario, page, pageSize }: { usuario: number; page: number; pageSize: number },
): Promise<Page<CotacaoView>> {
  const where = eq(cotacoes.cotado_por, usuario);
  return paginate({
    page,
    pageSize,
    rows: async (limit, offset) =>
      toViews(db, await selectCotacoes(db, { where, orderBy: [desc(cotacoes.id)], limit, offset })),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(cotacoes).where(where);
      return row?.n ?? 0;
    },
  });
}

/** The 100 most recent flight tickets with their quote id (GET /api/subcotacoes/). */
export async function findSubcotacoesRecentes(db: DbOrTx) {
  const bilhetes = await db.select().from(subcotacoes).orderBy(desc(subcotacoes.id)).limit(100);
  if (bilhetes.length === 0) return [];
  const imagens = await findImagens(db, [...new Set(bilhetes.map((b) => b.cotacao))]);
  return bilhetes.map((b) => ({
    ...subcotacaoView(
      b,
      imagens.filter((imagem) => imagem.cotacao === b.cotacao && imagem.subcotacao === b.id),
    ),
    cotacao: b.cotacao,
  }));
}

/** The row of a quote, locked for a change. */
export async function findCotacaoRow(
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CotacaoRow | null> {
  const query = db.select().from(cotacoes).where(eq(cotacoes.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function orcamentoExiste(db: DbOrTx, id: number): Promise<boolean> {
  const linhas = await db.select({ id: orcamentos.id }).from(orcamentos).where(eq(orcamentos.id, id));
  return linhas.length > 0;
}
