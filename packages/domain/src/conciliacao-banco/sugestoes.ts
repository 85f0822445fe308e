import { D, type Dec, dec, moneyString, sum, ZERO } from '../precos/dinheiro.ts';
import type { MotivoPendencia } from './conciliacao-banco.ts';

/**
 * The matching engine (decision 0086): pure functions that propose, for a statement line, the payments (a
 * credit) or payment orders (a debit) it settles. Nothing here applies a match: finance confirms.
 */

/** A statement line as matching reads it: `valor` positive, `documento` the CPF/CNPJ digits (or Pix key) it carries. */
export type LinhaExtrato = {
  id: number;
  tipo: 'credito' | 'debito';
  valor: string;
  data: string;
  documento?: string | null;
  txid?: string | null;
};

/** A payment or order the line may settle. */
export type Candidato = {
  id: number;
  /** what it is worth in reais */
  valor: string;
  /** what other statement lines already settle of it */
  vinculado: string;
  /** the day it was paid, else the day it is due (null: no day, any line's day fits) */
  data: string | null;
  /** the payer's or payee's CPF/CNPJ digits (and a supplier's Pix key) */
  documentos: readonly string[];
  /** the Pix txid the payment was charged with */
  txid?: string | null;
  /** the client (or supplier) it belongs to: several of one group may be settled by one line */
  grupo?: string | null;
};

export type TipoSugestao = 'txid' | 'exata' | 'dividida' | 'parcial' | 'proxima';

export type SugestaoMotor = {
  /** the candidates, in the order they take the line */
  ids: number[];
  /** the part of the line the suggestion explains */
  valor: string;
  exata: boolean;
  tipo: TipoSugestao;
  /** why, in the words the queue shows */
  motivo: string;
};

export type ResultadoLinha = { sugestoes: SugestaoMotor[]; pendencia: MotivoPendencia | null };

/** How many days a line may be away from the day a payment was paid or is due and still match exactly. */
export const JANELA_DIAS = 5;
/** How far an amount may be from the line's to be shown as "valor diferente": 10 %. */
export const TOLERANCIA_PROXIMA = new D('0.10');
/** At most this many entries of one client are combined when looking for a split. */
const MAX_GRUPO = 12;

/** What is left to settle of a candidate: its amount minus what lines already settle of it. */
export function restanteDoCandidato(c: Pick<Candidato, 'valor' | 'vinculado'>): Dec {
  return dec(c.valor).minus(dec(c.vinculado));
}

/**
 * How a line is shared among the chosen entries, in order: each takes what is left of it until the line is
 * spent. `null` when the line is more than they owe together, or when one of them would take nothing.
 */
export function repartirMovimento(valor: string, restantes: readonly string[]): string[] | null {
  let falta = dec(valor);
  const partes: string[] = [];
  for (const restante of restantes) {
    const r = dec(restante);
    if (!falta.greaterThan(0) || !r.greaterThan(0)) return null;
    const parte = D.min(falta, r);
    partes.push(moneyString(parte));
    falta = falta.minus(parte);
  }
  return falta.isZero() ? partes : null;
}

/** The system's balance of an account: the balance before + credits − debits of the explained lines. */
export function saldoDoSistema(
  anterior: string,
  creditos: readonly string[],
  debitos: readonly string[],
): string {
  return moneyString(dec(anterior).plus(sum(creditos)).minus(sum(debitos)));
}

