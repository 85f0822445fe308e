import {
  type CotacaoSaveInput,
  faixaDiarias,
  podeIrParaCarrinho,
  type SubcotacaoInput,
  ZCotacaoSave,
} from '@skyler/domain/cotacoes';
import type { OrcamentoCarro, OrcamentoHotel, OrcamentoOutro, OrcamentoVoo } from '@skyler/domain/orcamentos';
import { TIPOS_ORCAMENTO, TIPOS_OUTRO_SERVICO, type TipoOrcamento } from '@skyler/domain/orcamentos';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type Autor,
  addCarrinhoTx,
  archiveCotacaoTx,
  criarCotacaoTx,
} from '../../modules/cotacoes/cotacoes.service.ts';
import type { FileStore } from '../../platform/files.ts';
import type { DbOrTx } from '../client.ts';
import { moedas, orcamentos, provedor_imagens, usuarios, vendas } from '../schema/index.ts';
import { type CatalogoDemo, carregarCatalogoDemo, fornecedorDe, iata, reais } from './catalogo-demo.ts';
import { createRandom } from './contatos-demo.ts';

type Random = ReturnType<typeof createRandom>;

const HORA_MS = 3_600_000;
const DIA_MS = 24 * HORA_MS;
/** Requests quoted of each kind: the most recent ones, where a consultant is still working. */
const POR_TIPO = 12;
const USD = 'USD';
const INTERNACIONAIS = new Set(['LIS', 'MCO', 'EZE', 'SCL', 'CDG']);

/** What the demo quotes draw on besides the catalogue: the dollar, the airline suppliers, the providers' images. */
type Catalogo = CatalogoDemo & {
  moedaUsd: number | null;
  fornecedoresAereos: number[];
  imagensDoProvedor: Map<number, number[]>;
};

async function carregarCatalogo(tx: DbOrTx): Promise<Catalogo> {
  const { associacoes, ...catalogo } = await carregarCatalogoDemo(tx);
  const imagens = await tx
    .select({ id: provedor_imagens.id, provedor: provedor_imagens.provedor_id })
    .from(provedor_imagens)
    .orderBy(asc(provedor_imagens.id));
  const usd = await tx.select({ id: moedas.id }).from(moedas).where(eq(moedas.sigla, USD));
  const aereos = new Set((catalogo.provedoresPorTipo.get('aereo') ?? []).map((p) => p.id));
  const imagensDoProvedor = new Map<number, number[]>();
  for (const i of imagens)
    imagensDoProvedor.set(i.provedor, [...(imagensDoProvedor.get(i.provedor) ?? []), i.id]);
  return {
    ...catalogo,
    moedaUsd: usd[0]?.id ?? null,
    fornecedoresAereos: [
      ...new Set(associacoes.filter((a) => aereos.has(a.provedor_id)).map((a) => a.fornecedor_id)),
    ],
    imagensDoProvedor,
  };
}

const curta = (texto: string) => texto.slice(0, 30).trim();

/** 'YYYY-MM-DDTHH:MM' of a date at an hour, plus some minutes (the local time of the airport). */
function horario(data: string, hora: number, minutos = 0): string {
  const instante = new Date(Date.parse(`${data}T00:00:00Z`) + hora * HORA_MS + minutos * 60_000);
  return instante.toISOString().slice(0, 16);
}

function imagensDe(random: Random, catalogo: Catalogo, provedor: number | null): number[] {
  const todas = provedor === null ? [] : (catalogo.imagensDoProvedor.get(provedor) ?? []);
  return todas.slice(0, random.int(Math.min(1, todas.length), Math.min(3, todas.length)));
}

type TipoBilhete = 'pagante' | 'milha' | 'wallet';

const PROGRAMA_DA_CIA: Record<string, string> = {
  LA: 'LATAM Pass',
  G3: 'Smiles',
  AD: 'TudoAzul',
  TP: 'TAP Miles&Go',
};

