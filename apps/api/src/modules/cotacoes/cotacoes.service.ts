import {
  COTACAO_MESSAGES as C,
  COTACAO_API_MESSAGES,
  type CotacaoSave,
  type CotacaoView,
  MOEDA_PADRAO,
  podeArquivarCotacao,
  podeIrParaCarrinho,
  type Subcotacao,
} from '@skyler/domain/cotacoes';
import { formatId } from '@skyler/domain/formatters';
import { linhaParaCalculo, MILHAS_TABELA_MESSAGES } from '@skyler/domain/milhas';
import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import {
  COTACAO_CALCULO_MESSAGES,
  type ContextoPreco,
  type CotacaoCalculada,
  calcularCotacao,
  type MilhasUsadas,
} from '@skyler/domain/precos/calculo-cotacao';
import { valorFinalGratuito } from '@skyler/domain/precos/cotacao';
import { dec } from '@skyler/domain/precos/dinheiro';
import { anoDaCotacao } from '@skyler/domain/precos/moedas';
import { VENDA_ERROS } from '@skyler/domain/vendas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type CotacaoRow,
  cias_aereas,
  cotacoes,
  cotacoes_imagens,
  fornecedores,
  moedas,
  type OrcamentoRow,
  orcamentos,
  programas,
  provedor_imagens,
  provedores,
  subcotacoes,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotificacao } from '../../platform/notifications.ts';
import { findTabelaMilhasAtual } from '../milhas/milhas.queries.ts';
import { findDesagioCompra } from '../milhas-validadas/milhas-validadas.queries.ts';
import { sincronizarBeneficiariosTx } from '../passageiros/passageiros.service.ts';
import { findCarrinhoDaVenda, findCotacao, findCotacaoRow } from './cotacoes.queries.ts';

/** Who saves: the user (and the quoters they may credit) and their address, for the audit row. */
export type Autor = {
  user: { id: number; cotador_extra: readonly number[] };
  ip: string | null;
};

type ChaveParte = 'cotacao_voo' | 'cotacao_hotel' | 'cotacao_carro' | 'cotacao_outro';

/** The part a quote of each kind of request carries. */
export const PARTE_DO_TIPO: Record<TipoOrcamento, ChaveParte> = {
  orcamento_voo: 'cotacao_voo',
  orcamento_hotel: 'cotacao_hotel',
  orcamento_carro: 'cotacao_carro',
  orcamento_outro: 'cotacao_outro',
};

type Erros = Record<string, string[]>;

function addErro(erros: Erros, path: readonly (string | number)[], message: string) {
  const campo = path.map(String).join('.') || 'non_field_errors';
  erros[campo] = [...(erros[campo] ?? []), message];
}

function throwErros(erros: Erros): void {
  const primeira = Object.values(erros)[0]?.[0];
  if (primeira) throw new AppError('bad_request', primeira, erros);
}

// ——— decimals kept as the columns keep them ———

/** money: 2 places, at most 12 integer digits (numeric 14,2) */
const DINHEIRO = { casas: 2, limite: dec('1e12') };
/** rates: 4 places, at most 6 integer digits (numeric 10,4) */
const TAXA = { casas: 4, limite: dec('1e6') };
/** price per thousand miles (numeric 10,2) */
const MILHEIRO = { casas: 2, limite: dec('1e8') };

type Escala = typeof DINHEIRO;

function ajustar(valor: string, escala: Escala, path: (string | number)[], erros: Erros): string {
  const numero = dec(valor).toDecimalPlaces(escala.casas);
  if (numero.abs().gte(escala.limite)) addErro(erros, path, COTACAO_API_MESSAGES.valorForaDoLimite);
  return numero.toFixed(escala.casas);
}

const CAMPOS_PARTE = {
  rav: DINHEIRO,
  valor_incentivo: DINHEIRO,
  porcentagem_incentivo: TAXA,
} as const;

const CAMPOS_POR_PARTE = {
  cotacao_voo: {
    ...CAMPOS_PARTE,
    custo_bilhete: DINHEIRO,
    custo_taxa_embarque: DINHEIRO,
    custo_taxa_bagagem: DINHEIRO,
    custo_taxas_extras: DINHEIRO,
    custo_assento_conforto: DINHEIRO,
  },
  cotacao_hotel: { ...CAMPOS_PARTE, custo_diaria: DINHEIRO, custo_extras: DINHEIRO },
  cotacao_carro: { ...CAMPOS_PARTE, custo_diaria: DINHEIRO, custo_seguro: DINHEIRO, custo_extras: DINHEIRO },
  cotacao_outro: { ...CAMPOS_PARTE, custo_total: DINHEIRO },
} as const;

