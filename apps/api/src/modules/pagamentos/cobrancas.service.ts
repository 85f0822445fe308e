import {
  type CobrancaBoleto,
  type CobrancaPix,
  type CobrancasDisponiveis,
  PAGAMENTO_UI_MESSAGES as M,
  type PagamentoView,
  txidDoPagamento,
} from '@skyler/domain/pagamentos';
import { dec, toProviderCents } from '@skyler/domain/precos/dinheiro';
import { AGENCIA_NOME_PADRAO } from '@skyler/domain/referencia';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  agencia,
  contas_bancarias,
  contatos,
  empresas,
  type PagamentoRow,
  pagamentos,
  parametros,
} from '../../db/schema/index.ts';
import {
  type PagadorPedido,
  type PagarmeClient,
  pedidoBoleto,
  pedidoPix,
} from '../../integrations/pagarme.ts';
import { AppError } from '../../platform/errors.ts';
import { pgError } from '../../platform/pg-errors.ts';
import { findPagamento } from './pagamentos.queries.ts';
import { type AutorPagamento, gravarNoPagamento, travarPagamento } from './pagamentos.service.ts';
import { tituloDoLink } from './pagarme.service.ts';
import { brCodeEstatico, cidadeDoEndereco, qrCodeSvg } from './pix.ts';
import { hojeNaAgencia } from './status-sql.ts';

/** How long a gateway Pix charge may be paid: one day, then "Gerar cobrança Pix" makes a new one. */
export const PIX_EXPIRA_EM_SEGUNDOS = 24 * 60 * 60;
/** A boleto whose payment is overdue is due this many days after today. */
export const BOLETO_DIAS_MINIMOS = 3;
/** The agency's boleto fine and monthly interest (%) while its settings do not say them. */
export const BOLETO_PADRAO = { boleto_multa: '2.00', boleto_juros: '1.00' } as const;

async function pagamentoOu404(db: DbOrTx, id: number): Promise<PagamentoView> {
  const pagamento = await findPagamento(db, id);
  if (!pagamento) throw new AppError('not_found', M.naoEncontrado);
  return pagamento;
}

function conferirCobravel(
  pagamento: { status: string; meio_pagamento: string },
  meio: 'pix' | 'boleto',
): void {
  if (pagamento.meio_pagamento !== meio) {
    throw new AppError('bad_request', meio === 'pix' ? M.pixSoPix : M.boletoSoBoleto);
  }
  if (pagamento.status === 'concluido') throw new AppError('conflict', M.linkJaPago);
}

/** Who pays: the payment's responsible person or company, else the sale's client. */
async function pagadorDe(db: DbOrTx, pagamento: PagamentoView): Promise<PagadorPedido> {
  const contato = pagamento.responsavel_financeiro ?? pagamento.venda.cliente;
  const empresa = pagamento.responsavel_financeiro_empresa ?? pagamento.venda.cliente_empresa;
  if (contato) {
    const [linha] = await db
      .select({
        nome: contatos.nome,
        sobrenome: contatos.sobrenome,
        cpf: contatos.cpf,
        email: contatos.email,
      })
      .from(contatos)
      .where(eq(contatos.id, contato.id));
    if (linha) {
      return {
        nome: `${linha.nome} ${linha.sobrenome}`.trim(),
        documento: linha.cpf,
        email: linha.email,
      };
    }
  }
  if (empresa) {
    const [linha] = await db
      .select({ nome: empresas.nome, cnpj: empresas.cnpj, email: empresas.email })
      .from(empresas)
      .where(eq(empresas.id, empresa.id));
    if (linha) return { nome: linha.nome, documento: linha.cnpj, email: linha.email };
  }
  return { nome: 'Cliente', documento: null, email: null };
}

function titulo(pagamento: PagamentoView): string {
  return tituloDoLink(
    pagamento.venda.id,
    pagamento.servicos.map((parte) => parte.servico),
  );
}

function centavosDe(pagamento: { valor_total: string }): number {
  const centavos = toProviderCents(pagamento.valor_total);
  if (centavos <= 0) throw new AppError('bad_request', M.cobrancaSemValor);
  return centavos;
}

/** The charge is still the payment's: not concluded, same method, same amount as when it was asked. */
function conferirAindaCobravel(antes: PagamentoRow, meio: 'pix' | 'boleto', centavos: number): void {
  conferirCobravel(antes, meio);
  if (toProviderCents(dec(antes.valor).plus(antes.taxa_meio_pagamento)) !== centavos) {
    throw new AppError('conflict', MENSAGEM_VERSAO);
  }
}

