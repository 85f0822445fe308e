import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Access } from './access.ts';
import { actor } from './actor.ts';
import { openEventStream } from './events.ts';
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
  // Generic schemas are past what the Zod type provider resolves (here and below): the routes are typed at the
  // call (`criar`, `alterar`, `listar`), and the same schemas parse the params, the body and the answer.
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

/**
 * A record read and changed at `<caminho>:id/`: `GET` answers it (`achar` answers 404, with the area's own
 * message, when it is not there) and `PUT` changes it whole, then answers it read again.
 */
export function rotasDoRegistro<Entrada extends z.ZodType, Registro extends z.ZodType>(
  app: App,
  caminho: `/api/${string}/`,
  rotas: {
    access: Access;
    tags: string[];
    entrada: Entrada;
    registro: Registro;
    resumos: { ver: string; alterar: string };
    achar: (id: number) => Promise<z.input<Registro>>;
    alterar: (id: number, dados: z.output<Entrada>, autor: Autor) => Promise<unknown>;
  },
): void {
  const { access, tags, entrada, registro, resumos } = rotas;
  const leitura: FastifySchema = {
    tags,
    summary: resumos.ver,
    params: ZIdParams,
    response: { 200: registro },
  };
  const alteracao: FastifySchema = {
    tags,
    summary: resumos.alterar,
    params: ZIdParams,
    body: entrada,
    response: { 200: registro },
  };
  app.get(`${caminho}:id/`, { config: { access }, schema: leitura }, (request) =>
    rotas.achar((request.params as z.output<typeof ZIdParams>).id),
  );
  app.put(`${caminho}:id/`, { config: { access }, schema: alteracao }, async (request) => {
    const { id } = request.params as z.output<typeof ZIdParams>;
    await rotas.alterar(id, request.body as z.output<Entrada>, actor(request));
    return rotas.achar(id);
  });
}

/**
 * A list that belongs to one record, `GET …/:id/<lista>/`: `exigir` answers 404 (with the area's own message)
 * when the record is not there or not the user's to see, else `listar` gives its rows.
 */
export function rotaDaListaDoRegistro<Item extends z.ZodType>(
  app: App,
  caminho: `/api/${string}/:id/${string}/`,
  rota: {
    access: Access;
    tags: string[];
    summary: string;
    item: Item;
    exigir: (id: number) => Promise<unknown>;
    listar: (id: number, request: FastifyRequest) => Promise<z.input<Item>[]>;
  },
): void {
  const { access, tags, summary, item } = rota;
  const schema: FastifySchema = { tags, summary, params: ZIdParams, response: { 200: z.array(item) } };
  app.get(caminho, { config: { access }, schema }, async (request) => {
    const { id } = request.params as z.output<typeof ZIdParams>;
    await rota.exigir(id);
    return rota.listar(id, request);
  });
}

/**
 * A sale's new messages, live: a server-sent `pronto`, then a `mensagem` for each new one of the sale's channel
 * (`chat`, the team's chat; `mensagens`, the conversation with the client) until the client leaves.
 */
export async function transmitirMensagensDaVenda(
  app: App,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  canal: 'chat' | 'mensagens',
  venda: number,
): Promise<void> {
  const stream = openEventStream(app.events, request, reply);
  const unsubscribe = app.events.subscribe(canal, (event) => {
    if (event.venda === venda) stream.send('mensagem', event.mensagem);
  });
  stream.send('pronto', { venda });
  await stream.closed;
  unsubscribe();
}
