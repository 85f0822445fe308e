import { DOCUMENTOS_MESSAGES } from '@skyler/domain/documentos-viagem';
import {
  EMISSAO_MESSAGES,
  type EmissaoDetalhe,
  type EmissaoUpdate,
  isEmissaoVoo,
  type LinhaPagamentoEmissao,
} from '@skyler/domain/emissoes';
import { formatId } from '@skyler/domain/formatters';
import { dec } from '@skyler/domain/precos/dinheiro';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type EmissaoRow, emissoes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { taxasNaConclusaoTx } from '../comissao/comissao.service.ts';
import { avisarClienteDaVendaTx } from '../mensagens/mensagens.service.ts';
import { solicitarNfseAoConcluirTx } from '../nfse/nfse.service.ts';
import {
  removerOrdensAbertasDaEmissaoTx,
  sincronizarOrdensDaEmissaoTx,
} from '../ordens-pagamento/sincronizacao.ts';
import { avisosDaEmissao } from './documentos-emissao.ts';
import {
  type AtorEmissao,
  carregarEmissaoParaAlterar,
  registrarAlteracaoEmissao,
} from './emissao-alteracao.ts';
import {
  findCamposFormadores,
  findEmissaoDetalhe,
  findEmissores,
  lerViagem,
  type ViagemEmissao,
} from './emissoes.queries.ts';
import { findPagamentosEmissao } from './pagamentos-emissao.queries.ts';

/** What the audit row keeps of an issuance's Geral tab and status. */
const resumo = (e: EmissaoRow) => ({
  status: e.status,
  localizador: e.localizador,
  observacoes: e.observacoes,
  emitido_por: e.emitido_por,
  viagem: e.viagem,
  data_hora_emissao: e.data_hora_emissao?.toISOString() ?? null,
  concluida_por: e.concluida_por,
  cancelada_em: e.cancelada_em?.toISOString() ?? null,
  cancelada_por: e.cancelada_por,
  motivo_cancelamento: e.motivo_cancelamento,
});

async function detalhe(tx: DbOrTx, id: number, ator: AtorEmissao): Promise<EmissaoDetalhe> {
  const view = await findEmissaoDetalhe(tx, id, ator.user);
  if (!view) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
  return view;
}

/** The flight numbers typed per trecho and perna, written into the issuance's copy of the legs. */
function comNumerosDeVoo(emissao: EmissaoRow, numeros: string[][]): ViagemEmissao | null {
  const voo = isEmissaoVoo(emissao.tipo) && emissao.subcotacao !== null;
  // nothing typed keeps the legs as they are
  if (numeros.length === 0) return null;
  if (!voo)
    throw new AppError('bad_request', EMISSAO_MESSAGES.voosInvalidos, {
      numeros_voo: [EMISSAO_MESSAGES.voosInvalidos],
    });
  const viagem = lerViagem(emissao.viagem);
  const confere =
    viagem.trechos.length === numeros.length &&
    viagem.trechos.every((trecho, i) => trecho.pernas.length === numeros[i]?.length);
  if (!confere)
    throw new AppError('bad_request', EMISSAO_MESSAGES.voosInvalidos, {
      numeros_voo: [EMISSAO_MESSAGES.voosInvalidos],
    });
  return {
    trechos: viagem.trechos.map((trecho, i) => ({
      pernas: trecho.pernas.map((perna, j) => ({
        ...perna,
        numero_do_voo: (numeros[i]?.[j] ?? '').toUpperCase(),
      })),
    })),
  };
}

/**
 * PUT /api/emissoes/{id}/: the Geral tab — locator (in capitals), notes, issuer (one of the choices of
 * part 2 §6, or the one already recorded) and the flight number of each leg.
 */
export async function salvarEmissao(
  db: Db,
  { id, dados, ator }: { id: number; dados: EmissaoUpdate; ator: AtorEmissao },
): Promise<EmissaoDetalhe> {
  return db.transaction(async (tx) => {
    const antes = await carregarEmissaoParaAlterar(tx, id, ator, dados.versao);
    if (dados.emitido_por !== null && dados.emitido_por !== antes.emitido_por) {
      const escolhas = await findEmissores(tx, { tipo: antes.tipo, user: ator.user });
      if (!escolhas.some((u) => u.id === dados.emitido_por))
        throw new AppError('bad_request', EMISSAO_MESSAGES.emissorInvalido, {
          emitido_por: [EMISSAO_MESSAGES.emissorInvalido],
        });
    }
    const viagem = comNumerosDeVoo(antes, dados.numeros_voo);
    const [depois] = await tx
      .update(emissoes)
      .set({
        localizador: dados.localizador || null,
        observacoes: dados.observacoes || null,
        emitido_por: dados.emitido_por,
        ...(viagem ? { viagem } : {}),
        updated_at: new Date(),
      })
      .where(eq(emissoes.id, id))
      .returning();
    if (!depois) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
    await registrarAlteracaoEmissao(tx, {
      tipo: 'emissao_salva',
      title: `Emissão ${formatId(id)} salva`,
      emissao: antes,
      antes: resumo(antes),
      depois: resumo(depois),
      ator,
    });
    return detalhe(tx, id, ator);
  });
}

/**
 * POST /api/emissoes/{id}/cancelar/: out of the queue with the reason, who and when; its open payment orders
 * removed.
 */
