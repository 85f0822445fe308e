import {
  type CotacaoSave,
  type CotacaoSaveInput,
  type CotacaoView,
  faixaDiarias,
  MOEDA_PADRAO,
  type TipoCotacao,
  type TipoPerna,
  ZCotacaoSave,
  ZDecimal,
} from '@skyler/domain/cotacoes';
import { codigoDoLocal } from '@skyler/domain/moblix';
import type { Orcamento } from '@skyler/domain/orcamentos';
import {
  CLASSES_CABINE,
  type ClasseCabine,
  TIPOS_OUTRO_SERVICO,
  type TipoOrcamento,
} from '@skyler/domain/orcamentos-regras';
import type { CotacaoEntrada } from '@skyler/domain/precos/calculo-cotacao';
import { schemaResolver } from '../../../../components/forms/schema-resolver.ts';

/**
 * The quote dialog's values: the body of `ZCotacaoSave` with every field present (amounts as the typed
 * text, counts as numbers or null while empty), so that react-hook-form holds one shape per kind.
 */

export type PernaForm = {
  origem: string;
  destino: string;
  cia_aerea: number | null;
  data_hora_partida: string | null;
  data_hora_chegada: string | null;
  numero_do_voo: string;
  economica: boolean;
  economica_premium: boolean;
  executiva: boolean;
  primeira_classe: boolean;
  adultos: number | null;
  criancas: number | null;
  bebes: number | null;
  bagagem_10kg: number | null;
  bagagem_23kg: number | null;
  tipo_perna: TipoPerna | null;
};

export type TrechoForm = { pernas: PernaForm[] };

type ParteForm = {
  fornecedor: number | null;
  provedor: number | null;
  moeda: number;
  rav: string;
  porcentagem_incentivo: string;
  valor_incentivo: string;
  anotacao_custo_extra: string;
  imagens_provedor: number[];
};

export type BilheteForm = ParteForm & {
  id?: number;
  tipo_cotacao: TipoCotacao;
  programa_fidelidade: number | null;
  quantidade_milhas: number | null;
  /** fixed price per thousand; empty takes the miles table's */
  milheiro: string;
  ajuste_efetivo: number;
  custo_bilhete: string;
  custo_taxa_embarque: string;
  custo_taxa_bagagem: string;
  custo_taxas_extras: string;
  custo_assento_conforto: string;
  bilhete_ida: boolean;
  bilhete_volta: boolean;
  bilhete_independente: boolean;
  viagem: { trechos: TrechoForm[] };
};

export type HotelForm = ParteForm & {
  nome_hotel: string;
  local_hotel: string;
  checkin_inicio: string | null;
  checkin_fim: string | null;
  checkout_inicio: string | null;
  checkout_fim: string | null;
  diarias: number | null;
  diarias_min: number | null;
  diarias_max: number | null;
  adultos: number | null;
  criancas: number | null;
  bebes: number | null;
  quartos: number | null;
  custo_diaria: string;
  custo_extras: string;
  cafe: boolean;
};

export type CarroForm = ParteForm & {
  local_retirada: string;
  local_devolucao: string;
  data_hora_retirada: string | null;
  data_hora_devolucao: string | null;
  empresa: string;
  tipo_carro: string;
  diarias: number | null;
  custo_diaria: string;
  custo_seguro: string;
  custo_extras: string;
};

export type OutroForm = ParteForm & {
  nome_servico: string;
  descricao_servico: string;
  local: string;
  data_inicio: string | null;
  data_fim: string | null;
  custo_total: string;
};

export type CotacaoFormValues = {
  descricao: string;
  cotado_por: number | null;
  ajuste_ativado: boolean;
  valor_ajuste_absoluto: string;
  valor_ajuste_porcentagem: string;
  incentivo_ativado: boolean;
  cotacao_voo: { subcotacoes: BilheteForm[] } | null;
  cotacao_hotel: HotelForm | null;
  cotacao_carro: CarroForm | null;
  cotacao_outro: OutroForm | null;
};