function ajustarCampos<T extends Record<string, unknown>>(
  parte: T,
  campos: Record<string, Escala>,
  path: (string | number)[],
  erros: Erros,
): T {
  const ajustada: Record<string, unknown> = { ...parte };
  for (const [campo, escala] of Object.entries(campos)) {
    const valor = parte[campo];
    if (typeof valor === 'string') ajustada[campo] = ajustar(valor, escala, [...path, campo], erros);
  }
  return ajustada as T;
}

/**
 * The body with every amount at its column's scale (money in cents, rates in 4 places), so the stored
 * inputs price to the stored totals; an amount no column can hold is refused.
 */
function normalizar(input: CotacaoSave, chave: ChaveParte): CotacaoSave {
  const erros: Erros = {};
  const saida: CotacaoSave = {
    ...input,
    valor_ajuste_absoluto: ajustar(input.valor_ajuste_absoluto, DINHEIRO, ['valor_ajuste_absoluto'], erros),
    valor_ajuste_porcentagem: ajustar(
      input.valor_ajuste_porcentagem,
      TAXA,
      ['valor_ajuste_porcentagem'],
      erros,
    ),
    cotacao_voo: null,
    cotacao_hotel: null,
    cotacao_carro: null,
    cotacao_outro: null,
  };
  if (chave === 'cotacao_voo' && input.cotacao_voo) {
    saida.cotacao_voo = {
      subcotacoes: input.cotacao_voo.subcotacoes.map((bilhete, indice) => {
        const path = ['cotacao_voo', 'subcotacoes', indice];
        const ajustado = ajustarCampos(bilhete, CAMPOS_POR_PARTE.cotacao_voo, path, erros);
        return {
          ...ajustado,
          milheiro:
            bilhete.milheiro === null
              ? null
              : ajustar(bilhete.milheiro, MILHEIRO, [...path, 'milheiro'], erros),
          viagem: {
            trechos: bilhete.viagem.trechos.map((trecho) => ({
              pernas: trecho.pernas.map((perna, ordem) => ({ ...perna, ordem: ordem + 1 })),
            })),
          },
        };
      }),
    };
  } else if (chave === 'cotacao_hotel' && input.cotacao_hotel) {
    saida.cotacao_hotel = ajustarCampos(input.cotacao_hotel, CAMPOS_POR_PARTE.cotacao_hotel, [chave], erros);
  } else if (chave === 'cotacao_carro' && input.cotacao_carro) {
    saida.cotacao_carro = ajustarCampos(input.cotacao_carro, CAMPOS_POR_PARTE.cotacao_carro, [chave], erros);
  } else if (chave === 'cotacao_outro' && input.cotacao_outro) {
    saida.cotacao_outro = ajustarCampos(input.cotacao_outro, CAMPOS_POR_PARTE.cotacao_outro, [chave], erros);
  }
  throwErros(erros);
  return saida;
}

// ——— the ids a quote names ———

type ParteComRefs = {
  fornecedor: number | null;
  provedor: number | null;
  moeda: number;
  imagens_provedor: number[];
};

/** The priced parts of the body with their field paths: the tickets, or the hotel, car or other part. */
function partesDe(
  input: CotacaoSave,
  chave: ChaveParte,
): { path: (string | number)[]; parte: ParteComRefs }[] {
  if (chave === 'cotacao_voo') {
    return (input.cotacao_voo?.subcotacoes ?? []).map((parte, indice) => ({
      path: ['cotacao_voo', 'subcotacoes', indice],
      parte,
    }));
  }
  const parte = input[chave];
  return parte ? [{ path: [chave], parte }] : [];
}

async function existentes(
  tx: DbOrTx,
  tabela: typeof fornecedores | typeof provedores | typeof programas | typeof moedas | typeof cias_aereas,
  ids: number[],
): Promise<Set<number>> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Set();
  const linhas = await tx.select({ id: tabela.id }).from(tabela).where(inArray(tabela.id, unicos));
  return new Set(linhas.map((linha) => linha.id));
}

/**
 * Every id the body names must exist: suppliers, providers, programmes, currencies, airlines, the quoter
 * credited (a quoter, one of the user's extra quoters, the user, or whoever the quote already credits), and
 * images of the part's own provider. All the refusals are answered at once, by field path.
 */
