import { PADROES_FISCAIS } from '@skyler/domain/fiscal';
import { eq } from 'drizzle-orm';
import { upsertConfiguracaoFiscal } from '../../modules/fiscal/fiscal.queries.ts';
import type { DbOrTx } from '../client.ts';
import { usuarios } from '../schema/index.ts';
import { AGENCIA_DEMO } from './agencia-demo.ts';

/**
 * The demo agency's fiscal settings (decision 0091): a São Paulo agency under Simples Nacional with the
 * defaults' rates and chart of accounts, so the DRE and the accountant's export of the demo's months show real
 * lines.
 */
export async function seedFiscalDemo(tx: DbOrTx): Promise<void> {
  const [admin] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'admin'));
  const padrao = PADROES_FISCAIS.simples_nacional;
  await upsertConfiguracaoFiscal(tx, {
    cnpj: AGENCIA_DEMO.cnpj,
    inscricao_municipal: '7.654.321-0',
    municipio_ibge: '3550308',
    municipio_nome: 'São Paulo',
    regime: padrao.tributos.regime,
    codigo_servico: padrao.codigo_servico,
    aliquota_iss: padrao.aliquota_iss,
    iss_retido: padrao.iss_retido,
    tributos: padrao.tributos,
    modelo_descricao: padrao.modelo_descricao,
    emissao: padrao.emissao,
    prazo_cancelamento_dias: padrao.prazo_cancelamento_dias,
    reembolso_fora_prazo: padrao.reembolso_fora_prazo,
    plano_contas: padrao.plano_contas,
    versao: 1,
    updated_by: admin?.id ?? null,
  });
}
