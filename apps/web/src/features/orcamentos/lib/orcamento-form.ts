import {
  type Orcamento,
  type OrcamentoCreateParsed,
  type TipoOrcamento,
  type TrechoOrcamento,
  trechosIdaVolta,
  ZOrcamentoCreate,
} from '@skyler/domain/orcamentos';
import { FAIXAS_ETARIAS } from '@skyler/domain/passageiros';
import type { FieldPath } from 'react-hook-form';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';

export type TrechoForm = {
  origem: string;
  destino: string;
  flexibilidade_origem: number | null;
  flexibilidade_destino: number | null;
  data_inicio: string | null;
  data_fim: string | null;
};

export type TipoTrecho = 'ida_volta' | 'so_ida' | 'multitrecho';

/**
 * What the Nova solicitação dialog holds: every kind's fields, of which only the chosen kind's are sent.
 * A round trip keeps its return dates in the second leg, so the schema's messages on
 * `orcamento_voo.trechos.1.*` land on the return fields.
 */
export type OrcamentoFormValues = {
  tipo_servico: TipoOrcamento;
  descricao: string;
  orcamento_voo: {
    tipo_trecho: TipoTrecho;
    economica: boolean;
    economica_premium: boolean;
    executiva: boolean;
    primeira_classe: boolean;
    adultos: number;
    criancas: number;
    bebes: number;
    trechos: TrechoForm[];
  };
  orcamento_hotel: {
    local: string;
    flexibilidade: number | null;
    checkin_inicio: string | null;
    checkin_fim: string | null;
    checkout_inicio: string | null;
    checkout_fim: string | null;
    adultos: number;
    criancas: number;
    bebes: number;
    quartos: number;
    anotacoes: string;
  };
  orcamento_carro: {
    local_retirada: string;
    local_devolucao: string;
    flexibilidade_retirada: number | null;
    flexibilidade_devolucao: number | null;
    data_retirada_inicio: string | null;
    data_retirada_fim: string | null;
    data_devolucao_inicio: string | null;
    data_devolucao_fim: string | null;
    tipo_veiculo: string;
    anotacoes: string;
  };
  orcamento_outro: {
    local: string;
    flexibilidade: number | null;
    nome_servico: string;
    descricao_servico: string;
    data_inicio_inicio: string | null;
    data_inicio_fim: string | null;
    tipo_data: 'data_unica' | 'periodo';
    anotacoes: string;
  };
};

export function emptyTrecho(): TrechoForm {
  return {
    origem: '',
    destino: '',
    flexibilidade_origem: null,
    flexibilidade_destino: null,
    data_inicio: null,
    data_fim: null,
  };
}

/** part 1 §3, §9: 1 adult, 0 children, 0 infants, economy, 1 room; a flight starts as a round trip */
export function emptyOrcamentoForm(tipo: TipoOrcamento): OrcamentoFormValues {
  return {
    tipo_servico: tipo,
    descricao: '',
    orcamento_voo: {
      tipo_trecho: 'ida_volta',
      economica: true,
      economica_premium: false,
      executiva: false,
      primeira_classe: false,
      adultos: 1,
      criancas: 0,
      bebes: 0,
      trechos: [emptyTrecho(), emptyTrecho()],
    },
    orcamento_hotel: {
      local: '',
      flexibilidade: null,
      checkin_inicio: null,
      checkin_fim: null,
      checkout_inicio: null,
      checkout_fim: null,
      adultos: 1,
      criancas: 0,
      bebes: 0,
      quartos: 1,
      anotacoes: '',
    },
    orcamento_carro: {
      local_retirada: '',
      local_devolucao: '',
      flexibilidade_retirada: null,
      flexibilidade_devolucao: null,
      data_retirada_inicio: null,
      data_retirada_fim: null,
      data_devolucao_inicio: null,
      data_devolucao_fim: null,
      tipo_veiculo: '',
      anotacoes: '',
    },
    orcamento_outro: {
      local: '',
      flexibilidade: null,
      nome_servico: '',
      descricao_servico: '',
      data_inicio_inicio: null,
      data_inicio_fim: null,
      tipo_data: 'data_unica',
      anotacoes: '',
    },
  };
}

const texto = (valor: string | null | undefined) => valor ?? '';

/**
 * The form of a saved request, for its edit: the empty form of its kind with what the request asks; a one-way
 * trip keeps an empty return leg, as the new form does, in case it becomes a round trip.
 */