async function respostaPix(pagamento: {
  pix_txid: string | null;
  pix_copia_e_cola: string | null;
  pix_origem: 'gateway' | 'estatico' | null;
  pix_expira_em: Date | string | null;
}): Promise<CobrancaPix> {
  if (!pagamento.pix_txid || !pagamento.pix_copia_e_cola || !pagamento.pix_origem) {
    throw new Error('payment without its Pix charge');
  }
  const expira = pagamento.pix_expira_em;
  return {
    txid: pagamento.pix_txid,
    copia_e_cola: pagamento.pix_copia_e_cola,
    qr_code_svg: await qrCodeSvg(pagamento.pix_copia_e_cola),
    expira_em: expira === null ? null : new Date(expira).toISOString(),
    origem: pagamento.pix_origem,
  };
}

/** The agency's Pix key (its first active bank account that has one), name and city, for a static code. */
export async function recebedorPix(
  db: DbOrTx,
): Promise<{ chave: string; nome: string; cidade: string } | null> {
  const [conta] = await db
    .select({ chave: contas_bancarias.chave_pix })
    .from(contas_bancarias)
    .where(and(eq(contas_bancarias.ativa, true), isNotNull(contas_bancarias.chave_pix)))
    .orderBy(asc(contas_bancarias.id))
    .limit(1);
  if (!conta?.chave?.trim()) return null;
  const [dados] = await db.select({ nome: agencia.nome, endereco: agencia.endereco }).from(agencia).limit(1);
  return {
    chave: conta.chave.trim(),
    nome: dados?.nome || AGENCIA_NOME_PADRAO,
    cidade: cidadeDoEndereco(dados?.endereco ?? '') ?? 'BRASIL',
  };
}

/**
 * GET /api/pagamentos/cobrancas/disponiveis/ (finance and administrators): what "Gerar cobrança Pix" would
 * make (a gateway order, the agency's static code, or nothing yet for want of a Pix key) and whether a boleto
 * can be generated at all (only through the gateway), so the screens offer only what the server will do.
 */
export async function cobrancasDisponiveis(
  db: DbOrTx,
  pagarme: Pick<PagarmeClient, 'configurado'>,
): Promise<CobrancasDisponiveis> {
  if (pagarme.configurado) return { pix: true, pix_origem: 'gateway', boleto: true };
  return { pix: true, pix_origem: (await recebedorPix(db)) ? 'estatico' : null, boleto: false };
}

/**
 * POST /api/pagamentos/{id}/pix/ ("Gerar cobrança Pix"; finance and administrators): the payment's Pix charge.
 * With the gateway configured, a Pagar.me order with a Pix payment (its copy-and-paste code and expiry),
 * asked outside any transaction and stored only when it answered well; a charge still valid for the same
 * amount is answered again, an expired one is replaced. Without a gateway, the agency's static BR Code for
 * the exact amount and the payment's txid. Either way the answer carries the QR code as SVG.
 */
export async function gerarCobrancaPix(
  db: Db,
  pagarme: Pick<PagarmeClient, 'configurado' | 'criarPix'>,
  options: { id: number } & AutorPagamento,
): Promise<CobrancaPix> {
  const pagamento = await pagamentoOu404(db, options.id);
  conferirCobravel(pagamento, 'pix');
  const centavos = centavosDe(pagamento);
  const txid = txidDoPagamento(pagamento.id);
  const [atual] = await db.select().from(pagamentos).where(eq(pagamentos.id, pagamento.id));
  if (!atual) throw new AppError('not_found', M.naoEncontrado);
  const origem = pagarme.configurado ? 'gateway' : 'estatico';
  const valida =
    atual.pix_origem === origem &&
    atual.pix_copia_e_cola &&
    (origem === 'estatico' ||
      (atual.pagarme_centavos === centavos && atual.pix_expira_em && atual.pix_expira_em > new Date()));
  if (valida && origem === 'gateway') return respostaPix(atual);
  let colunas: Partial<PagamentoRow>;
  if (origem === 'gateway') {
    const pedido = await pagarme.criarPix(
      pedidoPix({
        txid,
        titulo: titulo(pagamento),
        centavos,
        expiraEmSegundos: PIX_EXPIRA_EM_SEGUNDOS,
        pagador: await pagadorDe(db, pagamento),
      }),
    );
    colunas = {
      pagarme_id: pedido.id,
      pagarme_centavos: centavos,
      pix_txid: txid,
      pix_copia_e_cola: pedido.copiaECola,
      pix_origem: 'gateway',
      pix_expira_em: pedido.expiraEm ? new Date(pedido.expiraEm) : null,
    };
  } else {
    const recebedor = await recebedorPix(db);
    if (!recebedor) throw new AppError('conflict', M.pixSemChave);
    const codigo = brCodeEstatico({ ...recebedor, valor: pagamento.valor_total, txid });
    if (valida && atual.pix_copia_e_cola === codigo) return respostaPix(atual);
    colunas = {
      pix_txid: txid,
      pix_copia_e_cola: codigo,
      pix_origem: 'estatico',
      pix_expira_em: null,
    };
  }
  try {
    const depois = await db.transaction(async (tx) => {
      const antes = await travarPagamento(tx, options.id);
      conferirAindaCobravel(antes, 'pix', centavos);
      return gravarNoPagamento(tx, {
        antes,
        colunas,
        registro: {
          tipo: 'pagamento_pix',
          antes: { pagarme_id: antes.pagarme_id, pix_txid: antes.pix_txid, pix_origem: antes.pix_origem },
          depois: (escrito) => ({
            pagarme_id: escrito.pagarme_id,
            pix_txid: escrito.pix_txid,
            pix_origem: escrito.pix_origem,
            pix_expira_em: escrito.pix_expira_em,
          }),
        },
        autor: options,
      });
    });
    return respostaPix(depois);
  } catch (error) {
    // the gateway gave an id another payment already holds: its answer cannot be trusted
    if (pgError(error)?.kind === 'unique') throw new AppError('bad_gateway', M.pagarmeFalhou);
    throw error;
  }
}

