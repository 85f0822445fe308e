import { randomBytes } from 'node:crypto';
import {
  type CampoFormadorEmissao,
  isEmissaoVoo,
  type LinhaPagamentoInput,
  type TipoEmissao,
  ZEmissaoUpdate,
} from '@skyler/domain/emissoes';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import {
  type RacStatus,
  type TipoPagamentoRac,
  type TipoRac,
  tiposEstornoCliente,
  tiposPagamentoRac,
  ZRacCreate,
  ZRacProtocoloCreate,
} from '@skyler/domain/racs';
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { adicionarAnexo } from '../../modules/emissoes/anexos.service.ts';
import { alterarBeneficiarioEmissao } from '../../modules/emissoes/beneficiarios.service.ts';
import type { AtorEmissao } from '../../modules/emissoes/emissao-alteracao.ts';
import { findCamposFormadores, findEmissores } from '../../modules/emissoes/emissoes.queries.ts';
import { cancelarEmissao, concluirEmissao, salvarEmissao } from '../../modules/emissoes/emissoes.service.ts';
import { salvarPagamentosEmissaoTx } from '../../modules/emissoes/pagamentos-emissao.service.ts';
import { alterarStatusOrdemPagamento } from '../../modules/ordens-pagamento/ordens-pagamento.service.ts';
import {
  alterarStatusRac,
  criarProtocolo,
  criarRac,
  vincularServico,
} from '../../modules/racs/racs.service.ts';
import { anexarDocumento } from '../../modules/racs/racs-documentos.service.ts';
import { datarAuditoria } from '../../platform/audit-log.ts';
import type { FileStore } from '../../platform/files.ts';
import { toUser } from '../../platform/sessions.ts';
import type { Db, DbOrTx } from '../client.ts';
import {
  cartoes,
  contatos,
  emissoes,
  emissoes_anexos,
  emissoes_beneficiarios,
  emissoes_pagamentos,
  fornecedores,
  moedas,
  notificacoes,
  ordens_pagamento,
  racs,
  racs_documentos,
  racs_protocolos,
  racs_servicos,
  recebiveis_fornecedor,
  servicos,
  usuarios,
} from '../schema/index.ts';
import { CONTATO_AGENCIA } from './contatos.ts';
import { createRandom } from './contatos-demo.ts';
import { seedEstoqueMilhasDemo } from './milhas-proprias-demo.ts';
import { validarServicoDemo } from './milhas-validadas-demo.ts';
import { pdfDeUmaPagina } from './pdf-demo.ts';
import { faturarVendasDemo, type Plano } from './servicos-demo.ts';

type Random = ReturnType<typeof createRandom>;

const HORA_MS = 3_600_000;
const DIA_MS = 24 * HORA_MS;

/** what the demo's issuer records when a passenger's documents have warnings */
const JUSTIFICATIVA_DEMO = 'Documentos conferidos com o passageiro por telefone; apresenta-os no check-in.';

/**
 * Sales invoiced by finance for the issuers' queue, beside the services demo's: paid, miles and wallet
 * flights (the miles team validates the latter), hotels, cars and other services, from a month and a half
 * ago to yesterday, so that the queue has late and fresh issuances.
 */
