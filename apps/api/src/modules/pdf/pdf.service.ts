import { nomeCompleto } from '@skyler/domain/contatos';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import { formatCnpj, formatId, formatMoney, formatPhone, hojeNaAgencia } from '@skyler/domain/formatters';
import { PORTAL_ACESSO_MESSAGES } from '@skyler/domain/portal-acesso';
import { condicaoDaProposta, totalDaProposta } from '@skyler/domain/precos/proposta';
import {
  PROPOSTA_MESSAGES as M,
  type PropostaPdfRequest,
  ZPropostaPdfRequest,
} from '@skyler/domain/proposta';
import { AGENCIA_NOME_PADRAO } from '@skyler/domain/referencia';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  cias_aereas,
  contatos,
  empresas,
  orcamentos,
  provedor_imagens,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { enfileirarEmail } from '../../platform/email-fila.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { findCotacoesPorIds } from '../cotacoes/cotacoes.queries.ts';
import { avisarClienteDaVendaTx } from '../mensagens/mensagens.service.ts';
import { findPixAbertoDaVenda } from '../pagamentos/pagamentos.queries.ts';
import { qrCodePng } from '../pagamentos/pix.ts';
import { assinarLinkDaProposta, urlDoLinkDaProposta } from '../portal/portal-acesso.service.ts';
import { findAgencia, findCidadesDosAeroportos } from '../referencia/referencia.queries.ts';
import { findTelefoneDoUsuario } from '../usuarios/usuarios.queries.ts';
import { type CiaProposta, montarCotacaoProposta, referenciasDas } from './proposta.ts';
import type { AgenciaProposta, ImagemProposta, Proposta } from './proposta-pdf.tsx';

type Actor = { user: SessionUser; ip: string };
/** Who signs a proposal: name, e-mail and the phone the client calls (theirs, else the agency's). */
type Assinante = { nome: string; email: string | null; telefone: string | null };

const FORMATOS: Record<string, ImagemProposta['formato']> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

async function lerArquivo(files: FileStore, key: string): Promise<Buffer | null> {
  try {
    const { stream } = await files.open(key);
    const partes: Buffer[] = [];
    for await (const parte of stream) partes.push(parte as Buffer);
    return Buffer.concat(partes);
  } catch {
    return null;
  }
}

/**
 * A stored logo as the PDF draws it: PNG and JPEG as they are, an SVG or WebP turned into a PNG (react-pdf
 * draws only the first two); null when it cannot be read.
 */
async function logoDoPdf(
  files: FileStore,
  key: string | null,
  mime: string | null,
): Promise<ImagemProposta | null> {
  if (!key || !mime) return null;
  const data = await lerArquivo(files, key);
  if (!data) return null;
  const formato = FORMATOS[mime];
  if (formato) return { titulo: 'logo', data, formato };
  try {
    const { default: sharp } = await import('sharp');
    const png = await sharp(data, { density: 144, limitInputPixels: 4096 * 4096 })
      .resize({ height: 160 })
      .png()
      .toBuffer();
    return { titulo: 'logo', data: png, formato: 'png' };
  } catch {
    return null;
  }
}

/** The agency's identity from its settings (the default name before they are saved), with its logo. */
async function findAgenciaProposta(db: DbOrTx, files: FileStore): Promise<AgenciaProposta> {
  const linha = await findAgencia(db);
  return {
    nome: linha?.nome ?? AGENCIA_NOME_PADRAO,
    cnpj: linha?.cnpj ? formatCnpj(linha.cnpj) : null,
    telefone: linha?.telefone ? formatPhone(linha.telefone) : null,
    email: linha?.email ?? null,
    site: linha?.site ?? '',
    endereco: linha?.endereco ?? '',
    logo: await logoDoPdf(files, linha?.logo ?? null, linha?.logo_mime ?? null),
  };
}

