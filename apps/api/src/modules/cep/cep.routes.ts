import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { onlyDigits } from '@skyler/domain/masks';
import { isValidCep, VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createViaCepClient } from '../../integrations/viacep.ts';
import { access } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';

const ZCepParams = z.object({
  cep: z
    .string()
    .transform((cep) => onlyDigits(cep))
    .refine(isValidCep, VALIDACAO_MESSAGES.cepInvalido),
});

export const ZEnderecoCep = z.object({
  uf: z.string(),
  localidade: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
});

/** Postcode lookup for the address forms (part 2 §2, §7), through ViaCEP (`VIACEP_URL`). */
export const cepRoutes: FastifyPluginAsyncZod = async (app) => {
  const viacep = createViaCepClient({ baseUrl: app.config.viacepUrl });

  app.get(
    '/api/cep/:cep/',
    {
      config: { access: access.staff },
      schema: {
        tags: ['cep'],
        summary: 'Endereço de um CEP (estado, cidade, logradouro e bairro)',
        params: ZCepParams,
        response: { 200: ZEnderecoCep },
      },
    },
    async (request) => {
      const endereco = await viacep.buscarCep(request.params.cep);
      if (!endereco) throw new AppError('not_found', CONTATO_MESSAGES.cepNaoEncontrado);
      return endereco;
    },
  );
};
