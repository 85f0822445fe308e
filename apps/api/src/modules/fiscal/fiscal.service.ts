import {
  CONFIGURACAO_FISCAL_VAZIA,
  type ConfiguracaoFiscal,
  type ConfiguracaoFiscalDados,
  type ConfiguracaoFiscalInput,
  PADROES_FISCAIS,
  ZConfiguracaoFiscalDados,
  ZConfiguracaoFiscalInput,
} from '@skyler/domain/fiscal';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ConfiguracaoFiscalRow } from '../../db/schema/index.ts';
import type { Ator } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { AppError } from '../../platform/errors.ts';
import { conferirVersao } from '../../platform/versao.ts';
import {
  findConfiguracaoFiscal,
  lockConfiguracaoFiscal,
  upsertConfiguracaoFiscal,
} from './fiscal.queries.ts';

function dadosDaLinha(linha: ConfiguracaoFiscalRow): ConfiguracaoFiscalDados {
  return ZConfiguracaoFiscalDados.parse({
    cnpj: linha.cnpj,
    inscricao_municipal: linha.inscricao_municipal,
    municipio: { codigo_ibge: linha.municipio_ibge, nome: linha.municipio_nome },
    codigo_servico: linha.codigo_servico,
    aliquota_iss: Number(linha.aliquota_iss).toFixed(2),
    iss_retido: linha.iss_retido,
    tributos: linha.tributos,
    modelo_descricao: linha.modelo_descricao,
    emissao: linha.emissao,
    prazo_cancelamento_dias: linha.prazo_cancelamento_dias,
    reembolso_fora_prazo: linha.reembolso_fora_prazo,
    plano_contas: linha.plano_contas,
  });
}

function resposta(linha: ConfiguracaoFiscalRow | undefined): ConfiguracaoFiscal {
  const base = linha
    ? {
        ...dadosDaLinha(linha),
        configurada: true,
        versao: linha.versao,
        atualizado_em: linha.updated_at.toISOString(),
      }
    : CONFIGURACAO_FISCAL_VAZIA;
  return { ...base, padroes: PADROES_FISCAIS };
}

/**
 * The settings the DRE, the accountant's export and the NFS-e read: the kept ones, or null when no
 * administrator has filled them yet (the caller decides: the DRE uses the Simples Nacional defaults, the
 * NFS-e refuses).
 */
export async function carregarConfiguracaoFiscal(db: DbOrTx): Promise<ConfiguracaoFiscalDados | null> {
  const linha = await findConfiguracaoFiscal(db);
  return linha ? dadosDaLinha(linha) : null;
}

/** The rates and accounts the statements use: the kept settings, or the Simples Nacional defaults. */
export async function carregarRegrasFiscais(
  db: DbOrTx,
): Promise<Pick<ConfiguracaoFiscalDados, 'aliquota_iss' | 'tributos' | 'plano_contas'>> {
  return (await carregarConfiguracaoFiscal(db)) ?? PADROES_FISCAIS.simples_nacional;
}

/** GET /api/configuracoes/fiscal/ */
export async function verConfiguracaoFiscal(db: DbOrTx): Promise<ConfiguracaoFiscal> {
  return resposta(await findConfiguracaoFiscal(db));
}

/**
 * PUT /api/configuracoes/fiscal/: replaces the settings in one transaction, the row read for update and its
 * version checked (409 on a stale one, decision 0034), with its audit-log row (before and after).
 */
export async function salvarConfiguracaoFiscal(
  db: Db,
  body: ConfiguracaoFiscalInput,
  ator: Ator,
): Promise<ConfiguracaoFiscal> {
  const { versao, ...dados } = ZConfiguracaoFiscalInput.parse(body);
  const linha = await db.transaction(async (tx) => {
    const atual = await lockConfiguracaoFiscal(tx);
    if (atual) conferirVersao(atual.versao, versao);
    else if (versao !== undefined && versao !== 0) throw new AppError('conflict', MENSAGEM_VERSAO);
    const nova = await upsertConfiguracaoFiscal(tx, {
      cnpj: dados.cnpj,
      inscricao_municipal: dados.inscricao_municipal,
      municipio_ibge: dados.municipio.codigo_ibge,
      municipio_nome: dados.municipio.nome,
      regime: dados.tributos.regime,
      codigo_servico: dados.codigo_servico,
      aliquota_iss: dados.aliquota_iss,
      iss_retido: dados.iss_retido,
      tributos: dados.tributos,
      modelo_descricao: dados.modelo_descricao,
      emissao: dados.emissao,
      prazo_cancelamento_dias: dados.prazo_cancelamento_dias,
      reembolso_fora_prazo: dados.reembolso_fora_prazo,
      plano_contas: dados.plano_contas,
      versao: (atual?.versao ?? 0) + 1,
      updated_by: ator.user.id,
    });
    await createAuditLog(tx, {
      tipo: 'configuracao_fiscal_alterada',
      usuario: ator.user.id,
      antes: atual ?? null,
      depois: nova,
      meta: { entidade: 'configuracao_fiscal', id: 1, ...(ator.ip ? { ip: ator.ip } : {}) },
    });
    return nova;
  });
  return resposta(linha);
}