export const PARTE_DO_TIPO = {
  orcamento_voo: 'cotacao_voo',
  orcamento_hotel: 'cotacao_hotel',
  orcamento_carro: 'cotacao_carro',
  orcamento_outro: 'cotacao_outro',
} as const satisfies Record<TipoOrcamento, keyof CotacaoFormValues>;
export type ChaveParte = (typeof PARTE_DO_TIPO)[TipoOrcamento];

// ——— empty values ———

function parteVazia(): ParteForm {
  return {
    fornecedor: null,
    provedor: null,
    moeda: MOEDA_PADRAO,
    rav: '',
    porcentagem_incentivo: '',
    valor_incentivo: '',
    anotacao_custo_extra: '',
    imagens_provedor: [],
  };
}

export function pernaVazia(overrides: Partial<PernaForm> = {}): PernaForm {
  return {
    origem: '',
    destino: '',
    cia_aerea: null,
    data_hora_partida: null,
    data_hora_chegada: null,
    numero_do_voo: '',
    economica: true,
    economica_premium: false,
    executiva: false,
    primeira_classe: false,
    adultos: 1,
    criancas: 0,
    bebes: 0,
    bagagem_10kg: 0,
    bagagem_23kg: 0,
    tipo_perna: null,
    ...overrides,
  };
}

export function bilheteVazio(trechos: TrechoForm[] = [{ pernas: [pernaVazia()] }]): BilheteForm {
  return {
    ...parteVazia(),
    tipo_cotacao: 'pagante',
    programa_fidelidade: null,
    quantidade_milhas: null,
    milheiro: '',
    ajuste_efetivo: 0,
    custo_bilhete: '',
    custo_taxa_embarque: '',
    custo_taxa_bagagem: '',
    custo_taxas_extras: '',
    custo_assento_conforto: '',
    bilhete_ida: false,
    bilhete_volta: false,
    bilhete_independente: true,
    viagem: { trechos },
  };
}

/** A new ticket: a copy of the last one, without its id (part 1 §4). */
export function copiaDoBilhete(bilhete: BilheteForm): BilheteForm {
  const { id: _id, ...copia } = structuredClone(bilhete);
  return copia;
}

function hotelVazio(): HotelForm {
  return {
    ...parteVazia(),
    nome_hotel: '',
    local_hotel: '',
    checkin_inicio: null,
    checkin_fim: null,
    checkout_inicio: null,
    checkout_fim: null,
    diarias: 1,
    diarias_min: null,
    diarias_max: null,
    adultos: 1,
    criancas: 0,
    bebes: 0,
    quartos: 1,
    custo_diaria: '',
    custo_extras: '',
    cafe: false,
  };
}

function carroVazio(): CarroForm {
  return {
    ...parteVazia(),
    local_retirada: '',
    local_devolucao: '',
    data_hora_retirada: null,
    data_hora_devolucao: null,
    empresa: '',
    tipo_carro: '',
    diarias: 1,
    custo_diaria: '',
    custo_seguro: '',
    custo_extras: '',
  };
}

function outroVazio(): OutroForm {
  return {
    ...parteVazia(),
    nome_servico: '',
    descricao_servico: '',
    local: '',
    data_inicio: null,
    data_fim: null,
    custo_total: '',
  };
}

// ——— first values ———

const DIA = 86_400_000;
const diasEntre = (de: string | null | undefined, ate: string | null | undefined) =>
  de && ate ? Math.max(0, Math.round((Date.parse(ate) - Date.parse(de)) / DIA)) : null;

/** a date and time at midnight: the day is known, its time not yet */
export const MEIA_NOITE = '00:00';

const IATA = /^[A-Z]{3}$/;
/** the IATA code of a request's place ("Salvador (SSA)", "SSA"); '' when it names none */
function codigoIata(local: string | null | undefined): string {
  const codigo = local ? codigoDoLocal(local) : '';
  return IATA.test(codigo) ? codigo : '';
}

function classeDoPedido(voo: Partial<Record<ClasseCabine, boolean>>): ClasseCabine {
  return CLASSES_CABINE.values.find((classe) => voo[classe]) ?? 'economica';
}

