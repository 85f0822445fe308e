import { type CotacaoView, TIPOS_PERNA } from '@skyler/domain/cotacoes';
import { formatDate, formatDateTime } from '@skyler/domain/formatters';
import { CLASSES_CABINE, type TipoOrcamento } from '@skyler/domain/orcamentos';
import { moneyString } from '@skyler/domain/precos/dinheiro';
import { opcoesCartao } from '@skyler/domain/precos/parcelamento';
import { type CidadesDosAeroportos, tituloDaCotacao } from '@skyler/domain/proposta';
import type { BilheteProposta, CotacaoProposta, ImagemProposta, PernaProposta } from './proposta-pdf.tsx';

/** What a quote's stored part holds, read loosely: the view passes the saved fields through. */
type Campos = Record<string, unknown>;

const texto = (valor: unknown): string => (typeof valor === 'string' ? valor : '');
const numero = (valor: unknown): number => (typeof valor === 'number' ? valor : 0);

function plural(quantidade: number, singular: string, plural: string): string | null {
  if (quantidade <= 0) return null;
  return `${quantidade} ${quantidade === 1 ? singular : plural}`;
}

export function descreverPassageiros(p: Campos): string {
  return (
    [
      plural(numero(p.adultos), 'adulto', 'adultos'),
      plural(numero(p.criancas), 'criança', 'crianças'),
      plural(numero(p.bebes), 'bebê', 'bebês'),
    ]
      .filter(Boolean)
      .join(', ') || '1 adulto'
  );
}

function descreverBagagem(perna: Campos): string {
  const partes = [
    plural(numero(perna.bagagem_10kg), 'bagagem de 10 kg', 'bagagens de 10 kg'),
    plural(numero(perna.bagagem_23kg), 'bagagem de 23 kg', 'bagagens de 23 kg'),
  ].filter(Boolean);
  return partes.length > 0 ? partes.join(' e ') : 'sem bagagem despachada';
}

function rotuloDoBilhete(b: Campos): string {
  if (b.bilhete_ida && b.bilhete_volta) return 'Ida e volta';
  if (b.bilhete_ida) return 'Ida';
  if (b.bilhete_volta) return 'Volta';
  return 'Independente';
}

function periodo(inicio: unknown, fim: unknown): string {
  const de = texto(inicio);
  const ate = texto(fim);
  if (!de) return '-';
  return ate && ate !== de ? `${formatDate(de)} a ${formatDate(ate)}` : formatDate(de);
}

/** An airline as a leg shows it: its short name and, when it has one the PDF can draw, its logo. */
export type CiaProposta = { nome: string; logo: ImagemProposta | null };

type Contexto = {
  /** airlines by id */
  cias: ReadonlyMap<number, CiaProposta>;
  /** the airports' Portuguese cities by IATA code */
  cidades: CidadesDosAeroportos;
  /** provider pictures by image id (only the ones the PDF can draw) */
  imagens: ReadonlyMap<number, ImagemProposta>;
};

function imagensDe(parte: { imagens?: { id: number }[] } | null | undefined, contexto: Contexto) {
  return (parte?.imagens ?? []).flatMap((imagem) => {
    const encontrada = contexto.imagens.get(imagem.id);
    return encontrada ? [encontrada] : [];
  });
}

function perna(p: Campos, contexto: Contexto): PernaProposta {
  const cia = typeof p.cia_aerea === 'number' ? contexto.cias.get(p.cia_aerea) : undefined;
  const classe = CLASSES_CABINE.values.find((c) => p[c] === true);
  const tipo = TIPOS_PERNA.values.find((t) => t === p.tipo_perna);
  const origem = texto(p.origem).toUpperCase();
  const destino = texto(p.destino).toUpperCase();
  return {
    origem,
    destino,
    origemCidade: contexto.cidades.get(origem) ?? null,
    destinoCidade: contexto.cidades.get(destino) ?? null,
    partida: texto(p.data_hora_partida) || null,
    chegada: texto(p.data_hora_chegada) || null,
    cia: cia?.nome ?? '',
    ciaLogo: cia?.logo ?? null,
    voo: texto(p.numero_do_voo),
    classe: classe ? CLASSES_CABINE.label(classe) : '',
    bagagem: descreverBagagem(p),
    tipo: tipo ? TIPOS_PERNA.label(tipo) : null,
  };
}

function bilhetes(view: CotacaoView, contexto: Contexto): BilheteProposta[] {
  return (view.cotacao_voo?.subcotacoes ?? []).map((b, indice) => {
    const viagem = (b as Campos).viagem as { trechos?: { pernas?: Campos[] }[] } | undefined;
    const trechos = (viagem?.trechos ?? []).map((trecho, t) => ({
      ordem: t + 1,
      pernas: (trecho.pernas ?? []).map((p) => perna(p, contexto)),
    }));
    const primeira = viagem?.trechos?.[0]?.pernas?.[0] ?? {};
    return {
      ordem: indice + 1,
      rotulo: rotuloDoBilhete(b as Campos),
      passageiros: descreverPassageiros(primeira),
      trechos,
      imagens: imagensDe(b, contexto),
    };
  });
}

