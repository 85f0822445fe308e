import type { DbOrTx } from '../../db/client.ts';

/** What the invoice reads of the agency's fiscal settings. */
export type ConfiguracaoNfse = {
  cnpj: string;
  inscricao_municipal: string;
  /** the municipality's IBGE code */
  codigo_municipio: string;
  /** LC 116/2003 item, as the settings keep it (09.02) */
  codigo_servico: string;
  /** ISS rate in percent, a decimal string */
  aliquota_iss: string;
  iss_retido: boolean;
  modelo_descricao: string;
  emissao: 'ao_concluir' | 'sob_demanda' | 'lote_mensal';
  prazo_cancelamento_dias: number;
};

/** The fiscal settings as the invoice needs them, or null while they are not filled in. */
export async function lerConfiguracaoNfse(_db: DbOrTx): Promise<ConfiguracaoNfse | null> {
  return null;
}

/** The agency's own revenue of a service, in reais: the invoice's amount. */
export async function receitaPropriaDoServico(_db: DbOrTx, _servico: number): Promise<string> {
  return '0';
}
