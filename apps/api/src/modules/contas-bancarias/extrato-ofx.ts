import { CONTAS_BANCARIAS_MESSAGES as M, valorDoExtrato } from '@skyler/domain/contas-bancarias';
import { isValidIsoDate } from '@skyler/domain/validacao';
import { parseSync } from 'ofx-js';
import { AppError } from '../../platform/errors.ts';
import {
  chavesPorConteudo,
  descricaoDaLinha,
  type ExtratoLido,
  identificadoresDaLinha,
  type LinhaExtrato,
  periodoDasLinhas,
} from './extrato-arquivo.ts';

type Campos = Record<string, unknown>;

const texto = (valor: unknown): string => (typeof valor === 'string' ? valor.trim() : '');
const lista = <T>(valor: T | T[] | undefined): T[] =>
  valor === undefined ? [] : Array.isArray(valor) ? valor : [valor];

/** An OFX date (`20261001100000[-03:EST]`, `20261001`) as the bank's calendar day, or null. */
function dataOfx(valor: unknown): string | null {
  const digitos = texto(valor).match(/^(\d{4})(\d{2})(\d{2})/);
  if (!digitos) return null;
  const data = `${digitos[1]}-${digitos[2]}-${digitos[3]}`;
  return isValidIsoDate(data) ? data : null;
}

/** OFX amounts use the point; a few Brazilian banks (Bradesco) write the comma. */
const valorOfx = (valor: unknown) => {
  const bruto = texto(valor);
  return valorDoExtrato(bruto, bruto.includes(',') && !bruto.includes('.') ? 'virgula' : 'ponto');
};

/** The balance lines some banks list among the transactions ("SALDO ANTERIOR", "S A L D O"). */
const LINHA_DE_SALDO = /^(saldo anterior|saldo do dia|s ?a ?l ?d ?o\b)/i;

/**
 * The lines of a checking account's OFX statement, read with `ofx-js` (SGML 1.x and XML 2.x). The line's
 * `chave` is the bank's `FITID`; a file without it (older Itaú exports) or that repeats it gets the
 * content's hash. The period is `DTSTART`/`DTEND`, the balance `LEDGERBAL`.
 */
export function lerOfx(conteudo: string): ExtratoLido {
  let ofx: Campos;
  try {
    ofx = parseSync(conteudo).OFX as Campos;
  } catch {
    throw new AppError('bad_request', M.ofxInvalido);
  }
  const banco = (ofx?.BANKMSGSRSV1 as Campos | undefined)?.STMTTRNRS;
  const extratos = lista(banco as Campos | Campos[] | undefined)
    .map((trn) => trn?.STMTRS as Campos | undefined)
    .filter((x): x is Campos => Boolean(x));
  const [extrato] = extratos;
  if (!extrato) throw new AppError('bad_request', M.ofxSemLancamentos);
  const transacoes = (extrato.BANKTRANLIST as Campos | undefined) ?? {};
  const brutas = lista(transacoes.STMTTRN as Campos | Campos[] | undefined);

  const semChave: Omit<LinhaExtrato, 'chave'>[] = [];
  const fitids: string[] = [];
  brutas.forEach((trn, indice) => {
    const numero = indice + 1;
    const data = dataOfx(trn.DTPOSTED);
    if (!data) throw new AppError('bad_request', M.ofxLinhaInvalida(numero, M.dataInvalida));
    const valor = valorOfx(trn.TRNAMT);
    if (valor === null) throw new AppError('bad_request', M.ofxLinhaInvalida(numero, M.valorInvalido));
    const nome = texto(trn.NAME);
    const memo = texto(trn.MEMO);
    const historico = nome && memo && !memo.includes(nome) ? `${nome} - ${memo}` : memo || nome;
    if (Number(valor) === 0 || LINHA_DE_SALDO.test(historico)) return;
    semChave.push({
      data,
      tipo: valor.startsWith('-') ? 'debito' : 'credito',
      valor: valor.replace(/^-/, ''),
      descricao: descricaoDaLinha(historico),
      ...identificadoresDaLinha(historico),
    });
    fitids.push(texto(trn.FITID).slice(0, 250));
  });

  const porConteudo = chavesPorConteudo(semChave);
  const repetidos = new Set(fitids.filter((fitid, i) => fitid && fitids.indexOf(fitid) !== i));
  const linhas = porConteudo.map((linha, i) => {
    const fitid = fitids[i] ?? '';
    return fitid && !repetidos.has(fitid) ? { ...linha, chave: fitid } : linha;
  });

  const saldo = extrato.LEDGERBAL as Campos | undefined;
  const periodo = periodoDasLinhas(linhas);
  const bankid = texto((extrato.BANKACCTFROM as Campos | undefined)?.BANKID).replace(/\D/g, '');
  return {
    formato: 'ofx',
    linhas,
    inicio: dataOfx(transacoes.DTSTART) ?? periodo.inicio,
    fim: dataOfx(transacoes.DTEND) ?? periodo.fim,
    saldo_final: saldo ? valorOfx(saldo.BALAMT) : null,
    saldo_data: saldo ? dataOfx(saldo.DTASOF) : null,
    banco: bankid ? bankid.slice(-3).padStart(3, '0') : null,
  };
}
