import {
  type ConvertPnr,
  type ConvertPnrResposta,
  classeDaReserva,
  type PernaConvertida,
} from '@skyler/domain/conversao-pnr';
import { convertPnr, type PernaPnr } from '@skyler/domain/pnr/index';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cias_aereas } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/** Ids of the registered airlines by IATA code (the active one first when a code repeats). */
export async function findCiasPorIata(db: DbOrTx, codigos: readonly string[]): Promise<Map<string, number>> {
  if (codigos.length === 0) return new Map();
  const rows = await db
    .select({ id: cias_aereas.id, iata: cias_aereas.iata, ativo: cias_aereas.ativo })
    .from(cias_aereas)
    .where(inArray(cias_aereas.iata, [...codigos]))
    .orderBy(asc(cias_aereas.id));
  const porIata = new Map<string, number>();
  for (const row of [...rows.filter((r) => r.ativo), ...rows.filter((r) => !r.ativo)]) {
    if (row.iata && !porIata.has(row.iata)) porIata.set(row.iata, row.id);
  }
  return porIata;
}

function toPerna(perna: PernaPnr, cias: ReadonlyMap<string, number>): PernaConvertida {
  const classe = classeDaReserva(perna.classe_reserva);
  return {
    ordem: perna.ordem,
    origem: perna.origem,
    destino: perna.destino,
    cia_aerea: cias.get(perna.cia_aerea) ?? null,
    cia_aerea_iata: perna.cia_aerea,
    numero_do_voo: perna.numero_do_voo,
    data_hora_partida: perna.data_hora_partida,
    data_hora_chegada: perna.data_hora_chegada,
    classe_reserva: perna.classe_reserva,
    economica: classe === 'economica',
    economica_premium: classe === 'economica_premium',
    executiva: classe === 'executiva',
    primeira_classe: classe === 'primeira_classe',
    adultos: 1,
    criancas: 0,
    bebes: 0,
    bagagem_10kg: 0,
    bagagem_23kg: 0,
    tipo_perna: perna.tipo_perna,
  };
}

/**
 * The pasted itinerary as the tickets, trips and legs of a new flight quote (nothing is stored: the quoter
 * reviews it in the quote dialog and saves it there). A text the parser cannot read is a 400 with its message.
 */
export async function convertPnrToCotacao(
  db: DbOrTx,
  body: ConvertPnr,
  { today = new Date() }: { today?: Date } = {},
): Promise<ConvertPnrResposta> {
  const result = convertPnr(body, { today });
  if (!result.ok) throw new AppError('bad_request', result.error);
  const pernas = result.bilhetes.flatMap((b) => b.viagem.trechos.flatMap((t) => t.pernas));
  const codigos = [...new Set(pernas.map((p) => p.cia_aerea))];
  const cias = await findCiasPorIata(db, codigos);
  return {
    subcotacoes: result.bilhetes.map((bilhete) => ({
      tipo_cotacao: 'pagante',
      bilhete_ida: bilhete.bilhete_ida,
      bilhete_volta: bilhete.bilhete_volta,
      bilhete_independente: bilhete.bilhete_independente,
      viagem: {
        trechos: bilhete.viagem.trechos.map((trecho) => ({
          pernas: trecho.pernas.map((perna) => toPerna(perna, cias)),
        })),
      },
    })),
    formato: result.formato,
    tipo_trecho: result.tipo_trecho,
    qtd_trechos: result.qtd_trechos,
    distribuicao_voos: result.distribuicao_voos,
    avisos: result.avisos,
    cias_nao_encontradas: codigos.filter((codigo) => !cias.has(codigo)),
  };
}