async function checkReferencias(
  tx: DbOrTx,
  options: { input: CotacaoSave; chave: ChaveParte; autor: Autor; cotadoPorAtual: number | null },
): Promise<void> {
  const { input, chave } = options;
  const partes = partesDe(input, chave);
  const bilhetes = chave === 'cotacao_voo' ? (input.cotacao_voo?.subcotacoes ?? []) : [];
  const pernas = bilhetes.flatMap((bilhete, b) =>
    bilhete.viagem.trechos.flatMap((trecho, t) =>
      trecho.pernas.map((perna, p) => ({
        perna,
        path: ['cotacao_voo', 'subcotacoes', b, 'viagem', 'trechos', t, 'pernas', p],
      })),
    ),
  );
  const idsDe = (valores: (number | null)[]) => valores.filter((id): id is number => id !== null);
  const imagemIds = [...new Set(partes.flatMap(({ parte }) => parte.imagens_provedor))];
  const fornecedorOk = await existentes(tx, fornecedores, idsDe(partes.map(({ parte }) => parte.fornecedor)));
  const provedorOk = await existentes(tx, provedores, idsDe(partes.map(({ parte }) => parte.provedor)));
  const moedaOk = await existentes(tx, moedas, idsDe(partes.map(({ parte }) => parte.moeda)));
  const programaOk = await existentes(
    tx,
    programas,
    idsDe(bilhetes.map((bilhete) => bilhete.programa_fidelidade)),
  );
  const ciaOk = await existentes(tx, cias_aereas, idsDe(pernas.map(({ perna }) => perna.cia_aerea)));
  const imagens =
    imagemIds.length === 0
      ? []
      : await tx
          .select({ id: provedor_imagens.id, provedor: provedor_imagens.provedor_id })
          .from(provedor_imagens)
          .where(inArray(provedor_imagens.id, imagemIds));
  const cotador = await tx
    .select({ id: usuarios.id, ativo: usuarios.ativo, cliente: usuarios.cliente, cotador: usuarios.cotador })
    .from(usuarios)
    .where(eq(usuarios.id, input.cotado_por ?? 0));

  const erros: Erros = {};
  const quem = cotador[0];
  const podeCreditar =
    quem?.ativo &&
    !quem.cliente &&
    (quem.cotador ||
      quem.id === options.autor.user.id ||
      quem.id === options.cotadoPorAtual ||
      options.autor.user.cotador_extra.includes(quem.id));
  if (!podeCreditar) addErro(erros, ['cotado_por'], COTACAO_API_MESSAGES.cotadorInvalido);
  const provedorDaImagem = new Map(imagens.map((imagem) => [imagem.id, imagem.provedor]));
  for (const { path, parte } of partes) {
    if (parte.fornecedor !== null && !fornecedorOk.has(parte.fornecedor))
      addErro(erros, [...path, 'fornecedor'], C.fornecedorInexistente);
    if (parte.provedor !== null && !provedorOk.has(parte.provedor))
      addErro(erros, [...path, 'provedor'], C.provedorInexistente);
    if (!moedaOk.has(parte.moeda)) addErro(erros, [...path, 'moeda'], C.moedaInexistente);
    if (
      parte.imagens_provedor.some(
        (id) => parte.provedor === null || provedorDaImagem.get(id) !== parte.provedor,
      )
    )
      addErro(erros, [...path, 'imagens_provedor'], C.imagemDeOutroProvedor);
  }
  bilhetes.forEach((bilhete, indice) => {
    if (bilhete.programa_fidelidade !== null && !programaOk.has(bilhete.programa_fidelidade))
      addErro(erros, ['cotacao_voo', 'subcotacoes', indice, 'programa_fidelidade'], C.programaInexistente);
  });
  for (const { perna, path } of pernas) {
    if (perna.cia_aerea !== null && !ciaOk.has(perna.cia_aerea))
      addErro(erros, [...path, 'cia_aerea'], C.ciaInexistente);
  }
  throwErros(erros);
}

// ——— pricing ———

export { anoDaCotacao };

/**
 * What the pricing reads from the database: currencies, the current miles table and the wallet discount:
 * the average purchase discount the dialog shows (`GET /api/milhas-validadas/desagio_compra/`, decision 0028:
 * the mean of the recent validated wallet purchases, the own-account discount when there are none), so a
 * wallet ticket's cost and profit are the same before and after saving (decision 0035).
 */
