import {
  type ContaDre,
  calcularDre,
  type Dre,
  type DreItens,
  type DreItensQuery,
  type DreQuery,
  type EntradaDre,
  itensDaDre,
  type Lancamento,
  LINHAS_DRE,
  lancamentosDaDre,
  periodoDoMes,
  type ServicoDre,
  servicoNoCaixa,
} from '@skyler/domain/financeiro';
import { moneyString, sum } from '@skyler/domain/precos/dinheiro';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Ator } from '../../platform/actor.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import { EscritorCsv } from '../exportar/exportar.formatos.ts';
import { carregarRegrasFiscais } from '../fiscal/fiscal.service.ts';
import {
  findEmissoesDre,
  findPagamentosDre,
  findServicosDre,
  findTarifasBancariasDre,
  type LinhaServicoDre,
  type PeriodoDre,
} from './financeiro.queries.ts';
import { entradaDaReceita } from './receita-propria.queries.ts';

function servicoDre(linha: LinhaServicoDre, regime: PeriodoDre['regime']): ServicoDre {
  const entrada = entradaDaReceita(linha);
  const doRegime =
    regime === 'caixa' ? servicoNoCaixa({ ...entrada, valor_total: linha.valor_total }, linha.pago) : entrada;
  return { ...doRegime, id: linha.id, venda: linha.venda, data: linha.data, descricao: linha.descricao };
}

/** What the DRE of a period reads: the period's services, payments, issuances and bank fees, and the rates. */
export async function lerEntradaDre(db: DbOrTx, periodo: PeriodoDre): Promise<EntradaDre> {
  const [servicos, pagamentos, emissoes, movimentos, fiscal] = await Promise.all([
    findServicosDre(db, periodo),
    findPagamentosDre(db, periodo),
    findEmissoesDre(db, periodo),
    findTarifasBancariasDre(db, periodo),
    carregarRegrasFiscais(db),
  ]);
  return {
    servicos: servicos.map((s) => servicoDre(s, periodo.regime)),
    pagamentos,
    emissoes,
    movimentos,
    fiscal,
  };
}

/** GET /api/financeiro/dre/ */
export async function gerarDre(db: DbOrTx, query: DreQuery): Promise<Dre> {
  return dreDaEntrada(query, await lerEntradaDre(db, query));
}

function dreDaEntrada(query: DreQuery, entrada: EntradaDre): Dre {
  const { linhas, valores } = calcularDre(entrada);
  return {
    periodo: { inicio: query.inicio, fim: query.fim },
    regime: query.regime,
    consultor: query.consultor ?? null,
    regime_tributario: entrada.fiscal.tributos.regime,
    linhas,
    vendas_brutas: moneyString(valores.vendas_brutas),
    intermediado: moneyString(valores.intermediado),
    receita_propria: moneyString(valores.receita_propria),
    resultado: moneyString(valores.resultado),
  };
}

/** GET /api/financeiro/dre/itens/: the services, payments, issuances or bank lines behind one line. */
export async function detalharLinhaDre(db: DbOrTx, query: DreItensQuery): Promise<DreItens> {
  const entrada = await lerEntradaDre(db, query);
  const itens = itensDaDre(entrada)[query.conta as ContaDre];
  return {
    conta: query.conta,
    descricao: LINHAS_DRE[query.conta].descricao,
    valor: moneyString(sum(itens.map((i) => i.valor))),
    itens: itens.map((i) => ({ ...i, valor: moneyString(i.valor) })),
  };
}

/** The month's journal (accrual view, the books'), with the DRE it balances against. */
export async function lancamentosDoMes(
  db: DbOrTx,
  mes: string,
): Promise<{ lancamentos: Lancamento[]; dre: Dre }> {
  const periodo = { ...periodoDoMes(mes), regime: 'competencia' as const };
  const [entrada, fiscal] = await Promise.all([lerEntradaDre(db, periodo), carregarRegrasFiscais(db)]);
  return { lancamentos: lancamentosDaDre(entrada, fiscal.plano_contas), dre: dreDaEntrada(periodo, entrada) };
}

/** A file the accountant's archive carries besides the journal (the NFS-e list and their XML, say). */
export type ArquivoContabil = { nome: string; conteudo: Uint8Array };

const CSV_LANCAMENTOS = ['Data', 'Conta débito', 'Conta crédito', 'Valor', 'Histórico', 'Documento'];
const CSV_DRE = ['Conta', 'Descrição', 'Valor'];

/** A date 'AAAA-MM-DD' as DD/MM/AAAA, an amount with the decimal comma (the exports' CSV, decision 0083). */
const dataBr = (data: string) => data.split('-').reverse().join('/');
const valorBr = (valor: string) => valor.replace('.', ',');
/** A text cell that a spreadsheet would read as a formula gets a leading quote (CSV injection). */
const texto = (valor: string) => (/^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor);

function csv(cabecalho: readonly string[], registros: readonly (readonly string[])[]): Uint8Array {
  const escritor = new EscritorCsv();
  escritor.bom();
  escritor.registro(cabecalho);
  for (const registro of registros) escritor.registro(registro);
  return Buffer.concat(escritor.resto());
}

/**
 * GET /api/financeiro/contabilidade/?mes=AAAA-MM: one zip with the month's journal (`lancamentos-AAAA-MM.csv`:
 * date, debit account, credit account, amount, history, document; pt-BR CSV) and its DRE in the accrual view
 * (`dre-AAAA-MM.csv`), whose revenue, tax and cost lines are the journal's balances. `extras` are written
 * beside them as given: the seam through which the NFS-e module adds its list and XML files.
 */
export async function gerarArquivoContabil(
  db: DbOrTx,
  mes: string,
  extras: readonly ArquivoContabil[] = [],
): Promise<{ nome: string; zip: Uint8Array }> {
  const { lancamentos, dre } = await lancamentosDoMes(db, mes);
  const arquivos: Record<string, Uint8Array> = {
    [`lancamentos-${mes}.csv`]: csv(
      CSV_LANCAMENTOS,
      lancamentos.map((l) => [
        dataBr(l.data),
        l.debito,
        l.credito,
        valorBr(moneyString(l.valor)),
        texto(l.historico),
        texto(l.documento),
      ]),
    ),
    [`dre-${mes}.csv`]: csv(
      CSV_DRE,
      dre.linhas.map((l) => [l.conta, texto(l.descricao), valorBr(l.valor)]),
    ),
  };
  for (const extra of extras) arquivos[extra.nome] = extra.conteudo;
  const { zipSync } = await import('fflate');
  return { nome: `contabilidade-${mes}.zip`, zip: zipSync(arquivos) };
}

/** The archive as the route hands it over, its download recorded in the audit log. */
export async function exportarContabilidade(
  db: Db,
  mes: string,
  ator: Ator,
  extras: readonly ArquivoContabil[] = [],
): Promise<{ nome: string; zip: Uint8Array }> {
  const arquivo = await gerarArquivoContabil(db, mes, extras);
  await createAuditLog(db, {
    tipo: 'exportacao_contabil',
    usuario: ator.user.id,
    meta: { entidade: 'contabilidade', id: null, mes, ...(ator.ip ? { ip: ator.ip } : {}) },
  });
  return arquivo;
}
