import { Readable } from 'node:stream';
import { TIPOS_DOCUMENTO } from '@skyler/domain/contatos';
import { EMISSAO_STATUS, TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters-basicos';
import type { CobrancaPix } from '@skyler/domain/pagamentos';
import {
  ACEITE_MESSAGES,
  type CotacaoPortal,
  DOCUMENTO_PORTAL_MESSAGES,
  type ItemAceite,
  PORTAL_MESSAGES,
  type SituacaoCotacaoPortal,
  type VendaPortal,
  ZDocumentoPortalCampos,
} from '@skyler/domain/portal';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { cias_aereas, cotacoes, portal_aceites, portal_documentos, vendas } from '../../db/schema/index.ts';
import type { PagarmeClient } from '../../integrations/pagarme.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import type { MultipartUpload } from '../../platform/multipart.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { addDocumento } from '../contatos/documentos.service.ts';
import { findCotacoesDaVenda } from '../cotacoes/cotacoes.queries.ts';
import { addCarrinhoTx } from '../cotacoes/cotacoes.service.ts';
import { gerarCobrancaPix } from '../pagamentos/cobrancas.service.ts';
import { findPernasDasCotacoes } from '../passageiros/passageiros.queries.ts';
import { avisosDaViagem } from '../passageiros/passageiros.service.ts';
import { gerarPropostaDoPortal } from '../pdf/pdf.service.ts';
import { montarCotacaoProposta, referenciasDas } from '../pdf/proposta.ts';
import { findCidadesDosAeroportos } from '../referencia/referencia.queries.ts';
import {
  findAceites,
  findDocumentosDoPortal,
  findEmissoesDoPortal,
  findPagamentoDaVenda,
  findPagamentosDoPortal,
  findPassageirosDoPortal,
  findResumoDoPortal,
  vendaDoCliente,
} from './portal.queries.ts';

type Cliente = { user: SessionUser; ip: string };

/** Where a quote stands for the client: invoiced, accepted (in the cart), or awaiting a first or new acceptance. */
function situacaoDa(status: string, aceitaAntes: boolean): SituacaoCotacaoPortal {
  if (status === 'fatura') return 'faturada';
  if (status === 'carrinho') return 'aceita';
  return aceitaAntes ? 'alterada' : 'aguardando_aceite';
}

export const urlDocumentoPortal = (venda: number, documento: number) =>
  `/api/portal/vendas/${venda}/documentos/${documento}/`;

/** The quotes a client sees on their trip: a closed sale's open quotes are no longer on offer. */
function cotacoesVisiveis<T extends { status: string }>(views: T[], statusDaVenda: string): T[] {
  return views.filter((v) => v.status !== 'orcamento' || statusDaVenda === 'proposta');
}

/**
 * The proposal PDF of the quotes the client sees on the trip, made by the proposal's one maker (no cost,
 * margin or supplier); another client's sale is a 404, a trip without quotes too.
 */
export async function baixarPropostaDoPortal(
  db: DbOrTx,
  files: FileStore,
  { usuario, venda }: { usuario: number; venda: number },
): Promise<{ stream: Readable; size: number; mime: string; nome: string }> {
  const { id } = await vendaDoCliente(db, usuario, venda);
  const resumo = await findResumoDoPortal(db, { usuario, venda: id });
  const views = cotacoesVisiveis(await findCotacoesDaVenda(db, id), resumo.status);
  const gerada = views.length > 0 ? await gerarPropostaDoPortal({ db, files }, { venda: id, views }) : null;
  if (!gerada) throw new AppError('not_found', PORTAL_MESSAGES.semProposta);
  return {
    stream: Readable.from(gerada.pdf),
    size: gerada.pdf.length,
    mime: 'application/pdf',
    nome: gerada.arquivo,
  };
}

/** A trip as its client sees it; another client's sale is a 404. */
export async function lerVendaDoPortal(
  db: DbOrTx,
  { usuario, venda }: { usuario: number; venda: number },
): Promise<VendaPortal> {
  const { id } = await vendaDoCliente(db, usuario, venda);
  const resumo = await findResumoDoPortal(db, { usuario, venda: id });
  const [views, aceites, pagamentosDaVenda, documentos, emissoesDaVenda, viajantes] = await Promise.all([
    findCotacoesDaVenda(db, id),
    findAceites(db, id),
    findPagamentosDoPortal(db, id),
    findDocumentosDoPortal(db, id),
    findEmissoesDoPortal(db, id),
    findPassageirosDoPortal(db, id),
  ]);
  const visiveis = cotacoesVisiveis(views, resumo.status);
  const referencias = referenciasDas(visiveis);
  const [cias, cidades] = await Promise.all([
    referencias.cias.length === 0
      ? []
      : db
          .select({ id: cias_aereas.id, nome: cias_aereas.nome_resumido })
          .from(cias_aereas)
          .where(inArray(cias_aereas.id, referencias.cias)),
    findCidadesDosAeroportos(db, referencias.aeroportos),
  ]);
  const contexto = {
    cias: new Map(cias.map((c) => [c.id, { nome: c.nome, logo: null }])),
    cidades,
    imagens: new Map(),
  };
  const aceitas = new Set(aceites.flatMap((a) => a.itens.map((i) => i.cotacao)));
  const cotacoesPortal: CotacaoPortal[] = visiveis.map((view) => {
    const proposta = montarCotacaoProposta(view, contexto);
    return {
      id: view.id,
      orcamento: view.orcamento,
      titulo: proposta.titulo,
      tipo: proposta.tipo,
      detalhes: proposta.detalhes,
      bilhetes: proposta.bilhetes.map((b) => ({
        ordem: b.ordem,
        rotulo: b.rotulo,
        passageiros: b.passageiros,
        trechos: b.trechos.map((t) => ({
          ordem: t.ordem,
          pernas: t.pernas.map((p) => ({
            origem: p.origem,
            destino: p.destino,
            origem_cidade: p.origemCidade,
            destino_cidade: p.destinoCidade,
            partida: p.partida,
            chegada: p.chegada,
            cia: p.cia,
            voo: p.voo,
            classe: p.classe,
            bagagem: p.bagagem,
          })),
        })),
      })),
      valor_final: view.valor_final,
      situacao: situacaoDa(view.status, aceitas.has(view.id)),
    };
  });
  const daViagem = visiveis.filter((v) => v.status !== 'orcamento').map((v) => v.id);
  const pernas = [...(await findPernasDasCotacoes(db, daViagem)).values()].flat();
  const avisos = await avisosDaViagem(db, { contatos: viajantes.map((p) => p.id), pernas });
  return {
    ...resumo,
    cotacoes: cotacoesPortal,
    passageiros: viajantes.map((p) => ({
      id: p.id,
      nome: p.nome,
      pendencias: avisos.find((a) => a.contato.id === p.id)?.avisos ?? [],
    })),
    pagamentos: pagamentosDaVenda,
    documentos: documentos.map((d) => ({
      id: d.id,
      nome: d.nome,
      tipo: d.tipo,
      url: urlDocumentoPortal(id, d.id),
    })),
    emissoes: emissoesDaVenda.map((e) => ({
      id: e.id,
      servico: TIPOS_EMISSAO.label(e.tipo),
      status: EMISSAO_STATUS.label(e.status),
    })),
    ultimo_aceite: aceites[0]?.created_at.toISOString() ?? null,
  };
}

/**
 * POST /api/portal/vendas/{id}/aceite/: the client accepts one quote of each request they choose. Records who,
 * when, from where and exactly what (each quote's version and amount), moves the quotes to the cart as the
 * staff's action does, and tells the consultant; one transaction.
 */
export async function aceitarProposta(
  db: Db,
  {
    venda,
    cotacoes: ids,
    user,
    ip,
    userAgent,
  }: { venda: number; cotacoes: number[]; userAgent: string | null } & Cliente,
) {
  const { id } = await vendaDoCliente(db, user.id, venda);
  return db.transaction(async (tx) => {
    const [atual] = await tx.select().from(vendas).where(eq(vendas.id, id)).for('update');
    if (atual?.status !== 'proposta') throw new AppError('conflict', ACEITE_MESSAGES.vendaFechada);
    const unicos = [...new Set(ids)];
    const escolhidas = await tx
      .select()
      .from(cotacoes)
      .where(and(eq(cotacoes.venda, id), inArray(cotacoes.id, unicos)))
      .for('update');
    const recusa = (detail: string) => new AppError('bad_request', detail, { cotacoes: [detail] });
    if (
      escolhidas.length !== unicos.length ||
      escolhidas.some((c) => c.status !== 'orcamento' || c.archived_at !== null)
    ) {
      throw recusa(ACEITE_MESSAGES.naoAguarda);
    }
    if (new Set(escolhidas.map((c) => c.orcamento)).size !== escolhidas.length) {
      throw recusa(ACEITE_MESSAGES.umaPorPedido);
    }
    const itens: ItemAceite[] = escolhidas.map((c) => ({
      cotacao: c.id,
      versao: c.updated_at.toISOString(),
      valor_final: c.valor_final,
    }));
    for (const c of escolhidas) {
      await addCarrinhoTx(tx, { venda: id, cotacao: c.id, user: { id: user.id, cotador_extra: [] }, ip });
    }
    const [aceite] = await tx
      .insert(portal_aceites)
      .values({ venda: id, usuario: user.id, ip, user_agent: userAgent?.slice(0, 500) ?? null, itens })
      .returning();
    if (!aceite) throw new Error('acceptance not saved');
    const log = await createAuditLog(tx, {
      tipo: 'portal_aceite',
      usuario: user.id,
      venda: id,
      antes: null,
      depois: { ...aceite, created_at: aceite.created_at.toISOString() },
      meta: { entidade: 'venda', id, ip },
    });
    await createNotificacao(tx, {
      autor: user.id,
      para: [atual.consultor],
      title: ACEITE_MESSAGES.notificacao(formatId(id), `${user.nome} ${user.sobrenome}`.trim()),
      context: 'venda',
      ids: { venda: id },
      chave: `aceite:${aceite.id}`,
      venda: id,
      consultor: atual.consultor,
      cliente: atual.cliente,
      log,
      importante: true,
    });
    return {
      id: aceite.id,
      created_at: aceite.created_at.toISOString(),
      itens,
      detail: ACEITE_MESSAGES.aceita,
    };
  });
}

/** POST /api/portal/vendas/{id}/pagamentos/{pagamento}/pix/: the staff's Pix charge, for a payment of the client's sale. */
export async function gerarPixDoPortal(
  db: Db,
  pagarme: Pick<PagarmeClient, 'configurado' | 'criarPix'>,
  { venda, pagamento, user, ip }: { venda: number; pagamento: number } & Cliente,
): Promise<CobrancaPix> {
  const { id } = await vendaDoCliente(db, user.id, venda);
  if (!(await findPagamentoDaVenda(db, { venda: id, pagamento }))) {
    throw new AppError('not_found', ACEITE_MESSAGES.pagamentoNaoEncontrado);
  }
  return gerarCobrancaPix(db, pagarme, { id: pagamento, user: { id: user.id, pertencente: [] }, ip });
}

/**
 * POST /api/portal/vendas/{id}/documentos/: a passenger's document sent by the client, through the staff's
 * pipeline (image re-encoded or PDF checked, to the passenger's record), with the purpose stated and the
 * consultant told, in the document's transaction.
 */
export async function enviarDocumentoDoPortal(
  db: Db,
  files: FileStore,
  { venda, upload, user, ip }: { venda: number; upload: MultipartUpload } & Cliente,
) {
  const { id } = await vendaDoCliente(db, user.id, venda);
  const campos = ZDocumentoPortalCampos.safeParse(upload.campos);
  if (!campos.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of campos.error.issues) {
      const campo = issue.path.map(String).join('.') || 'non_field_errors';
      errors[campo] = [...(errors[campo] ?? []), issue.message];
    }
    throw new AppError(
      'bad_request',
      Object.values(errors)[0]?.[0] ?? DOCUMENTO_PORTAL_MESSAGES.tipo,
      errors,
    );
  }
  const { tipo, passageiro, finalidade } = campos.data;
  const viajantes = await findPassageirosDoPortal(db, id);
  const [dono] = await db.select({ cliente: vendas.cliente }).from(vendas).where(eq(vendas.id, id));
  const permitidos = new Set([...viajantes.map((p) => p.id), ...(dono?.cliente ? [dono.cliente] : [])]);
  if (!permitidos.has(passageiro)) {
    throw new AppError('bad_request', DOCUMENTO_PORTAL_MESSAGES.passageiro, {
      passageiro: [DOCUMENTO_PORTAL_MESSAGES.passageiro],
    });
  }
  if (!upload.arquivo) {
    throw new AppError('bad_request', DOCUMENTO_PORTAL_MESSAGES.arquivo, {
      arquivo: [DOCUMENTO_PORTAL_MESSAGES.arquivo],
    });
  }
  let enviado = 0;
  await addDocumento(db, files, {
    contatoId: passageiro,
    tipo,
    upload,
    user,
    ip,
    depois: async (tx, row) => {
      const [registro] = await tx
        .insert(portal_documentos)
        .values({ venda: id, documento: row.id, finalidade, usuario: user.id })
        .returning();
      if (!registro) throw new Error('portal document not saved');
      enviado = registro.id;
      const [atual] = await tx
        .select({ consultor: vendas.consultor, cliente: vendas.cliente })
        .from(vendas)
        .where(eq(vendas.id, id));
      const log = await createAuditLog(tx, {
        tipo: 'portal_documento_enviado',
        usuario: user.id,
        venda: id,
        antes: null,
        depois: { ...registro, created_at: registro.created_at.toISOString(), tipo, contato: passageiro },
        meta: { entidade: 'venda', id, documento: row.id, ip },
      });
      await createNotificacao(tx, {
        autor: user.id,
        para: [atual?.consultor],
        title: DOCUMENTO_PORTAL_MESSAGES.notificacao(formatId(id), TIPOS_DOCUMENTO.label(tipo)),
        context: 'contato',
        ids: { contato: passageiro, venda: id },
        chave: `portal_documento:${registro.id}`,
        venda: id,
        consultor: atual?.consultor ?? null,
        cliente: atual?.cliente ?? null,
        log,
      });
    },
  });
  return { id: enviado, tipo, passageiro, finalidade, detail: DOCUMENTO_PORTAL_MESSAGES.enviado };
}

/** GET /api/portal/vendas/{id}/documentos/{documento}/: a document the agency shared on the client's sale. */
export async function abrirDocumentoDoPortal(
  db: Db,
  files: FileStore,
  { venda, documento, usuario }: { venda: number; documento: number; usuario: number },
) {
  const { id } = await vendaDoCliente(db, usuario, venda);
  const doc = (await findDocumentosDoPortal(db, id)).find((d) => d.id === documento);
  if (!doc) throw new AppError('not_found', ACEITE_MESSAGES.documentoNaoEncontrado);
  const { stream, size } = await files.open(doc.documento);
  return { stream, size, mime: doc.tipo, nome: doc.nome };
}