/** The pictures the PDF can draw (PNG, JPEG) by image id, read from the FileStore; missing files are left out. */
async function findImagens(db: DbOrTx, files: FileStore, ids: number[]) {
  const imagens = new Map<number, ImagemProposta>();
  if (ids.length === 0) return imagens;
  const linhas = await db
    .select({
      id: provedor_imagens.id,
      titulo: provedor_imagens.titulo,
      arquivo: provedor_imagens.arquivo,
      mime: provedor_imagens.mime,
    })
    .from(provedor_imagens)
    .where(inArray(provedor_imagens.id, ids));
  await Promise.all(
    linhas.map(async (linha) => {
      const formato = FORMATOS[linha.mime];
      if (!formato) return;
      const data = await lerArquivo(files, linha.arquivo);
      if (data) imagens.set(linha.id, { titulo: linha.titulo, data, formato });
    }),
  );
  return imagens;
}

async function findCias(db: DbOrTx, files: FileStore, ids: number[]): Promise<Map<number, CiaProposta>> {
  if (ids.length === 0) return new Map();
  const linhas = await db
    .select({
      id: cias_aereas.id,
      nome: cias_aereas.nome_resumido,
      logo: cias_aereas.logo,
      mime: cias_aereas.logo_mime,
    })
    .from(cias_aereas)
    .where(inArray(cias_aereas.id, ids));
  const cias = await Promise.all(
    linhas.map(
      async (linha) =>
        [linha.id, { nome: linha.nome, logo: await logoDoPdf(files, linha.logo, linha.mime) }] as const,
    ),
  );
  return new Map(cias);
}

const consultorUsuario = alias(usuarios, 'consultor_usuario');

async function findClienteDaVenda(db: DbOrTx, venda: number) {
  const [linha] = await db
    .select({
      id: vendas.id,
      contato: {
        id: contatos.id,
        nome: contatos.nome,
        sobrenome: contatos.sobrenome,
        email: contatos.email,
        telefone: contatos.telefone,
      },
      empresa: { nome: empresas.nome, email: empresas.email, telefone: empresas.telefone },
      consultor: {
        nome: consultorUsuario.nome,
        sobrenome: consultorUsuario.sobrenome,
        email: consultorUsuario.email,
        telefone: consultorUsuario.telefone,
      },
    })
    .from(vendas)
    .leftJoin(contatos, eq(contatos.id, vendas.cliente))
    .leftJoin(empresas, eq(empresas.id, vendas.cliente_empresa))
    .leftJoin(consultorUsuario, eq(consultorUsuario.id, vendas.consultor))
    .where(eq(vendas.id, venda));
  if (!linha) return null;
  const cliente = linha.contato?.nome
    ? {
        nome: nomeCompleto(linha.contato),
        primeiroNome: linha.contato.nome.trim(),
        email: linha.contato.email,
        telefone: linha.contato.telefone ? formatPhone(linha.contato.telefone) : null,
      }
    : {
        nome: linha.empresa?.nome ?? '-',
        primeiroNome: linha.empresa?.nome ?? '',
        email: linha.empresa?.email ?? null,
        telefone: linha.empresa?.telefone ? formatPhone(linha.empresa.telefone) : null,
      };
  return {
    id: linha.id,
    cliente,
    /** the client contact, whom the proposal's portal link names (none for a company client) */
    contato: linha.contato?.nome ? linha.contato.id : null,
    consultor: linha.consultor?.nome ? nomeCompleto(linha.consultor) : null,
    consultorEmail: linha.consultor?.nome ? linha.consultor.email : null,
    consultorTelefone: linha.consultor?.telefone ? formatPhone(linha.consultor.telefone) : null,
  };
}

/**
 * Who signs the proposal (its e-mail and the PDF's footer): the sale's consultant, or whoever sends it when
 * the sale has none, with their phone, else the agency's (decision 0088).
 */
async function assinanteDaProposta(
  db: DbOrTx,
  venda: NonNullable<Awaited<ReturnType<typeof findClienteDaVenda>>>,
  user: SessionUser | null,
  agencia: { nome: string; email: string | null; telefone: string | null },
): Promise<Assinante> {
  if (venda.consultor) {
    return {
      nome: venda.consultor,
      email: venda.consultorEmail,
      telefone: venda.consultorTelefone ?? agencia.telefone,
    };
  }
  // asked from the client's portal, a sale without a consultant is signed by the agency
  if (!user) return { nome: agencia.nome, email: agencia.email, telefone: agencia.telefone };
  const telefone = await findTelefoneDoUsuario(db, user.id);
  return {
    nome: nomeCompleto(user),
    email: user.email,
    telefone: telefone ? formatPhone(telefone) : agencia.telefone,
  };
}

