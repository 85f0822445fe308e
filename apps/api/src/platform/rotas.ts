import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Access } from './access.ts';
import { actor } from './actor.ts';
import type { App } from './fastify.ts';
import { ZIdParams } from './params.ts';

type Autor = ReturnType<typeof actor>;

/**
 * The two writes of a record kept whole from one form (a loyalty programme, an airline, a card, a bank
 * account): `POST <caminho>` creates it (201) and `PUT <caminho>:id/` changes it, both with the same body
 * and answering the record as it is saved. Each write is the area's service function, given who made it.
 */
export function rotasDeCadastro<Entrada extends z.ZodType, Registro extends z.ZodType>(
  app: App,
  caminho: `/api/${string}/`,
  rotas: {
    access: Access;
    tags: string[];
    entrada: Entrada;
    registro: Registro;
    resumos: { criar: string; alterar: string };
    criar: (dados: z.output<Entrada>, autor: Autor) => Promise<z.input<Registro>>;
    alterar: (id: number, dados: z.output<Entrada>, autor: Autor) => Promise<z.input<Registro>>;
  },
): void {
  const { access, tags, entrada, registro, resumos } = rotas;
  // Generic schemas are past what the Zod type provider resolves: the writes are typed at the call (`criar`,
  // `alterar`), and the same schemas parse the params, the body and the answer at run time.
  const criacao: FastifySchema = { tags, summary: resumos.criar, body: entrada, response: { 201: registro } };
  const alteracao: FastifySchema = {
    tags,
    summary: resumos.alterar,
    params: ZIdParams,
    body: entrada,
    response: { 200: registro },
  };
  app.post(caminho, { config: { access }, schema: criacao }, async (request, reply) =>
    reply.status(201).send(await rotas.criar(request.body as z.output<Entrada>, actor(request))),
  );
  app.put(`${caminho}:id/`, { config: { access }, schema: alteracao }, (request) => {
    const { id } = request.params as z.output<typeof ZIdParams>;
    return rotas.alterar(id, request.body as z.output<Entrada>, actor(request));
  });
}

