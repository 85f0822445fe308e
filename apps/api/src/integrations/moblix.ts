import { MOBLIX_MESSAGES as M, nomeCompanhiaMoblix } from '@skyler/domain/moblix';
import type { ClasseCabine } from '@skyler/domain/orcamentos';
import { dec, moneyString } from '@skyler/domain/precos/dinheiro';
import { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { medirIntegracao } from '../platform/metricas.ts';

/**
 * Client of the Moblix flight search. The whole contract it speaks is in this file (decision 0023), so that
 * it is adjusted here alone: `POST {MOBLIX_URL}/flights/search` with a bearer token and the JSON of
 * `MoblixPedido`, answered by the JSON of `ZMoblixResposta`; offers are normalized to `OfertaNormalizada`.
 */

export const MOBLIX_TIMEOUT_MS = 30_000;

/** What is sent: the flags of the search, the outbound airline's Moblix code, passengers, cabin and trips. */
export type MoblixPedido = {
  companhia: number;
  internacional: boolean;
  pagante: boolean;
  diamanteSmiles: boolean;
  clubeSmiles: boolean;
  agenciaExterna: boolean;
  classe: ClasseCabine;
  adultos: number;
  criancas: number;
  bebes: number;
  /** in order; `data` is 'YYYY-MM-DD', airports by IATA code */
  trechos: { origem: string; destino: string; data: string }[];
};

const ZValor = z.union([z.number(), z.string().regex(/^\d{1,12}([.,]\d{1,6})?$/)]);
/** a local date-time: 'YYYY-MM-DDTHH:MM', seconds and an offset allowed and dropped */
const ZDataHora = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/)
  .transform((valor) => valor.slice(0, 16).replace(' ', 'T'));
const ZIata = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,3}$/)
  .transform((valor) => valor.toUpperCase());

const ZMoblixVoo = z.object({
  numero: z.union([z.string().max(10), z.number().int()]).transform(String),
  cia: ZIata,
  origem: ZIata,
  destino: ZIata,
  partida: ZDataHora,
  chegada: ZDataHora,
});

const ZMoblixOferta = z.object({
  id: z.union([z.string().max(100), z.number()]).transform(String),
  companhia: z.object({
    codigo: z.number().int().nullish(),
    iata: ZIata,
    nome: z.string().max(100),
  }),
  valor: z.object({ tarifa: ZValor, taxas: ZValor.default(0), moeda: z.string().max(3).default('BRL') }),
  /** miles asked when paid with miles */
  milhas: z.number().int().min(0).nullish(),
  bagagem: z
    .object({ mao: z.number().int().min(0).default(0), despachada: z.number().int().min(0).default(0) })
    .default({ mao: 0, despachada: 0 }),
  trechos: z
    .array(z.object({ voos: z.array(ZMoblixVoo).min(1).max(10) }))
    .min(1)
    .max(10),
});
export type MoblixOferta = z.output<typeof ZMoblixOferta>;

/** What Moblix answers. */
export const ZMoblixResposta = z.object({ ofertas: z.array(ZMoblixOferta).max(500) });

export type MoblixClient = {
  configurado: boolean;
  /** the offers, checked; throws AppError 503 when not configured and 502 when Moblix fails */
  buscar: (pedido: MoblixPedido) => Promise<MoblixOferta[]>;
};

function badGateway(detail: string, cause?: unknown): AppError {
  return Object.assign(new AppError('bad_gateway', detail), { cause });
}

export function createMoblixClient({
  baseUrl,
  token,
  timeoutMs = MOBLIX_TIMEOUT_MS,
}: {
  baseUrl: string | undefined;
  token: string | undefined;
  timeoutMs?: number;
}): MoblixClient {
  return {
    configurado: Boolean(baseUrl && token),
    buscar: (pedido) =>
      medirIntegracao('moblix', async () => {
        if (!baseUrl || !token) throw new AppError('unavailable', M.naoConfigurado);
        let response: Response;
        try {
          response = await fetch(`${baseUrl.replace(/\/+$/, '')}/flights/search`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              accept: 'application/json',
              'content-type': 'application/json',
            },
            body: JSON.stringify(pedido),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw badGateway(M.indisponivel, error);
        }
        if (response.status === 401 || response.status === 403) throw badGateway(M.tokenRecusado);
        if (!response.ok) throw badGateway(M.indisponivel, new Error(`Moblix answered ${response.status}`));
        const parsed = ZMoblixResposta.safeParse(await response.json().catch(() => null));
        if (!parsed.success) throw badGateway(M.respostaInvalida, parsed.error);
        return parsed.data.ofertas;
      }),
  };
}

export type OfertaNormalizada = {
  id: string;
  companhia: { codigo: number | null; iata: string; nome: string };
  preco: string;
  taxas: string;
  total: string;
  moeda: string;
  milhas: number | null;
  bagagem: { mao: number; despachada: number };
  trechos: {
    origem: string;
    destino: string;
    partida: string;
    chegada: string;
    paradas: number;
    pernas: {
      origem: string;
      destino: string;
      partida: string;
      chegada: string;
      numero_do_voo: string;
      cia_iata: string;
      cia_aerea: number | null;
    }[];
  }[];
};

/** An offer as the agency keeps it: money as decimal strings, airlines by their registered id. */
export function normalizarOferta(
  oferta: MoblixOferta,
  ciaPorIata: ReadonlyMap<string, number>,
): OfertaNormalizada {
  const preco = dec(String(oferta.valor.tarifa).replace(',', '.'));
  const taxas = dec(String(oferta.valor.taxas).replace(',', '.'));
  return {
    id: oferta.id,
    companhia: {
      codigo: oferta.companhia.codigo ?? null,
      iata: oferta.companhia.iata,
      nome: oferta.companhia.nome || nomeCompanhiaMoblix(oferta.companhia.codigo) || oferta.companhia.iata,
    },
    preco: moneyString(preco),
    taxas: moneyString(taxas),
    total: moneyString(preco.plus(taxas)),
    moeda: oferta.valor.moeda.toUpperCase(),
    milhas: oferta.milhas ?? null,
    bagagem: oferta.bagagem,
    trechos: oferta.trechos.map(({ voos }) => {
      const primeiro = voos[0];
      const ultimo = voos.at(-1);
      return {
        origem: primeiro?.origem ?? '',
        destino: ultimo?.destino ?? '',
        partida: primeiro?.partida ?? '',
        chegada: ultimo?.chegada ?? '',
        paradas: voos.length - 1,
        pernas: voos.map((voo) => ({
          origem: voo.origem,
          destino: voo.destino,
          partida: voo.partida,
          chegada: voo.chegada,
          numero_do_voo: voo.numero,
          cia_iata: voo.cia,
          cia_aerea: ciaPorIata.get(voo.cia) ?? null,
        })),
      };
    }),
  };
}