/** A new quote's part, filled from what the request asked. */
function parteDoOrcamento(orcamento: Orcamento): Partial<CotacaoFormValues> {
  switch (orcamento.tipo_servico) {
    case 'orcamento_voo': {
      const voo = orcamento.orcamento_voo;
      if (!voo) return { cotacao_voo: { subcotacoes: [bilheteVazio()] } };
      const classe = classeDoPedido(voo);
      const trechos = voo.trechos.map((trecho) => ({
        pernas: [
          pernaVazia({
            origem: codigoIata(trecho.origem),
            destino: codigoIata(trecho.destino),
            // the day asked for, its time still to be quoted
            data_hora_partida: trecho.data_inicio ? `${trecho.data_inicio}T${MEIA_NOITE}` : null,
            economica: classe === 'economica',
            economica_premium: classe === 'economica_premium',
            executiva: classe === 'executiva',
            primeira_classe: classe === 'primeira_classe',
            adultos: voo.adultos,
            criancas: voo.criancas,
            bebes: voo.bebes,
          }),
        ],
      }));
      return { cotacao_voo: { subcotacoes: [bilheteVazio(trechos.length > 0 ? trechos : undefined)] } };
    }
    case 'orcamento_hotel': {
      const hotel = orcamento.orcamento_hotel;
      if (!hotel) return { cotacao_hotel: hotelVazio() };
      const base: HotelForm = {
        ...hotelVazio(),
        local_hotel: hotel.local,
        checkin_inicio: hotel.checkin_inicio,
        checkin_fim: hotel.checkin_fim,
        checkout_inicio: hotel.checkout_inicio,
        checkout_fim: hotel.checkout_fim,
        adultos: hotel.adultos,
        criancas: hotel.criancas,
        bebes: hotel.bebes,
        quartos: hotel.quartos,
      };
      const faixa = faixaDiarias(base);
      return {
        cotacao_hotel: {
          ...base,
          diarias: faixa ? faixa.min : (diasEntre(hotel.checkin_inicio, hotel.checkout_inicio) ?? 1),
        },
      };
    }
    case 'orcamento_carro': {
      const carro = orcamento.orcamento_carro;
      if (!carro) return { cotacao_carro: carroVazio() };
      return {
        cotacao_carro: {
          ...carroVazio(),
          local_retirada: carro.local_retirada,
          local_devolucao: carro.local_devolucao,
          tipo_carro: carro.tipo_veiculo,
          diarias: diasEntre(carro.data_retirada_inicio, carro.data_devolucao_inicio) ?? 1,
        },
      };
    }
    case 'orcamento_outro': {
      const outro = orcamento.orcamento_outro;
      if (!outro) return { cotacao_outro: outroVazio() };
      return {
        cotacao_outro: {
          ...outroVazio(),
          nome_servico: TIPOS_OUTRO_SERVICO.label(outro.nome_servico),
          descricao_servico: outro.descricao_servico,
          local: outro.local,
          data_inicio: outro.data_inicio_inicio,
          data_fim: outro.data_inicio_fim,
        },
      };
    }
  }
}

const texto = (valor: unknown): string =>
  valor === null || valor === undefined ? '' : typeof valor === 'number' ? String(valor) : String(valor);
/** a stored amount for its field: zero shows as empty */
const valorDoCampo = (valor: unknown): string => {
  const t = texto(valor);
  return t !== '' && Number(t) === 0 ? '' : t;
};

/** Copies the keys of `vazio` from `salvo`, amounts (string keys) as field text. */
function mesclar<T extends object>(vazio: T, salvo: unknown): T {
  if (!salvo || typeof salvo !== 'object') return vazio;
  const origem = salvo as Record<string, unknown>;
  const resultado: Record<string, unknown> = { ...(vazio as Record<string, unknown>) };
  for (const [chave, padrao] of Object.entries(vazio)) {
    const valor = origem[chave];
    if (valor === undefined) continue;
    if (typeof padrao === 'string') resultado[chave] = valorDoCampo(valor);
    else resultado[chave] = valor;
  }
  return resultado as T;
}