/** The agency's boleto fine and monthly interest (%), from its settings. */
async function multaEJuros(db: DbOrTx): Promise<{ multa: string; juros: string }> {
  const linhas = await db
    .select({ chave: parametros.chave, valor: parametros.valor })
    .from(parametros)
    .where(inArray(parametros.chave, ['boleto_multa', 'boleto_juros']));
  const valor = (chave: keyof typeof BOLETO_PADRAO) => {
    const linha = linhas.find((l) => l.chave === chave);
    return linha ? dec(linha.valor).toFixed(2) : BOLETO_PADRAO[chave];
  };
  return { multa: valor('boleto_multa'), juros: valor('boleto_juros') };
}

/** The day a boleto is due: the payment's due date, or a few days from today when that has passed. */
export function vencimentoDoBoleto(vencimento: string | null, hoje: string): string {
  if (vencimento && vencimento >= hoje) return vencimento;
  const dia = new Date(`${hoje}T12:00:00Z`);
  dia.setUTCDate(dia.getUTCDate() + BOLETO_DIAS_MINIMOS);
  return dia.toISOString().slice(0, 10);
}

/**
 * POST /api/pagamentos/{id}/boleto/ ("Gerar boleto"; finance and administrators): a Pagar.me order with a
 * boleto payment, due on the payment's due date (a few days ahead when it has passed), with the fine and
 * interest of the agency's settings. Only through the gateway: without one the answer is a 409 that says so.
 * A boleto not yet due for the same amount is answered again.
 */
export async function gerarBoleto(
  db: Db,
  pagarme: Pick<PagarmeClient, 'configurado' | 'criarBoleto'>,
  options: { id: number } & AutorPagamento,
): Promise<CobrancaBoleto> {
  const pagamento = await pagamentoOu404(db, options.id);
  conferirCobravel(pagamento, 'boleto');
  if (!pagarme.configurado) throw new AppError('conflict', M.boletoSemGateway);
  const centavos = centavosDe(pagamento);
  const hoje = hojeNaAgencia();
  const [atual] = await db.select().from(pagamentos).where(eq(pagamentos.id, pagamento.id));
  if (!atual) throw new AppError('not_found', M.naoEncontrado);
  if (
    atual.boleto_linha &&
    atual.boleto_vencimento &&
    atual.boleto_vencimento >= hoje &&
    atual.pagarme_centavos === centavos
  ) {
    return {
      linha_digitavel: atual.boleto_linha,
      url: atual.boleto_url,
      vencimento: atual.boleto_vencimento,
    };
  }
  const vencimento = vencimentoDoBoleto(pagamento.data_vencimento, hoje);
  const boleto = await pagarme.criarBoleto(
    pedidoBoleto({
      txid: txidDoPagamento(pagamento.id),
      titulo: titulo(pagamento),
      centavos,
      vencimento,
      ...(await multaEJuros(db)),
      pagador: await pagadorDe(db, pagamento),
    }),
  );
  try {
    await db.transaction(async (tx) => {
      const antes = await travarPagamento(tx, options.id);
      conferirAindaCobravel(antes, 'boleto', centavos);
      await gravarNoPagamento(tx, {
        antes,
        colunas: {
          pagarme_id: boleto.id,
          pagarme_centavos: centavos,
          boleto_linha: boleto.linha,
          boleto_url: boleto.url,
          boleto_vencimento: boleto.vencimento,
        },
        registro: {
          tipo: 'pagamento_boleto',
          antes: { pagarme_id: antes.pagarme_id, boleto_linha: antes.boleto_linha },
          depois: () => ({
            pagarme_id: boleto.id,
            boleto_linha: boleto.linha,
            boleto_vencimento: boleto.vencimento,
          }),
        },
        autor: options,
      });
    });
  } catch (error) {
    if (pgError(error)?.kind === 'unique') throw new AppError('bad_gateway', M.pagarmeFalhou);
    throw error;
  }
  return { linha_digitavel: boleto.linha, url: boleto.url, vencimento: boleto.vencimento };
}