function bilhetesDoVoo(
  random: Random,
  catalogo: Catalogo,
  voo: OrcamentoVoo,
  opcao: 'pagante' | 'misto' | 'milha' | 'wallet',
): SubcotacaoInput[] {
  const idaVolta = voo.tipo_trecho === 'ida_volta';
  const passageiros = voo.adultos + voo.criancas + voo.bebes;
  const classe =
    voo.executiva && !voo.economica ? { economica: false, executiva: true } : { economica: true };
  return voo.trechos.map((trecho, indice) => {
    const origem = iata(trecho.origem);
    const destino = iata(trecho.destino);
    const internacional = INTERNACIONAIS.has(origem) || INTERNACIONAIS.has(destino);
    const ciaIata = internacional
      ? destino === 'LIS' || origem === 'LIS'
        ? 'TP'
        : 'LA'
      : random.pick(['LA', 'G3', 'AD']);
    const cia = catalogo.cia.get(ciaIata) ?? null;
    const escala =
      origem !== 'GRU' && destino !== 'GRU' && (internacional || random.chance(0.3)) ? 'GRU' : null;
    const saida = random.int(6, 22);
    const duracao = internacional ? random.int(8, 11) : random.int(1, 3);
    const perna = (de: string, para: string, partida: string, chegada: string, extra = {}) => ({
      origem: de,
      destino: para,
      cia_aerea: cia,
      data_hora_partida: partida,
      data_hora_chegada: chegada,
      numero_do_voo: `${ciaIata}${random.int(1000, 9899)}`,
      adultos: voo.adultos,
      criancas: voo.criancas,
      bebes: voo.bebes,
      bagagem_23kg: random.pick([0, 1, 1, 2]),
      ...classe,
      ...extra,
    });
    const pernas = escala
      ? [
          perna(
            origem,
            escala,
            horario(trecho.data_inicio, saida),
            horario(trecho.data_inicio, saida + 1, 20),
            {
              tipo_perna: 'conexao',
            },
          ),
          perna(
            escala,
            destino,
            horario(trecho.data_inicio, saida + 3),
            horario(trecho.data_inicio, saida + 3 + duracao, 15),
          ),
        ]
      : [
          perna(
            origem,
            destino,
            horario(trecho.data_inicio, saida),
            horario(trecho.data_inicio, saida + duracao, 10),
          ),
        ];
    const tipo: TipoBilhete =
      opcao === 'misto' ? (indice === 0 ? 'pagante' : 'milha') : opcao === 'pagante' ? 'pagante' : opcao;
    const flags = idaVolta
      ? { bilhete_ida: indice === 0, bilhete_volta: indice === 1, bilhete_independente: false }
      : { bilhete_ida: false, bilhete_volta: false, bilhete_independente: true };
    const comum = { ...flags, rav: reais(random, 50, 200), viagem: { trechos: [{ pernas }] } };
    const programaNome = PROGRAMA_DA_CIA[ciaIata] ?? 'Smiles';
    const programa = catalogo.programa.get(programaNome) ?? null;
    if (tipo === 'milha' && programa !== null) {
      const porPessoa = internacional ? random.int(90, 240) * 500 : random.int(16, 70) * 500;
      return {
        ...comum,
        tipo_cotacao: 'milha',
        programa_fidelidade: programa,
        quantidade_milhas: porPessoa * passageiros,
        ajuste_efetivo: random.pick(['0', '0', '-0.5', '0.5', '-1']),
        custo_taxa_embarque: reais(random, 40, 95),
      };
    }
    if (tipo === 'wallet' && programa !== null) {
      return {
        ...comum,
        tipo_cotacao: 'wallet',
        programa_fidelidade: programa,
        custo_bilhete: `${random.int(internacional ? 2400 : 450, internacional ? 6200 : 1900) * passageiros}.00`,
        custo_taxa_embarque: reais(random, 40, 95),
      };
    }
    const provedor = (catalogo.provedoresPorTipo.get('aereo') ?? []).find((p) => p.cia === cia)?.id ?? null;
    const fornecedor = catalogo.fornecedoresAereos.length
      ? random.pick(catalogo.fornecedoresAereos)
      : fornecedorDe(random, catalogo, provedor);
    const emDolar = internacional && catalogo.moedaUsd !== null;
    return {
      ...comum,
      tipo_cotacao: 'pagante',
      fornecedor,
      provedor,
      moeda: emDolar ? (catalogo.moedaUsd ?? undefined) : undefined,
      custo_bilhete: `${random.int(emDolar ? 380 : 420, emDolar ? 1400 : 1900) * passageiros}.00`,
      custo_taxa_embarque: emDolar ? reais(random, 45, 120) : reais(random, 35, 95),
      custo_taxa_bagagem: random.chance(0.4) ? reais(random, 60, 160) : '0',
      porcentagem_incentivo: random.pick(['0', '2', '3']),
    };
  });
}

const OPCOES_VOO = {
  pagante: 'Tarifa pagante',
  misto: 'Ida pagante, volta em milhas',
  milha: 'Emissão com milhas',
  wallet: 'Wallet com milhas',
} as const;