function imagensSalvas(parte: unknown): number[] {
  const p = parte as { imagens_provedor?: unknown; imagens?: { id: number }[] } | null;
  if (Array.isArray(p?.imagens_provedor)) return p.imagens_provedor.filter((id) => typeof id === 'number');
  return (p?.imagens ?? []).map((imagem) => imagem.id);
}

function bilheteSalvo(salvo: unknown): BilheteForm {
  const bilhete = mesclar(bilheteVazio(), salvo);
  const s = salvo as Partial<BilheteForm> & { viagem?: { trechos?: { pernas?: unknown[] }[] } };
  const trechos = (s.viagem?.trechos ?? []).map((trecho) => ({
    pernas: (trecho.pernas ?? []).map((perna) => mesclar(pernaVazia(), perna)),
  }));
  return {
    ...bilhete,
    id: typeof s.id === 'number' ? s.id : undefined,
    milheiro: valorDoCampo((salvo as { milheiro?: unknown }).milheiro),
    ajuste_efetivo: Number((salvo as { ajuste_efetivo?: unknown }).ajuste_efetivo ?? 0) || 0,
    imagens_provedor: imagensSalvas(salvo),
    viagem: { trechos: trechos.length > 0 ? trechos : bilheteVazio().viagem.trechos },
  };
}

/** The form of a stored quote (editing or viewing it). */
function valoresDaCotacao(cotacao: CotacaoView): Partial<CotacaoFormValues> {
  const partes: Partial<CotacaoFormValues> = {};
  if (cotacao.cotacao_voo)
    partes.cotacao_voo = { subcotacoes: cotacao.cotacao_voo.subcotacoes.map(bilheteSalvo) };
  if (cotacao.cotacao_hotel)
    partes.cotacao_hotel = {
      ...mesclar(hotelVazio(), cotacao.cotacao_hotel),
      imagens_provedor: imagensSalvas(cotacao.cotacao_hotel),
    };
  if (cotacao.cotacao_carro)
    partes.cotacao_carro = {
      ...mesclar(carroVazio(), cotacao.cotacao_carro),
      imagens_provedor: imagensSalvas(cotacao.cotacao_carro),
    };
  if (cotacao.cotacao_outro)
    partes.cotacao_outro = {
      ...mesclar(outroVazio(), cotacao.cotacao_outro),
      imagens_provedor: imagensSalvas(cotacao.cotacao_outro),
    };
  return {
    descricao: cotacao.descricao,
    cotado_por: cotacao.cotado_por?.id ?? null,
    ajuste_ativado: cotacao.ajuste_ativado,
    valor_ajuste_absoluto: valorDoCampo(cotacao.valor_ajuste_absoluto),
    valor_ajuste_porcentagem: valorDoCampo(cotacao.valor_ajuste_porcentagem),
    incentivo_ativado: cotacao.incentivo_ativado,
    ...partes,
  };
}

/** The form of a new quote from given first values (a copy, a PNR conversion, a Moblix offer). */
function valoresIniciais(inicial: Partial<CotacaoSaveInput>): Partial<CotacaoFormValues> {
  const valores: Partial<CotacaoFormValues> = {};
  if (inicial.descricao !== undefined) valores.descricao = inicial.descricao ?? '';
  if (inicial.cotado_por !== undefined) valores.cotado_por = inicial.cotado_por ?? null;
  if (inicial.ajuste_ativado !== undefined) valores.ajuste_ativado = inicial.ajuste_ativado;
  if (inicial.valor_ajuste_absoluto !== undefined)
    valores.valor_ajuste_absoluto = valorDoCampo(inicial.valor_ajuste_absoluto);
  if (inicial.valor_ajuste_porcentagem !== undefined)
    valores.valor_ajuste_porcentagem = valorDoCampo(inicial.valor_ajuste_porcentagem);
  if (inicial.incentivo_ativado !== undefined) valores.incentivo_ativado = inicial.incentivo_ativado;
  if (inicial.cotacao_voo)
    valores.cotacao_voo = {
      subcotacoes: inicial.cotacao_voo.subcotacoes.map((s) => {
        const { id: _id, ...bilhete } = bilheteSalvo(s);
        return bilhete;
      }),
    };
  if (inicial.cotacao_hotel) valores.cotacao_hotel = { ...mesclar(hotelVazio(), inicial.cotacao_hotel) };
  if (inicial.cotacao_carro) valores.cotacao_carro = { ...mesclar(carroVazio(), inicial.cotacao_carro) };
  if (inicial.cotacao_outro) valores.cotacao_outro = { ...mesclar(outroVazio(), inicial.cotacao_outro) };
  return valores;
}

