import type { CotacaoSaveInput } from '@skyler/domain/cotacoes';
import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import type { VendaStatus } from '@skyler/domain/vendas';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  contatos,
  cotacoes,
  fornecedores,
  logs,
  notificacoes,
  orcamentos,
  programas,
  provedor_imagens,
  provedores,
  subcotacoes,
  usuarios,
  vendas,
} from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

export const ROLES_STAFF = [
  'admin',
  'consultor',
  'sdr',
  'cotador',
  'emissor',
  'financeiro',
  'milhas',
] as const;

/** The nested object of a request of each kind, as the requests' schema stores it. */
const DETALHES: Record<TipoOrcamento, Record<string, unknown>> = {
  orcamento_voo: {
    tipo_trecho: 'ida_volta',
    economica: true,
    economica_premium: false,
    executiva: false,
    primeira_classe: false,
    adultos: 2,
    criancas: 0,
    bebes: 0,
    trechos: [
      { ordem: 1, origem: 'São Paulo', destino: 'Lisboa', data_inicio: '2027-03-10', data_fim: null },
      { ordem: 2, origem: 'Lisboa', destino: 'São Paulo', data_inicio: '2027-03-24', data_fim: null },
    ],
  },
  orcamento_hotel: {
    local: 'Gramado',
    checkin_inicio: '2027-07-10',
    checkin_fim: '2027-07-11',
    checkout_inicio: '2027-07-14',
    checkout_fim: '2027-07-15',
    adultos: 2,
    criancas: 0,
    bebes: 0,
    quartos: 1,
    anotacoes: '',
  },
  orcamento_carro: {
    local_retirada: 'Aeroporto de Florianópolis',
    local_devolucao: 'Aeroporto de Florianópolis',
    data_retirada_inicio: '2027-01-05',
    data_devolucao_inicio: '2027-01-12',
    tipo_veiculo: 'Carro',
    anotacoes: '',
  },
  orcamento_outro: {
    local: 'Lençóis Maranhenses',
    nome_servico: 'passeio_terrestre',
    descricao_servico: '',
    data_inicio_inicio: '2027-05-02',
    tipo_data: 'data_unica',
    anotacoes: '',
  },
};

export async function idDoUsuario(db: Db, username: string): Promise<number> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** A sale the admin opens through the API for `cliente`, the admin its consultant: its id and the admin's row. */
export async function criarVendaPeloAdmin(t: TestApp, cliente: number | undefined) {
  const [admin] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'admin'));
  const criada = await t.injectAs('admin', {
    method: 'POST',
    url: '/api/vendas/',
    payload: { cliente, consultor: admin?.id, meio_contato_tipo: 'Email', meio_contato_valor: 'a@b.com' },
  });
  return { venda: (criada.json() as { id: number }).id, admin };
}

/** A sale of the demo consultant for the first demo contact. */
export async function criarVenda(db: Db, status: VendaStatus = 'proposta'): Promise<number> {
  const [contato] = await db.select({ id: contatos.id }).from(contatos).orderBy(asc(contatos.id)).limit(1);
  const consultor = await idDoUsuario(db, 'consultor');
  const [venda] = await db
    .insert(vendas)
    .values({ status, cliente: contato?.id ?? null, consultor })
    .returning({ id: vendas.id });
  if (!venda) throw new Error('sale not created');
  return venda.id;
}

export async function criarOrcamento(
  db: Db,
  options: { venda: number; tipo: TipoOrcamento; status?: 'aberto' | 'fechado' },
): Promise<number> {
  const [row] = await db
    .insert(orcamentos)
    .values({
      venda: options.venda,
      tipo_servico: options.tipo,
      status: options.status ?? 'aberto',
      descricao: `Pedido ${options.tipo.slice(10)}`,
      detalhes: DETALHES[options.tipo],
    })
    .returning({ id: orcamentos.id });
  if (!row) throw new Error('request not created');
  return row.id;
}

export async function idPorNome(
  db: Db,
  tabela: typeof fornecedores | typeof provedores | typeof programas,
  nome: string,
): Promise<number> {
  const [row] = await db.select({ id: tabela.id }).from(tabela).where(eq(tabela.nome, nome));
  if (!row) throw new Error(`no ${nome}`);
  return row.id;
}

/** An image row of a provider (the file itself is not needed to quote it). */
export async function criarImagem(db: Db, provedor: number, titulo: string): Promise<number> {
  const [row] = await db
    .insert(provedor_imagens)
    .values({
      provedor_id: provedor,
      titulo,
      arquivo: `teste/${titulo}.png`,
      mime: 'image/png',
      tamanho: 10,
      nome_arquivo: `${titulo}.png`,
    })
    .returning({ id: provedor_imagens.id });
  if (!row) throw new Error('image not created');
  return row.id;
}

export async function contar(db: Db) {
  const [c] = await db.select({ n: count() }).from(cotacoes);
  const [s] = await db.select({ n: count() }).from(subcotacoes);
  const [l] = await db.select({ n: count() }).from(logs);
  const [n] = await db.select({ n: count() }).from(notificacoes);
  return { cotacoes: c?.n, subcotacoes: s?.n, logs: l?.n, notificacoes: n?.n };
}

export type Ids = {
  cotador: number;
  fornecedorAereo: number;
  fornecedorHotel: number;
  provedorHotel: number;
  outroProvedorHotel: number;
  provedorCarro: number;
  provedorOutro: number;
  smiles: number;
  latam: number;
};