export async function loadContextoPreco(
  db: DbOrTx,
  options: {
    ano: number;
    precisaDesagio: boolean;
    /** the rates a saved quote was priced with, by currency id: they win over today's (decision 0041) */
    cambios?: Readonly<Record<string, string>> | null;
    /** a saved quote's wallet discount and miles prices: they win over today's (decision 0069) */
    desagio?: string | null;
    milhas?: readonly MilhasUsadas[] | null;
  },
): Promise<ContextoPreco> {
  const listaMoedas = await db
    .select({ id: moedas.id, sigla: moedas.sigla, cambio: moedas.cambio })
    .from(moedas);
  const tabela = await findTabelaMilhasAtual(db);
  const desagio = options.desagio ?? (await findDesagioCompra(db));
  if (desagio === null && options.precisaDesagio)
    throw new AppError('conflict', MILHAS_TABELA_MESSAGES.desagioProprioNaoEncontrado);
  return {
    ano: options.ano,
    moedas: new Map(
      listaMoedas.map((m) => [m.id, { sigla: m.sigla, cambio: options.cambios?.[String(m.id)] ?? m.cambio }]),
    ),
    tabelaMilhas: tabela.map(linhaParaCalculo),
    desagio: desagio ?? '0',
    milhasSalvas: options.milhas ?? null,
  };
}

function checkLimitesCalculados(calculo: CotacaoCalculada): void {
  const dinheiro = [
    calculo.custo_total,
    calculo.custo_agencia,
    calculo.valor_ajuste,
    calculo.valor_final,
    calculo.valor_incentivo,
    ...calculo.partes.flatMap((parte) => [parte.venda, parte.custo, parte.custo_bilhete ?? '0']),
  ];
  const foraDoLimite =
    dinheiro.some((valor) => dec(valor).abs().gte(DINHEIRO.limite)) ||
    dec(calculo.lucro_porcentagem).abs().gte(TAXA.limite) ||
    calculo.partes.some((parte) =>
      dec(parte.milheiro_efetivo ?? '0')
        .abs()
        .gte(MILHEIRO.limite),
    );
  if (foraDoLimite) {
    throw new AppError('bad_request', COTACAO_API_MESSAGES.valorForaDoLimite, {
      non_field_errors: [COTACAO_API_MESSAGES.valorForaDoLimite],
    });
  }
}

type Preparada = {
  input: CotacaoSave;
  calculo: CotacaoCalculada;
  chave: ChaveParte;
  /** the rate of each currency the quote's parts use, as priced */
  cambios: Record<string, string>;
  /** the wallet discount and the miles prices it was priced with, and since when (decision 0069) */
  entradas: {
    desagio_wallet: string | null;
    desagio_wallet_em: Date | null;
    tabela_milhas_usada: MilhasUsadas[] | null;
  };
};

/** The rates of the currencies a quote's parts name (a part without one is in reais, id 2), as priced. */
function cambiosUsados(
  input: CotacaoSave,
  chave: ChaveParte,
  contexto: ContextoPreco,
): Record<string, string> {
  const ids =
    chave === 'cotacao_voo'
      ? (input.cotacao_voo?.subcotacoes ?? []).map((bilhete) => bilhete.moeda)
      : [input[chave]?.moeda];
  const cambios: Record<string, string> = {};
  for (const id of ids) {
    const moeda = contexto.moedas.get(id ?? MOEDA_PADRAO);
    if (moeda) cambios[String(id ?? MOEDA_PADRAO)] = moeda.cambio;
  }
  return cambios;
}

/** Checks the body against the request, the database and the pricing, and prices it. */
async function prepararCotacao(
  tx: DbOrTx,
  options: {
    orcamento: OrcamentoRow;
    body: CotacaoSave;
    autor: Autor;
    data: Date;
    cotadoPorAtual: number | null;
    /** an edited quote's rates, kept for the currencies it already had */
    cambiosSalvos?: Readonly<Record<string, string>> | null;
    /** an edited quote's wallet discount and miles prices (decision 0069) */
    salvos?: Pick<CotacaoRow, 'desagio_wallet' | 'desagio_wallet_em' | 'tabela_milhas_usada'> | null;
  },
): Promise<Preparada> {
  const chave = PARTE_DO_TIPO[options.orcamento.tipo_servico];
  if (!options.body[chave])
    throw new AppError('bad_request', C.tipoDiferente, { [chave]: [C.tipoDiferente] });
  const input = normalizar(options.body, chave);
  await checkReferencias(tx, { input, chave, autor: options.autor, cotadoPorAtual: options.cotadoPorAtual });
  const precisaDesagio = (input.cotacao_voo?.subcotacoes ?? []).some((b) => b.tipo_cotacao === 'wallet');
  const contexto = await loadContextoPreco(tx, {
    ano: anoDaCotacao(options.data),
    precisaDesagio,
    cambios: options.cambiosSalvos ?? null,
    desagio: options.salvos?.desagio_wallet ?? null,
    milhas: options.salvos?.tabela_milhas_usada ?? null,
  });
  const calculo = calcularCotacao(input, contexto);
  if (calculo.erros.length > 0) {
    const erros: Erros = {};
    for (const erro of calculo.erros) addErro(erros, erro.path, erro.message);
    throwErros(erros);
  }
  checkLimitesCalculados(calculo);
  const milhas = calculo.partes.flatMap((parte) => (parte.milhas_usadas ? [parte.milhas_usadas] : []));
  const desagioSalvo = options.salvos?.desagio_wallet ?? null;
  return {
    input,
    calculo,
    chave,
    cambios: cambiosUsados(input, chave, contexto),
    entradas: {
      desagio_wallet: precisaDesagio ? dec(contexto.desagio).toFixed(4) : null,
      desagio_wallet_em: !precisaDesagio
        ? null
        : desagioSalvo !== null
          ? (options.salvos?.desagio_wallet_em ?? null)
          : new Date(),
      tabela_milhas_usada: milhas.length > 0 ? milhas : null,
    },
  };
}

