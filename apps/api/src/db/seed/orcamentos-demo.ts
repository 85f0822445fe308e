import { formatId } from '@skyler/domain/formatters';
import {
  type OrcamentoCreate,
  type OrcamentoCreateParsed,
  TIPOS_ORCAMENTO,
  TIPOS_OUTRO_SERVICO,
  trechosIdaVolta,
  ZOrcamentoCreate,
} from '@skyler/domain/orcamentos';
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  alterarOrcamentoTx,
  fecharOrcamentosDaVendaTx,
} from '../../modules/orcamentos/orcamentos.service.ts';
import { datarAuditoria } from '../../platform/audit-log.ts';
import type { DbOrTx } from '../client.ts';
import { cotacoes, logs, notificacoes, orcamentos, usuarios, vendas } from '../schema/index.ts';
import { createRandom } from './contatos-demo.ts';

const DIA_MS = 86_400_000;
const LOTE = 400;
type Random = ReturnType<typeof createRandom>;

const AEROPORTOS = [
  'São Paulo (GRU)',
  'São Paulo (CGH)',
  'Rio de Janeiro (GIG)',
  'Rio de Janeiro (SDU)',
  'Brasília (BSB)',
  'Belo Horizonte (CNF)',
  'Salvador (SSA)',
  'Recife (REC)',
  'Fortaleza (FOR)',
  'Natal (NAT)',
  'Maceió (MCZ)',
  'Porto Alegre (POA)',
  'Florianópolis (FLN)',
  'Curitiba (CWB)',
  'Manaus (MAO)',
  'Belém (BEL)',
  'Foz do Iguaçu (IGU)',
  'Porto Seguro (BPS)',
  'Lisboa (LIS)',
  'Orlando (MCO)',
  'Buenos Aires (EZE)',
  'Santiago (SCL)',
  'Paris (CDG)',
];
const DESTINOS_HOTEL = [
  'Gramado, RS',
  'Porto de Galinhas, PE',
  'Jericoacoara, CE',
  'Búzios, RJ',
  'Campos do Jordão, SP',
  'Bonito, MS',
  'Fernando de Noronha, PE',
  'Maragogi, AL',
  'Foz do Iguaçu, PR',
  'Lençóis, BA',
  'Paraty, RJ',
  'Ouro Preto, MG',
];
const LOCADORAS = [
  'Aeroporto de Florianópolis (FLN)',
  'Aeroporto de Salvador (SSA)',
  'Aeroporto de Confins (CNF)',
  'Aeroporto de Recife (REC)',
  'Centro de Gramado',
  'Aeroporto de Guarulhos (GRU)',
  'Aeroporto de Fortaleza (FOR)',
];
const OUTROS: { servico: OrcamentoOutroServico; local: string; descricao: string }[] = [
  { servico: 'passeio_aquatico', local: 'Bonito, MS', descricao: 'Flutuação no Rio da Prata' },
  { servico: 'passeio_terrestre', local: 'Jericoacoara, CE', descricao: 'Passeio de buggy ao Lagoinha' },
  { servico: 'translado_terrestre', local: 'Salvador, BA', descricao: 'Aeroporto até a Praia do Forte' },
  { servico: 'seguro_viagem', local: 'Lisboa, Portugal', descricao: 'Seguro com cobertura de 60 mil euros' },
  { servico: 'ingressos', local: 'Orlando, EUA', descricao: 'Ingressos de parques para 4 dias' },
  { servico: 'guia_turistico', local: 'Ouro Preto, MG', descricao: 'Guia pelas igrejas históricas' },
  {
    servico: 'passeio_aereo',
    local: 'Foz do Iguaçu, PR',
    descricao: 'Voo de helicóptero sobre as Cataratas',
  },
  { servico: 'translado_aquatico', local: 'Paraty, RJ', descricao: 'Barco até Trindade' },
  { servico: 'servicos_aeroporto', local: 'São Paulo (GRU)', descricao: 'Sala VIP e assistência na conexão' },
];
type OrcamentoOutroServico = (typeof TIPOS_OUTRO_SERVICO.values)[number];

