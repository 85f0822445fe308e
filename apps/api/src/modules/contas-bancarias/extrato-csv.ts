import { normalizarChavePix } from '@skyler/domain/chave-pix';
import {
  type CsvMapeamento,
  CONTAS_BANCARIAS_MESSAGES as M,
  valorDoExtrato,
} from '@skyler/domain/contas-bancarias';
import { isValidIsoDate } from '@skyler/domain/validacao';
import { parse } from 'csv-parse/sync';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import {
  chavesPorConteudo,
  descricaoDaLinha,
  type ExtratoLido,
  identificadoresDaLinha,
  type LinhaExtrato,
  periodoDasLinhas,
} from './extrato-arquivo.ts';

/** The separator of the header line: the one it uses most (Brazilian banks mostly write `;`). */
function separadorDe(texto: string): string {
  const cabecalho = texto.split(/\r?\n/, 1)[0] ?? '';
  const contagem = [';', ',', '\t'].map((s) => [s, cabecalho.split(s).length] as const);
  return contagem.sort((a, b) => b[1] - a[1])[0]?.[0] ?? ';';
}

/** A date of the CSV in the account's format, as ISO, or null. */
function dataCsv(valor: string, formato: CsvMapeamento['formato_data']): string | null {
  const v = valor.trim().slice(0, 10);
  let dia: string | undefined;
  let mes: string | undefined;
  let ano: string | undefined;
  if (formato === 'yyyy-MM-dd') [, ano, mes, dia] = v.match(/^(\d{4})-(\d{2})-(\d{2})$/) ?? [];
  else if (formato === 'dd/MM/yy') {
    [, dia, mes, ano] = valor.trim().match(/^(\d{2})\/(\d{2})\/(\d{2})\b/) ?? [];
    if (ano) ano = `20${ano}`;
  } else {
    const separador = formato === 'dd-MM-yyyy' ? '-' : '/';
    [, dia, mes, ano] = v.match(new RegExp(`^(\\d{2})${separador}(\\d{2})${separador}(\\d{4})$`)) ?? [];
  }
  const iso = `${ano}-${mes}-${dia}`;
  return ano && isValidIsoDate(iso) ? iso : null;
}

/**
 * The lines of a bank's CSV read with `csv-parse` through the account's column mapping: the date in its
 * format, the amount signed in one column or as credit and debit columns (a debit written positive or
 * negative is a debit), decimal comma or point. Lines without an amount (the balance lines) are skipped;
 * the document column, when mapped and valid, wins over a CPF/CNPJ found in the description.
 */
export function lerCsv(conteudo: string, mapeamento: CsvMapeamento): ExtratoLido {
  let registros: Record<string, string>[];
  try {
    registros = parse(conteudo, {
      columns: (cabecalho: string[]) => cabecalho.map((c) => c.trim()),
      delimiter: separadorDe(conteudo),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    });
  } catch {
    throw new AppError('bad_request', M.csvLinhaInvalida(0, 'o arquivo não é um CSV válido'));
  }
  const cabecalho = new Set(Object.keys(registros[0] ?? {}));
  const colunas = [
    mapeamento.data,
    mapeamento.descricao,
    mapeamento.valor,
    mapeamento.credito,
    mapeamento.debito,
    mapeamento.documento,
  ].filter((c): c is string => Boolean(c));
  if (registros.length === 0) throw new AppError('bad_request', M.csvVazio);
  for (const coluna of colunas) {
    if (!cabecalho.has(coluna)) throw new AppError('bad_request', M.csvColunaAusente(coluna));
  }

  const semChave: Omit<LinhaExtrato, 'chave'>[] = [];
  registros.forEach((registro, indice) => {
    const numero = indice + 2; // the header is line 1
    const campo = (coluna: string | null | undefined) => (coluna ? (registro[coluna] ?? '').trim() : '');
    let valor: Decimal | null = null;
    const ler = (bruto: string) => {
      if (bruto === '') return null;
      const lido = valorDoExtrato(bruto, mapeamento.decimal);
      if (lido === null) throw new AppError('bad_request', M.csvLinhaInvalida(numero, M.valorInvalido));
      return new Decimal(lido);
    };
    if (mapeamento.valor) valor = ler(campo(mapeamento.valor));
    else {
      const credito = ler(campo(mapeamento.credito));
      const debito = ler(campo(mapeamento.debito));
      if (credito && !credito.isZero()) valor = credito.abs();
      else if (debito && !debito.isZero()) valor = debito.abs().negated();
    }
    if (valor === null || valor.isZero()) return;
    const data = dataCsv(campo(mapeamento.data), mapeamento.formato_data);
    if (!data) throw new AppError('bad_request', M.csvLinhaInvalida(numero, M.dataInvalida));
    const historico = campo(mapeamento.descricao);
    const identificadores = identificadoresDaLinha(historico);
    // the document column: a CPF/CNPJ typed with or without its mask, or the payee's Pix key
    const documento = normalizarChavePix(campo(mapeamento.documento));
    semChave.push({
      data,
      tipo: valor.isNegative() ? 'debito' : 'credito',
      valor: valor.abs().toFixed(2),
      descricao: descricaoDaLinha(historico),
      ...identificadores,
      documento: documento ?? identificadores.documento,
    });
  });
  if (semChave.length === 0) throw new AppError('bad_request', M.csvVazio);
  const linhas = chavesPorConteudo(semChave);
  return {
    formato: 'csv',
    linhas,
    ...periodoDasLinhas(linhas),
    saldo_final: null,
    saldo_data: null,
    banco: null,
  };
}