// ——— writing ———

function valoresDaCotacao({ input, calculo, chave, cambios, entradas }: Preparada, autor: Autor) {
  const parte = chave === 'cotacao_voo' ? null : input[chave];
  const primeiro = input.cotacao_voo?.subcotacoes[0];
  const detalhes = parte ? (({ imagens_provedor: _imagens, ...campos }) => campos)(parte) : null;
  return {
    descricao: input.descricao,
    cotador: autor.user.id,
    cotado_por: input.cotado_por ?? null,
    tipo_cotacao: primeiro?.tipo_cotacao ?? 'pagante',
    ajuste_ativado: input.ajuste_ativado,
    valor_ajuste_absoluto: input.valor_ajuste_absoluto,
    valor_ajuste_porcentagem: input.valor_ajuste_porcentagem,
    incentivo_ativado: input.incentivo_ativado,
    custo_total: calculo.custo_total,
    custo_agencia: calculo.custo_agencia,
    valor_ajuste: calculo.valor_ajuste,
    valor_final: calculo.valor_final,
    valor_incentivo: calculo.valor_incentivo,
    lucro_porcentagem: calculo.lucro_porcentagem,
    fornecedor: parte?.fornecedor ?? null,
    provedor: parte?.provedor ?? null,
    moeda: parte?.moeda ?? null,
    cambios,
    ...entradas,
    detalhes: detalhes as Record<string, unknown> | null,
    updated_at: new Date(),
  };
}

function valoresDoBilhete(bilhete: Subcotacao, indice: number, calculo: CotacaoCalculada) {
  const parte = calculo.partes[indice];
  if (!parte) throw new Error(`ticket ${indice} was not priced`);
  return {
    ordem: indice + 1,
    tipo_cotacao: bilhete.tipo_cotacao,
    fornecedor: bilhete.fornecedor,
    provedor: bilhete.provedor,
    programa_fidelidade: bilhete.programa_fidelidade,
    moeda: bilhete.moeda,
    quantidade_milhas: bilhete.quantidade_milhas,
    milheiro: bilhete.milheiro,
    milheiro_efetivo: parte.milheiro_efetivo,
    ajuste_efetivo: bilhete.ajuste_efetivo,
    // a miles ticket's price is the sale value of its miles, computed
    custo_bilhete: bilhete.tipo_cotacao === 'milha' ? (parte.custo_bilhete ?? '0') : bilhete.custo_bilhete,
    rav: bilhete.rav,
    custo_taxa_embarque: bilhete.custo_taxa_embarque,
    custo_taxa_bagagem: bilhete.custo_taxa_bagagem,
    custo_taxas_extras: bilhete.custo_taxas_extras,
    custo_assento_conforto: bilhete.custo_assento_conforto,
    porcentagem_incentivo: bilhete.porcentagem_incentivo,
    valor_incentivo: bilhete.valor_incentivo,
    anotacao_custo_extra: bilhete.anotacao_custo_extra,
    bilhete_ida: bilhete.bilhete_ida,
    bilhete_volta: bilhete.bilhete_volta,
    bilhete_independente: bilhete.bilhete_independente,
    bilhete_fk: null,
    viagem: bilhete.viagem as unknown as Record<string, unknown>,
    total: parte.venda,
    custo_agencia: parte.custo,
  };
}

