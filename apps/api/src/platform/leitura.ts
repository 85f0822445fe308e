import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { EstadoReplica, Replica } from '../db/replica.ts';
import { type MotivoLeitura, registrarLeitura } from './metricas.ts';

/**
 * Where the reads that may be a little behind go (decision 0090): lists, searches, the dashboard and exports
 * read the replica when there is one fit to read; everything else, and every read of a user within a few
 * seconds of their own write, reads the primary. The time of a user's last write rides in a cookie, so it
 * holds whichever API machine answers next.
 */
export const COOKIE_ESCRITA = 'skyler_escrita';

const ESCRITAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MOTIVO_DO_ESTADO: Record<EstadoReplica['motivo'], MotivoLeitura> = {
  ok: 'ok',
  fora: 'replica_fora',
  atrasada: 'replica_atrasada',
  verificando: 'replica_verificando',
};

export type Leitura = {
  /** the database a read that tolerates a replica's lag uses for this request */
  banco: (request: FastifyRequest) => Db;
  /** marks a user's successful write, so that their next reads see it */
  aposResposta: (request: FastifyRequest, reply: FastifyReply) => void;
};

export function criarLeitura(deps: {
  primario: Db;
  replica?: Replica;
  leiaSuasEscritasMs: number;
  cookieSecure: boolean;
  avisar: (mensagem: string) => void;
}): Leitura {
  const { primario, replica } = deps;
  let aptaAntes = true;
  return {
    banco(request) {
      if (!replica) return primario;
      const escrita = Number(request.cookies?.[COOKIE_ESCRITA]);
      if (Number.isFinite(escrita) && Date.now() - escrita < deps.leiaSuasEscritasMs) {
        registrarLeitura('primario', 'propria_escrita');
        return primario;
      }
      const estado = replica.estado();
      if (estado.apta !== aptaAntes) {
        aptaAntes = estado.apta;
        deps.avisar(
          estado.apta
            ? 'réplica do banco de volta: listas e painéis voltam a ler dela'
            : `réplica do banco posta de lado (${estado.motivo === 'atrasada' ? `atrasada ${estado.atrasoMs} ms` : estado.motivo}): as leituras vão ao primário`,
        );
      }
      if (!estado.apta) {
        registrarLeitura('primario', MOTIVO_DO_ESTADO[estado.motivo]);
        return primario;
      }
      registrarLeitura('replica', 'ok');
      return replica.db;
    },
    aposResposta(request, reply) {
      if (!replica || !ESCRITAS.has(request.method) || reply.statusCode >= 400) return;
      reply.setCookie(COOKIE_ESCRITA, String(Date.now()), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.cookieSecure,
        maxAge: Math.ceil(deps.leiaSuasEscritasMs / 1000),
      });
    },
  };
}