function dias(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

function naJanela(linha: LinhaExtrato, c: Candidato): boolean {
  return c.data === null || dias(linha.data, c.data) <= JANELA_DIAS;
}

function mesmoDocumento(linha: LinhaExtrato, c: Candidato): boolean {
  return !!linha.documento && c.documentos.includes(linha.documento);
}

/** The document does not contradict: the line carries none, the entry knows none, or they are equal. */
function documentoCompativel(linha: LinhaExtrato, c: Candidato): boolean {
  return !linha.documento || c.documentos.length === 0 || mesmoDocumento(linha, c);
}

const centavos = (valor: Dec) => valor.times(100).toNumber();

/** Subsets (two or more) of the group whose amounts left add up to the line, at most `limite` of them. */
function subconjuntos(alvo: number, grupo: readonly { c: Candidato; r: number }[], limite: number) {
  const achados: Candidato[][] = [];
  const n = Math.min(grupo.length, MAX_GRUPO);
  for (let mascara = 1; mascara < 1 << n && achados.length < limite; mascara++) {
    let total = 0;
    let quantos = 0;
    for (let i = 0; i < n; i++) {
      if (mascara & (1 << i)) {
        total += (grupo[i] as { r: number }).r;
        quantos++;
      }
    }
    if (quantos >= 2 && total === alvo)
      achados.push(grupo.filter((_, i) => i < n && mascara & (1 << i)).map((g) => g.c));
  }
  return achados;
}

function unica(c: Candidato, linha: LinhaExtrato, tipo: TipoSugestao, motivo: string): SugestaoMotor {
  const valor = D.min(dec(linha.valor), restanteDoCandidato(c));
  return { ids: [c.id], valor: moneyString(valor), exata: true, tipo, motivo };
}

function possiveis(cs: readonly Candidato[], linha: LinhaExtrato, tipo: TipoSugestao, motivo: string) {
  return cs.map((c) => ({ ...unica(c, linha, tipo, motivo), exata: false }));
}

/**
 * The suggestions for one line among the candidates of its kind (payments for a credit, orders for a debit):
 * the Pix txid; else the amount left equal to the line within the date window, with the same document or as
 * the only candidate; else several entries of one client adding up to it; else one entry received in parts
 * (the line is less than what is left, with its document); else the near amounts ("valor diferente").
 */
export function sugerirParaLinha(linha: LinhaExtrato, candidatos: readonly Candidato[]): ResultadoLinha {
  const valor = dec(linha.valor);
  const abertos = candidatos.filter((c) => restanteDoCandidato(c).greaterThan(0));
  if (linha.txid) {
    const pix = abertos.find((c) => c.txid === linha.txid && !restanteDoCandidato(c).lessThan(valor));
    if (pix) return { sugestoes: [unica(pix, linha, 'txid', 'Mesmo txid do Pix')], pendencia: null };
  }
  const janela = abertos.filter((c) => naJanela(linha, c));
  const iguais = janela.filter((c) => restanteDoCandidato(c).eq(valor));
  const iguaisDoc = iguais.filter((c) => mesmoDocumento(linha, c));
  if (iguaisDoc.length === 1)
    return {
      sugestoes: [unica(iguaisDoc[0] as Candidato, linha, 'exata', 'Mesmo valor e documento no período')],
      pendencia: null,
    };
  const compativeis = iguaisDoc.length > 1 ? iguaisDoc : iguais.filter((c) => documentoCompativel(linha, c));
  if (compativeis.length === 1)
    return {
      sugestoes: [
        unica(compativeis[0] as Candidato, linha, 'exata', 'Único lançamento com o mesmo valor no período'),
      ],
      pendencia: null,
    };
  // equal instalments of one client are paid in order: the oldest open one is the line's
  const grupo = compativeis[0]?.grupo;
  if (grupo && compativeis.every((c) => c.grupo === grupo)) {
    const primeira = compativeis.toSorted(
      (a, b) => (a.data ?? '').localeCompare(b.data ?? '') || a.id - b.id,
    )[0];
    return {
      sugestoes: [
        unica(primeira as Candidato, linha, 'exata', 'Parcela mais antiga do cliente com o mesmo valor'),
      ],
      pendencia: null,
    };
  }
  if (compativeis.length > 1)
    return {
      sugestoes: possiveis(compativeis, linha, 'exata', 'Mesmo valor no período'),
      pendencia: 'varias_possiveis',
    };
  // one line for several entries of one client (or supplier), adding up to the cent
  const grupos = new Map<string, { c: Candidato; r: number }[]>();
  for (const c of janela) {
    if (!c.grupo || !documentoCompativel(linha, c)) continue;
    const lista = grupos.get(c.grupo) ?? [];
    lista.push({ c, r: centavos(restanteDoCandidato(c)) });
    grupos.set(c.grupo, lista);
  }
  const divisoes: Candidato[][] = [];
  for (const grupo of grupos.values()) {
    if (grupo.length < 2) continue;
    grupo.sort((a, b) => (a.c.data ?? '').localeCompare(b.c.data ?? '') || a.c.id - b.c.id);
    divisoes.push(...subconjuntos(centavos(valor), grupo, 2 - divisoes.length));
    if (divisoes.length >= 2) break;
  }
  const divididas = divisoes.map((cs) => ({
    ids: cs.map((c) => c.id),
    valor: moneyString(valor),
    exata: divisoes.length === 1,
    tipo: 'dividida' as const,
    motivo: `Soma de ${cs.length} lançamentos do mesmo cliente`,
  }));
  if (divididas.length === 1) return { sugestoes: divididas, pendencia: null };
  if (divididas.length > 1) return { sugestoes: divididas, pendencia: 'varias_possiveis' };
  // one entry received in parts: the line is less than what is left, and names it by document or txid
  const parciais = janela.filter(
    (c) =>
      restanteDoCandidato(c).greaterThan(valor) &&
      (mesmoDocumento(linha, c) || (!!linha.txid && c.txid === linha.txid)),
  );
  if (parciais.length === 1) {
    const c = parciais[0] as Candidato;
    const resta = moneyString(restanteDoCandidato(c).minus(valor));
    return {
      sugestoes: [unica(c, linha, 'parcial', `Recebimento em partes: restarão ${resta}`)],
      pendencia: null,
    };
  }
  if (parciais.length > 1)
    return {
      sugestoes: possiveis(parciais, linha, 'parcial', 'Recebimento em partes'),
      pendencia: 'varias_possiveis',
    };
  const limite = valor.times(TOLERANCIA_PROXIMA);
  const proximas = janela
    .filter(
      (c) => restanteDoCandidato(c).minus(valor).abs().lessThanOrEqualTo(limite) || mesmoDocumento(linha, c),
    )
    .sort(
      (a, b) =>
        restanteDoCandidato(a).minus(valor).abs().comparedTo(restanteDoCandidato(b).minus(valor).abs()) ||
        a.id - b.id,
    )
    .slice(0, 5);
  if (proximas.length > 0) {
    return {
      sugestoes: proximas.map((c) => ({
        ...unica(c, linha, 'proxima', `Diferença de ${moneyString(restanteDoCandidato(c).minus(valor))}`),
        exata: false,
      })),
      pendencia: 'valor_diferente',
    };
  }
  return { sugestoes: [], pendencia: 'sem_correspondencia' };
}

/**
 * The suggestions for a batch of lines (by day, then id): an exact suggestion keeps its part of the entries
 * it names, so two lines never take the same money — a line imported twice finds nothing left the second
 * time. Answers each line's result and what is left to settle of each candidate after the exact ones.
 */
export function sugerirLote(
  linhas: readonly LinhaExtrato[],
  candidatos: { credito: readonly Candidato[]; debito: readonly Candidato[] },
): {
  resultados: Map<number, ResultadoLinha>;
  restantes: { credito: Map<number, string>; debito: Map<number, string> };
} {
  const vivos = {
    credito: candidatos.credito.map((c) => ({ ...c })),
    debito: candidatos.debito.map((c) => ({ ...c })),
  };
  const resultados = new Map<number, ResultadoLinha>();
  const ordem = [...linhas].sort((a, b) => a.data.localeCompare(b.data) || a.id - b.id);
  for (const linha of ordem) {
    const lista = vivos[linha.tipo];
    const resultado = sugerirParaLinha(linha, lista);
    resultados.set(linha.id, resultado);
    const exata = resultado.sugestoes.find((s) => s.exata);
    if (!exata) continue;
    const escolhidos = exata.ids.map((id) => lista.find((c) => c.id === id) as Candidato);
    const partes = repartirMovimento(
      exata.valor,
      escolhidos.map((c) => moneyString(restanteDoCandidato(c))),
    );
    escolhidos.forEach((c, i) => {
      c.vinculado = moneyString(dec(c.vinculado).plus(partes?.[i] ?? ZERO));
    });
  }
  const restante = (lista: readonly Candidato[]) =>
    new Map(lista.map((c) => [c.id, moneyString(restanteDoCandidato(c))] as const));
  return { resultados, restantes: { credito: restante(vivos.credito), debito: restante(vivos.debito) } };
}
