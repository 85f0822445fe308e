import { defineEnum } from './enum.ts';

export const COTACAO_STATUS = defineEnum({
  orcamento: { label: 'Orçamento', cor: 'azul' },
  fatura: { label: 'Fatura', cor: 'verde' },
});

/** How a ticket is paid: money, airline miles, or a miles wallet. */
export const TIPOS_COTACAO = defineEnum({
  pagante: { label: 'Pagante' },
  milha: { label: 'Milha' },
  wallet: { label: 'Wallet' },
});
export type TipoCotacao = (typeof TIPOS_COTACAO.values)[number];

export const TIPOS_PERNA = defineEnum({
  conexao: { label: 'Conexão' },
  escala: { label: 'Escala' },
  stopover: { label: 'Stopover' },
});
export type TipoPerna = (typeof TIPOS_PERNA.values)[number];

/** A quote may go to the cart while its status is orcamento and it is younger than this (decision 0005). */
export const CARRINHO_VALIDADE_DIAS = 6;

export function podeIrParaCarrinho(
  cotacao: { status: string | null; data_hora_cotacao: string | Date },
  agora: Date,
): boolean {
  if (cotacao.status !== 'orcamento') return false;
  const criada = new Date(cotacao.data_hora_cotacao).getTime();
  return agora.getTime() - criada < CARRINHO_VALIDADE_DIAS * 24 * 3_600_000;
}

/** Invoiced quotes cannot be archived. */
export function podeArquivarCotacao(cotacao: { status: string | null }): boolean {
  return cotacao.status !== 'fatura';
}

export type BilheteFlags = { bilhete_ida: boolean; bilhete_volta: boolean; bilhete_independente: boolean };

/** Independent clears ida and volta; ida or volta clears independent (part 1 §4). */
export function alternarFlagBilhete(
  flags: BilheteFlags,
  flag: keyof BilheteFlags,
  valor: boolean,
): BilheteFlags {
  if (flag === 'bilhete_independente') {
    return valor
      ? { bilhete_ida: false, bilhete_volta: false, bilhete_independente: true }
      : { ...flags, bilhete_independente: false };
  }
  return { ...flags, [flag]: valor, ...(valor ? { bilhete_independente: false } : {}) };
}

export const CLASSE_UNICA_MESSAGE = 'Selecione apenas uma classe';

/** A leg has exactly one cabin class on. */
export function classeUnicaValida(perna: {
  economica: boolean;
  economica_premium: boolean;
  executiva: boolean;
  primeira_classe: boolean;
}): boolean {
  return (
    [perna.economica, perna.economica_premium, perna.executiva, perna.primeira_classe].filter(Boolean)
      .length === 1
  );
}

export const COTACAO_LIMITES = {
  descricaoMax: 30,
  anotacaoCustoMax: 500,
  imagensMax: 4,
  bagagemMin: 0,
  bagagemMax: 5,
} as const;