/** The chosen quotes, checked: all exist, belong to the request and are not archived. */
function conferirCotacoes(views: CotacaoView[], ids: number[], orcamento: number): CotacaoView[] {
  if (views.length !== new Set(ids).size || views.some((view) => view.orcamento !== orcamento)) {
    throw new AppError('bad_request', M.cotacaoDeOutroOrcamento);
  }
  if (views.some((view) => view.archived_at !== null)) throw new AppError('bad_request', M.cotacaoArquivada);
  return views;
}

type Pedido = ReturnType<typeof ZPropostaPdfRequest.parse>;
/** What the proposal shows: the quotes of an open request, or those of a sale's cart (then no request). */
type Origem = { venda: number; orcamento: { id: number } | null; views: CotacaoView[] };

async function origemDoPedido(db: Db, pedido: Pedido): Promise<Origem> {
  if (pedido.orcamento !== undefined) {
    const [orcamento] = await db.select().from(orcamentos).where(eq(orcamentos.id, pedido.orcamento));
    if (!orcamento) throw new AppError('not_found', M.orcamentoNaoEncontrado);
    if (orcamento.status !== 'aberto') throw new AppError('bad_request', M.orcamentoFechado);
    const views = conferirCotacoes(
      await findCotacoesPorIds(db, pedido.cotacoes),
      pedido.cotacoes,
      orcamento.id,
    );
    return { venda: orcamento.venda, orcamento: { id: orcamento.id }, views };
  }
  const [venda] = await db
    .select({ id: vendas.id })
    .from(vendas)
    .where(eq(vendas.id, pedido.venda ?? 0));
  if (!venda) throw new AppError('not_found', M.vendaNaoEncontrada);
  const views = await findCotacoesPorIds(db, pedido.cotacoes);
  const foraDoCarrinho = (view: CotacaoView) =>
    view.venda !== venda.id || view.status !== 'carrinho' || view.archived_at !== null;
  if (views.length !== new Set(pedido.cotacoes).size || views.some(foraDoCarrinho)) {
    throw new AppError('bad_request', M.cotacaoForaDoCarrinho);
  }
  return { venda: venda.id, orcamento: null, views };
}

/**
 * Who receives the proposal (decision 0055): the e-mails chosen, plus the sale's consultant when a copy is
 * asked (the sender when the sale has none); without a choice, the signed-in user. Each address once.
 */
function destinatariosDo(
  pedido: Pedido,
  user: SessionUser,
  consultorEmail: string | null,
  temConsultor: boolean,
): string[] {
  if (!pedido.destinatarios) {
    if (!user.email) throw new AppError('bad_request', M.semEmail);
    return [user.email];
  }
  const lista = [...pedido.destinatarios];
  if (pedido.copia_consultor) {
    const copia = temConsultor ? consultorEmail : user.email;
    if (!copia) throw new AppError('bad_request', M.consultorSemEmail);
    lista.push(copia);
  }
  const vistos = new Set<string>();
  return lista.filter((email) => {
    const chave = email.toLowerCase();
    if (vistos.has(chave)) return false;
    vistos.add(chave);
    return true;
  });
}

type VendaDaProposta = NonNullable<Awaited<ReturnType<typeof findClienteDaVenda>>>;

/**
 * The proposal PDF of some quotes of a sale, priced from what is stored, and what its e-mail says: the one
 * maker of the proposal, for the e-mail staff send and for the client's portal. `user` is who issues it
 * (null: the client, from the portal).
 */