/** a date in December 2026 to November 2027, `dias` after the first of December 2026 */
const dataDe = (dias: number) => new Date(Date.UTC(2026, 11, 1) + dias * DIA_MS).toISOString().slice(0, 10);
const depois = (data: string, dias: number) =>
  new Date(Date.parse(`${data}T00:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);
const curta = (texto: string) => texto.slice(0, 30).trim();

function voo(random: Random, tipo: 'ida_volta' | 'so_ida' | 'multitrecho'): OrcamentoCreate {
  const origem = random.pick(AEROPORTOS.slice(0, 6));
  let destino = random.pick(AEROPORTOS);
  while (destino.slice(-4) === origem.slice(-4)) destino = random.pick(AEROPORTOS);
  const ida = dataDe(random.int(0, 320));
  const flex = random.chance(0.3) ? random.int(1, 3) : null;
  const trecho = (de: string, para: string, data: string) => ({
    origem: de,
    destino: para,
    flexibilidade_origem: flex,
    flexibilidade_destino: flex,
    data_inicio: data,
    data_fim: flex ? depois(data, flex) : null,
  });
  let trechos = [trecho(origem, destino, ida)];
  if (tipo === 'ida_volta') {
    const volta = depois(ida, random.int(4, 21));
    trechos = trechosIdaVolta(
      { ...trecho(origem, destino, ida), ordem: 1 },
      { data_inicio: volta, data_fim: flex ? depois(volta, flex) : null },
    ) as typeof trechos;
  }
  if (tipo === 'multitrecho') {
    let terceiro = random.pick(AEROPORTOS);
    while ([origem, destino].includes(terceiro)) terceiro = random.pick(AEROPORTOS);
    const segunda = depois(ida, random.int(3, 8));
    trechos = [...trechos, trecho(destino, terceiro, segunda), trecho(terceiro, origem, depois(segunda, 5))];
  }
  const cidade = destino.replace(/ \(.*\)$/, '');
  const descricao = { ida_volta: 'Ida e volta', so_ida: 'Só ida', multitrecho: 'Roteiro' }[tipo];
  const executiva = random.chance(0.15);
  return {
    tipo_servico: 'orcamento_voo',
    descricao: curta(`${descricao} ${cidade}`),
    orcamento_voo: {
      tipo_trecho: tipo,
      // every request asks for a cabin: economy, or business for some
      economica: !executiva,
      executiva,
      adultos: random.int(1, 4),
      criancas: random.chance(0.3) ? random.int(1, 2) : 0,
      bebes: random.chance(0.1) ? 1 : 0,
      trechos,
    },
  };
}

function hotel(random: Random): OrcamentoCreate {
  const local = random.pick(DESTINOS_HOTEL);
  const checkin = dataDe(random.int(0, 320));
  const comFaixa = random.chance(0.5);
  const checkout = depois(checkin, random.int(3, 10));
  return {
    tipo_servico: 'orcamento_hotel',
    descricao: curta(`Hotel em ${local.split(',')[0]}`),
    orcamento_hotel: {
      local,
      flexibilidade: comFaixa ? 2 : null,
      checkin_inicio: checkin,
      checkin_fim: comFaixa ? depois(checkin, 2) : null,
      checkout_inicio: checkout,
      checkout_fim: comFaixa ? depois(checkout, 2) : null,
      adultos: random.int(1, 4),
      criancas: random.chance(0.3) ? random.int(1, 2) : 0,
      quartos: random.int(1, 2),
      anotacoes: random.pick([
        'Café da manhã incluso.',
        'Quarto com vista para o mar.',
        '',
        'Perto do centro.',
      ]),
    },
  };
}

function carro(random: Random): OrcamentoCreate {
  const retirada = random.pick(LOCADORAS);
  const data = dataDe(random.int(0, 320));
  return {
    tipo_servico: 'orcamento_carro',
    descricao: curta(
      `Carro em ${retirada.replace(/^(Aeroporto de |Centro de )/, '').replace(/ \(.*\)$/, '')}`,
    ),
    orcamento_carro: {
      local_retirada: retirada,
      local_devolucao: random.chance(0.8) ? retirada : random.pick(LOCADORAS),
      data_retirada_inicio: data,
      data_devolucao_inicio: depois(data, random.int(3, 14)),
      tipo_veiculo: random.pick(['Carro', 'Carro', 'Carro', 'Van'] as const),
      anotacoes: random.chance(0.4) ? 'Câmbio automático e cadeirinha infantil.' : '',
    },
  };
}

function outro(random: Random): OrcamentoCreate {
  const servico = random.pick(OUTROS);
  const data = dataDe(random.int(0, 320));
  const periodo = servico.servico === 'seguro_viagem' || servico.servico === 'ingressos';
  return {
    tipo_servico: 'orcamento_outro',
    descricao: curta(TIPOS_OUTRO_SERVICO.label(servico.servico)),
    orcamento_outro: {
      local: servico.local,
      nome_servico: servico.servico,
      descricao_servico: servico.descricao,
      data_inicio_inicio: data,
      data_inicio_fim: periodo ? depois(data, random.int(4, 15)) : null,
      tipo_data: periodo ? 'periodo' : 'data_unica',
      anotacoes: '',
    },
  };
}

/** The requests of one sale: a trip is mostly a flight, often with a hotel, sometimes a car or a tour. */
function pedidosDe(random: Random, n: number): OrcamentoCreateParsed[] {
  const pedidos: OrcamentoCreate[] = [];
  const sorteio = n % 6;
  if (sorteio < 3) pedidos.push(voo(random, ['ida_volta', 'so_ida', 'multitrecho'][sorteio] as never));
  if (sorteio === 3 || random.chance(0.45)) pedidos.push(hotel(random));
  if (sorteio === 4 || random.chance(0.2)) pedidos.push(carro(random));
  if (sorteio === 5 || random.chance(0.2)) pedidos.push(outro(random));
  return pedidos.map((pedido) => ZOrcamentoCreate.parse(pedido));
}

/** How many of the latest concluded sales show the requests they closed when they were concluded. */
const CONCLUIDAS_COM_PEDIDOS = 3;

/**
 * Quote requests on the demo sales in proposta (most of them), of every kind, some already closed, asked
 * by the sale's consultant, with their creation and closing logs and notifications; and the requests of the
 * latest concluded sales, closed with the sale when it was concluded. Deterministic.
 */
export async function seedOrcamentosDemo(tx: DbOrTx, agora = new Date()): Promise<void> {
  const random = createRandom(20_261_124);
  const propostas = await tx
    .select({
      id: vendas.id,
      consultor: vendas.consultor,
      created_by: vendas.created_by,
      cliente: vendas.cliente,
      created_at: vendas.created_at,
    })
    .from(vendas)
    .where(eq(vendas.status, 'proposta'))
    .orderBy(asc(vendas.id));
  const concluidas = await tx
    .select({
      id: vendas.id,
      consultor: vendas.consultor,
      created_by: vendas.created_by,
      cliente: vendas.cliente,
      created_at: vendas.created_at,
      concluida_em: vendas.concluida_em,
      concluida_por: vendas.concluida_por,
    })
    .from(vendas)
    .where(and(eq(vendas.status, 'concluida'), isNotNull(vendas.consultor), isNotNull(vendas.concluida_em)))
    .orderBy(desc(vendas.concluida_em), desc(vendas.id))
    .limit(CONCLUIDAS_COM_PEDIDOS);
  const linhas = propostas.flatMap((venda, n) => {
    // a sale still waiting for a consultant (Pega Vendas) has none yet
    const autor = venda.consultor;
    if (autor === null || random.chance(0.2)) return [];
    return pedidosDe(random, n).map((pedido, k) => {
      const criado = new Date(
        Math.min(venda.created_at.getTime() + (k + 1) * random.int(5, 240) * 60_000, agora.getTime()),
      );
      const fechado = random.chance(0.3)
        ? new Date(Math.min(criado.getTime() + random.int(1, 10) * DIA_MS, agora.getTime()))
        : null;
      return {
        venda,
        row: {
          venda: venda.id,
          tipo_servico: pedido.tipo_servico,
          descricao: pedido.descricao,
          detalhes: (pedido as Record<string, unknown>)[pedido.tipo_servico] as Record<string, unknown>,
          status: fechado ? ('fechado' as const) : ('aberto' as const),
          created_by: autor,
          fechado_por: fechado ? autor : null,
          created_at: criado,
          updated_at: fechado ?? criado,
          fechado_em: fechado,
        },
      };
    });
  });

  for (let inicio = 0; inicio < linhas.length; inicio += LOTE) {
    const lote = linhas.slice(inicio, inicio + LOTE);
    const criados = await tx
      .insert(orcamentos)
      .values(lote.map((linha) => linha.row))
      .returning();
    const eventos = criados.flatMap((row, i) => {
      const venda = lote[i]?.venda;
      if (!venda) return [];
      const nome = `${formatId(row.id)} (${TIPOS_ORCAMENTO.label(row.tipo_servico)}: ${row.descricao})`;
      const lista = [
        {
          venda,
          row,
          tipo: 'orcamento_criado',
          titulo: `Orçamento ${nome} solicitado na venda ${formatId(venda.id)}`,
          em: row.created_at,
        },
      ];
      if (row.fechado_em)
        lista.push({
          venda,
          row,
          tipo: 'orcamento_finalizado',
          titulo: `Orçamento ${nome} finalizado`,
          em: row.fechado_em,
        });
      return lista;
    });
    const autorDe = ({ row, tipo }: Pick<(typeof eventos)[number], 'row' | 'tipo'>) =>
      tipo === 'orcamento_criado' ? row.created_by : row.fechado_por;
    const registros = await tx
      .insert(logs)
      .values(
        eventos.map(({ row, tipo, em }) => ({
          tipo,
          venda: row.venda,
          usuario: autorDe({ row, tipo }),
          dados: { antes: null, depois: { ...row, created_at: row.created_at.toISOString() } },
          meta: { entidade: 'orcamento', id: row.id, ip: '127.0.0.1' },
          created_at: em,
        })),
      )
      .returning({ id: logs.id });
    await tx.insert(notificacoes).values(
      eventos.map((evento, i) => {
        const { venda, row, titulo, em } = evento;
        const autor = autorDe(evento);
        return {
          title: titulo,
          context: 'orcamento' as const,
          ids: { venda: venda.id, orcamento: row.id },
          venda: venda.id,
          consultor: venda.consultor,
          cliente: venda.cliente,
          log: registros[i]?.id ?? null,
          destinatario: venda.consultor,
          autor,
          chave: `orcamento:${row.id}`,
          lido: em.getTime() < agora.getTime() - 7 * DIA_MS || random.chance(0.3),
          created_at: em,
          atualizada_em: em,
        };
      }),
    );
  }

  // the requests of concluded sales: asked while the sale was a proposal, closed with it when it was concluded
  const pedidosConcluidas = concluidas.flatMap((venda, n) => {
    const fim = venda.concluida_em ?? agora;
    return pedidosDe(random, n).map((pedido, k) => ({
      venda,
      row: {
        venda: venda.id,
        tipo_servico: pedido.tipo_servico,
        descricao: pedido.descricao,
        detalhes: (pedido as Record<string, unknown>)[pedido.tipo_servico] as Record<string, unknown>,
        status: 'aberto' as const,
        created_by: venda.consultor,
        created_at: new Date(Math.min(venda.created_at.getTime() + (k + 1) * 3_600_000, fim.getTime())),
      },
    }));
  });
  if (pedidosConcluidas.length > 0) {
    const criados = await tx
      .insert(orcamentos)
      .values(pedidosConcluidas.map((linha) => ({ ...linha.row, updated_at: linha.row.created_at })))
      .returning();
    await tx.insert(logs).values(
      criados.map((row) => ({
        tipo: 'orcamento_criado',
        venda: row.venda,
        usuario: row.created_by,
        dados: { antes: null, depois: { ...row, created_at: row.created_at.toISOString() } },
        meta: { entidade: 'orcamento', id: row.id, ip: '127.0.0.1' },
        created_at: row.created_at,
      })),
    );
  }
  for (const venda of concluidas) {
    const em = venda.concluida_em ?? agora;
    await datarAuditoria(tx, em);
    await fecharOrcamentosDaVendaTx(tx, {
      venda: venda.id,
      em,
      user: { id: venda.concluida_por ?? venda.consultor ?? 0 },
      ip: '127.0.0.1',
    });
  }
  await datarAuditoria(tx, null);
}

/**
 * One open flight request of the demo consultant's sales edited after its first quote was made: its dates
 * two days later and one more adult, through the edit's own function, so the quote made before shows its
 * notice and the request's history has the change. Runs after the quotes' demo data.
 */
export async function seedOrcamentoAlteradoDemo(tx: DbOrTx, agora = new Date()): Promise<void> {
  const [consultor] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.username, 'consultor'));
  if (!consultor) return;
  const primeira = sql<Date>`min(${cotacoes.data_hora_cotacao})`.mapWith((v) => new Date(v));
  const ultima = sql<Date>`max(${cotacoes.data_hora_cotacao})`.mapWith((v) => new Date(v));
  const [alvo] = await tx
    .select({ id: orcamentos.id, primeira, ultima })
    .from(orcamentos)
    .innerJoin(vendas, eq(vendas.id, orcamentos.venda))
    .innerJoin(cotacoes, and(eq(cotacoes.orcamento, orcamentos.id), isNull(cotacoes.archived_at)))
    .where(
      and(
        eq(vendas.status, 'proposta'),
        isNotNull(vendas.consultor),
        eq(orcamentos.status, 'aberto'),
        eq(orcamentos.tipo_servico, 'orcamento_voo'),
      ),
    )
    .groupBy(orcamentos.id, vendas.consultor)
    // the demo consultant's own sale first, then one with quotes on both sides of the change
    .orderBy(desc(sql`${vendas.consultor} = ${consultor.id}`), desc(sql`count(*) > 1`), desc(orcamentos.id))
    .limit(1);
  if (!alvo) return;
  const [antes] = await tx.select().from(orcamentos).where(eq(orcamentos.id, alvo.id)).for('update');
  const [venda] = await tx
    .select()
    .from(vendas)
    .where(eq(vendas.id, antes?.venda ?? 0));
  if (!antes || !venda) return;
  // between its first and its last quote when they differ, so one quote is older than the change and one newer
  const em = new Date(
    alvo.ultima.getTime() > alvo.primeira.getTime()
      ? (alvo.primeira.getTime() + alvo.ultima.getTime()) / 2
      : Math.min(alvo.ultima.getTime() + 60_000, agora.getTime()),
  );
  const voo = antes.detalhes as {
    adultos: number;
    trechos: { data_inicio: string; data_fim: string | null }[];
  };
  const dados = ZOrcamentoCreate.parse({
    tipo_servico: 'orcamento_voo',
    descricao: antes.descricao,
    orcamento_voo: {
      ...voo,
      adultos: Math.min(voo.adultos + 1, 9),
      trechos: voo.trechos.map((trecho) => ({
        ...trecho,
        data_inicio: depois(trecho.data_inicio, 2),
        data_fim: trecho.data_fim ? depois(trecho.data_fim, 2) : null,
      })),
    },
  });
  await datarAuditoria(tx, em);
  await alterarOrcamentoTx(tx, {
    antes,
    venda,
    dados: { ...dados, versao: antes.versao },
    em,
    user: { id: venda.consultor ?? consultor.id },
    ip: '127.0.0.1',
  });
  await datarAuditoria(tx, null);
}