/** Pairs each outbound ticket with the next return ticket after it (`bilhete_fk` both ways). */
function paresIdaVolta(bilhetes: readonly { id: number; bilhete_ida: boolean; bilhete_volta: boolean }[]) {
  const pares: [number, number][] = [];
  const idas: number[] = [];
  for (const bilhete of bilhetes) {
    if (bilhete.bilhete_ida && !bilhete.bilhete_volta) idas.push(bilhete.id);
    else if (bilhete.bilhete_volta && !bilhete.bilhete_ida) {
      const ida = idas.shift();
      if (ida !== undefined) pares.push([ida, bilhete.id]);
    }
  }
  return pares;
}

/** The tickets of a flight quote (kept by id when the body names one of the quote's own) and the images. */
async function writePartes(tx: DbOrTx, cotacao: number, preparada: Preparada): Promise<void> {
  await tx.delete(cotacoes_imagens).where(eq(cotacoes_imagens.cotacao, cotacao));
  const imagens: (typeof cotacoes_imagens.$inferInsert)[] = [];
  const { input, calculo, chave } = preparada;
  if (chave === 'cotacao_voo') {
    const atuais = new Set(
      (await tx.select({ id: subcotacoes.id }).from(subcotacoes).where(eq(subcotacoes.cotacao, cotacao))).map(
        (linha) => linha.id,
      ),
    );
    const escritos: { id: number; bilhete_ida: boolean; bilhete_volta: boolean }[] = [];
    for (const [indice, bilhete] of (input.cotacao_voo?.subcotacoes ?? []).entries()) {
      const valores = valoresDoBilhete(bilhete, indice, calculo);
      const mantido = bilhete.id !== undefined && atuais.has(bilhete.id) ? bilhete.id : null;
      const [linha] =
        mantido === null
          ? await tx
              .insert(subcotacoes)
              .values({ ...valores, cotacao })
              .returning({ id: subcotacoes.id })
          : await tx
              .update(subcotacoes)
              .set(valores)
              .where(eq(subcotacoes.id, mantido))
              .returning({ id: subcotacoes.id });
      if (!linha) throw new Error('ticket not written');
      if (mantido !== null) atuais.delete(mantido);
      escritos.push({ id: linha.id, bilhete_ida: bilhete.bilhete_ida, bilhete_volta: bilhete.bilhete_volta });
      bilhete.imagens_provedor.forEach((imagem, ordem) => {
        imagens.push({ cotacao, subcotacao: linha.id, imagem, ordem: ordem + 1 });
      });
    }
    if (atuais.size > 0) {
      await tx
        .delete(subcotacoes)
        .where(and(eq(subcotacoes.cotacao, cotacao), inArray(subcotacoes.id, [...atuais])));
    }
    for (const [ida, volta] of paresIdaVolta(escritos)) {
      await tx.update(subcotacoes).set({ bilhete_fk: volta }).where(eq(subcotacoes.id, ida));
      await tx.update(subcotacoes).set({ bilhete_fk: ida }).where(eq(subcotacoes.id, volta));
    }
  } else {
    const parte = input[chave];
    parte?.imagens_provedor.forEach((imagem, ordem) => {
      imagens.push({ cotacao, subcotacao: 0, imagem, ordem: ordem + 1 });
    });
  }
  if (imagens.length > 0) await tx.insert(cotacoes_imagens).values(imagens);
}

/** `quantidade_cotacoes` of the request: its quotes not archived; and its last change. */
async function recontarOrcamento(tx: DbOrTx, orcamento: number): Promise<void> {
  await tx
    .update(orcamentos)
    .set({
      quantidade_cotacoes: sql`(select count(*)::int from ${cotacoes} where ${cotacoes.orcamento} = ${orcamento} and ${cotacoes.archived_at} is null)`,
      updated_at: new Date(),
    })
    .where(eq(orcamentos.id, orcamento));
}

async function loadOrcamentoAberto(tx: DbOrTx, id: number): Promise<OrcamentoRow> {
  const [orcamento] = await tx.select().from(orcamentos).where(eq(orcamentos.id, id)).for('update');
  if (!orcamento) throw new AppError('not_found', C.orcamentoNaoEncontrado);
  if (orcamento.status !== 'aberto') throw new AppError('conflict', C.orcamentoFechado);
  return orcamento;
}

async function loadVenda(tx: DbOrTx, id: number) {
  const [venda] = await tx
    .select({ id: vendas.id, status: vendas.status, consultor: vendas.consultor, cliente: vendas.cliente })
    .from(vendas)
    .where(eq(vendas.id, id));
  if (!venda) throw new AppError('not_found', VENDA_ERROS.naoEncontrada);
  return venda;
}

async function mustFindView(tx: DbOrTx, id: number): Promise<CotacaoView> {
  const view = await findCotacao(tx, id);
  if (!view) throw new Error(`quote ${id} not found after writing it`);
  return view;
}

