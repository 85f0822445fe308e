import { type CotacaoSaveInput, type SubcotacaoInput, ZCotacaoSave } from '@skyler/domain/cotacoes';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import type {
  OrcamentoCarro,
  OrcamentoHotel,
  OrcamentoOutro,
  OrcamentoVoo,
  TipoOrcamento,
} from '@skyler/domain/orcamentos';
import { TIPOS_OUTRO_SERVICO } from '@skyler/domain/orcamentos';
import type { MeioPagamento, TipoPagamento } from '@skyler/domain/pagamentos';
import { dec, moneyString, toProviderCents } from '@skyler/domain/precos/dinheiro';
import { descontoPadrao } from '@skyler/domain/precos/fatura';
import { repartirSubstituicao } from '@skyler/domain/precos/pagamento';
import {
  type BeneficiarioInput,
  type InformacaoPagamento,
  SERVICO_PAGO,
  ZBeneficiarioInput,
} from '@skyler/domain/servicos';
import { and, asc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import { type Autor, addCarrinhoTx, criarCotacaoTx } from '../../modules/cotacoes/cotacoes.service.ts';
import { atualizarPagamentoTx, substituirPagamentoTx } from '../../modules/pagamentos/pagamentos.service.ts';
import { faturarCarrinhoTx } from '../../modules/servicos/fatura.service.ts';
import { findQuantidadesDasCotacoes } from '../../modules/servicos/servicos.queries.ts';
import {
  cancelarServicoTx,
  faturarServicoTx,
  salvarBeneficiariosTx,
} from '../../modules/servicos/servicos.service.ts';
import { createAuditLog, datarAuditoria } from '../../platform/audit-log.ts';
import type { FileStore } from '../../platform/files.ts';
import type { DbOrTx } from '../client.ts';
import {
  contatos,
  cotacoes,
  empresas,
  moedas,
  notificacoes,
  orcamentos,
  type PagamentoRow,
  pagamentos,
  pagamentos_servicos,
  servicos,
  usuarios,
  vendas,
} from '../schema/index.ts';
import { type CatalogoDemo, carregarCatalogoDemo, fornecedorDe, iata, reais } from './catalogo-demo.ts';
import { CONTATO_AGENCIA } from './contatos.ts';
import { createRandom } from './contatos-demo.ts';
import { pdfDeUmaPagina } from './pdf-demo.ts';

type Random = ReturnType<typeof createRandom>;

const HORA_MS = 3_600_000;
const DIA_MS = 24 * HORA_MS;

/** What happens to a demo sale once its cart is invoiced. */
type Destino =
  /** nothing paid, due the day it was invoiced: overdue */
  | 'atrasado'
  /** nothing paid, due in a few days */
  | 'a_vencer'
  /** unpaid card payment with its Pagar.me link */
  | 'link'
  /** the down payment paid with its receipt, the instalments still open */
  | 'entrada_paga'
  /** everything paid: services in payment validation, open amount zero */
  | 'pago'
  /** paid and invoiced by finance: issuance, or ticket validation for miles tickets */
  | 'faturado'
  /** one service cancelled with its reason, the others awaiting payment */
  | 'cancelado'
  /** the down payment paid, released by finance's exception with its reason before the instalments */
  | 'excecao';

export type Plano = {
  destino: Destino;
  /** days before now the cart was invoiced */
  dias: number;
  /** payment type of each quote in turn (the last one repeats) */
  tipos: TipoPagamento[];
  parcelas?: number;
  meio?: MeioPagamento;
  /** main payments of every quote joined into one */
  juntos?: boolean;
  /** flights priced with miles tickets */
  milhas?: boolean;
  /** flights priced with miles-wallet tickets */
  wallet?: boolean;
  /** the sale's requests of these kinds only (all of them otherwise) */
  tiposPedido?: TipoOrcamento[];
  /** the best-practices answer when finance invoices it */
  seguiuManual?: boolean;
  /** a receipt file on the concluded payments */
  comprovante?: boolean;
  /** due date of the main payment, in days after the invoicing */
  vencimentoEm?: number;
  /** the least number of requests (quotes) the sale must have */
  pedidos?: number;
  /**
   * cancelado: the down payments concluded before the last service is cancelled, so its own stays concluded
   * (the money goes back through a RAC; it cannot be reopened, decision 0063)
   */
  entradaPaga?: boolean;
  /** the main payment replaced ("Substituir", decision 0066): half by Pix a week earlier, the rest as it was */
  substituido?: boolean;
};

/**
 * The demo's invoiced sales, one plan each: every payment type (à vista, parcelado, parcelado com entrada
 * in 10 instalments, portal do fornecedor), joined payments, overdue, due soon and paid payments, a card
 * link, and services in every status of the payment flow.
 */
const PLANOS: Plano[] = [
  { destino: 'atrasado', dias: 41, tipos: ['pagamentoAVista'], pedidos: 2 },
  {
    destino: 'entrada_paga',
    dias: 9,
    tipos: ['pagamentoParceladoEntrada'],
    parcelas: 10,
    vencimentoEm: 12,
    comprovante: true,
  },
  { destino: 'link', dias: 3, tipos: ['pagamentoParcelado'], parcelas: 6, meio: 'pagarme', vencimentoEm: 5 },
  { destino: 'pago', dias: 12, tipos: ['pagamentoAVistaPortalFornecedor'] },
  { destino: 'pago', dias: 6, tipos: ['pagamentoAVista'], juntos: true, comprovante: true, pedidos: 3 },
  {
    destino: 'faturado',
    dias: 28,
    tipos: ['pagamentoAVista', 'pagamentoParcelado'],
    parcelas: 3,
    comprovante: true,
    pedidos: 3,
  },
  { destino: 'faturado', dias: 17, tipos: ['pagamentoAVista'], milhas: true, comprovante: true },
  { destino: 'cancelado', dias: 22, tipos: ['pagamentoAVista', 'pagamentoParcelado'], parcelas: 4 },
  {
    destino: 'a_vencer',
    dias: 4,
    tipos: ['pagamentoParcelado'],
    parcelas: 3,
    meio: 'rede',
    vencimentoEm: 7,
    pedidos: 2,
    substituido: true,
  },
  { destino: 'atrasado', dias: 19, tipos: ['pagamentoParceladoEntrada'], parcelas: 10, vencimentoEm: 10 },
  { destino: 'faturado', dias: 35, tipos: ['pagamentoParcelado'], parcelas: 12, seguiuManual: false },
  {
    destino: 'a_vencer',
    dias: 2,
    tipos: ['pagamentoAVista', 'pagamentoAVistaPortalFornecedor'],
    vencimentoEm: 3,
  },
  { destino: 'pago', dias: 14, tipos: ['pagamentoParcelado'], parcelas: 5, juntos: true },
  {
    destino: 'faturado',
    dias: 50,
    tipos: ['pagamentoAVistaPortalFornecedor', 'pagamentoAVista'],
    milhas: true,
  },
  { destino: 'atrasado', dias: 26, tipos: ['pagamentoParcelado'], parcelas: 2, meio: 'rede', pedidos: 2 },
  {
    destino: 'cancelado',
    dias: 8,
    tipos: ['pagamentoParceladoEntrada'],
    parcelas: 10,
    pedidos: 2,
    entradaPaga: true,
  },
  {
    destino: 'entrada_paga',
    dias: 31,
    tipos: ['pagamentoParceladoEntrada'],
    parcelas: 8,
    vencimentoEm: 45,
    pedidos: 2,
  },
  { destino: 'faturado', dias: 44, tipos: ['pagamentoAVista'], juntos: true, comprovante: true, pedidos: 2 },
  { destino: 'a_vencer', dias: 1, tipos: ['pagamentoAVista'], vencimentoEm: 2 },
  { destino: 'pago', dias: 3, tipos: ['pagamentoAVista', 'pagamentoParcelado'], parcelas: 2, pedidos: 2 },
  // waiting for the miles team in the authorization panel
  { destino: 'faturado', dias: 2, tipos: ['pagamentoAVista'], wallet: true, tiposPedido: ['orcamento_voo'] },
  // a hotel released to issuance on the down payment alone, by finance's exception
  {
    destino: 'excecao',
    dias: 9,
    tipos: ['pagamentoParceladoEntrada'],
    parcelas: 10,
    vencimentoEm: 30,
    tiposPedido: ['orcamento_hotel'],
  },
];

/** Finance's reason for releasing the demo's unpaid hotel (decision 0053). */
export const MOTIVO_EXCECAO_DEMO =
  'Cliente corporativo com contrato: o saldo parcelado vence depois do check-in, liberado pela diretoria.';

const MOTIVOS_CANCELAMENTO = [
  'Cliente desistiu do hotel.',
  'Voo cancelado pela companhia.',
  'Cliente mudou as datas da viagem.',
];
const NAO_SEGUIU = 'Cliente pediu emissão antes do envio do voucher.';

type Catalogo = CatalogoDemo & {
  /** hotels and other services bought in another currency (decision 0064), by turns */
  moedasHotel: ({ id: number; divisor: number } | null)[];
  hoteis: number;
  moedasOutro: ({ id: number; divisor: number } | null)[];
  outros: number;
};

async function carregarCatalogo(tx: DbOrTx): Promise<Catalogo> {
  const catalogo = await carregarCatalogoDemo(tx);
  const emMoeda = await tx
    .select({ id: moedas.id, sigla: moedas.sigla })
    .from(moedas)
    .where(inArray(moedas.sigla, ['USD', 'EUR']));
  const moedaDe = (sigla: string, divisor: number) => {
    const id = emMoeda.find((m) => m.sigla === sigla)?.id;
    return id === undefined ? null : { id, divisor };
  };
  return {
    ...catalogo,
    moedasHotel: [moedaDe('EUR', 6), moedaDe('USD', 5)],
    hoteis: 0,
    moedasOutro: [moedaDe('EUR', 6)],
    outros: 0,
  };
}

/** A value drawn in reais, in the currency the cost is bought in (about the rate), to the cent. */
const naMoeda = (valor: string, moeda: { divisor: number } | null) =>
  moeda ? moneyString(dec(valor).div(moeda.divisor)) : valor;

const PROGRAMA_DA_CIA: Record<string, string> = {
  LA: 'LATAM Pass',
  G3: 'Smiles',
  AD: 'TudoAzul',
  TP: 'TAP Miles&Go',
};

type TipoBilhete = 'pagante' | 'milha' | 'wallet';

/**
 * Direct flights on the request's legs: paid tickets from a supplier, or miles or miles-wallet tickets of the
 * airline's programme.
 */
function bilhetes(
  random: Random,
  catalogo: Catalogo,
  voo: OrcamentoVoo,
  tipo: TipoBilhete,
): SubcotacaoInput[] {
  const passageiros = voo.adultos + voo.criancas + voo.bebes;
  const idaVolta = voo.tipo_trecho === 'ida_volta';
  return voo.trechos.map((trecho, indice) => {
    const ciaIata = random.pick(['LA', 'G3', 'AD']);
    const cia = catalogo.cia.get(ciaIata) ?? null;
    const saida = random.int(6, 20);
    const partida = `${trecho.data_inicio}T${String(saida).padStart(2, '0')}:${random.pick(['05', '25', '40'])}`;
    const chegada = `${trecho.data_inicio}T${String(saida + random.int(1, 3)).padStart(2, '0')}:${random.pick(['10', '35', '55'])}`;
    const comum = {
      bilhete_ida: idaVolta && indice === 0,
      bilhete_volta: idaVolta && indice === 1,
      bilhete_independente: !idaVolta,
      rav: reais(random, 60, 180),
      viagem: {
        trechos: [
          {
            pernas: [
              {
                origem: iata(trecho.origem),
                destino: iata(trecho.destino),
                cia_aerea: cia,
                data_hora_partida: partida,
                data_hora_chegada: chegada,
                numero_do_voo: `${ciaIata}${random.int(1000, 9899)}`,
                adultos: voo.adultos,
                criancas: voo.criancas,
                bebes: voo.bebes,
                bagagem_23kg: random.pick([0, 1]),
                economica: true,
              },
            ],
          },
        ],
      },
    };
    const programa = catalogo.programa.get(PROGRAMA_DA_CIA[ciaIata] ?? 'Smiles') ?? null;
    if (tipo === 'milha' && programa !== null) {
      return {
        ...comum,
        tipo_cotacao: 'milha',
        programa_fidelidade: programa,
        quantidade_milhas: random.int(16, 60) * 500 * passageiros,
        ajuste_efetivo: '0',
        custo_taxa_embarque: reais(random, 40, 95),
      };
    }
    if (tipo === 'wallet' && programa !== null) {
      return {
        ...comum,
        tipo_cotacao: 'wallet',
        programa_fidelidade: programa,
        custo_bilhete: `${random.int(450, 1900) * passageiros}.00`,
        custo_taxa_embarque: reais(random, 40, 95),
      };
    }
    const provedor = (catalogo.provedoresPorTipo.get('aereo') ?? []).find((p) => p.cia === cia)?.id ?? null;
    return {
      ...comum,
      tipo_cotacao: 'pagante',
      fornecedor: fornecedorDe(random, catalogo, provedor),
      provedor,
      custo_bilhete: `${random.int(420, 1600) * passageiros}.00`,
      custo_taxa_embarque: reais(random, 35, 95),
    };
  });
}

const DESCRICAO_VOO: Record<TipoBilhete, string> = {
  pagante: 'Tarifa pagante',
  milha: 'Emissão com milhas',
  wallet: 'Wallet com milhas',
};

/** The quote of one request, priced by the quotes' own service from these costs. */
function cotacaoDoPedido(
  random: Random,
  catalogo: Catalogo,
  tipo: TipoOrcamento,
  detalhes: Record<string, unknown>,
  bilhete: TipoBilhete,
): Omit<CotacaoSaveInput, 'cotado_por'> | null {
  switch (tipo) {
    case 'orcamento_voo': {
      const voo = detalhes as unknown as OrcamentoVoo;
      return {
        descricao: DESCRICAO_VOO[bilhete],
        cotacao_voo: { subcotacoes: bilhetes(random, catalogo, voo, bilhete) },
      };
    }
    case 'orcamento_hotel': {
      const hotel = detalhes as unknown as OrcamentoHotel;
      const provedor = random.pick(catalogo.provedoresPorTipo.get('hospedagem') ?? [null]);
      if (!provedor) return null;
      const noites = Math.max(
        1,
        Math.round((Date.parse(hotel.checkout_inicio) - Date.parse(hotel.checkin_inicio)) / DIA_MS),
      );
      // the operator's rate: its payment order is owed in reais beside the foreign amount (decision 0064)
      const moeda = catalogo.moedasHotel[catalogo.hoteis % catalogo.moedasHotel.length] ?? null;
      catalogo.hoteis += 1;
      return {
        descricao: provedor.nome.slice(0, 30).trim(),
        cotacao_hotel: {
          fornecedor: fornecedorDe(random, catalogo, provedor.id),
          provedor: provedor.id,
          nome_hotel: provedor.nome,
          local_hotel: hotel.local,
          checkin_inicio: hotel.checkin_inicio,
          checkout_inicio: hotel.checkout_inicio,
          diarias: noites,
          adultos: hotel.adultos,
          criancas: hotel.criancas,
          bebes: hotel.bebes,
          quartos: hotel.quartos,
          ...(moeda ? { moeda: moeda.id } : {}),
          custo_diaria: naMoeda(`${random.int(280, 1200) * hotel.quartos}.00`, moeda),
          // abroad, the city's tourist tax per room and night is paid to the hotel beside the nights
          ...(moeda ? { custo_extras: moneyString(dec('3.75').times(noites * hotel.quartos)) } : {}),
          rav: reais(random, 80, 250),
          cafe: true,
        },
      };
    }
    case 'orcamento_carro': {
      const carro = detalhes as unknown as OrcamentoCarro;
      const provedor = random.pick(catalogo.provedoresPorTipo.get('locadora_de_carro') ?? [null]);
      if (!provedor) return null;
      const diarias = Math.max(
        1,
        Math.round(
          (Date.parse(carro.data_devolucao_inicio) - Date.parse(carro.data_retirada_inicio)) / DIA_MS,
        ),
      );
      return {
        descricao: 'Sedã médio',
        cotacao_carro: {
          fornecedor: fornecedorDe(random, catalogo, provedor.id),
          provedor: provedor.id,
          local_retirada: carro.local_retirada,
          local_devolucao: carro.local_devolucao,
          data_hora_retirada: `${carro.data_retirada_inicio}T10:00`,
          data_hora_devolucao: `${carro.data_devolucao_inicio}T10:00`,
          empresa: provedor.nome,
          tipo_carro: 'Sedã médio',
          diarias,
          custo_diaria: reais(random, 120, 360),
          custo_seguro: `${35 * diarias}.00`,
          rav: reais(random, 50, 120),
        },
      };
    }
    case 'orcamento_outro': {
      const outro = detalhes as unknown as OrcamentoOutro;
      const provedor = random.pick(catalogo.provedoresPorTipo.get('outro') ?? [null]);
      const nome = TIPOS_OUTRO_SERVICO.label(outro.nome_servico);
      const moeda = catalogo.moedasOutro[catalogo.outros % catalogo.moedasOutro.length] ?? null;
      catalogo.outros += 1;
      return {
        descricao: nome.slice(0, 30).trim(),
        cotacao_outro: {
          fornecedor: fornecedorDe(random, catalogo, provedor?.id ?? null),
          provedor: provedor?.id ?? null,
          nome_servico: (outro.descricao_servico || nome).slice(0, 100),
          descricao_servico: outro.descricao_servico,
          local: outro.local,
          data_inicio: outro.data_inicio_inicio,
          data_fim: outro.data_inicio_fim ?? outro.data_inicio_inicio,
          ...(moeda ? { moeda: moeda.id } : {}),
          custo_total: naMoeda(reais(random, 250, 2200), moeda),
          rav: reais(random, 40, 150),
        },
      };
    }
  }
}

/** Who travels on a quote: the sale's client first, then other contacts, with seat and room details. */
function beneficiariosDe(
  random: Random,
  tipo: TipoOrcamento,
  quantidade: number,
  cliente: number | null,
  pessoas: number[],
): BeneficiarioInput[] {
  const escolhidos: number[] = cliente !== null ? [cliente] : [];
  while (escolhidos.length < quantidade) {
    const outro = random.pick(pessoas);
    if (!escolhidos.includes(outro)) escolhidos.push(outro);
  }
  return escolhidos.slice(0, quantidade).map((contato, indice) =>
    ZBeneficiarioInput.parse(
      tipo === 'orcamento_voo'
        ? {
            contato,
            assento: `${random.int(8, 32)}${random.pick(['A', 'C', 'D', 'F'])}`,
            tipo_assento: random.pick(['Padrão', 'Padrão', 'Conforto', 'Saída de emergência']),
            bagagem: random.pick(['Mão 10 kg', 'Despachada 23 kg']),
          }
        : tipo === 'orcamento_hotel'
          ? {
              contato,
              tipo_quarto: indice === 0 ? random.pick(['Casal', 'Duplo', 'Luxo vista mar']) : 'Duplo',
            }
          : { contato },
    ),
  );
}

/** Ends a step of a sale: the notifications it wrote move back to the moment it happened. */
async function datarPasso(
  tx: DbOrTx,
  options: { venda: number; desdeNotificacao: number; em: Date },
): Promise<void> {
  await datarAuditoria(tx, null);
  await tx
    .update(notificacoes)
    .set({
      created_at: options.em,
      atualizada_em: options.em,
      lido: options.em.getTime() < Date.now() - 7 * DIA_MS,
    })
    .where(and(eq(notificacoes.venda, options.venda), gt(notificacoes.id, options.desdeNotificacao)));
}

/** Starts a step that happened at `em`: its audit rows are dated `em` as they are written. */
async function marcas(tx: DbOrTx, em: Date): Promise<{ desdeNotificacao: number }> {
  await datarAuditoria(tx, em);
  const [notificacao] = await tx.select({ id: max(notificacoes.id) }).from(notificacoes);
  return { desdeNotificacao: notificacao?.id ?? 0 };
}

const diaDe = (data: Date) => hojeNaAgencia(data);

/**
 * Demo invoicing, services and payments, after the demo quotes: beneficiaries on half of the carts still
 * waiting, and sales whose carts are quoted, filled and invoiced through the invoicing service itself (so
 * the figures are the pricing engine's), then paid, invoiced by finance or cancelled through the services'
 * own functions, each step dated when it happened. Deterministic but for the dates, which follow the
 * moment of seeding.
 */
export async function seedServicosDemo(
  tx: DbOrTx,
  { files, agora = new Date() }: { files?: FileStore | undefined; agora?: Date } = {},
): Promise<void> {
  const random = createRandom(20_261_214);
  // without the reference data (currencies, suppliers) there are no quotes to invoice
  const [moeda] = await tx.select({ id: moedas.id }).from(moedas).limit(1);
  if (!moeda) return;
  const equipe = await tx
    .select({
      id: usuarios.id,
      username: usuarios.username,
      cotador_extra: usuarios.cotador_extra,
      pertencente: usuarios.pertencente,
    })
    .from(usuarios)
    .where(inArray(usuarios.username, ['cotador', 'financeiro', 'admin']));
  const cotador = equipe.find((u) => u.username === 'cotador');
  const financeiro =
    equipe.find((u) => u.username === 'financeiro') ?? equipe.find((u) => u.username === 'admin');
  if (!cotador || !financeiro) return;
  const pessoas = (
    await tx
      .select({ id: contatos.id })
      .from(contatos)
      .where(sql`${contatos.nome} <> ${CONTATO_AGENCIA.nome}`)
      .orderBy(asc(contatos.id))
  ).map((c) => c.id);
  if (pessoas.length < 12) return;

  // carts still waiting: beneficiaries chosen on every other sale, one of them only half done
  const esperando = await tx
    .select({
      cotacao: cotacoes.id,
      venda: cotacoes.venda,
      tipo: cotacoes.tipo_servico,
      cliente: vendas.cliente,
    })
    .from(cotacoes)
    .innerJoin(vendas, eq(vendas.id, cotacoes.venda))
    .where(and(eq(cotacoes.status, 'carrinho'), isNull(cotacoes.archived_at), eq(vendas.status, 'proposta')))
    .orderBy(asc(cotacoes.venda), asc(cotacoes.id));
  const vendasEsperando = [...new Set(esperando.map((c) => c.venda))];
  const quantidades = await findQuantidadesDasCotacoes(
    tx,
    esperando.map((c) => c.cotacao),
  );
  for (const [n, venda] of vendasEsperando.entries()) {
    if (n % 2 === 1) continue;
    for (const [k, item] of esperando.filter((c) => c.venda === venda).entries()) {
      const quantidade = quantidades.get(item.cotacao) ?? 1;
      const metade = n === 2 && k === 0 && quantidade > 1;
      const lista = beneficiariosDe(random, item.tipo, quantidade, item.cliente, pessoas);
      await salvarBeneficiariosTx(tx, {
        cotacao: item.cotacao,
        body: { beneficiarios: metade ? lista.slice(0, Math.ceil(quantidade / 2)) : lista },
        user: cotador,
        ip: null,
      });
    }
  }

  await faturarVendasDemo(tx, { random, planos: PLANOS, files, agora, cotador, financeiro, pessoas });
  await darVendasAosPrincipais(tx);
}

/** The first contacts and companies of their lists, which the demo's sales with services are given to. */
export const PRINCIPAIS_DEMO = { contatos: 3, empresas: 2 } as const;

/**
 * The contacts and companies the lists open with (alphabetical) become the clients of two invoiced demo sales
 * each, one with a paid service, so their Serviços, Cotações pagas and Beneficiários tabs show content (decision
 * 0057). Each change is the sale's consultant's edit, audited; the payments' copy of the client follows by trigger.
 */
async function darVendasAosPrincipais(tx: DbOrTx): Promise<void> {
  const principais = [
    ...(
      await tx
        .select({ id: contatos.id })
        .from(contatos)
        .where(sql`${contatos.nome} <> ${CONTATO_AGENCIA.nome}`)
        .orderBy(asc(contatos.nome_busca), asc(contatos.id))
        .limit(PRINCIPAIS_DEMO.contatos)
    ).map((c) => ({ cliente: c.id, cliente_empresa: null })),
    ...(
      await tx
        .select({ id: empresas.id })
        .from(empresas)
        .orderBy(asc(empresas.nome_busca), asc(empresas.id))
        .limit(PRINCIPAIS_DEMO.empresas)
    ).map((e) => ({ cliente: null, cliente_empresa: e.id })),
  ];
  const comServicos = await tx
    .select({
      venda: servicos.venda,
      paga: sql<boolean>`bool_or(${inArray(servicos.status, [...SERVICO_PAGO])})`,
    })
    .from(servicos)
    .groupBy(servicos.venda)
    .orderBy(asc(servicos.venda));
  const pagas = comServicos.filter((v) => v.paga).map((v) => v.venda);
  const outras = comServicos.filter((v) => !v.paga).map((v) => v.venda);
  for (const [i, cliente] of principais.entries()) {
    for (const venda of [pagas[i], outras[i]]) {
      if (venda === undefined) continue;
      const [antes] = await tx.select().from(vendas).where(eq(vendas.id, venda));
      if (!antes) continue;
      const [depois] = await tx
        .update(vendas)
        .set({ ...cliente, indicacao: null })
        .where(eq(vendas.id, venda))
        .returning();
      await createAuditLog(tx, {
        tipo: 'venda_editada',
        usuario: antes.consultor,
        venda,
        antes,
        depois,
        meta: { entidade: 'venda', id: venda, ip: '127.0.0.1' },
      });
    }
  }
}

/**
 * Sales whose open requests nobody quoted yet, created long enough ago, quoted, invoiced and taken through
 * the payment flow by one plan each (the newest such sales first).
 */
export async function faturarVendasDemo(
  tx: DbOrTx,
  options: {
    random: Random;
    planos: readonly Plano[];
    files: FileStore | undefined;
    agora: Date;
    cotador: Usuario;
    financeiro: Usuario;
    /** the contacts beneficiaries are drawn from */
    pessoas: number[];
  },
): Promise<number[]> {
  const { random, files, agora, cotador, financeiro, pessoas } = options;
  const catalogo = await carregarCatalogo(tx);
  const candidatas = await tx
    .select({
      id: vendas.id,
      cliente: vendas.cliente,
      empresa: vendas.cliente_empresa,
      consultor: vendas.consultor,
      created_at: vendas.created_at,
    })
    .from(vendas)
    .where(
      and(
        eq(vendas.status, 'proposta'),
        sql`${vendas.consultor} is not null`,
        sql`${vendas.created_at} < ${new Date(agora.getTime() - 60 * DIA_MS)}`,
        sql`not exists (select 1 from ${cotacoes} where ${cotacoes.venda} = ${vendas.id})`,
        sql`exists (select 1 from ${orcamentos} where ${orcamentos.venda} = ${vendas.id} and ${orcamentos.status} = 'aberto')`,
      ),
    )
    .orderBy(sql`${vendas.id} desc`)
    .limit(400);
  const abertos = await tx
    .select({
      id: orcamentos.id,
      venda: orcamentos.venda,
      tipo: orcamentos.tipo_servico,
      detalhes: orcamentos.detalhes,
    })
    .from(orcamentos)
    .where(
      and(
        inArray(
          orcamentos.venda,
          candidatas.map((v) => v.id),
        ),
        eq(orcamentos.status, 'aberto'),
      ),
    )
    .orderBy(asc(orcamentos.id));
  const pedidosDe = new Map<number, typeof abertos>();
  for (const pedido of abertos) pedidosDe.set(pedido.venda, [...(pedidosDe.get(pedido.venda) ?? []), pedido]);
  const usadas = new Set<number>();

  const faturadas: number[] = [];
  for (const plano of options.planos) {
    // miles tickets need a flight request; several payment types or joined payments, two requests or more
    const minimo = Math.max(plano.pedidos ?? 1, plano.juntos ? 2 : plano.tipos.length);
    const doPlano = (v: { id: number }) =>
      (pedidosDe.get(v.id) ?? []).filter((p) => !plano.tiposPedido || plano.tiposPedido.includes(p.tipo));
    const venda = candidatas.find((v) => {
      const pedidos = doPlano(v);
      return (
        !usadas.has(v.id) &&
        pedidos.length >= minimo &&
        (!(plano.milhas || plano.wallet) || pedidos.some((p) => p.tipo === 'orcamento_voo'))
      );
    });
    if (!venda) continue;
    const pedidos = doPlano(venda).slice(0, 5);
    usadas.add(venda.id);
    faturadas.push(venda.id);
    await faturarVenda(tx, {
      random,
      catalogo,
      plano,
      venda,
      pedidos,
      pessoas,
      cotador,
      financeiro,
      files,
      agora,
    });
  }
  return faturadas;
}

type Usuario = { id: number; cotador_extra: readonly number[]; pertencente: readonly string[] };

async function faturarVenda(
  tx: DbOrTx,
  options: {
    random: Random;
    catalogo: Catalogo;
    plano: Plano;
    venda: { id: number; cliente: number | null; empresa: number | null };
    pedidos: { id: number; tipo: TipoOrcamento; detalhes: Record<string, unknown> }[];
    pessoas: number[];
    cotador: Usuario;
    financeiro: Usuario;
    files: FileStore | undefined;
    agora: Date;
  },
): Promise<void> {
  const { random, catalogo, plano, venda, pedidos, cotador, financeiro, agora } = options;
  const faturadoEm = new Date(agora.getTime() - plano.dias * DIA_MS - random.int(1, 8) * HORA_MS);
  const cotadoEm = new Date(faturadoEm.getTime() - random.int(20, 60) * HORA_MS);
  const autor: Autor = { user: cotador, ip: null };

  // quoted and put in the cart (dated back below), with the beneficiaries the invoicing needs
  let passo = await marcas(tx, cotadoEm);
  const cotadas: { id: number; tipo: TipoOrcamento; valor_final: string }[] = [];
  for (const pedido of pedidos) {
    const bilhete: TipoBilhete = plano.wallet ? 'wallet' : plano.milhas ? 'milha' : 'pagante';
    const parte = cotacaoDoPedido(random, catalogo, pedido.tipo, pedido.detalhes, bilhete);
    if (!parte) continue;
    const body = ZCotacaoSave.parse({ ...parte, cotado_por: cotador.id });
    const cotacao = await criarCotacaoTx(tx, { orcamento: pedido.id, body, ...autor });
    await addCarrinhoTx(tx, { venda: venda.id, cotacao: cotacao.id, ...autor });
    cotadas.push({ id: cotacao.id, tipo: pedido.tipo, valor_final: cotacao.valor_final });
  }
  if (cotadas.length === 0) return;
  await tx
    .update(cotacoes)
    .set({ data_hora_cotacao: cotadoEm, created_at: cotadoEm, carrinho_em: cotadoEm, updated_at: faturadoEm })
    .where(
      inArray(
        cotacoes.id,
        cotadas.map((c) => c.id),
      ),
    );
  await datarPasso(tx, { venda: venda.id, ...passo, em: cotadoEm });

  const quantidades = await findQuantidadesDasCotacoes(
    tx,
    cotadas.map((c) => c.id),
  );
  const informacoes: InformacaoPagamento[] = cotadas.map((cotacao, indice) => {
    const tipo = plano.tipos[Math.min(indice, plano.tipos.length - 1)] ?? 'pagamentoAVista';
    const parcelado = tipo === 'pagamentoParcelado' || tipo === 'pagamentoParceladoEntrada';
    const parcelas = parcelado ? (plano.parcelas ?? 10) : 1;
    const valorEntrada =
      tipo === 'pagamentoParceladoEntrada'
        ? (Math.floor(Number(cotacao.valor_final) * 0.3 * 100) / 100).toFixed(2)
        : null;
    const meio = parcelado ? (plano.meio ?? 'pagarme') : undefined;
    return {
      cotacao: cotacao.id,
      name: tipo,
      meio_pagamento: meio ?? null,
      numeroParcelas: parcelado ? parcelas : null,
      valorEntrada,
      desconto: descontoPadrao({ tipo, valorAVista: cotacao.valor_final, parcelas, valorEntrada }),
      data_vencimento:
        plano.vencimentoEm !== undefined
          ? diaDe(new Date(faturadoEm.getTime() + plano.vencimentoEm * DIA_MS))
          : null,
      responsavel_financeiro: venda.empresa !== null ? null : venda.cliente,
      responsavel_financeiro_empresa: venda.empresa,
    };
  });
  passo = await marcas(tx, faturadoEm);
  const criados = await faturarCarrinhoTx(tx, {
    venda: venda.id,
    agora: faturadoEm,
    body: {
      carrinho: cotadas.map((cotacao) => ({
        id: cotacao.id,
        beneficiarios: beneficiariosDe(
          random,
          cotacao.tipo,
          quantidades.get(cotacao.id) ?? 1,
          venda.cliente,
          options.pessoas,
        ),
      })),
      informacoes_pagamento: informacoes,
      pagamentosJuntos: plano.juntos && cotadas.length > 1 ? [cotadas.map((c) => c.id)] : undefined,
    },
    user: cotador,
    ip: null,
  });
  await tx
    .update(pagamentos)
    .set({ created_at: faturadoEm, updated_at: faturadoEm })
    .where(eq(pagamentos.venda, venda.id));
  await datarPasso(tx, { venda: venda.id, ...passo, em: faturadoEm });

  const lista = await tx
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.venda, venda.id))
    .orderBy(asc(pagamentos.id));
  const pagoEm = new Date(
    Math.min(faturadoEm.getTime() + random.int(4, 40) * HORA_MS, agora.getTime() - HORA_MS),
  );
  const pagar = async (pagamento: PagamentoRow, comprovante: boolean) => {
    const marca = await marcas(tx, pagoEm);
    const partes = await tx
      .select({ servico: pagamentos_servicos.servico, valor: pagamentos_servicos.valor })
      .from(pagamentos_servicos)
      .where(eq(pagamentos_servicos.pagamento, pagamento.id))
      .orderBy(asc(pagamentos_servicos.servico));
    await atualizarPagamentoTx(tx, {
      id: pagamento.id,
      body: {
        venda: venda.id,
        valor_pagamento: { valor: pagamento.valor, moeda: 'BRL' },
        servicos: partes,
        descricao: pagamento.descricao,
        meio_pagamento: pagamento.meio_pagamento as MeioPagamento,
        taxa_meio_pagamento: pagamento.taxa_meio_pagamento,
        num_parcelas: pagamento.num_parcelas,
        data_vencimento: pagamento.data_vencimento,
        data_pagamento: diaDe(pagoEm),
        status: 'concluido',
        responsavel_financeiro: pagamento.responsavel_financeiro,
        responsavel_financeiro_empresa: pagamento.responsavel_financeiro_empresa,
      },
      user: financeiro,
      ip: null,
    });
    if (comprovante && options.files)
      await anexarComprovante(tx, {
        files: options.files,
        pagamento,
        venda: venda.id,
        financeiro,
        em: pagoEm,
      });
    await tx
      .update(pagamentos)
      .set({ concluido_em: pagoEm, updated_at: pagoEm })
      .where(eq(pagamentos.id, pagamento.id));
    await tx.update(servicos).set({ updated_at: pagoEm }).where(eq(servicos.venda, venda.id));
    await datarPasso(tx, { venda: venda.id, ...marca, em: pagoEm });
  };

  switch (plano.destino) {
    case 'atrasado':
    case 'a_vencer': {
      const principal = lista.at(-1);
      if (!plano.substituido || !principal) return;
      const partes = await tx
        .select({ servico: pagamentos_servicos.servico, valor: pagamentos_servicos.valor })
        .from(pagamentos_servicos)
        .where(eq(pagamentos_servicos.pagamento, principal.id))
        .orderBy(asc(pagamentos_servicos.servico));
      const metade = moneyString(dec(principal.valor).div(2));
      const resto = moneyString(dec(principal.valor).minus(metade));
      const [pix = [], cartao = []] = repartirSubstituicao(partes, [metade, resto]) ?? [];
      const vencimento = principal.data_vencimento ?? diaDe(pagoEm);
      await substituirPagamentoTx(tx, {
        id: principal.id,
        body: {
          versao: principal.versao,
          pagamentos: [
            {
              valor_pagamento: { valor: metade, moeda: 'BRL' },
              servicos: pix,
              meio_pagamento: 'pix',
              data_vencimento: diaDe(
                new Date(new Date(`${vencimento}T12:00:00Z`).getTime() - 7 * 24 * HORA_MS),
              ),
            },
            {
              valor_pagamento: { valor: resto, moeda: 'BRL' },
              servicos: cartao,
              meio_pagamento: principal.meio_pagamento as MeioPagamento,
              num_parcelas: principal.num_parcelas,
              data_vencimento: vencimento,
            },
          ],
        },
        user: financeiro,
        ip: null,
      });
      return;
    }
    case 'link': {
      const cartao = lista.find((p) => p.meio_pagamento === 'pagarme');
      if (!cartao) return;
      const marca = await marcas(tx, pagoEm);
      const pagarmeId = `pl_demo${String(cartao.id).padStart(6, '0')}`;
      await tx
        .update(pagamentos)
        .set({
          pagarme_id: pagarmeId,
          pagarme_link: `https://payment-link.pagar.me/${pagarmeId}`,
          pagarme_centavos: toProviderCents(dec(cartao.valor).plus(cartao.taxa_meio_pagamento)),
        })
        .where(eq(pagamentos.id, cartao.id));
      await createAuditLog(tx, {
        tipo: 'pagamento_link',
        usuario: financeiro.id,
        venda: venda.id,
        antes: cartao,
        depois: { ...cartao, pagarme_id: pagarmeId },
        meta: { entidade: 'pagamento', id: cartao.id },
      });
      await datarPasso(tx, { venda: venda.id, ...marca, em: pagoEm });
      return;
    }
    case 'entrada_paga':
    case 'excecao': {
      const entrada = lista.find((p) => p.origem === 'entrada');
      if (entrada) await pagar(entrada, Boolean(plano.comprovante));
      if (plano.destino === 'entrada_paga') return;
      break;
    }
    case 'pago':
    case 'faturado':
      for (const [indice, pagamento] of lista.entries())
        await pagar(pagamento, Boolean(plano.comprovante) && indice % 2 === 0);
      break;
    case 'cancelado':
      if (plano.entradaPaga)
        for (const entrada of lista.filter((p) => p.origem === 'entrada')) await pagar(entrada, false);
      break;
  }

  const faturarEm = new Date(
    Math.min(pagoEm.getTime() + random.int(3, 30) * HORA_MS, agora.getTime() - 30 * 60_000),
  );
  const marca = await marcas(tx, faturarEm);
  if (plano.destino === 'faturado' || plano.destino === 'excecao') {
    for (const servico of criados) {
      const seguiu = plano.seguiuManual ?? true;
      await faturarServicoTx(tx, {
        id: servico.id,
        body: {
          seguiu_manual_boas_praticas: seguiu,
          motivo_nao_seguimento_boas_praticas: seguiu ? null : NAO_SEGUIU,
          ...(plano.destino === 'excecao'
            ? { excecao_pagamento: true, motivo_excecao_pagamento: MOTIVO_EXCECAO_DEMO }
            : {}),
        },
        user: financeiro,
        ip: null,
      });
    }
    await tx
      .update(servicos)
      .set({ faturado_em: faturarEm, updated_at: faturarEm })
      .where(eq(servicos.venda, venda.id));
    if (plano.destino === 'excecao')
      await tx
        .update(servicos)
        .set({ excecao_pagamento_em: faturarEm })
        .where(and(eq(servicos.venda, venda.id), sql`${servicos.excecao_pagamento_em} is not null`));
  }
  if (plano.destino === 'cancelado') {
    const ultimo = criados[criados.length - 1];
    if (!ultimo) return;
    await cancelarServicoTx(tx, {
      id: ultimo.id,
      body: { motivo_cancelamento: random.pick(MOTIVOS_CANCELAMENTO) },
      user: financeiro,
      ip: null,
    });
    await tx
      .update(servicos)
      .set({ cancelado_em: faturarEm, updated_at: faturarEm })
      .where(eq(servicos.id, ultimo.id));
  }
  await datarPasso(tx, { venda: venda.id, ...marca, em: faturarEm });
}

