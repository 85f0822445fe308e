import {
  PORTAL_CONFIGURACAO_MESSAGES,
  type PortalConfiguracao,
  type PortalConfiguracaoInput,
} from '@skyler/domain/portal';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ator } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { conferirVersao } from '../../platform/versao.ts';
import { findPortalConfiguracao, updatePortalConfiguracao } from './portal.queries.ts';

type Linha = NonNullable<Awaited<ReturnType<typeof findPortalConfiguracao>>>;

const resposta = (linha: Linha | undefined): PortalConfiguracao =>
  linha
    ? {
        contatos_empresa: linha.contatos_empresa,
        versao: linha.versao,
        atualizado_em: linha.updated_at.toISOString(),
      }
    : { contatos_empresa: false, versao: 0, atualizado_em: null };

/** GET /api/configuracoes/portal/: whether a company's contacts see the company's sales in the portal. */
export async function verPortalConfiguracao(db: DbOrTx): Promise<PortalConfiguracao> {
  return resposta(await findPortalConfiguracao(db));
}

/**
 * PUT /api/configuracoes/portal/ (administrators): one transaction, the agency's row read for update and the
 * settings' version checked (409 on a stale one), with its audit-log row (before and after). The settings live
 * on the agency's row, so the agency's identity must exist first.
 */
export async function salvarPortalConfiguracao(
  db: Db,
  body: PortalConfiguracaoInput,
  ator: Ator,
): Promise<PortalConfiguracao> {
  return db.transaction(async (tx) => {
    const antes = await findPortalConfiguracao(tx, { lock: true });
    if (!antes) throw new AppError('conflict', PORTAL_CONFIGURACAO_MESSAGES.semAgencia);
    conferirVersao(antes.versao, body.versao);
    const depois = await updatePortalConfiguracao(tx, {
      contatos_empresa: body.contatos_empresa,
      versao: antes.versao + 1,
    });
    await createAuditLog(tx, {
      tipo: 'portal_configuracao_alterada',
      usuario: ator.user.id,
      antes: { contatos_empresa: antes.contatos_empresa, versao: antes.versao },
      depois: { contatos_empresa: depois.contatos_empresa, versao: depois.versao },
      meta: { entidade: 'agencia', id: 1, ...(ator.ip ? { ip: ator.ip } : {}) },
    });
    return resposta(depois);
  });
}
