import { NFSE_STATUS } from '@skyler/domain/nfse';
import type { DbOrTx } from '../../db/client.ts';
import { findNfseDoMes } from './nfse.queries.ts';

/** A file of the accountant's archive. */
export type ArquivoContabil = { nome: string; conteudo: string };

const BOM = '\uFEFF';
const DATA = (d: Date | null) => (d ? d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '');

/** A CSV cell as the exports write them: `;` fields, quoted when needed, no leading formula character. */
function celula(valor: string): string {
  const seguro = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[";\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

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
  ];
  const registros = linhas.map((n) =>
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
    ]
      .map(celula)
      .join(';'),
  );
  const csv = `${BOM}${[cabecalho.join(';'), ...registros].map((l) => `${l}\r\n`).join('')}`;
  const xmls = linhas
    .filter((n) => n.xml)
    .map((n) => ({ nome: `nfse/${n.numero ?? n.referencia}.xml`, conteudo: n.xml as string }));
  return [{ nome: `nfse-${mes}.csv`, conteudo: csv }, ...xmls];
}