/** A one-page PDF receipt of a Pix transfer, as a client sends it. */
function comprovantePdf(pagamento: PagamentoRow, em: Date): Buffer {
  const valor = Number(pagamento.valor).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  const linhas = [
    'Comprovante de transferencia Pix',
    `Valor: ${valor.replace(/\u00a0/g, ' ')}`,
    `Data: ${diaDe(em).split('-').reverse().join('/')}`,
    `Identificador: E${String(pagamento.id).padStart(8, '0')}${diaDe(em).replaceAll('-', '')}`,
    'Destino: Skyler Viagens e Turismo',
  ];
  const texto = linhas
    .map(
      (linha, i) =>
        `BT /F1 ${i === 0 ? 16 : 12} Tf 56 ${780 - i * 28} Td (${linha.replace(/[()\\]/g, '')}) Tj ET`,
    )
    .join('\n');
  return pdfDeUmaPagina(texto);
}

/** The receipt of a concluded payment, stored through the file store as an upload would be. */
async function anexarComprovante(
  tx: DbOrTx,
  options: { files: FileStore; pagamento: PagamentoRow; venda: number; financeiro: { id: number }; em: Date },
): Promise<void> {
  const { pagamento } = options;
  const salvo = await options.files.save({
    data: comprovantePdf(pagamento, options.em),
    nome: `comprovante-pix-${pagamento.id}.pdf`,
    kinds: ['imagem', 'pdf'],
  });
  await tx
    .update(pagamentos)
    .set({ documento_comprovante: salvo.key, documento_nome: salvo.nome, documento_tipo: salvo.mime })
    .where(eq(pagamentos.id, pagamento.id));
  await createAuditLog(tx, {
    tipo: 'pagamento_comprovante',
    usuario: options.financeiro.id,
    venda: options.venda,
    antes: { documento_nome: pagamento.documento_nome },
    depois: { documento_nome: salvo.nome, documento_tipo: salvo.mime, tamanho: salvo.size },
    meta: { entidade: 'pagamento', id: pagamento.id },
  });
}