async function montarProposta(
  { db, files }: { db: DbOrTx; files: FileStore },
  {
    venda,
    views,
    orcamento,
    user,
  }: {
    venda: VendaDaProposta;
    views: CotacaoView[];
    orcamento: { id: number } | null;
    user: SessionUser | null;
  },
) {
  const referencias = referenciasDas(views);
  const [cias, imagens, cidades, agencia, pixAberto] = await Promise.all([
    findCias(db, files, referencias.cias),
    findImagens(db, files, referencias.imagens),
    findCidadesDosAeroportos(db, referencias.aeroportos),
    findAgenciaProposta(db, files),
    findPixAbertoDaVenda(db, venda.id),
  ]);
  const pix = pixAberto
    ? {
        pagamento: pixAberto.id,
        valor: pixAberto.valor,
        copiaECola: pixAberto.copia_e_cola,
        qrCode: await qrCodePng(pixAberto.copia_e_cola),
      }
    : null;
  const emitidaEm = new Date();
  const assinante = await assinanteDaProposta(db, venda, user, agencia);
  const cotacoes = views.map((view) => montarCotacaoProposta(view, { cias, imagens, cidades }));
  const total = totalDaProposta(views.map((view) => view.valor_final));
  const proposta: Proposta = {
    agencia,
    emitidaEm,
    emitidaPor: user ? nomeCompleto(user) : assinante.nome,
    cliente: venda.cliente,
    venda: { id: venda.id, consultor: venda.consultor },
    assinante: { nome: assinante.nome, telefone: assinante.telefone },
    orcamento,
    cotacoes,
    total,
    condicao: condicaoDaProposta(total, hojeNaAgencia(emitidaEm)),
    pix,
  };
  // the PDF engine and its fonts load on the first proposal, not at start
  const { renderPropostaPdf, contatosDaAgencia } = await import('./proposta-pdf.tsx');
  const pdf = await renderPropostaPdf(proposta);
  const numeroVenda = formatId(venda.id);
  const arquivo = orcamento
    ? `proposta-orcamento-${formatId(orcamento.id)}.pdf`
    : `proposta-venda-${numeroVenda}.pdf`;
  return { pdf, arquivo, cotacoes, total, assinante, agencia, contatosDaAgencia, pix, emitidaEm };
}

/**
 * The proposal PDF of the quotes a client sees on their trip (`GET /api/portal/vendas/{id}/proposta/`): the
 * same document as the e-mailed one, which shows no cost, margin or supplier. Null when the sale is gone.
 */
export async function gerarPropostaDoPortal(
  deps: { db: DbOrTx; files: FileStore },
  { venda: id, views }: { venda: number; views: CotacaoView[] },
): Promise<{ pdf: Buffer; arquivo: string } | null> {
  const venda = await findClienteDaVenda(deps.db, id);
  if (!venda) return null;
  const { pdf, arquivo } = await montarProposta(deps, { venda, views, orcamento: null, user: null });
  return { pdf, arquivo };
}

/** Where the proposal e-mail links the sale's client: the portal's signed, expiring link. */
export type LinkDoPortal = { secret: string; appUrl: string; dias: number };

/**
 * The proposal PDF of an open request's chosen quotes or of a sale's cart, priced from what is stored (the
 * browser's totals are ignored), e-mailed with the PDF attached to each recipient, with the audit row of the
 * sending. The e-mail to the sale's client carries the signed link to the sale in the portal, and the client
 * who opted in to WhatsApp gets the "proposta enviada" template, queued with the e-mail.
 */
