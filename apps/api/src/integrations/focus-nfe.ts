import { z } from 'zod';
import { medirIntegracao } from '../platform/metricas.ts';

/**
 * Client of Focus NFe's API v2 for service invoices (NFS-e). The whole contract it speaks is here, so that it
 * is adjusted in this file alone (decision 0092). Every call authenticates with HTTP basic auth, the token
 * `NFSE_TOKEN` as the user and an empty password.
 *
 * - `POST {NFSE_URL}/v2/nfse?ref=REF` with the JSON of `FocusNfsePedido`. Focus pre-validates it: a refusal
 *   answers 4xx `{ "codigo", "mensagem", "erros"?: [{ "mensagem" }] }` (the invoice is rejected); an accepted
 *   one answers 201/202 `{ "status": "processando_autorizacao", … }` and is processed asynchronously. A
 *   reference Focus already holds answers 422 with `codigo` `em_processamento` or `nfe_autorizada`: the
 *   invoice's status is then asked for.
 * - `GET {NFSE_URL}/v2/nfse/REF` → `{ "status": "processando_autorizacao" | "autorizado" | "erro_autorizacao"
 *   | "cancelado", "numero", "codigo_verificacao", "url", "url_danfse", "caminho_xml_nota_fiscal",
 *   "erros": [{ "codigo", "mensagem", "correcao" }] }`; 404 when Focus never received it.
 * - `DELETE {NFSE_URL}/v2/nfse/REF` with `{ "justificativa" }` → `{ "status": "cancelado" }` or
 *   `{ "status": "erro_cancelamento", "erros": [{ "mensagem" }] }`.
 *
 * A call that times out, cannot connect, or answers 5xx, 429 or 401/403 is `indisponivel`: the queue tries it
 * again later. Paths Focus answers (`caminho_xml_nota_fiscal`) are resolved against NFSE_URL.
 */

export const NFSE_TIMEOUT_MS = 15_000;

export type FocusNfseTomador = {
  cpf?: string;
  cnpj?: string;
  razao_social: string;
  email?: string;
  endereco?: {
    logradouro: string;
    numero: string;
    complemento?: string;
    bairro: string;
    uf: string;
    cep: string;
  };
};

export type FocusNfsePedido = {
  data_emissao: string;
  prestador: { cnpj: string; inscricao_municipal: string; codigo_municipio: string };
  tomador: FocusNfseTomador;
  servico: {
    /** the ISS rate in percent */
    aliquota: number;
    discriminacao: string;
    iss_retido: boolean;
    item_lista_servico: string;
    codigo_municipio: string;
    valor_servicos: number;
  };
};

export type RespostaNfse =
  | { tipo: 'processando' }
  | {
      tipo: 'autorizado';
      numero: string | null;
      codigo_verificacao: string | null;
      url_pdf: string | null;
      url_xml: string | null;
    }
  | { tipo: 'rejeitado'; mensagem: string }
  | { tipo: 'cancelado' }
  /** Focus does not know the reference: it must be sent */
  | { tipo: 'desconhecida' }
  /** no usable answer (timeout, connection, 5xx, 429, token refused): try again later */
  | { tipo: 'indisponivel'; erro: string };

export type NfseClient = {
  configurado: boolean;
  emitir: (referencia: string, pedido: FocusNfsePedido) => Promise<RespostaNfse>;
  consultar: (referencia: string) => Promise<RespostaNfse>;
  cancelar: (referencia: string, justificativa: string) => Promise<RespostaNfse>;
  /** the authorised invoice's XML, or null when it cannot be fetched now */
  baixarXml: (url: string) => Promise<string | null>;
};

const ZErros = z
  .array(
    z.looseObject({ mensagem: z.string().max(2000).optional(), correcao: z.string().max(2000).nullish() }),
  )
  .max(50)
  .optional();

const ZResposta = z.looseObject({
  status: z.string().max(60).optional(),
  codigo: z.string().max(100).optional(),
  mensagem: z.string().max(2000).optional(),
  numero: z.union([z.string(), z.number()]).nullish(),
  codigo_verificacao: z.string().max(200).nullish(),
  url: z.string().max(2000).nullish(),
  url_danfse: z.string().max(2000).nullish(),
  caminho_xml_nota_fiscal: z.string().max(2000).nullish(),
  erros: ZErros,
});
type Resposta = z.infer<typeof ZResposta>;

/** The provider's messages, in its own Portuguese (the municipality's), one after the other. */
export function mensagemDoProvedor(resposta: Resposta, padrao: string): string {
  const partes = (resposta.erros ?? [])
    .map((erro) => [erro.mensagem, erro.correcao].filter(Boolean).join(' '))
    .filter((texto) => texto.trim() !== '');
  if (partes.length > 0) return partes.join('; ').slice(0, 2000);
  return resposta.mensagem?.trim() || padrao;
}

