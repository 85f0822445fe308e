import {
  type DataBusca,
  BUSCA_CREDITO_MESSAGES as M,
  SECOES_BUSCA_EMPRESA,
  SECOES_BUSCA_PESSOA,
} from '@skyler/domain/busca-credito';
import { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { medirIntegracao } from '../platform/metricas.ts';

/**
 * Client of the credit and background bureau. The contract it speaks is written down in
 * docs/decisions/0007-credit-bureau-contract.md: `POST {baseUrl}/consulta/pf` with `{cpf}` and
 * `POST {baseUrl}/consulta/pj` with `{cnpj}`, a bearer key, and a JSON answer of flagged sections.
 */

export const CREDITO_TIMEOUT_MS = 15_000;

export type ResultadoCredito = {
  general_flag: string;
  /** the sections the bureau sent, by name, each with its `flag` */
  formatted_data: Record<string, Record<string, unknown>>;
  /** the bureau's whole answer as received, kept by the stored search (decision 0029) */
  resposta: Record<string, unknown>;
};

export type CreditoClient = {
  configurado: boolean;
  consultarPessoa: (cpf: string) => Promise<ResultadoCredito>;
  consultarEmpresa: (cnpj: string) => Promise<ResultadoCredito>;
};

const ZSecao = z.looseObject({ flag: z.string().optional() });
const ZResposta = z.looseObject({ general_flag: z.string().optional() });

function unavailable(detail: string, cause?: unknown): AppError {
  return Object.assign(new AppError('unavailable', detail), { cause });
}

export function createCreditoClient({
  baseUrl,
  apiKey,
  timeoutMs = CREDITO_TIMEOUT_MS,
}: {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  timeoutMs?: number;
}): CreditoClient {
  const configurado = Boolean(baseUrl && apiKey);

  async function consultar(
    caminho: 'pf' | 'pj',
    body: Record<string, string>,
    secoes: readonly string[],
  ): Promise<ResultadoCredito> {
    if (!baseUrl || !apiKey) throw new AppError('unavailable', M.naoConfigurado);
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/+$/, '')}/consulta/${caminho}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(M.indisponivel, error);
    }
    if (response.status === 404) throw new AppError('not_found', M.semDados);
    if (response.status === 401 || response.status === 403) throw unavailable(M.chaveRecusada);
    if (response.status === 429) throw unavailable(M.ocupado);
    if (!response.ok) throw unavailable(M.indisponivel, new Error(`bureau answered ${response.status}`));
    const parsed = ZResposta.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unavailable(M.respostaInvalida, parsed.error);
    const formatted_data: ResultadoCredito['formatted_data'] = {};
    for (const secao of secoes) {
      const valor = parsed.data[secao];
      if (valor === undefined || valor === null) continue;
      const conteudo = ZSecao.safeParse(valor);
      if (!conteudo.success) throw unavailable(M.respostaInvalida, conteudo.error);
      formatted_data[secao] = conteudo.data;
    }
    return { general_flag: parsed.data.general_flag ?? 'gray', formatted_data, resposta: parsed.data };
  }

  return {
    configurado,
    consultarPessoa: (cpf) =>
      medirIntegracao('credito', () => consultar('pf', { cpf }, SECOES_BUSCA_PESSOA.values)),
    consultarEmpresa: (cnpj) =>
      medirIntegracao('credito', () => consultar('pj', { cnpj }, SECOES_BUSCA_EMPRESA.values)),
  };
}

/** What a contact or company keeps of a search: the result, who ran it and when (part 2 §3 search_information). */
export function toDataBusca(
  resultado: ResultadoCredito,
  { usuario, em }: { usuario: { nome: string; sobrenome: string }; em: Date },
): DataBusca {
  return {
    general_flag: resultado.general_flag,
    formatted_data: resultado.formatted_data,
    search_information: { user: `${usuario.nome} ${usuario.sobrenome}`.trim(), data: em.toISOString() },
  };
}
