import { NFSE_STATUS, NFSE_TIPOS } from '@skyler/domain/nfse';
import type { DbOrTx } from '../../db/client.ts';
import { EscritorCsv } from '../exportar/exportar.formatos.ts';
import type { ArquivoContabil } from '../financeiro/financeiro.service.ts';
import { findNfseDoMes } from './nfse.queries.ts';

const DATA = (d: Date | null) => (d ? d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '');

/** A text cell a spreadsheet would read as a formula gets a leading quote (CSV injection). */
const celula = (valor: string) => (/^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor);

/** The month after `AAAA-MM`, as its first day. */
function mesSeguinte(mes: string): string {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${ano + 1}-01-01` : `${ano}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * The month's NFS-e for the accountant's archive (`mes` AAAA-MM, by authorisation day in São Paulo): the list
 * `nfse-AAAA-MM.csv` (number, verification code, authorisation and cancellation dates, status, service, taker,
 * amount, PDF and XML links) and each authorised invoice's XML as the provider gave it, `nfse/<number>.xml`.
 */
export async function arquivosNfseDoMes(db: DbOrTx, mes: string): Promise<ArquivoContabil[]> {
  const linhas = await findNfseDoMes(db, `${mes}-01`, mesSeguinte(mes));
  const cabecalho = [
    'Número',
    'Código de verificação',
    'Autorizada em',
    'Cancelada em',
    'Status',
    'Serviço',
    'Tomador',
    'CPF/CNPJ do tomador',
    'Valor',
    'PDF',
    'XML',
    'Tipo',
  ];
  const escritor = new EscritorCsv();
  escritor.bom();
  escritor.registro(cabecalho);
  for (const n of linhas) {
    escritor.registro(
      [
        n.numero ?? '',
        n.codigo_verificacao ?? '',
        DATA(n.autorizada_em),
        DATA(n.cancelada_em),
        NFSE_STATUS.label(n.status),
        String(n.servico),
        n.tomador.nome,
        n.tomador.documento,
        n.valor.replace('.', ','),
        n.url_pdf ?? '',
        n.url_xml ?? '',
        NFSE_TIPOS.label(n.tipo),
      ].map(celula),
    );
  }
  const xmls = linhas
    .filter((n) => n.xml)
    .map((n) => ({
      nome: `nfse/${n.numero ?? n.referencia}.xml`,
      conteudo: Buffer.from(n.xml as string, 'utf8'),
    }));
  return [{ nome: `nfse-${mes}.csv`, conteudo: Buffer.concat(escritor.resto()) }, ...xmls];
}