/**
 * The dialog's first values: the stored quote when editing; otherwise the request's data, overridden by
 * `inicial`. Only the part of the request's kind is kept.
 */
export function valoresDoFormulario({
  orcamento,
  cotacao,
  inicial,
  cotadorPadrao,
}: {
  orcamento: Orcamento;
  cotacao?: CotacaoView | null;
  inicial?: Partial<CotacaoSaveInput> | null;
  cotadorPadrao: number | null;
}): CotacaoFormValues {
  const chave = PARTE_DO_TIPO[orcamento.tipo_servico];
  const base: CotacaoFormValues = {
    descricao: '',
    cotado_por: cotadorPadrao,
    ajuste_ativado: false,
    valor_ajuste_absoluto: '',
    valor_ajuste_porcentagem: '',
    incentivo_ativado: false,
    cotacao_voo: null,
    cotacao_hotel: null,
    cotacao_carro: null,
    cotacao_outro: null,
    ...parteDoOrcamento(orcamento),
  };
  const valores = cotacao
    ? { ...base, ...valoresDaCotacao(cotacao) }
    : { ...base, ...(inicial ? valoresIniciais(inicial) : {}) };
  return {
    ...valores,
    cotacao_voo: chave === 'cotacao_voo' ? valores.cotacao_voo : null,
    cotacao_hotel: chave === 'cotacao_hotel' ? valores.cotacao_hotel : null,
    cotacao_carro: chave === 'cotacao_carro' ? valores.cotacao_carro : null,
    cotacao_outro: chave === 'cotacao_outro' ? valores.cotacao_outro : null,
  };
}

// ——— to the API and to the pricing ———

const contagem = (valor: number | null) => (valor === null || Number.isNaN(valor) ? undefined : valor);

function parteParaRequest<T extends ParteForm>(parte: T) {
  return { ...parte, fornecedor: parte.fornecedor ?? null, provedor: parte.provedor ?? null };
}

/** The body `ZCotacaoSave` checks: empty counts take the schema's defaults, other kinds' parts are left out. */
export function paraRequest(values: CotacaoFormValues): CotacaoSaveInput {
  const { cotacao_voo, cotacao_hotel, cotacao_carro, cotacao_outro, ...resto } = values;
  const body: CotacaoSaveInput = { ...resto };
  if (cotacao_voo)
    body.cotacao_voo = {
      subcotacoes: cotacao_voo.subcotacoes.map((bilhete) => ({
        ...parteParaRequest(bilhete),
        quantidade_milhas: contagem(bilhete.quantidade_milhas) ?? 0,
        milheiro: bilhete.milheiro || null,
        viagem: {
          trechos: bilhete.viagem.trechos.map((trecho) => ({
            pernas: trecho.pernas.map((perna, i) => ({
              ...perna,
              ordem: i + 1,
              adultos: contagem(perna.adultos),
              criancas: contagem(perna.criancas),
              bebes: contagem(perna.bebes),
              bagagem_10kg: contagem(perna.bagagem_10kg),
              bagagem_23kg: contagem(perna.bagagem_23kg),
            })),
          })),
        },
      })),
    };
  if (cotacao_hotel) {
    const faixa = faixaDiarias(cotacao_hotel);
    body.cotacao_hotel = {
      ...parteParaRequest(cotacao_hotel),
      diarias: contagem(cotacao_hotel.diarias),
      diarias_min: faixa ? cotacao_hotel.diarias_min : null,
      diarias_max: faixa ? cotacao_hotel.diarias_max : null,
      adultos: contagem(cotacao_hotel.adultos),
      criancas: contagem(cotacao_hotel.criancas),
      bebes: contagem(cotacao_hotel.bebes),
      quartos: contagem(cotacao_hotel.quartos),
    };
  }
  if (cotacao_carro)
    body.cotacao_carro = { ...parteParaRequest(cotacao_carro), diarias: contagem(cotacao_carro.diarias) };
  if (cotacao_outro) body.cotacao_outro = parteParaRequest(cotacao_outro);
  return body;
}