export async function exportarPropostaPdf(
  { db, files, portal }: { db: Db; files: FileStore; portal: LinkDoPortal },
  { body, user, ip }: { body: PropostaPdfRequest } & Actor,
): Promise<{ detail: string }> {
  const pedido = ZPropostaPdfRequest.parse(body);
  const origem = await origemDoPedido(db, pedido);
  const { views, orcamento } = origem;
  const venda = await findClienteDaVenda(db, origem.venda);
  if (!venda) throw new AppError('not_found', orcamento ? M.orcamentoNaoEncontrado : M.vendaNaoEncontrada);
  const destinatarios = destinatariosDo(pedido, user, venda.consultorEmail, venda.consultor !== null);
  const { pdf, arquivo, cotacoes, total, assinante, agencia, contatosDaAgencia, pix, emitidaEm } =
    await montarProposta({ db, files }, { venda, views, orcamento, user });
  const numeroVenda = formatId(venda.id);
  const assunto = orcamento ? M.assunto(formatId(orcamento.id)) : M.assuntoCarrinho(numeroVenda);
  const emailDoCliente = venda.contato !== null ? venda.cliente.email?.trim().toLowerCase() : undefined;
  const linkDoCliente =
    venda.contato !== null
      ? urlDoLinkDaProposta(
          portal.appUrl,
          assinarLinkDaProposta(
            portal.secret,
            { venda: venda.id, contato: venda.contato },
            { dias: portal.dias },
          ),
        )
      : null;
  const textoPara = (para: string) =>
    textoDoEmail({
      cliente: venda.cliente.primeiroNome,
      cotacoes: cotacoes.map((cotacao) => ({ titulo: cotacao.titulo, valor: cotacao.valor_pix })),
      total,
      assinante,
      agencia: { nome: agencia.nome, contatos: contatosDaAgencia(agencia) },
      pix,
      portal:
        linkDoCliente && para.toLowerCase() === emailDoCliente
          ? { url: linkDoCliente, dias: portal.dias }
          : null,
    });
  const paraOCliente =
    emailDoCliente !== undefined && destinatarios.some((para) => para.toLowerCase() === emailDoCliente);
  const anexoPix = pix
    ? [{ filename: M.pixAnexo(formatId(pix.pagamento)), content: pix.qrCode, contentType: 'image/png' }]
    : [];
  // the e-mails (the PDF stored with each) and the audit row of the sending, together: a mail server that is
  // down delays the proposal, never loses it (decision 0050)
  await db.transaction(async (tx) => {
    for (const para of destinatarios) {
      await enfileirarEmail(tx, {
        to: para,
        subject: assunto,
        text: textoPara(para),
        attachments: [{ filename: arquivo, content: pdf, contentType: 'application/pdf' }, ...anexoPix],
      });
    }
    // the client who opted in hears of it by WhatsApp too, queued with the e-mail
    if (paraOCliente) {
      await avisarClienteDaVendaTx(tx, {
        venda: venda.id,
        template: 'proposta_enviada',
        parametros: (numero) => [venda.cliente.primeiroNome, numero],
      });
    }
    await createAuditLog(tx, {
      tipo: 'proposta_pdf_enviada',
      usuario: user.id,
      venda: venda.id,
      depois: {
        ...(orcamento ? { orcamento: orcamento.id } : { carrinho: true }),
        cotacoes: views.map((view) => ({ id: view.id, valor_final: view.valor_final })),
        destinatarios,
        copia_consultor: pedido.copia_consultor === true,
        emitida_em: emitidaEm.toISOString(),
      },
      meta: orcamento
        ? { entidade: 'orcamento', id: orcamento.id, ip }
        : { entidade: 'venda', id: venda.id, ip },
    });
  });
  return { detail: pedido.destinatarios ? M.enviadaPara(destinatarios) : M.enviada };
}

/**
 * The proposal e-mail's text: a greeting with the client's name, a short body with each option's title and
 * the total, the terms, and the signature of the consultant (name, e-mail and phone, the agency's when they
 * have none) with the agency's name and contacts.
 */
export function textoDoEmail(dados: {
  cliente: string;
  cotacoes: { titulo: string; valor: string }[];
  total: string;
  assinante: Assinante;
  agencia: { nome: string; contatos: string };
  /** the sale's open Pix payment: its code in the text, its QR code attached */
  pix?: { pagamento: number; valor: string; copiaECola: string } | null;
  /** the signed link to the sale in the client's portal (only in the e-mail to the sale's client) */
  portal?: { url: string; dias: number } | null;
}): string {
  const saudacao = dados.cliente ? M.saudacao(dados.cliente) : M.saudacao('tudo bem');
  const opcoes = dados.cotacoes.map(
    (cotacao) => `- ${cotacao.titulo}: ${formatMoney(cotacao.valor)} à vista no Pix`,
  );
  const assinatura = [
    dados.assinante.nome,
    [dados.assinante.email, dados.assinante.telefone].filter(Boolean).join(' · '),
    dados.agencia.nome,
    dados.agencia.contatos,
  ].filter(Boolean);
  return [
    saudacao,
    M.corpo(dados.cotacoes.length),
    [...opcoes, `Total à vista no Pix: ${formatMoney(dados.total)}`].join('\n'),
    M.condicoes,
    ...(dados.pix
      ? [
          `${M.pixEmail(formatId(dados.pix.pagamento), formatMoney(dados.pix.valor))}\n${dados.pix.copiaECola}`,
        ]
      : []),
    ...(dados.portal ? [PORTAL_ACESSO_MESSAGES.linkNoEmail(dados.portal.url, dados.portal.dias)] : []),
    M.resposta,
    [M.despedida, ...assinatura].join('\n'),
  ].join('\n\n');
}
