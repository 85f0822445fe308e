import { defineEnum } from './enum.ts';

export const EMISSAO_STATUS = defineEnum({
  fila_de_emissao: { label: 'Fila de emissão', cor: 'laranja' },
  cancelada: { label: 'Cancelada', cor: 'vermelho' },
  finalizada: { label: 'Finalizada', cor: 'verde' },
  rac: { label: 'RAC', cor: 'roxo' },
});
export type EmissaoStatus = (typeof EMISSAO_STATUS.values)[number];

export const TIPOS_EMISSAO = defineEnum({
  emissao_voo_pagante: { label: 'Pagante' },
  emissao_voo_milha: { label: 'Milha' },
  emissao_voo_wallet: { label: 'Wallet' },
  emissao_hotel: { label: 'Hotel' },
  emissao_carro: { label: 'Carro' },
  emissao_outro: { label: 'Outro' },
  emissao_aereo: { label: 'Aéreo' },
});
export type TipoEmissao = (typeof TIPOS_EMISSAO.values)[number];

export const CAMPOS_FORMADORES = defineEnum({
  custo_bilhete: { label: 'Custo do bilhete' },
  custo_taxa_embarque: { label: 'Taxa de embarque' },
  custo_taxa_bagagem: { label: 'Taxa de bagagem' },
  custo_taxas_extras: { label: 'Taxas extras' },
  rav: { label: 'RAV' },
  quantidade_milhas: { label: 'Quantidade de milhas' },
  milheiro: { label: 'Milheiro' },
  custo_diaria: { label: 'Diária' },
  custo_extras: { label: 'Extras' },
  custo_seguro: { label: 'Seguro' },
  custo_total: { label: 'Custo total' },
});
export type CampoFormador = (typeof CAMPOS_FORMADORES.values)[number];

/** Money fields that make up the cost of each kind of issuance (part 2 §3). */
export const CAMPOS_FORMADORES_POR_TIPO: Record<
  Exclude<TipoEmissao, 'emissao_aereo'>,
  readonly CampoFormador[]
> = {
  emissao_voo_pagante: [
    'custo_bilhete',
    'custo_taxa_embarque',
    'custo_taxa_bagagem',
    'custo_taxas_extras',
    'rav',
  ],
  emissao_voo_wallet: [
    'custo_bilhete',
    'custo_taxa_embarque',
    'custo_taxa_bagagem',
    'custo_taxas_extras',
    'rav',
  ],
  emissao_voo_milha: ['milheiro', 'custo_taxa_embarque', 'custo_taxa_bagagem', 'custo_taxas_extras', 'rav'],
  emissao_hotel: ['custo_diaria', 'custo_extras', 'rav'],
  emissao_carro: ['custo_diaria', 'custo_seguro', 'custo_extras', 'rav'],
  emissao_outro: ['custo_total', 'rav'],
};

/** Who pays a forming field: the screens use 0 and 1, the API the words. */
export const RESPONSAVEIS_PAGAMENTO = defineEnum({
  cliente: { label: 'Cliente' },
  skyler: { label: 'Agência' },
});

export const EMISSAO_ATRASO_HORAS = 48;

export type MarcadorTempo = { horas: number; icone: 'feliz' | 'bravo' | 'relogio'; atrasada: boolean };

/**
 * Elapsed-time marker (part 2 §4): cancelled and finished issuances stop the counter (angry face with the time to
 * cancellation, happy face with the time to issuance); an open one older than 48 hours is late (angry face).
 */
export function marcadorTempo(emissao: {
  status: EmissaoStatus;
  created_at: string | Date;
  data_hora_emissao?: string | Date | null;
  cancelada_em?: string | Date | null;
  agora: Date;
}): MarcadorTempo {
  const inicio = new Date(emissao.created_at).getTime();
  const fim =
    emissao.status === 'finalizada' && emissao.data_hora_emissao
      ? new Date(emissao.data_hora_emissao).getTime()
      : emissao.status === 'cancelada' && emissao.cancelada_em
        ? new Date(emissao.cancelada_em).getTime()
        : emissao.agora.getTime();
  const horas = Math.max(0, (fim - inicio) / 3_600_000);
  if (emissao.status === 'cancelada') return { horas, icone: 'bravo', atrasada: false };
  if (emissao.status === 'finalizada') return { horas, icone: 'feliz', atrasada: false };
  const atrasada = horas > EMISSAO_ATRASO_HORAS;
  return { horas, icone: atrasada ? 'bravo' : 'relogio', atrasada };
}

/** Saving, cancelling, concluding and editing beneficiaries, payments and attachments: only in the queue. */
export function emissaoEditavel(emissao: { status: EmissaoStatus }): boolean {
  return emissao.status === 'fila_de_emissao';
}