/** The audit row of a change to a quote, and the notification of the sale's consultant and its quoter. */
async function record(
  tx: DbOrTx,
  options: { tipo: string; title: string; antes: CotacaoView | null; depois: CotacaoView; autor: Autor },
): Promise<void> {
  const { depois, autor } = options;
  const venda = await loadVenda(tx, depois.venda);
  const log = await createAuditLog(tx, {
    tipo: options.tipo,
    usuario: autor.user.id,
    venda: depois.venda,
    antes: options.antes,
    depois,
    meta: {
      entidade: 'cotacao',
      id: depois.id,
      orcamento: depois.orcamento,
      ...(autor.ip ? { ip: autor.ip } : {}),
    },
  });
  await createNotificacao(tx, {
    title: `${options.title} na venda ${formatId(depois.venda)}`,
    context: 'cotacao',
    ids: { venda: depois.venda, orcamento: depois.orcamento, cotacao: depois.id },
    venda: depois.venda,
    consultor: venda.consultor,
    cliente: venda.cliente,
    log,
    autor: autor.user.id,
    para: [venda.consultor, depois.cotado_por?.id],
  });
}

/**
 * A new quote of a request, inside the caller's transaction (the demo data uses it too): checked, priced on
 * the server, stored with its tickets and images, counted on the request, audited and notified.
 */
export async function criarCotacaoTx(
  tx: DbOrTx,
  options: { orcamento: number; body: CotacaoSave; data?: Date } & Autor,
): Promise<CotacaoView> {
  const orcamento = await loadOrcamentoAberto(tx, options.orcamento);
  const data = options.data ?? new Date();
  const preparada = await prepararCotacao(tx, {
    orcamento,
    body: options.body,
    autor: options,
    data,
    cotadoPorAtual: null,
  });
  const [linha] = await tx
    .insert(cotacoes)
    .values({
      ...valoresDaCotacao(preparada, options),
      orcamento: orcamento.id,
      venda: orcamento.venda,
      tipo_servico: orcamento.tipo_servico,
      status: 'orcamento',
      data_hora_cotacao: data,
      created_at: data,
    })
    .returning({ id: cotacoes.id });
  if (!linha) throw new Error('quote not created');
  await writePartes(tx, linha.id, preparada);
  await recontarOrcamento(tx, orcamento.id);
  const depois = await mustFindView(tx, linha.id);
  await record(tx, {
    tipo: 'cotacao_criada',
    title: `Nova cotação ${formatId(linha.id)} no orçamento ${formatId(orcamento.id)}`,
    antes: null,
    depois,
    autor: options,
  });
  return depois;
}

export function criarCotacao(
  db: Db,
  options: { orcamento: number; body: CotacaoSave } & Autor,
): Promise<CotacaoView> {
  return db.transaction((tx) => criarCotacaoTx(tx, options));
}

async function loadCotacaoParaMudar(tx: DbOrTx, id: number): Promise<CotacaoRow> {
  const cotacao = await findCotacaoRow(tx, id, { forUpdate: true });
  if (!cotacao) throw new AppError('not_found', COTACAO_API_MESSAGES.naoEncontrada);
  return cotacao;
}

/** A quote changed while it is a quote (not in the cart, not invoiced, not archived): priced again. */
export function updateCotacao(
  db: Db,
  options: { id: number; body: CotacaoSave } & Autor,
): Promise<CotacaoView> {
  return db.transaction(async (tx) => {
    const atual = await loadCotacaoParaMudar(tx, options.id);
    if (atual.archived_at) throw new AppError('conflict', C.jaArquivada);
    if (atual.status !== 'orcamento') throw new AppError('conflict', C.naoEditavel);
    const orcamento = await loadOrcamentoAberto(tx, atual.orcamento);
    const antes = await mustFindView(tx, atual.id);
    const preparada = await prepararCotacao(tx, {
      orcamento,
      body: options.body,
      autor: options,
      data: atual.data_hora_cotacao,
      cotadoPorAtual: atual.cotado_por,
      cambiosSalvos: atual.cambios,
      salvos: atual,
    });
    await tx.update(cotacoes).set(valoresDaCotacao(preparada, options)).where(eq(cotacoes.id, atual.id));
    await writePartes(tx, atual.id, preparada);
    await recontarOrcamento(tx, orcamento.id);
    const depois = await mustFindView(tx, atual.id);
    await record(tx, {
      tipo: 'cotacao_alterada',
      title: `Cotação ${formatId(atual.id)} alterada`,
      antes,
      depois,
      autor: options,
    });
    return depois;
  });
}