export async function carregarIds(db: Db): Promise<Ids> {
  return {
    cotador: await idDoUsuario(db, 'cotador'),
    fornecedorAereo: await idPorNome(db, fornecedores, 'Atlântica Consolidadora de Passagens'),
    fornecedorHotel: await idPorNome(db, fornecedores, 'Rota Sul Operadora de Turismo'),
    provedorHotel: await idPorNome(db, provedores, 'Grand Hotel Serra Verde'),
    outroProvedorHotel: await idPorNome(db, provedores, 'Pousada Maré Alta'),
    provedorCarro: await idPorNome(db, provedores, 'AutoSul Locadora'),
    provedorOutro: await idPorNome(db, provedores, 'Lençóis Receptivo e Passeios'),
    smiles: await idPorNome(db, programas, 'Smiles'),
    latam: await idPorNome(db, programas, 'LATAM Pass'),
  };
}

const perna = (origem: string, destino: string, partida: string, chegada: string, extra = {}) => ({
  origem,
  destino,
  data_hora_partida: partida,
  data_hora_chegada: chegada,
  numero_do_voo: 'LA8084',
  adultos: 2,
  ...extra,
});

/** A round trip: a paid outbound ticket with a connection, a miles return, and a wallet domestic leg. */
export function corpoVoo(ids: Ids, extra: Partial<CotacaoSaveInput> = {}): CotacaoSaveInput {
  return {
    descricao: 'Lisboa em março',
    cotado_por: ids.cotador,
    ajuste_ativado: true,
    valor_ajuste_absoluto: '50.00',
    valor_ajuste_porcentagem: '5',
    incentivo_ativado: true,
    cotacao_voo: {
      subcotacoes: [
        {
          tipo_cotacao: 'pagante',
          fornecedor: ids.fornecedorAereo,
          moeda: 1,
          custo_bilhete: '850.00',
          custo_taxa_embarque: '89.90',
          custo_taxa_bagagem: '120.00',
          rav: '150.00',
          porcentagem_incentivo: '3',
          bilhete_ida: true,
          bilhete_independente: false,
          viagem: {
            trechos: [
              {
                pernas: [
                  perna('GRU', 'MAD', '2027-03-10T21:00', '2027-03-11T12:30', { tipo_perna: 'conexao' }),
                  perna('MAD', 'LIS', '2027-03-11T15:00', '2027-03-11T15:20'),
                ],
              },
            ],
          },
        },
        {
          tipo_cotacao: 'milha',
          programa_fidelidade: ids.latam,
          quantidade_milhas: 60_000,
          ajuste_efetivo: '-0.5',
          custo_taxa_embarque: '89.90',
          rav: '100.00',
          bilhete_volta: true,
          bilhete_independente: false,
          viagem: { trechos: [{ pernas: [perna('LIS', 'GRU', '2027-03-24T10:00', '2027-03-24T17:30')] }] },
        },
        {
          tipo_cotacao: 'wallet',
          programa_fidelidade: ids.smiles,
          custo_bilhete: '2000.00',
          custo_taxa_embarque: '45.00',
          viagem: { trechos: [{ pernas: [perna('GRU', 'FLN', '2027-03-26T08:00', '2027-03-26T09:10')] }] },
        },
      ],
    },
    ...extra,
  };
}

export function corpoHotel(ids: Ids, extra: Record<string, unknown> = {}): CotacaoSaveInput {
  return {
    descricao: 'Serra gaúcha',
    cotado_por: ids.cotador,
    cotacao_hotel: {
      fornecedor: ids.fornecedorHotel,
      provedor: ids.provedorHotel,
      nome_hotel: 'Grand Hotel Serra Verde',
      local_hotel: 'Gramado - RS',
      checkin_inicio: '2027-07-10',
      checkin_fim: '2027-07-11',
      checkout_inicio: '2027-07-14',
      checkout_fim: '2027-07-15',
      diarias_min: 3,
      diarias_max: 4,
      adultos: 2,
      quartos: 1,
      custo_diaria: '480.00',
      custo_extras: '120.00',
      rav: '150.00',
      cafe: true,
      ...extra,
    },
  };
}

export function corpoCarro(ids: Ids, extra: Record<string, unknown> = {}): CotacaoSaveInput {
  return {
    descricao: 'Carro em Floripa',
    cotado_por: ids.cotador,
    cotacao_carro: {
      fornecedor: ids.fornecedorHotel,
      provedor: ids.provedorCarro,
      local_retirada: 'Aeroporto de Florianópolis',
      local_devolucao: 'Aeroporto de Florianópolis',
      data_hora_retirada: '2027-01-05T10:00',
      data_hora_devolucao: '2027-01-12T10:00',
      empresa: 'AutoSul',
      tipo_carro: 'SUV automático',
      diarias: 7,
      custo_diaria: '189.90',
      custo_seguro: '210.00',
      custo_extras: '0',
      rav: '80.00',
      ...extra,
    },
  };
}

export function corpoOutro(ids: Ids, extra: Record<string, unknown> = {}): CotacaoSaveInput {
  return {
    descricao: 'Passeio nos Lençóis',
    cotado_por: ids.cotador,
    cotacao_outro: {
      fornecedor: ids.fornecedorHotel,
      provedor: ids.provedorOutro,
      nome_servico: 'Passeio de 4x4 pelas lagoas',
      local: 'Barreirinhas - MA',
      data_inicio: '2027-05-02',
      data_fim: '2027-05-02',
      custo_total: '360.00',
      rav: '60.00',
      ...extra,
    },
  };
}
