import { z } from 'zod';

/**
 * Client of the Banco Central do Brasil's PTAX service (Olinda OData, `PTAX_URL`, e.g.
 * https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata). A day's bulletins of a currency:
 *
 *   GET {PTAX_URL}/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='USD'&@dataCotacao='MM-DD-YYYY'&$format=json
 *   → {"value": [{"paridadeCompra", "paridadeVenda", "cotacaoCompra", "cotacaoVenda", "dataHoraCotacao",
 *                 "tipoBoletim": "Abertura" | "Intermediário" | "Fechamento"}]}
 *
 * The rate is the selling rate (`cotacaoVenda`, reais per unit) of the day's `Fechamento` bulletin, or of its
 * last bulletin; a day without bulletins (weekend, holiday) is an empty `value`, and the client goes back a
 * day at a time, at most 7 days.
 */

const ZBoletim = z.object({
  cotacaoVenda: z.number().positive().finite(),
  dataHoraCotacao: z.string(),
  tipoBoletim: z.string(),
});
const ZResposta = z.object({ value: z.array(z.unknown()) });

export const PTAX_TIMEOUT_MS = 10_000;
/** Days the client goes back from the asked day when a day has no bulletin. */
export const PTAX_DIAS_ATRAS = 7;

/** The service could not be reached, failed or answered something that is not its contract. */
export class PtaxError extends Error {}

export type CotacaoPtax = { cambio: string; data: string };

export type PtaxClient = {
  /** the latest rate of a currency on `dia` ('YYYY-MM-DD') or up to 7 days before; null when it has none */
  cotacao: (sigla: string, dia: string) => Promise<CotacaoPtax | null>;
};

/** 'YYYY-MM-DD' → the service's 'MM-DD-YYYY'. */
function dataPtax(dia: string): string {
  return `${dia.slice(5, 7)}-${dia.slice(8, 10)}-${dia.slice(0, 4)}`;
}

function diaAnterior(dia: string): string {
  const data = new Date(`${dia}T12:00:00Z`);
  data.setUTCDate(data.getUTCDate() - 1);
  return data.toISOString().slice(0, 10);
}

/** A rate as the decimal text of numeric(14,6); the service sends at most 4 decimals. */
function cambioTexto(valor: number): string | null {
  const texto = String(valor);
  return /^\d{1,8}(\.\d{1,6})?$/.test(texto) ? texto : null;
}

export function createPtaxClient({
  baseUrl,
  timeoutMs = PTAX_TIMEOUT_MS,
}: {
  baseUrl: string;
  timeoutMs?: number;
}): PtaxClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function boletins(sigla: string, dia: string): Promise<z.infer<typeof ZBoletim>[]> {
    const url =
      `${base}/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)` +
      `?@moeda='${encodeURIComponent(sigla)}'&@dataCotacao='${dataPtax(dia)}'&$format=json`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PtaxError(`PTAX inacessível: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) throw new PtaxError(`PTAX respondeu ${response.status} para ${sigla} em ${dia}`);
    const corpo = ZResposta.safeParse(await response.json().catch(() => null));
    if (!corpo.success) throw new PtaxError(`PTAX respondeu fora do contrato para ${sigla} em ${dia}`);
    const lidos = corpo.data.value.map((item) => ZBoletim.safeParse(item));
    if (lidos.some((lido) => !lido.success))
      throw new PtaxError(`PTAX respondeu um boletim inválido para ${sigla} em ${dia}`);
    return lidos.flatMap((lido) => (lido.success ? [lido.data] : []));
  }

  return {
    async cotacao(sigla, dia) {
      let atual = dia;
      for (let tentativa = 0; tentativa <= PTAX_DIAS_ATRAS; tentativa += 1) {
        const lista = await boletins(sigla, atual);
        if (lista.length > 0) {
          const ordenados = [...lista].sort((a, b) => a.dataHoraCotacao.localeCompare(b.dataHoraCotacao));
          const escolhido =
            ordenados.find((boletim) => boletim.tipoBoletim === 'Fechamento') ??
            ordenados[ordenados.length - 1];
          const cambio = escolhido ? cambioTexto(escolhido.cotacaoVenda) : null;
          if (!cambio) throw new PtaxError(`PTAX respondeu uma cotação inválida para ${sigla} em ${atual}`);
          return { cambio, data: atual };
        }
        atual = diaAnterior(atual);
      }
      return null;
    },
  };
}
