import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { onlyDigits } from '@skyler/domain/masks';
import { z } from 'zod';
import { AppError } from '../platform/errors.ts';
import { medirIntegracao } from '../platform/metricas.ts';

/** What the address form fills from a postcode (part 2 §2, §7: uf, localidade, logradouro). */
export type EnderecoCep = { uf: string; localidade: string; logradouro: string; bairro: string };

const ZResposta = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    uf: z.string(),
    localidade: z.string(),
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
  }),
]);

export const VIACEP_TIMEOUT_MS = 5000;

export type ViaCepClient = { buscarCep: (cep: string) => Promise<EnderecoCep | null> };

/**
 * Client of ViaCEP (`GET {baseUrl}/{cep}/json/`). A postcode that does not exist gives null; a service that
 * cannot be reached, is slow or answers something else gives a 503 the form can show.
 */
export function createViaCepClient({
  baseUrl,
  timeoutMs = VIACEP_TIMEOUT_MS,
}: {
  baseUrl: string;
  timeoutMs?: number;
}): ViaCepClient {
  const indisponivel = (cause?: unknown) =>
    Object.assign(new AppError('unavailable', CONTATO_MESSAGES.cepIndisponivel), { cause });
  return {
    buscarCep: (cep) =>
      medirIntegracao('cep', async () => {
        const digits = onlyDigits(cep);
        let response: Response;
        try {
          response = await fetch(`${baseUrl.replace(/\/+$/, '')}/${digits}/json/`, {
            headers: { accept: 'application/json' },
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw indisponivel(error);
        }
        // ViaCEP answers 400 for a malformed postcode; the route already refuses those, so it means "not found"
        if (response.status === 400 || response.status === 404) return null;
        if (!response.ok) throw indisponivel(new Error(`ViaCEP ${response.status}`));
        const parsed = ZResposta.safeParse(await response.json().catch(() => null));
        if (!parsed.success) throw indisponivel(parsed.error);
        if ('erro' in parsed.data) return null;
        const { uf, localidade, logradouro, bairro } = parsed.data;
        return { uf, localidade, logradouro, bairro };
      }),
  };
}