export function orcamentoParaForm(orcamento: Orcamento): OrcamentoFormValues {
  const form = emptyOrcamentoForm(orcamento.tipo_servico);
  const base = { ...form, descricao: orcamento.descricao };
  const {
    orcamento_voo: voo,
    orcamento_hotel: hotel,
    orcamento_carro: carro,
    orcamento_outro: outro,
  } = orcamento;
  if (voo) {
    const trechos: TrechoForm[] = voo.trechos.map((t) => ({
      origem: t.origem,
      destino: t.destino,
      flexibilidade_origem: t.flexibilidade_origem ?? null,
      flexibilidade_destino: t.flexibilidade_destino ?? null,
      data_inicio: t.data_inicio,
      data_fim: t.data_fim,
    }));
    if (trechos.length < 2) trechos.push(emptyTrecho());
    return {
      ...base,
      orcamento_voo: {
        tipo_trecho: voo.tipo_trecho,
        economica: voo.economica,
        economica_premium: voo.economica_premium,
        executiva: voo.executiva,
        primeira_classe: voo.primeira_classe,
        adultos: voo.adultos,
        criancas: voo.criancas,
        bebes: voo.bebes,
        trechos,
      },
    };
  }
  if (hotel) {
    return {
      ...base,
      orcamento_hotel: {
        ...form.orcamento_hotel,
        ...hotel,
        flexibilidade: hotel.flexibilidade ?? null,
        anotacoes: texto(hotel.anotacoes),
      },
    };
  }
  if (carro) {
    return {
      ...base,
      orcamento_carro: {
        ...form.orcamento_carro,
        ...carro,
        flexibilidade_retirada: carro.flexibilidade_retirada ?? null,
        flexibilidade_devolucao: carro.flexibilidade_devolucao ?? null,
        anotacoes: texto(carro.anotacoes),
      },
    };
  }
  if (outro) {
    return {
      ...base,
      orcamento_outro: {
        ...form.orcamento_outro,
        ...outro,
        flexibilidade: outro.flexibilidade ?? null,
        descricao_servico: texto(outro.descricao_servico),
        anotacoes: texto(outro.anotacoes),
      },
    };
  }
  return base;
}

/** What the form sends to the schema: its kind's object, as typed (the schema decides whether it is complete). */
export type OrcamentoRascunho = { tipo_servico: TipoOrcamento; descricao: string } & Record<string, unknown>;

/** The request the form describes: only its kind's object; a round trip's second leg is the reverse of the first. */
export function orcamentoToRequest(values: OrcamentoFormValues): OrcamentoRascunho {
  const { tipo_servico, descricao } = values;
  switch (tipo_servico) {
    case 'orcamento_voo': {
      const { trechos, ...voo } = values.orcamento_voo;
      const [ida = emptyTrecho(), volta = emptyTrecho()] = trechos;
      const enviados: Omit<TrechoOrcamento, 'ordem'>[] =
        voo.tipo_trecho === 'ida_volta'
          ? trechosIdaVolta({ ...ida, ordem: 1 }, volta).map(({ ordem: _ordem, ...trecho }) => trecho)
          : voo.tipo_trecho === 'so_ida'
            ? [ida]
            : trechos;
      return { tipo_servico, descricao, orcamento_voo: { ...voo, trechos: enviados } };
    }
    case 'orcamento_hotel':
      return { tipo_servico, descricao, orcamento_hotel: values.orcamento_hotel };
    case 'orcamento_carro':
      return { tipo_servico, descricao, orcamento_carro: values.orcamento_carro };
    case 'orcamento_outro': {
      const outro = values.orcamento_outro;
      // a single date has no end
      const data_inicio_fim = outro.tipo_data === 'periodo' ? outro.data_inicio_fim : null;
      return { tipo_servico, descricao, orcamento_outro: { ...outro, data_inicio_fim } };
    }
  }
}

/** The domain's request schema decides, with its own messages, on the form's field paths. */
export const orcamentoResolver = schemaResolver<OrcamentoFormValues, OrcamentoCreateParsed>(
  ZOrcamentoCreate,
  orcamentoToRequest,
);

type Faixas = (typeof FAIXAS_ETARIAS)[keyof typeof FAIXAS_ETARIAS];

/** The age band of each passenger field of the request's kind (decision 0020), shown under it. */
export function faixasPassageiros(faixa: 'voo' | 'hotel'): Record<'adultos' | 'criancas' | 'bebes', string> {
  const f: Faixas = FAIXAS_ETARIAS[faixa];
  return {
    adultos: `${f.adultos.min} anos ou mais`,
    criancas: `${f.criancas.min} a ${f.criancas.max} anos`,
    // airlines count an infant until the 2nd birthday; hotels give the band as 0 to 2
    bebes: faixa === 'voo' ? `menos de ${f.bebes.max} anos` : `${f.bebes.min} a ${f.bebes.max} anos`,
  };
}

/** The first outbound date after the first return date (YYYY-MM-DD compare as text). */
export function idaDepoisDaVolta(ida: string | null | undefined, volta: string | null | undefined): boolean {
  return Boolean(ida && volta && ida > volta);
}

export type CampoOrcamento = FieldPath<OrcamentoFormValues>;