function parteDoPedido(
  random: Random,
  catalogo: Catalogo,
  tipo: TipoOrcamento,
  detalhes: Record<string, unknown>,
): Omit<CotacaoSaveInput, 'cotado_por'> | null {
  switch (tipo) {
    case 'orcamento_voo': {
      const voo = detalhes as unknown as OrcamentoVoo;
      const opcoes =
        voo.tipo_trecho === 'ida_volta'
          ? (['pagante', 'misto', 'milha', 'wallet'] as const)
          : (['pagante', 'milha', 'wallet'] as const);
      const opcao = random.pick(opcoes);
      return {
        descricao: OPCOES_VOO[opcao],
        cotacao_voo: { subcotacoes: bilhetesDoVoo(random, catalogo, voo, opcao) },
      };
    }
    case 'orcamento_hotel': {
      const hotel = detalhes as unknown as OrcamentoHotel;
      const provedor = random.pick(catalogo.provedoresPorTipo.get('hospedagem') ?? [null]);
      if (!provedor) return null;
      const faixa = faixaDiarias({
        ...hotel,
        checkin_fim: hotel.checkin_fim ?? null,
        checkout_fim: hotel.checkout_fim ?? null,
      });
      const noites = Math.max(
        1,
        Math.round((Date.parse(hotel.checkout_inicio) - Date.parse(hotel.checkin_inicio)) / DIA_MS),
      );
      return {
        descricao: curta(provedor.nome),
        cotacao_hotel: {
          fornecedor: fornecedorDe(random, catalogo, provedor.id),
          provedor: provedor.id,
          imagens_provedor: imagensDe(random, catalogo, provedor.id),
          nome_hotel: provedor.nome,
          local_hotel: hotel.local,
          checkin_inicio: hotel.checkin_inicio,
          checkin_fim: hotel.checkin_fim,
          checkout_inicio: hotel.checkout_inicio,
          checkout_fim: hotel.checkout_fim,
          diarias: noites,
          diarias_min: faixa ? faixa.min : null,
          diarias_max: faixa ? faixa.max : null,
          adultos: hotel.adultos,
          criancas: hotel.criancas,
          bebes: hotel.bebes,
          quartos: hotel.quartos,
          custo_diaria: `${random.int(260, 1400) * hotel.quartos}.00`,
          custo_extras: random.chance(0.4) ? reais(random, 60, 300) : '0',
          rav: reais(random, 80, 250),
          cafe: random.chance(0.7),
          porcentagem_incentivo: random.pick(['0', '5', '8']),
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
      const tipoCarro =
        carro.tipo_veiculo === 'Van'
          ? 'Van 15 lugares'
          : random.pick(['Econômico com ar', 'Sedã médio', 'SUV automático']);
      return {
        descricao: curta(tipoCarro),
        cotacao_carro: {
          fornecedor: fornecedorDe(random, catalogo, provedor.id),
          provedor: provedor.id,
          imagens_provedor: imagensDe(random, catalogo, provedor.id),
          local_retirada: carro.local_retirada,
          local_devolucao: carro.local_devolucao,
          data_hora_retirada: `${carro.data_retirada_inicio}T10:00`,
          data_hora_devolucao: `${carro.data_devolucao_inicio}T10:00`,
          empresa: provedor.nome,
          tipo_carro: tipoCarro,
          diarias,
          custo_diaria: reais(random, 110, carro.tipo_veiculo === 'Van' ? 520 : 380),
          custo_seguro: `${35 * diarias}.00`,
          custo_extras: random.chance(0.3) ? reais(random, 40, 150) : '0',
          rav: reais(random, 50, 120),
        },
      };
    }
    case 'orcamento_outro': {
      const outro = detalhes as unknown as OrcamentoOutro;
      const provedor = random.pick(catalogo.provedoresPorTipo.get('outro') ?? [null]);
      const nome = outro.descricao_servico || TIPOS_OUTRO_SERVICO.label(outro.nome_servico);
      return {
        descricao: curta(TIPOS_OUTRO_SERVICO.label(outro.nome_servico)),
        cotacao_outro: {
          fornecedor: fornecedorDe(random, catalogo, provedor?.id ?? null),
          provedor: provedor?.id ?? null,
          nome_servico: nome.slice(0, 100),
          descricao_servico: outro.descricao_servico,
          local: outro.local,
          data_inicio: outro.data_inicio_inicio,
          data_fim: outro.data_inicio_fim ?? outro.data_inicio_inicio,
          custo_total: reais(random, 180, 2400),
          rav: reais(random, 40, 150),
        },
      };
    }
  }
}

/**
 * Demo quotes of every kind on the most recent demo requests, priced by the quotes' own service (flights
 * with paid, miles and wallet tickets, round trips with outbound and return tickets, connections; hotels
 * and cars with their providers' pictures; other services), quoted by the demo quoter and others, some
 * in the cart and some archived. Closed requests are quoted as they were before closing. Deterministic
 * but for the dates, which follow the moment of seeding. Needs the reference data (currencies).
 */
export async function seedCotacoesDemo(
  tx: DbOrTx,
  { files: _files, agora = new Date() }: { files?: FileStore | undefined; agora?: Date } = {},
): Promise<void> {
  const random = createRandom(20_261_125);
  const [real] = await tx.select({ id: moedas.id }).from(moedas).limit(1);
  if (!real) return;
  const catalogo = await carregarCatalogo(tx);
  const equipe = await tx
    .select({ id: usuarios.id, username: usuarios.username, cotador_extra: usuarios.cotador_extra })
    .from(usuarios)
    .where(inArray(usuarios.username, ['cotador', 'admin']));
  const cotador = equipe.find((u) => u.username === 'cotador');
  const admin = equipe.find((u) => u.username === 'admin');
  if (!cotador || !admin) return;

  const pedidos = [];
  for (const tipo of TIPOS_ORCAMENTO.values) {
    pedidos.push(
      ...(await tx
        .select({ orcamento: orcamentos, consultor: vendas.consultor })
        .from(orcamentos)
        .innerJoin(vendas, eq(vendas.id, orcamentos.venda))
        .where(and(eq(vendas.status, 'proposta'), eq(orcamentos.tipo_servico, tipo)))
        .orderBy(desc(orcamentos.created_at), desc(orcamentos.id))
        .limit(POR_TIPO)),
    );
  }

  for (const { orcamento } of pedidos) {
    const fechado = orcamento.status === 'fechado';
    // a closed request was quoted before it was closed: open it for its quotes, then close it again
    if (fechado) await tx.update(orcamentos).set({ status: 'aberto' }).where(eq(orcamentos.id, orcamento.id));
    const criadas = [];
    const quantas = orcamento.tipo_servico === 'orcamento_voo' ? random.int(1, 3) : random.int(1, 2);
    for (let n = 0; n < quantas; n++) {
      const parte = parteDoPedido(random, catalogo, orcamento.tipo_servico, orcamento.detalhes);
      if (!parte) continue;
      const quemSalva = random.chance(0.7) ? cotador : admin;
      const ajuste = random.chance(0.3);
      const body = ZCotacaoSave.parse({
        ...parte,
        cotado_por: random.chance(0.85) ? quemSalva.id : cotador.id,
        ajuste_ativado: ajuste,
        valor_ajuste_porcentagem: ajuste ? random.pick(['-3', '2', '5']) : '0',
        valor_ajuste_absoluto: ajuste ? random.pick(['0', '-50', '30']) : '0',
        incentivo_ativado: random.chance(0.3),
      });
      const desde = Math.max(orcamento.created_at.getTime(), agora.getTime() - 14 * DIA_MS);
      const data = new Date(
        Math.min(desde + random.int(1, 14 * 24) * HORA_MS, agora.getTime() - random.int(1, 600) * 60_000),
      );
      const autor: Autor = { user: quemSalva, ip: null };
      criadas.push(await criarCotacaoTx(tx, { orcamento: orcamento.id, body, data, ...autor }));
    }
    if (fechado) {
      await tx
        .update(orcamentos)
        .set({ status: 'fechado', updated_at: orcamento.fechado_em ?? orcamento.updated_at })
        .where(eq(orcamentos.id, orcamento.id));
    }
    const autor: Autor = { user: cotador, ip: null };
    const paraCarrinho = criadas.find((c) => podeIrParaCarrinho(c, new Date()));
    if (paraCarrinho && random.chance(0.45)) {
      await addCarrinhoTx(tx, { venda: orcamento.venda, cotacao: paraCarrinho.id, ...autor });
    }
    for (const cotacao of criadas) {
      if (cotacao.id !== paraCarrinho?.id && criadas.length > 1 && random.chance(0.25)) {
        await archiveCotacaoTx(tx, { id: cotacao.id, ...autor });
      }
    }
  }
}