const PLANOS: Plano[] = [
  {
    destino: 'faturado',
    dias: 46,
    tipos: ['pagamentoAVista'],
    comprovante: true,
    tiposPedido: ['orcamento_voo'],
  },
  { destino: 'faturado', dias: 39, tipos: ['pagamentoAVista'], milhas: true, tiposPedido: ['orcamento_voo'] },
  { destino: 'faturado', dias: 33, tipos: ['pagamentoParcelado'], parcelas: 4, wallet: true, pedidos: 2 },
  {
    destino: 'faturado',
    dias: 27,
    tipos: ['pagamentoAVista'],
    pedidos: 2,
    tiposPedido: ['orcamento_hotel', 'orcamento_carro', 'orcamento_outro'],
  },
  {
    destino: 'faturado',
    dias: 30,
    tipos: ['pagamentoParceladoEntrada'],
    parcelas: 10,
    tiposPedido: ['orcamento_voo'],
  },
  { destino: 'faturado', dias: 21, tipos: ['pagamentoAVista'], tiposPedido: ['orcamento_voo'] },
  { destino: 'faturado', dias: 16, tipos: ['pagamentoAVista'], milhas: true, pedidos: 2 },
  { destino: 'faturado', dias: 11, tipos: ['pagamentoAVista'], wallet: true, tiposPedido: ['orcamento_voo'] },
  {
    destino: 'faturado',
    dias: 7,
    tipos: ['pagamentoParcelado'],
    parcelas: 3,
    tiposPedido: ['orcamento_carro', 'orcamento_outro', 'orcamento_hotel'],
  },
  { destino: 'faturado', dias: 1, tipos: ['pagamentoAVista'], tiposPedido: ['orcamento_voo'] },
  { destino: 'faturado', dias: 1, tipos: ['pagamentoAVista'], wallet: true, tiposPedido: ['orcamento_voo'] },
  { destino: 'faturado', dias: 1, tipos: ['pagamentoAVista'], milhas: true, tiposPedido: ['orcamento_voo'] },
];

/** What the issuers did with each issuance. */
type Destino = 'fila' | 'finalizada' | 'cancelada' | 'rac';

/** The RACs of the demo, handed out in turn: each type in each status. */
const RACS: { tipo: TipoRac; status: RacStatus }[] = [
  { tipo: 'remarcacao', status: 'aberta' },
  { tipo: 'alteracao', status: 'em_processo' },
  { tipo: 'cancelamento', status: 'finalizada' },
  { tipo: 'alteracao', status: 'aberta' },
  { tipo: 'cancelamento', status: 'em_processo' },
  { tipo: 'remarcacao', status: 'finalizada' },
  { tipo: 'cancelamento', status: 'aberta' },
  { tipo: 'remarcacao', status: 'em_processo' },
  { tipo: 'alteracao', status: 'finalizada' },
];

/** Oldest first, per type: a RAC, a cancellation, then concluded ones, in turn; the newest wait in the queue. */
const CICLO: Destino[] = ['rac', 'cancelada', 'finalizada', 'rac', 'finalizada', 'finalizada'];

const MOTIVOS_CANCELAMENTO = [
  'Cliente desistiu da viagem antes da emissão.',
  'Tarifa não estava mais disponível no fornecedor.',
  'Voo cancelado pela companhia aérea.',
  'Hotel sem disponibilidade nas datas pedidas.',
];
const OBSERVACOES = [
  'Cliente prefere janela',
  'Pagamento confirmado',
  'Reservado no portal',
  'Aguardando voucher',
];
const PROTOCOLOS = [
  {
    nome: 'Atendimento da companhia',
    descricao:
      'Solicitação registrada na central da companhia aérea, aguardando retorno do setor de remarcações.',
  },
  {
    nome: 'Chamado no fornecedor',
    descricao: 'Chamado aberto no portal do fornecedor com os dados da reserva e o pedido do cliente.',
  },
];
const MOTIVOS_RAC: Record<TipoRac, string> = {
  remarcacao: 'Cliente pediu para remarcar a data da viagem.',
  alteracao: 'Correção do nome do passageiro conforme o documento.',
  cancelamento: 'Cliente cancelou a viagem por motivo de saúde.',
};

/** A one-page PDF with a few lines of text, as the suppliers' vouchers and the RAC documents are. */
export function pdfSimples(titulo: string, linhas: string[]): Buffer {
  const texto = [titulo, ...linhas]
    .map(
      (linha, i) =>
        `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 24} Td (${linha.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?')}) Tj ET`,
    )
    .join('\n');
  return pdfDeUmaPagina(texto);
}

