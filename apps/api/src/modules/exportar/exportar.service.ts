import { PassThrough, Readable } from 'node:stream';
import {
  EXPORTAR_NOMES,
  type ExportarDataset,
  type ExportarFormato,
  exportarArquivo,
} from '@skyler/domain/exportar';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { DATASETS } from './exportar.datasets.ts';
import {
  type Coluna,
  celulaCsv,
  celulaXlsx,
  EscritorCsv,
  formatoXlsx,
  valorComoTexto,
} from './exportar.formatos.ts';
import { type Linha, lerEmLotes } from './exportar.leitura.ts';

export const CONTENT_TYPES: Record<ExportarFormato, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type Exportacao = { arquivo: string; contentType: string; corpo: Readable };

/**
 * An export as a stream: the rows come from the database in batches and are written as they come, so
 * memory holds one batch whatever the size of the table. The first batch is read before answering, so a
 * query that fails is an error answer, not a cut file. When the stream ends (or the client goes away) the
 * audit row is written with the number of rows sent.
 */
export async function exportar(options: {
  db: Db;
  /** where the rows are read (a replica may serve them, decision 0090); the audit row goes to `db` */
  leitura?: Db;
  dataset: ExportarDataset;
  formato: ExportarFormato;
  filtros: Record<string, unknown>;
  usuario: SessionUser;
  ip: string;
  log: FastifyBaseLogger;
}): Promise<Exportacao> {
  const { db, dataset, formato, filtros, usuario, ip, log } = options;
  const leitura = options.leitura ?? db;
  const definicao = DATASETS[dataset];
  const colunas = definicao.colunas.filter((coluna) => coluna.visivelPara?.(usuario) ?? true);
  const consulta = {
    ...definicao.consulta(filtros, { usuario }),
    valores: colunas.map(valorComoTexto),
  };
  const lotes = lerEmLotes(leitura, consulta);
  const primeiro = await lotes.next();

  let linhas = 0;
  async function* todos(): AsyncGenerator<Linha[]> {
    let completa = false;
    try {
      if (!primeiro.done) {
        linhas += primeiro.value.length;
        yield primeiro.value;
      }
      for await (const lote of lotes) {
        linhas += lote.length;
        yield lote;
      }
      completa = true;
    } finally {
      await lotes.return(undefined);
      await createAuditLog(db, {
        tipo: 'exportacao',
        usuario: usuario.id,
        meta: { entidade: 'exportacao', id: null, ip, dataset, formato, filtros, linhas, completa },
      }).catch((error: unknown) => log.error({ err: error, dataset }, 'registro da exportação falhou'));
    }
  }

  const corpo =
    formato === 'csv'
      ? Readable.from(csv(colunas, todos()), { objectMode: false })
      : // exceljs loads on the first spreadsheet, not at start
        xlsx((await import('exceljs')).default, colunas, EXPORTAR_NOMES[dataset], todos(), log);
  return { arquivo: exportarArquivo(dataset, formato), contentType: CONTENT_TYPES[formato], corpo };
}

/**
 * The CSV's chunks: the BOM and the header, then the rows, written into buffers of `PEDACO_CSV` bytes, each
 * handed to the reply when full (decision 0060).
 */
async function* csv(colunas: Coluna[], lotes: AsyncIterable<Linha[]>): AsyncGenerator<Buffer> {
  const escritor = new EscritorCsv();
  escritor.bom();
  escritor.registro(colunas.map((coluna) => coluna.titulo));
  const campos: string[] = new Array(colunas.length);
  let primeiro = true;
  for await (const lote of lotes) {
    for (const linha of lote) {
      for (let i = 0; i < colunas.length; i++) campos[i] = celulaCsv(colunas[i] as Coluna, linha[i + 1]);
      escritor.registro(campos);
    }
    // the header and the first batch leave at once, whatever their size
    yield* primeiro ? escritor.resto() : escritor.cheios();
    primeiro = false;
  }
  yield* escritor.resto();
}

/** Resolves when the stream wants more, or is gone. */
function escoar(saida: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const pronto = () => {
      saida.off('drain', pronto);
      saida.off('close', pronto);
      resolve();
    };
    saida.on('drain', pronto);
    saida.on('close', pronto);
  });
}

/**
 * The spreadsheet through exceljs' streaming writer: one sheet, the header bold and frozen, real numbers
 * and dates. Each batch waits until the reply has taken what came before.
 */
function xlsx(
  ExcelJS: typeof import('exceljs'),
  colunas: Coluna[],
  nome: string,
  lotes: AsyncGenerator<Linha[]>,
  log: FastifyBaseLogger,
): Readable {
  const saida = new PassThrough();
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: saida,
    useStyles: true,
    useSharedStrings: false,
  });
  const planilha = livro.addWorksheet(nome, { views: [{ state: 'frozen', ySplit: 1 }] });
  planilha.columns = colunas.map((coluna) => {
    const numFmt = formatoXlsx(coluna.tipo);
    return {
      header: coluna.titulo,
      width: Math.min(Math.max(coluna.titulo.length + 2, coluna.tipo === 'texto' ? 20 : 12), 40),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  const cabecalho = planilha.getRow(1);
  cabecalho.font = { bold: true };
  cabecalho.commit();

  const escrever = async () => {
    for await (const lote of lotes) {
      if (saida.destroyed) break;
      for (const linha of lote) {
        planilha.addRow(colunas.map((coluna, i) => celulaXlsx(coluna, linha[i + 1]))).commit();
      }
      if (saida.writableNeedDrain) await escoar(saida);
      if (saida.destroyed) break;
    }
    if (saida.destroyed) return;
    planilha.commit();
    await livro.commit();
  };
  escrever().catch((error: unknown) => {
    log.error({ err: error }, 'exportação xlsx interrompida');
    saida.destroy(error as Error);
  });
  return saida;
}
