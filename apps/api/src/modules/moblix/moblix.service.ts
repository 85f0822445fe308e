import {
  type BuscaMoblixCreate,
  type CriteriosMoblix,
  codigoDoLocal,
  MOBLIX_MESSAGES as M,
  ZBuscaMoblixCreate,
} from '@skyler/domain/moblix';
import { CLASSES_CABINE, type ClasseCabine, type OrcamentoVoo } from '@skyler/domain/orcamentos';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buscas_moblix, orcamentos } from '../../db/schema/index.ts';
import { type MoblixClient, normalizarOferta, type OfertaNormalizada } from '../../integrations/moblix.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { findCiasPorIata } from '../pnr/pnr.service.ts';

type Actor = { user: SessionUser; ip: string };

/** The cabin the request asks for: its first class flag on (economy when none). */
function cabineDo(voo: OrcamentoVoo): ClasseCabine {
  return CLASSES_CABINE.values.find((classe) => voo[classe]) ?? 'economica';
}

function criteriosDe(voo: OrcamentoVoo, body: ReturnType<typeof ZBuscaMoblixCreate.parse>): CriteriosMoblix {
  return {
    internacional: body.internacional,
    pagante: body.pagante,
    diamanteSmiles: body.diamanteSmiles,
    clubeSmiles: body.clubeSmiles,
    agenciaExterna: body.agenciaExterna,
    companhia_aerea_ida: body.companhia_aerea_ida,
    cabine: cabineDo(voo),
    adultos: voo.adultos,
    criancas: voo.criancas,
    bebes: voo.bebes,
    trechos: voo.trechos.map((trecho) => ({
      origem: codigoDoLocal(trecho.origem),
      destino: codigoDoLocal(trecho.destino),
      data: trecho.data_inicio,
    })),
  };
}

/**
 * Searches an open flight request's flight at Moblix (outside any transaction), then stores what was asked
 * and the normalized offers with the audit row. Nothing is stored when Moblix is not configured or fails.
 */
export async function buscarMoblix(
  db: Db,
  moblix: MoblixClient,
  { body, user, ip }: { body: BuscaMoblixCreate } & Actor,
): Promise<{ id: number; ofertas: OfertaNormalizada[] }> {
  const pedido = ZBuscaMoblixCreate.parse(body);
  const [orcamento] = await db.select().from(orcamentos).where(eq(orcamentos.id, pedido.orcamento));
  if (!orcamento) throw new AppError('not_found', M.orcamentoNaoEncontrado);
  if (orcamento.tipo_servico !== 'orcamento_voo') throw new AppError('bad_request', M.naoVoo);
  if (orcamento.status !== 'aberto') throw new AppError('bad_request', M.fechado);
  const criterios = criteriosDe(orcamento.detalhes as OrcamentoVoo, pedido);
  const cruas = await moblix.buscar({
    companhia: criterios.companhia_aerea_ida,
    internacional: criterios.internacional,
    pagante: criterios.pagante,
    diamanteSmiles: criterios.diamanteSmiles,
    clubeSmiles: criterios.clubeSmiles,
    agenciaExterna: criterios.agenciaExterna,
    classe: criterios.cabine,
    adultos: criterios.adultos,
    criancas: criterios.criancas,
    bebes: criterios.bebes,
    trechos: criterios.trechos,
  });
  const codigos = [...new Set(cruas.flatMap((o) => o.trechos.flatMap((t) => t.voos.map((v) => v.cia))))];
  const cias = await findCiasPorIata(db, codigos);
  const ofertas = cruas.map((oferta) => normalizarOferta(oferta, cias));
  const id = await db.transaction(async (tx) => {
    const [aberto] = await tx
      .select({ status: orcamentos.status })
      .from(orcamentos)
      .where(eq(orcamentos.id, orcamento.id))
      .for('update');
    if (!aberto) throw new AppError('not_found', M.orcamentoNaoEncontrado);
    if (aberto.status !== 'aberto') throw new AppError('bad_request', M.fechado);
    const [row] = await tx
      .insert(buscas_moblix)
      .values({ orcamento: orcamento.id, criterios, ofertas, created_by: user.id })
      .returning({ id: buscas_moblix.id });
    if (!row) throw new Error('search not stored');
    await createAuditLog(tx, {
      tipo: 'busca_moblix',
      usuario: user.id,
      venda: orcamento.venda,
      depois: { orcamento: orcamento.id, criterios, ofertas: ofertas.length },
      meta: { entidade: 'busca_moblix', id: row.id, ip, orcamento: orcamento.id },
    });
    return row.id;
  });
  return { id, ofertas };
}