/** 'YYYY-MM-DD' without accents for the PDFs' plain fonts. */
const semAcento = (texto: string) => texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const diaDe = (data: Date) => hojeNaAgencia(data);
const localizador = (random: Random) =>
  Array.from({ length: 6 }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');

/** Starts a step that happened at `em`: its audit rows are dated `em` as they are written. */
async function marcas(tx: DbOrTx, em: Date): Promise<{ notificacao: number }> {
  await datarAuditoria(tx, em);
  const [notificacao] = await tx.select({ id: max(notificacoes.id) }).from(notificacoes);
  return { notificacao: notificacao?.id ?? 0 };
}

/** Ends the step: the notifications written since `desde` move back to the moment it happened. */
async function datar(tx: DbOrTx, desde: { notificacao: number }, em: Date): Promise<void> {
  await datarAuditoria(tx, null);
  await tx
    .update(notificacoes)
    .set({ created_at: em, atualizada_em: em, lido: em.getTime() < Date.now() - 7 * DIA_MS })
    .where(gt(notificacoes.id, desde.notificacao));
}

type EmissaoDemo = {
  id: number;
  tipo: TipoEmissao;
  venda: number;
  servico: number;
  created_at: Date;
  fornecedor: number | null;
};

/**
 * Demo issuances and RACs, after the demo services: more sales invoiced by finance (paid, miles and wallet
 * flights, hotels, cars, other services), the miles and wallet tickets validated, then the issuers' work
 * through the issuances' own functions, oldest first: concluded ones with their locator, e-tickets, seats,
 * a voucher PDF and payment lines (some paid by the agency's card), cancelled ones with their reason, and
 * RACs of each type in each status with protocols, documents and a related service; the newest issuances
 * wait in the queue, some of them for more than 48 hours. Each step is dated when it happened.
 * Deterministic but for the dates, which follow the moment of seeding.
 */
export async function seedEmissoesDemo(
  tx: DbOrTx,
  {
    files,
    agora = new Date(),
    chaveMilhas,
  }: {
    files?: FileStore | undefined;
    agora?: Date;
    /** the key of the third-party passwords (one of its own otherwise: the demo's then unreadable) */
    chaveMilhas?: Buffer | undefined;
  } = {},
): Promise<void> {
  const random = createRandom(20_261_124);
  const [moeda] = await tx.select({ id: moedas.id }).from(moedas).limit(1);
  if (!moeda) return;
  const equipe = await tx
    .select()
    .from(usuarios)
    .where(inArray(usuarios.username, ['cotador', 'financeiro', 'emissor', 'admin', 'milhas', 'consultor']));
  const usuario = (username: string) => equipe.find((u) => u.username === username);
  const [cotador, financeiro, emissor, admin, milhas, consultor] = [
    'cotador',
    'financeiro',
    'emissor',
    'admin',
    'milhas',
    'consultor',
  ].map(usuario);
  if (!cotador || !financeiro || !emissor || !admin || !milhas || !consultor) return;
  const pessoas = (
    await tx
      .select({ id: contatos.id })
      .from(contatos)
      .where(sql`${contatos.nome} <> ${CONTATO_AGENCIA.nome}`)
      .orderBy(asc(contatos.id))
  ).map((c) => c.id);
  if (pessoas.length < 12) return;
  // the own accounts' stock, which the validations below take miles from (decision 0068)
  await seedEstoqueMilhasDemo(tx, { agora });
  // the service functions open their own transaction: inside the seed's, a savepoint
  const db = tx as unknown as Db;

  const vendas = await faturarVendasDemo(tx, {
    random,
    planos: PLANOS,
    files,
    agora,
    cotador,
    financeiro,
    pessoas,
  });

  // the miles team validates the miles and wallet tickets of these sales: their issuances follow
  const emValidacao = await tx
    .select({ id: servicos.id, faturado_em: servicos.faturado_em })
    .from(servicos)
    .where(and(inArray(servicos.venda, vendas.length > 0 ? vendas : [0]), eq(servicos.status, 'validacao')))
    .orderBy(asc(servicos.id));
  // through the validation service, with accounts drawn apart from the issuers' work below
  const randomMilhas = createRandom(20_261_125);
  const chave = chaveMilhas ?? randomBytes(32);
  for (const [indice, servico] of emValidacao.entries()) {
    const faturado = servico.faturado_em ?? agora;
    const validadoEm = new Date(
      Math.min(faturado.getTime() + random.int(2, 9) * HORA_MS, agora.getTime() - 10 * 60_000),
    );
    const marca = await marcas(tx, validadoEm);
    await validarServicoDemo(tx, {
      servico: servico.id,
      random: randomMilhas,
      indice,
      chave,
      milhas,
      em: validadoEm,
    });
    await datar(tx, marca, validadoEm);
  }

  // every issuance was born when its service reached emissao
  await tx.execute(sql`
    update ${emissoes} e set created_at = coalesce(s.validado_em, s.faturado_em, e.created_at),
                             updated_at = coalesce(s.validado_em, s.faturado_em, e.created_at)
    from ${servicos} s where s.id = e.servico`);

  const lista: EmissaoDemo[] = await tx
    .select({
      id: emissoes.id,
      tipo: emissoes.tipo,
      venda: emissoes.venda,
      servico: emissoes.servico,
      created_at: emissoes.created_at,
      fornecedor: emissoes.fornecedor,
    })
    .from(emissoes)
    .where(eq(emissoes.status, 'fila_de_emissao'))
    .orderBy(asc(emissoes.created_at), asc(emissoes.id));
  const destinos = destinosPorTipo(lista);
  const cartoesAtivos = (
    await tx.select({ id: cartoes.id }).from(cartoes).where(eq(cartoes.ativo, true)).orderBy(asc(cartoes.id))
  ).map((c) => c.id);
  const [fornecedorCobranca] = await tx.select({ id: fornecedores.id }).from(fornecedores).limit(1);
  const emissores = [toUser(emissor), toUser(admin)];
  let proximaRac = 0;

  for (const emissao of lista) {
    const destino = destinos.get(emissao.id) ?? 'fila';
    const ator: AtorEmissao = { user: emissores[emissao.id % 2 === 0 ? 0 : 1] ?? toUser(emissor), ip: null };
    const inicio = emissao.created_at.getTime();
    // when the issuer worked it: a few hours after it arrived, never in the future
    const trabalhadaEm = new Date(
      Math.max(
        inicio + 5 * 60_000,
        Math.min(inicio + random.int(2, 30) * HORA_MS, agora.getTime() - 20 * 60_000),
      ),
    );
    if (destino === 'fila') {
      // the older ones in the queue half done: a locator typed, nothing concluded
      if (agora.getTime() - inicio > 48 * HORA_MS && emissao.id % 2 === 0) {
        const marca = await marcas(tx, trabalhadaEm);
        await salvarEmissao(db, {
          id: emissao.id,
          dados: ZEmissaoUpdate.parse({
            localizador: localizador(random),
            observacoes: 'Aguardando voucher',
          }),
          ator,
        });
        await tx.update(emissoes).set({ updated_at: trabalhadaEm }).where(eq(emissoes.id, emissao.id));
        await datar(tx, marca, trabalhadaEm);
      }
      continue;
    }
    if (destino === 'cancelada') {
      const marca = await marcas(tx, trabalhadaEm);
      await cancelarEmissao(db, { id: emissao.id, motivo: random.pick(MOTIVOS_CANCELAMENTO), ator });
      await tx
        .update(emissoes)
        .set({ cancelada_em: trabalhadaEm, updated_at: trabalhadaEm })
        .where(eq(emissoes.id, emissao.id));
      await datar(tx, marca, trabalhadaEm);
      continue;
    }

    // concluded: the Geral tab, the beneficiaries, a voucher, the payment lines, then Concluir
    const marca = await marcas(tx, trabalhadaEm);
    const escolhas = await findEmissores(tx, { tipo: emissao.tipo, user: ator.user });
    const emitidoPor = escolhas.length > 0 ? (escolhas[emissao.id % escolhas.length]?.id ?? null) : null;
    await salvarEmissao(db, {
      id: emissao.id,
      dados: ZEmissaoUpdate.parse({
        localizador: localizador(random),
        emitido_por: emitidoPor,
        observacoes: emissao.id % 3 === 0 ? random.pick(OBSERVACOES) : '',
      }),
      ator,
    });
    await preencherBeneficiarios(db, random, emissao, ator);
    if (files && emissao.id % 3 !== 1) {
      await adicionarAnexo(db, files, {
        emissaoId: emissao.id,
        upload: {
          campos: { nome: isEmissaoVoo(emissao.tipo) ? 'Bilhete eletrônico' : 'Voucher' },
          arquivo: {
            data: voucherPdf(emissao, trabalhadaEm),
            nome: `voucher-${emissao.id}.pdf`,
          },
        },
        ator,
      });
    }
    // concluding needs who pays each forming field (decision 0037), which also makes its real cost known (0038)
    const campos = await findCamposFormadores(tx, emissao.id);
    await salvarPagamentosEmissaoTx(tx, {
      emissaoId: emissao.id,
      pagamentos: linhasDePagamento(campos, emissao.id, cartoesAtivos),
      ator,
    });
    // a passenger's documents with warnings are concluded with the issuer's reason (decision 0076)
    await concluirEmissao(db, { id: emissao.id, ator, justificativa: JUSTIFICATIVA_DEMO });
    await tx
      .update(emissoes)
      .set({ data_hora_emissao: trabalhadaEm, updated_at: trabalhadaEm })
      .where(eq(emissoes.id, emissao.id));
    await tx
      .update(emissoes_beneficiarios)
      .set({ updated_at: trabalhadaEm })
      .where(eq(emissoes_beneficiarios.emissao, emissao.id));
    await tx
      .update(emissoes_anexos)
      .set({ created_at: trabalhadaEm })
      .where(eq(emissoes_anexos.emissao, emissao.id));
    await tx
      .update(emissoes_pagamentos)
      .set({ created_at: trabalhadaEm })
      .where(eq(emissoes_pagamentos.emissao, emissao.id));
    await datar(tx, marca, trabalhadaEm);

    const plano = destino === 'rac' ? RACS[proximaRac++] : undefined;
    if (!plano) continue;
    await abrirRac(tx, db, {
      random,
      emissao,
      plano,
      concluidaEm: trabalhadaEm,
      agora,
      files,
      consultor: toUser(consultor),
      financeiro: toUser(financeiro),
      cartoes: cartoesAtivos,
      fornecedorCobranca: fornecedorCobranca?.id ?? null,
    });
  }
}

/** What the issuers did with each issuance of the queue, by type, oldest first. */
function destinosPorTipo(lista: EmissaoDemo[]): Map<number, Destino> {
  const porTipo = new Map<TipoEmissao, EmissaoDemo[]>();
  for (const emissao of lista) porTipo.set(emissao.tipo, [...(porTipo.get(emissao.tipo) ?? []), emissao]);
  const destinos = new Map<number, Destino>();
  for (const doTipo of porTipo.values()) {
    const naFila = doTipo.length >= 6 ? 2 : 1;
    doTipo.forEach((emissao, indice) => {
      destinos.set(
        emissao.id,
        indice >= doTipo.length - naFila ? 'fila' : (CICLO[indice % CICLO.length] ?? 'finalizada'),
      );
    });
  }
  return destinos;
}

/** E-tickets and seats on flights, room types on hotels, one beneficiary at a time. */
async function preencherBeneficiarios(db: Db, random: Random, emissao: EmissaoDemo, ator: AtorEmissao) {
  const lista = await db
    .select({ id: emissoes_beneficiarios.id, tipo_quarto: emissoes_beneficiarios.tipo_quarto })
    .from(emissoes_beneficiarios)
    .where(eq(emissoes_beneficiarios.emissao, emissao.id))
    .orderBy(asc(emissoes_beneficiarios.ordem), asc(emissoes_beneficiarios.id));
  for (const [indice, beneficiario] of lista.entries()) {
    if (isEmissaoVoo(emissao.tipo)) {
      await alterarBeneficiarioEmissao(db, {
        emissaoId: emissao.id,
        dados: {
          id: beneficiario.id,
          eticket: `957${String(2_100_000_000 + emissao.id * 10 + indice).padStart(10, '0')}`,
          assento: `${random.int(8, 32)}${random.pick(['A', 'C', 'D', 'F'])}`,
          tipo_assento: random.pick(['Padrão', 'Padrão', 'Conforto', 'Saída de emergência']),
        },
        ator,
      });
    } else if (emissao.tipo === 'emissao_hotel' && !beneficiario.tipo_quarto) {
      await alterarBeneficiarioEmissao(db, {
        emissaoId: emissao.id,
        dados: { id: beneficiario.id, tipo_quarto: indice === 0 ? 'Casal' : 'Duplo' },
        ator,
      });
    }
  }
}

/**
 * Who pays each forming field: the client most of them, the agency the ticket or daily cost of every other
 * issuance with one of its cards, and what only the agency may pay.
 */
function linhasDePagamento(
  campos: CampoFormadorEmissao[],
  emissao: number,
  cartoesAtivos: number[],
): LinhaPagamentoInput[] {
  const agenciaPaga = emissao % 2 === 0;
  return campos.map((campo) => {
    if (campo.responsavel_fixo) return { ...campo, responsavel: campo.responsavel_fixo, cartao: null };
    const principal = ['custo_bilhete', 'custo_diaria', 'custo_total'].includes(campo.campo_formador);
    if (agenciaPaga && principal) {
      const cartao = campo.cartao_permitido
        ? (cartoesAtivos[emissao % Math.max(cartoesAtivos.length, 1)] ?? null)
        : null;
      return { campo_formador: campo.campo_formador, responsavel: 'skyler', cartao };
    }
    return { campo_formador: campo.campo_formador, responsavel: 'cliente', cartao: null };
  });
}

function voucherPdf(emissao: EmissaoDemo, em: Date): Buffer {
  const data = diaDe(em).split('-').reverse().join('/');
  return pdfSimples(isEmissaoVoo(emissao.tipo) ? 'Bilhete eletronico' : 'Voucher de servico', [
    `Emissao: ${emissao.id}`,
    `Venda: ${emissao.venda}`,
    `Emitido em: ${data}`,
    semAcento('Skyler Viagens e Turismo'),
  ]);
}

/**
 * A RAC on a concluded issuance, opened by the consultant some days after the issuance, with its payment
 * lines, the agency's cost on some and the client's charge on others, protocols, a document and the related
 * service; then moved by finance to the status of its plan.
 */
async function abrirRac(
  tx: DbOrTx,
  db: Db,
  options: {
    random: Random;
    emissao: EmissaoDemo;
    plano: { tipo: TipoRac; status: RacStatus };
    concluidaEm: Date;
    agora: Date;
    files: FileStore | undefined;
    consultor: ReturnType<typeof toUser>;
    financeiro: ReturnType<typeof toUser>;
    cartoes: number[];
    fornecedorCobranca: number | null;
  },
): Promise<void> {
  const { random, emissao, plano, agora } = options;
  const abertaEm = new Date(
    Math.min(options.concluidaEm.getTime() + random.int(2, 6) * DIA_MS, agora.getTime() - 3 * HORA_MS),
  );
  const linhas = await tx
    .select({
      campo_formador: emissoes_pagamentos.campo_formador,
      responsavel: emissoes_pagamentos.responsavel,
      cartao: emissoes_pagamentos.cartao,
    })
    .from(emissoes_pagamentos)
    .where(eq(emissoes_pagamentos.emissao, emissao.id))
    .orderBy(asc(emissoes_pagamentos.id));
  const permitidos = tiposPagamentoRac(emissao.tipo);
  const tipoPagamento = (campo: string): TipoPagamentoRac => {
    if (plano.tipo === 'remarcacao') return 'nao_altera';
    const desejado: TipoPagamentoRac =
      plano.tipo === 'cancelamento' ? (campo === 'rav' ? 'nao_altera' : 'estornar') : 'transferencia_credito';
    return permitidos.includes(desejado) ? desejado : 'transferencia_credito';
  };
  const custoAgencia = emissao.id % 2 === 0;
  const cobraCliente = plano.tipo !== 'cancelamento' || emissao.id % 3 === 0;
  const estornos = tiposEstornoCliente(emissao.tipo);
  const comFornecedor = emissao.id % 3 === 1 && options.fornecedorCobranca !== null;
  // a cancellation refunds the client half of the service (decision 0065): its refund is booked in Contas a
  // Pagar; the one finance is working on is also refunded by the supplier (a receivable in Contas a Receber)
  const [servico] = await tx
    .select({ valor_total: servicos.valor_total })
    .from(servicos)
    .where(eq(servicos.id, emissao.servico));
  const estornoCliente =
    plano.tipo === 'cancelamento' ? moneyString(dec(servico?.valor_total ?? '0').div(2)) : '0';
  const estornoFornecedor =
    plano.tipo === 'cancelamento' && plano.status === 'em_processo'
      ? moneyString(dec(estornoCliente).times('0.8'))
      : '0';
  const body = ZRacCreate.parse({
    racs: {
      tipo: plano.tipo,
      venda: emissao.venda,
      emissao: emissao.id,
      custo_skyler: custoAgencia,
      custo_skyler_valor: custoAgencia ? `${random.int(80, 420)}.00` : '0',
      estorno_skyler_data_previsto: custoAgencia ? diaDe(new Date(abertaEm.getTime() + 15 * DIA_MS)) : null,
      custo_skyler_anotacao: custoAgencia ? 'Multa da companhia assumida pela agência.' : '',
      cobranca_cliente: cobraCliente ? (comFornecedor ? 'fornecedor' : 'skyler') : null,
      cobranca_cliente_fornecedor: cobraCliente && comFornecedor ? options.fornecedorCobranca : null,
      cobranca_cliente_valor: cobraCliente ? `${random.int(120, 680)}.00` : '0',
      cobranca_cliente_meio: cobraCliente && !comFornecedor ? random.pick(['pix', 'cartao']) : null,
      estorno_cliente_data_previsto: cobraCliente ? diaDe(new Date(abertaEm.getTime() + 7 * DIA_MS)) : null,
      cobranca_cliente_anotacao: cobraCliente ? MOTIVOS_RAC[plano.tipo] : '',
      estorno_cliente_tipo: plano.tipo === 'cancelamento' ? (estornos[0] ?? null) : null,
      estorno_cliente_valor: estornoCliente,
      estorno_fornecedor_valor: estornoFornecedor,
      ...(dec(estornoCliente).gt(0)
        ? { estorno_cliente_data_previsto: diaDe(new Date(abertaEm.getTime() + 7 * DIA_MS)) }
        : {}),
      ...(dec(estornoFornecedor).gt(0)
        ? { estorno_skyler_data_previsto: diaDe(new Date(abertaEm.getTime() + 20 * DIA_MS)) }
        : {}),
    },
    pagamentos: linhas.map((linha) => ({
      campo_formador: linha.campo_formador,
      responsavel: linha.responsavel,
      tipo_rac: tipoPagamento(linha.campo_formador),
      cartao: linha.cartao,
    })),
  });
  let marca = await marcas(tx, abertaEm);
  const rac = await criarRac(db, { body, user: options.consultor, ip: null });
  await tx.update(racs).set({ created_at: abertaEm, updated_at: abertaEm }).where(eq(racs.id, rac.id));
  await tx
    .update(ordens_pagamento)
    .set({ data_solicitacao: abertaEm, data_alteracao: abertaEm })
    .where(eq(ordens_pagamento.rac, rac.id));
  await tx
    .update(recebiveis_fornecedor)
    .set({ created_at: abertaEm, data_alteracao: abertaEm })
    .where(eq(recebiveis_fornecedor.rac, rac.id));
  await datar(tx, marca, abertaEm);

  // what the consultant records while it is handled
  const registroEm = new Date(Math.min(abertaEm.getTime() + 5 * HORA_MS, agora.getTime() - HORA_MS));
  marca = await marcas(tx, registroEm);
  const protocolos = emissao.id % 2 === 0 ? PROTOCOLOS : PROTOCOLOS.slice(0, 1);
  for (const protocolo of protocolos) {
    await criarProtocolo(db, {
      rac: rac.id,
      body: ZRacProtocoloCreate.parse({ ...protocolo, data: diaDe(registroEm) }),
      user: options.consultor,
      ip: null,
    });
  }
  if (options.files) {
    await anexarDocumento(db, options.files, {
      rac: rac.id,
      upload: {
        campos: { tipo: 'Solicitação do cliente por e-mail' },
        arquivo: {
          data: pdfSimples('Solicitacao do cliente', [
            `RAC ${rac.id} - emissao ${emissao.id}`,
            semAcento(MOTIVOS_RAC[plano.tipo]),
          ]),
          nome: `solicitacao-rac-${rac.id}.pdf`,
        },
      },
      user: options.consultor,
      ip: null,
    });
  }
  await vincularServico(db, { rac: rac.id, servico: emissao.servico, user: options.consultor, ip: null });
  await tx.update(racs_protocolos).set({ created_at: registroEm }).where(eq(racs_protocolos.rac, rac.id));
  await tx.update(racs_documentos).set({ created_at: registroEm }).where(eq(racs_documentos.rac, rac.id));
  await tx
    .update(racs_servicos)
    .set({ servico_vinculado_em: registroEm })
    .where(eq(racs_servicos.rac, rac.id));
  await datar(tx, marca, registroEm);

  // finance releases it, then concludes it
  const passos: RacStatus[] =
    plano.status === 'aberta'
      ? []
      : plano.status === 'em_processo'
        ? ['em_processo']
        : ['em_processo', 'finalizada'];
  for (const [indice, status] of passos.entries()) {
    const em = new Date(
      Math.min(registroEm.getTime() + (indice + 1) * DIA_MS, agora.getTime() - 30 * 60_000),
    );
    marca = await marcas(tx, em);
    await alterarStatusRac(db, { id: rac.id, status, user: options.financeiro, ip: null });
    await tx
      .update(racs)
      .set({
        status_alterado_em: em,
        updated_at: em,
        ...(status === 'finalizada'
          ? {
              estorno_cliente_data_realizado: cobraCliente ? diaDe(em) : null,
              estorno_skyler_data_realizado: custoAgencia ? diaDe(em) : null,
            }
          : {}),
      })
      .where(eq(racs.id, rac.id));
    if (status === 'finalizada' && plano.tipo === 'cancelamento') {
      await tx.update(emissoes).set({ cancelada_em: em, updated_at: em }).where(eq(emissoes.id, emissao.id));
      // finance paid the concluded cancellation's refund to the client
      const [reembolso] = await tx
        .select({ id: ordens_pagamento.id, versao: ordens_pagamento.versao })
        .from(ordens_pagamento)
        .where(eq(ordens_pagamento.rac, rac.id));
      if (reembolso) {
        await alterarStatusOrdemPagamento(db, {
          id: reembolso.id,
          dados: {
            status: 'pago',
            id_fatura: `PIX-REEMB-${rac.id}`,
            data_pagamento: diaDe(em),
            versao: reembolso.versao,
          },
          ator: { user: options.financeiro, ip: null },
          hoje: diaDe(agora),
        });
        await tx
          .update(ordens_pagamento)
          .set({ data_solicitacao: abertaEm, data_alteracao: em })
          .where(eq(ordens_pagamento.id, reembolso.id));
      }
    }
    await datar(tx, marca, em);
  }
}