/** Archives a quote inside the caller's transaction: out of the cart and off the request's count. */
export async function archiveCotacaoTx(tx: DbOrTx, options: { id: number } & Autor): Promise<CotacaoView> {
  const atual = await loadCotacaoParaMudar(tx, options.id);
  if (atual.archived_at) throw new AppError('conflict', C.jaArquivada);
  if (!podeArquivarCotacao(atual)) throw new AppError('conflict', C.naoArquivavel);
  const antes = await mustFindView(tx, atual.id);
  const agora = new Date();
  await tx
    .update(cotacoes)
    .set({
      archived_at: agora,
      updated_at: agora,
      ...(atual.status === 'carrinho' ? { status: 'orcamento' as const, carrinho_em: null } : {}),
    })
    .where(eq(cotacoes.id, atual.id));
  await recontarOrcamento(tx, atual.orcamento);
  const depois = await mustFindView(tx, atual.id);
  await record(tx, {
    tipo: 'cotacao_arquivada',
    title: `Cotação ${formatId(atual.id)} arquivada`,
    antes,
    depois,
    autor: options,
  });
  return depois;
}

export function archiveCotacao(db: Db, options: { id: number } & Autor): Promise<CotacaoView> {
  return db.transaction((tx) => archiveCotacaoTx(tx, options));
}

// ——— the cart (part 1 §4) ———

async function loadParaCarrinho(tx: DbOrTx, options: { venda: number; cotacao: number }) {
  const venda = await loadVenda(tx, options.venda);
  const cotacao = await loadCotacaoParaMudar(tx, options.cotacao);
  if (cotacao.venda !== venda.id) throw new AppError('bad_request', COTACAO_API_MESSAGES.deOutraVenda);
  if (venda.status !== 'proposta') throw new AppError('conflict', C.vendaNaoProposta);
  return cotacao;
}

/** Sends a quote to its sale's cart, inside the caller's transaction; answers the cart. */
export async function addCarrinhoTx(
  tx: DbOrTx,
  options: { venda: number; cotacao: number } & Autor,
): Promise<CotacaoView[]> {
  const atual = await loadParaCarrinho(tx, options);
  const agora = new Date();
  if (atual.archived_at || !podeIrParaCarrinho(atual, agora))
    throw new AppError('conflict', C.naoPodeIrCarrinho);
  // a quote saved before free quotes were refused does not reach invoicing either
  if (valorFinalGratuito(atual.valor_final, atual.custo_agencia))
    throw new AppError('bad_request', COTACAO_CALCULO_MESSAGES.valorFinalGratuito, {
      valor_final: [COTACAO_CALCULO_MESSAGES.valorFinalGratuito],
    });
  const antes = await mustFindView(tx, atual.id);
  await tx
    .update(cotacoes)
    .set({ status: 'carrinho', carrinho_em: agora, updated_at: agora })
    .where(eq(cotacoes.id, atual.id));
  // the request's passengers, chosen once, become its beneficiaries (decision 0076)
  await sincronizarBeneficiariosTx(tx, { cotacao: atual.id });
  await record(tx, {
    tipo: 'cotacao_carrinho',
    title: `Cotação ${formatId(atual.id)} enviada para o carrinho`,
    antes,
    depois: await mustFindView(tx, atual.id),
    autor: options,
  });
  return findCarrinhoDaVenda(tx, options.venda);
}

export function addCarrinho(
  db: Db,
  options: { venda: number; cotacao: number } & Autor,
): Promise<CotacaoView[]> {
  return db.transaction((tx) => addCarrinhoTx(tx, options));
}

/** Takes a quote out of the cart, back to a quote; answers the cart. */
export function removeCarrinho(
  db: Db,
  options: { venda: number; cotacao: number } & Autor,
): Promise<CotacaoView[]> {
  return db.transaction(async (tx) => {
    const atual = await loadParaCarrinho(tx, options);
    if (atual.status !== 'carrinho' || atual.archived_at) throw new AppError('conflict', C.naoNoCarrinho);
    const antes = await mustFindView(tx, atual.id);
    await tx
      .update(cotacoes)
      .set({ status: 'orcamento', carrinho_em: null, updated_at: new Date() })
      .where(eq(cotacoes.id, atual.id));
    await record(tx, {
      tipo: 'cotacao_removida_carrinho',
      title: `Cotação ${formatId(atual.id)} removida do carrinho`,
      antes,
      depois: await mustFindView(tx, atual.id),
      autor: options,
    });
    return findCarrinhoDaVenda(tx, options.venda);
  });
}