export async function cancelarEmissao(
  db: Db,
  { id, motivo, versao, ator }: { id: number; motivo: string; versao?: number; ator: AtorEmissao },
): Promise<EmissaoDetalhe> {
  return db.transaction(async (tx) => {
    const antes = await carregarEmissaoParaAlterar(tx, id, ator, versao);
    const agora = new Date();
    const [depois] = await tx
      .update(emissoes)
      .set({
        status: 'cancelada',
        cancelada_em: agora,
        cancelada_por: ator.user.id,
        motivo_cancelamento: motivo,
        updated_at: agora,
      })
      .where(eq(emissoes.id, id))
      .returning();
    if (!depois) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
    await registrarAlteracaoEmissao(tx, {
      tipo: 'emissao_cancelada',
      title: `Emissão ${formatId(id)} cancelada`,
      emissao: antes,
      antes: resumo(antes),
      depois: resumo(depois),
      ator,
    });
    // nothing is owed for a cancelled issuance: its open payment orders go (decision 0028)
    await removerOrdensAbertasDaEmissaoTx(tx, { emissao: depois, ator });
    return detalhe(tx, id, ator);
  });
}

/**
 * The issuance's payment lines, refused unless every forming field it has now is named by one (who pays
 * it was recorded on the Pagamentos tab, decision 0037).
 */
async function linhasParaConcluir(tx: DbOrTx, emissao: EmissaoRow): Promise<LinhaPagamentoEmissao[]> {
  const linhas = await findPagamentosEmissao(tx, emissao);
  const campos = await findCamposFormadores(tx, emissao.id);
  const registrados = new Set(linhas.map((linha) => linha.campo_formador));
  const atuais = new Map(campos.map((campo) => [campo.campo_formador, campo.valor]));
  const completas =
    linhas.length > 0 &&
    campos.every((campo) => registrados.has(campo.campo_formador)) &&
    // a line whose value the quote no longer has (the quote changed since) is saved again first
    linhas.every((linha) => {
      const valor = atuais.get(linha.campo_formador);
      return valor !== undefined && dec(valor).equals(dec(linha.valor));
    });
  if (!completas)
    throw new AppError('bad_request', EMISSAO_MESSAGES.pagamentosObrigatorios, {
      pagamentos: [EMISSAO_MESSAGES.pagamentosObrigatorios],
    });
  return linhas;
}

/**
 * POST /api/emissoes/{id}/concluir/: finalizada now, by this user, with the locator filled and who pays each
 * forming field recorded; the issuer is the one chosen or, when none was, whoever concluded (decision
 * 0027). The payment orders of what the agency pays are made to match the lines in the same transaction
 * (decision 0037).
 */
export async function concluirEmissao(
  db: Db,
  {
    id,
    versao,
    justificativa,
    ator,
    nfseLigada = false,
  }: {
    id: number;
    versao?: number;
    justificativa?: string | null;
    ator: AtorEmissao;
    /** NFS-e is on in this server: a service concluded under `ao_concluir` settings has its invoice queued */
    nfseLigada?: boolean;
  },
): Promise<EmissaoDetalhe> {
  return db.transaction(async (tx) => {
    const antes = await carregarEmissaoParaAlterar(tx, id, ator, versao);
    if (!antes.localizador?.trim())
      throw new AppError('bad_request', EMISSAO_MESSAGES.localizadorObrigatorio, {
        localizador: [EMISSAO_MESSAGES.localizadorObrigatorio],
      });
    const linhas = await linhasParaConcluir(tx, antes);
    // a passenger's documents with a warning: concluded only with the issuer's reason, kept and audited
    const comAvisos = (await avisosDaEmissao(tx, antes)).filter((p) => p.avisos.length > 0);
    if (comAvisos.length > 0 && !justificativa)
      throw new AppError('bad_request', DOCUMENTOS_MESSAGES.justificativaObrigatoria, {
        justificativa_documentos: [DOCUMENTOS_MESSAGES.justificativaObrigatoria],
      });
    const justificativa_documentos = comAvisos.length > 0 ? (justificativa ?? null) : null;
    const agora = new Date();
    const emitidoPor = antes.emitido_por ?? ator.user.id;
    // the commission rates are fixed now (decision 0028)
    const taxas = await taxasNaConclusaoTx(tx, {
      consultor: antes.venda_consultor,
      cotador: antes.cotador,
      emissor: emitidoPor,
    });
    const [depois] = await tx
      .update(emissoes)
      .set({
        status: 'finalizada',
        data_hora_emissao: agora,
        concluida_por: ator.user.id,
        emitido_por: emitidoPor,
        justificativa_documentos,
        ...taxas,
        updated_at: agora,
      })
      .where(eq(emissoes.id, id))
      .returning();
    if (!depois) throw new AppError('not_found', EMISSAO_MESSAGES.naoEncontrada);
    await registrarAlteracaoEmissao(tx, {
      tipo: 'emissao_concluida',
      title: `Emissão ${formatId(id)} concluída`,
      emissao: antes,
      antes: resumo(antes),
      depois: {
        ...resumo(depois),
        ...(comAvisos.length > 0 ? { avisos_documentos: comAvisos, justificativa_documentos } : {}),
      },
      ator,
    });
    // what the agency pays is owed now: its orders follow the lines (decision 0037)
    await sincronizarOrdensDaEmissaoTx(tx, { emissao: depois, linhas, ator });
    // the service is concluded: its NFS-e is queued now when the fiscal settings say so (only the enqueueing)
    await solicitarNfseAoConcluirTx(tx, {
      servico: depois.servico,
      usuario: ator.user.id,
      ligada: nfseLigada,
    });
    // the client hears of their tickets by WhatsApp, where they opted in
    if (depois.tipo.startsWith('emissao_voo')) {
      await avisarClienteDaVendaTx(tx, {
        venda: depois.venda,
        template: 'bilhetes_emitidos',
        parametros: (venda) => [depois.localizador ?? '', venda],
      });
    }
    return detalhe(tx, id, ator);
  });
}
