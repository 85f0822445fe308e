/** pt-BR messages returned by the PNR parser (the API answers a failed conversion with one of these). */

/** The PNR textarea accepts text under this many characters. */
export const PNR_MAX_CHARS = 10_000;

const MAX_QUOTED = 80;

/** A line shown back to the user, trimmed and shortened. */
export function quoteLine(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length > MAX_QUOTED ? `${trimmed.slice(0, MAX_QUOTED - 1)}…` : trimmed;
}

export const PNR_MESSAGES = {
  notText: 'O PNR deve ser enviado como texto.',
  empty: 'Cole o texto do PNR para converter.',
  tooLong: (length: number) =>
    `O PNR deve ter menos de ${PNR_MAX_CHARS.toLocaleString('pt-BR')} caracteres (o texto tem ${length.toLocaleString('pt-BR')}).`,
  noSegment: 'Nenhum trecho de voo encontrado no texto.',
  unrecognizedLine: (line: number, text: string) =>
    `Linha ${line} não é um trecho reconhecido: "${quoteLine(text)}"`,
  invalidTime: (line: number, time: string) => `Linha ${line}: horário inválido "${time}".`,
  invalidDate: (line: number, date: string) => `Linha ${line}: data inválida "${date}".`,
  sameAirport: (line: number, airport: string) => `Linha ${line}: origem e destino iguais (${airport}).`,
  arrivalOutOfRange: (line: number, offset: number) =>
    `Linha ${line}: chegada ${offset > 0 ? `${offset} dias depois` : `${-offset} dias antes`} da partida não é plausível.`,
  incompleteEmailFlight: (line: number, text: string) =>
    `Linha ${line} não é um trecho reconhecido: "${quoteLine(text)}" (faltam origem, destino, data ou horários do voo).`,
  cancelledSegment: (line: number, status: string) =>
    `Linha ${line}: trecho com situação ${status} (cancelado) foi ignorado.`,
  invalidToday: 'Data de referência inválida.',
  invalidTripCount: (segments: number) =>
    `A quantidade de trechos deve ser um número inteiro de 1 a ${segments} (o PNR tem ${segments} ${segments === 1 ? 'voo' : 'voos'}).`,
  invalidDistribution: 'A distribuição de voos deve ser uma lista de números inteiros maiores que zero.',
  distributionCountMismatch: (given: number, trips: number) =>
    `A distribuição de voos tem ${given} ${given === 1 ? 'trecho' : 'trechos'}, mas a quantidade de trechos é ${trips}.`,
  distributionSumMismatch: (sum: number, segments: number) =>
    `A distribuição de voos soma ${sum} ${sum === 1 ? 'voo' : 'voos'}, mas o PNR tem ${segments}.`,
  internal: 'Não foi possível interpretar o PNR.',
} as const;