function detalhes(tipo: TipoOrcamento, parte: Campos | null): { rotulo: string; valor: string }[] {
  if (!parte) return [];
  switch (tipo) {
    case 'orcamento_hotel': {
      const min = parte.diarias_min;
      const max = parte.diarias_max;
      const diarias =
        typeof min === 'number' && typeof max === 'number'
          ? `${min} a ${max}`
          : String(numero(parte.diarias));
      return [
        { rotulo: 'Hotel', valor: texto(parte.nome_hotel) || '-' },
        { rotulo: 'Local', valor: texto(parte.local_hotel) || '-' },
        { rotulo: 'Check-in', valor: periodo(parte.checkin_inicio, parte.checkin_fim) },
        { rotulo: 'Check-out', valor: periodo(parte.checkout_inicio, parte.checkout_fim) },
        { rotulo: 'Diárias', valor: diarias },
        { rotulo: 'Hóspedes', valor: descreverPassageiros(parte) },
        { rotulo: 'Quartos', valor: String(numero(parte.quartos) || 1) },
        { rotulo: 'Café da manhã', valor: parte.cafe ? 'Incluído' : 'Não incluído' },
      ];
    }
    case 'orcamento_carro':
      return [
        {
          rotulo: 'Retirada',
          valor: [texto(parte.local_retirada), formatDateTime(texto(parte.data_hora_retirada))]
            .filter((v) => v && v !== '-')
            .join(' · '),
        },
        {
          rotulo: 'Devolução',
          valor: [texto(parte.local_devolucao), formatDateTime(texto(parte.data_hora_devolucao))]
            .filter((v) => v && v !== '-')
            .join(' · '),
        },
        { rotulo: 'Locadora', valor: texto(parte.empresa) || '-' },
        { rotulo: 'Carro', valor: texto(parte.tipo_carro) || '-' },
        { rotulo: 'Diárias', valor: String(numero(parte.diarias)) },
      ];
    case 'orcamento_outro':
      return [
        { rotulo: 'Serviço', valor: texto(parte.nome_servico) || '-' },
        { rotulo: 'Descrição', valor: texto(parte.descricao_servico) || '-' },
        { rotulo: 'Local', valor: texto(parte.local) || '-' },
        { rotulo: 'Datas', valor: periodo(parte.data_inicio, parte.data_fim) },
      ];
    case 'orcamento_voo':
      return [];
  }
}

/** A stored quote as the proposal shows it: its part's details, pictures, cash value and card options. */
export function montarCotacaoProposta(view: CotacaoView, contexto: Contexto): CotacaoProposta {
  const tipo = view.tipo_servico as TipoOrcamento;
  const parte = (view.cotacao_hotel ?? view.cotacao_carro ?? view.cotacao_outro ?? null) as
    | (Campos & { imagens?: { id: number }[] })
    | null;
  return {
    id: view.id,
    titulo: tituloDaCotacao(view, contexto.cidades),
    tipo,
    bilhetes: bilhetes(view, contexto),
    detalhes: detalhes(tipo, parte),
    imagens: imagensDe(parte, contexto),
    valor_pix: moneyString(view.valor_final),
    opcoes_cartao: opcoesCartao(view.valor_final),
  };
}

/** Ids of the airlines and pictures, and the airport codes, a set of quotes shows. */
export function referenciasDas(views: readonly CotacaoView[]): {
  cias: number[];
  imagens: number[];
  aeroportos: string[];
} {
  const cias = new Set<number>();
  const imagens = new Set<number>();
  const aeroportos = new Set<string>();
  for (const view of views) {
    for (const parte of [view.cotacao_hotel, view.cotacao_carro, view.cotacao_outro]) {
      for (const imagem of parte?.imagens ?? []) imagens.add(imagem.id);
    }
    for (const b of view.cotacao_voo?.subcotacoes ?? []) {
      for (const imagem of b.imagens) imagens.add(imagem.id);
      const viagem = (b as Campos).viagem as { trechos?: { pernas?: Campos[] }[] } | undefined;
      for (const trecho of viagem?.trechos ?? []) {
        for (const p of trecho.pernas ?? []) {
          if (typeof p.cia_aerea === 'number') cias.add(p.cia_aerea);
          for (const iata of [texto(p.origem), texto(p.destino)])
            if (iata) aeroportos.add(iata.toUpperCase());
        }
      }
    }
  }
  return { cias: [...cias], imagens: [...imagens], aeroportos: [...aeroportos] };
}