/** `ZCotacaoSave` as the form's resolver, on the body the form would send. */
export const cotacaoResolver = schemaResolver<CotacaoFormValues, CotacaoSave>(ZCotacaoSave, paraRequest);

/** An amount as the API reads it (`ZDecimal`: comma or point); what it cannot read counts as zero. */
function valor(texto: string | number | null | undefined): string {
  const lido = ZDecimal.safeParse(texto);
  return lido.success ? lido.data : '0';
}

function parteDoCalculo(parte: ParteForm) {
  return {
    moeda: parte.moeda,
    rav: valor(parte.rav),
    porcentagem_incentivo: valor(parte.porcentagem_incentivo),
    valor_incentivo: valor(parte.valor_incentivo),
  };
}

/** The form's values as `calcularCotacao` takes them, the amounts read as the API reads them. */
export function entradaDoCalculo(values: CotacaoFormValues): CotacaoEntrada {
  const hotel = values.cotacao_hotel;
  const faixa = hotel ? faixaDiarias(hotel) : null;
  return {
    ajuste_ativado: values.ajuste_ativado,
    valor_ajuste_absoluto: valor(values.valor_ajuste_absoluto),
    valor_ajuste_porcentagem: valor(values.valor_ajuste_porcentagem),
    incentivo_ativado: values.incentivo_ativado,
    cotacao_voo: values.cotacao_voo
      ? {
          subcotacoes: values.cotacao_voo.subcotacoes.map((b) => ({
            ...parteDoCalculo(b),
            tipo_cotacao: b.tipo_cotacao,
            programa_fidelidade: b.programa_fidelidade,
            quantidade_milhas: b.quantidade_milhas ?? 0,
            milheiro: b.milheiro ? valor(b.milheiro) : null,
            ajuste_efetivo: b.ajuste_efetivo,
            custo_bilhete: valor(b.custo_bilhete),
            custo_taxa_embarque: valor(b.custo_taxa_embarque),
            custo_taxa_bagagem: valor(b.custo_taxa_bagagem),
            custo_taxas_extras: valor(b.custo_taxas_extras),
            custo_assento_conforto: valor(b.custo_assento_conforto),
            viagem: b.viagem,
          })),
        }
      : null,
    cotacao_hotel: hotel
      ? {
          ...parteDoCalculo(hotel),
          custo_diaria: valor(hotel.custo_diaria),
          custo_extras: valor(hotel.custo_extras),
          diarias: hotel.diarias ?? 0,
          diarias_min: faixa ? hotel.diarias_min : null,
          diarias_max: faixa ? hotel.diarias_max : null,
        }
      : null,
    cotacao_carro: values.cotacao_carro
      ? {
          ...parteDoCalculo(values.cotacao_carro),
          custo_diaria: valor(values.cotacao_carro.custo_diaria),
          custo_seguro: valor(values.cotacao_carro.custo_seguro),
          custo_extras: valor(values.cotacao_carro.custo_extras),
          diarias: values.cotacao_carro.diarias ?? 0,
        }
      : null,
    cotacao_outro: values.cotacao_outro
      ? { ...parteDoCalculo(values.cotacao_outro), custo_total: valor(values.cotacao_outro.custo_total) }
      : null,
  };
}