/** Codes of a POST whose reference Focus already holds: its status is asked for instead. */
const JA_RECEBIDA = new Set(['em_processamento', 'nfe_autorizada', 'nfse_autorizada', 'ja_autorizada']);

export function createNfseClient({
  baseUrl,
  token,
  timeoutMs = NFSE_TIMEOUT_MS,
}: {
  baseUrl: string | undefined;
  token: string | undefined;
  timeoutMs?: number;
}): NfseClient {
  const base = baseUrl?.replace(/\/+$/, '');
  const autorizacao = `Basic ${Buffer.from(`${token ?? ''}:`).toString('base64')}`;
  const absoluta = (caminho: string | null | undefined): string | null => {
    if (!caminho) return null;
    try {
      return new URL(caminho, `${base}/`).toString();
    } catch {
      return null;
    }
  };

  async function chamar(
    metodo: 'POST' | 'GET' | 'DELETE',
    caminho: string,
    corpo?: unknown,
  ): Promise<{ status: number; resposta: Resposta } | { erro: string }> {
    if (!base) return { erro: 'NFSE_URL not set' };
    let response: Response;
    try {
      response = await fetch(`${base}${caminho}`, {
        method: metodo,
        headers: {
          authorization: autorizacao,
          accept: 'application/json',
          ...(corpo === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { erro: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
    if (
      response.status >= 500 ||
      response.status === 429 ||
      response.status === 401 ||
      response.status === 403
    ) {
      await response.body?.cancel().catch(() => {});
      return { erro: `Focus NFe answered ${response.status}` };
    }
    const json = await response.json().catch(() => ({}));
    const parsed = ZResposta.safeParse(json ?? {});
    return { status: response.status, resposta: parsed.success ? parsed.data : {} };
  }

  function lerStatus(resposta: Resposta): RespostaNfse {
    switch (resposta.status) {
      case 'autorizado':
        return {
          tipo: 'autorizado',
          numero: resposta.numero == null ? null : String(resposta.numero),
          codigo_verificacao: resposta.codigo_verificacao ?? null,
          url_pdf: absoluta(resposta.url_danfse ?? resposta.url),
          url_xml: absoluta(resposta.caminho_xml_nota_fiscal),
        };
      case 'erro_autorizacao':
        return { tipo: 'rejeitado', mensagem: mensagemDoProvedor(resposta, 'A prefeitura recusou a NFS-e.') };
      case 'cancelado':
        return { tipo: 'cancelado' };
      case 'processando_autorizacao':
        return { tipo: 'processando' };
      default:
        return { tipo: 'indisponivel', erro: `unknown status ${resposta.status ?? '(none)'}` };
    }
  }

  const medir = (fn: () => Promise<RespostaNfse>) => medirIntegracao('nfse', fn);
  const ref = (referencia: string) => encodeURIComponent(referencia);

  return {
    configurado: Boolean(base && token),
    emitir: (referencia, pedido) =>
      medir(async () => {
        const r = await chamar('POST', `/v2/nfse?ref=${ref(referencia)}`, pedido);
        if ('erro' in r) return { tipo: 'indisponivel', erro: r.erro };
        if (r.status >= 200 && r.status < 300) {
          return r.resposta.status && r.resposta.status !== 'processando_autorizacao'
            ? lerStatus(r.resposta)
            : { tipo: 'processando' };
        }
        if (r.resposta.codigo && JA_RECEBIDA.has(r.resposta.codigo)) return { tipo: 'processando' };
        return { tipo: 'rejeitado', mensagem: mensagemDoProvedor(r.resposta, 'O provedor recusou a NFS-e.') };
      }),
    consultar: (referencia) =>
      medir(async () => {
        const r = await chamar('GET', `/v2/nfse/${ref(referencia)}`);
        if ('erro' in r) return { tipo: 'indisponivel', erro: r.erro };
        if (r.status === 404) return { tipo: 'desconhecida' };
        if (r.status >= 400) return { tipo: 'indisponivel', erro: `Focus NFe answered ${r.status}` };
        return lerStatus(r.resposta);
      }),
    cancelar: (referencia, justificativa) =>
      medir(async () => {
        const r = await chamar('DELETE', `/v2/nfse/${ref(referencia)}`, { justificativa });
        if ('erro' in r) return { tipo: 'indisponivel', erro: r.erro };
        if (r.resposta.status === 'cancelado') return { tipo: 'cancelado' };
        return {
          tipo: 'rejeitado',
          mensagem: mensagemDoProvedor(r.resposta, 'O provedor recusou o cancelamento.'),
        };
      }),
    baixarXml: async (url) => {
      try {
        const response = await fetch(url, {
          headers: { authorization: autorizacao },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return null;
        const texto = await response.text();
        return texto.length > 0 && texto.length < 2_000_000 ? texto : null;
      } catch {
        return null;
      }
    },
  };
}
