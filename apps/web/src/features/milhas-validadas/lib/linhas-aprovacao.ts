import {
  type ContaOferecida,
  linhasAcimaDoSaldo,
  MILHAS_VALIDADAS_API_MESSAGES,
  MILHAS_VALIDADAS_MESSAGES,
  regrasDasLinhas,
} from '@skyler/domain/milhas-validadas';
import type { ValidarMilhasBody } from '../api/validar-milhas.ts';

/** A line names a loyalty account of the base (one of the offered) or a third party's account. */
export type ModoConta = 'base' | 'terceiros';

/** One account line of the 'Aprovar?' dialog, as typed. */
export type LinhaAprovacaoForm = {
  /** React's key of the line */
  chave: number;
  /** the passenger (a beneficiary's contact) the line is for */
  contato: number | null;
  modo: ModoConta;
  conta_fidelidade: number | null;
  provedor_milhas: number | null;
  programa_fidelidade: number | null;
  login: string;
  senha: string;
  /** digits */
  cpf: string;
  titular: string;
  /** miles, digits (miles tickets) */
  valor: string;
  /** price per thousand miles (miles tickets), with a comma or a dot */
  valor_compra: string;
  /** discount obtained, % (wallet tickets) */
  desagio_compra: string;
  /** later lines: the first line's account */
  mesma_conta: boolean;
};

/** The ticket the lines approve, with the ids the request names. */
export type BilheteAprovacao = {
  subcotacao: number;
  tipo: 'milha' | 'wallet';
  quantidade_milhas: number;
  servico: number;
  cotacao: number;
  venda: number;
};

export function novaLinha(chave: number, modo: ModoConta = 'base'): LinhaAprovacaoForm {
  return {
    chave,
    contato: null,
    modo,
    conta_fidelidade: null,
    provedor_milhas: null,
    programa_fidelidade: null,
    login: '',
    senha: '',
    cpf: '',
    titular: '',
    valor: '',
    valor_compra: '',
    desagio_compra: '',
    mesma_conta: false,
  };
}

const CAMPOS_CONTA = [
  'modo',
  'conta_fidelidade',
  'provedor_milhas',
  'programa_fidelidade',
  'login',
  'senha',
  'cpf',
  'titular',
] as const;

/** The line as it is sent: a later line marked 'Mesma autorização' takes the first line's account. */
export function linhaEfetiva(linhas: readonly LinhaAprovacaoForm[], indice: number): LinhaAprovacaoForm {
  const linha = linhas[indice];
  const primeira = linhas[0];
  if (!linha) throw new RangeError(`linha ${indice}`);
  if (indice === 0 || !linha.mesma_conta || !primeira) return linha;
  const copia: LinhaAprovacaoForm = { ...linha };
  for (const campo of CAMPOS_CONTA) Object.assign(copia, { [campo]: primeira[campo] });
  return copia;
}

const DECIMAL = /^\d{1,8}(\.\d{1,4})?$/;

/** A decimal typed with a comma or a dot, as the API reads it; null when empty or unreadable. */
export function decimalDigitado(texto: string): string | null {
  const normalizado = texto.trim().replace(',', '.');
  return DECIMAL.test(normalizado) ? normalizado : null;
}

/** The miles a line covers: precision 0, digits only. */
export function milhasDaLinha(linha: LinhaAprovacaoForm): number {
  const digitos = linha.valor.replace(/\D/g, '');
  return digitos === '' ? 0 : Number(digitos);
}

/**
 * What the account picker says beside an own account's balance on a miles ticket: "sem saldo" when it has
 * none, "insuficiente" when it holds fewer than the miles needed (the line's, or what the ticket still
 * needs while the line has none typed); null otherwise, and for a contact's account (no balance kept).
 */
export function avisoDeSaldo(
  conta: Pick<ContaOferecida, 'conta_propria' | 'saldo'>,
  milhasNecessarias: number,
): 'sem saldo' | 'insuficiente' | null {
  if (!conta.conta_propria || conta.saldo === null) return null;
  if (conta.saldo <= 0) return 'sem saldo';
  return conta.saldo < milhasNecessarias ? 'insuficiente' : null;
}

/** Miles still to cover (negative when the lines cover more). */
export function milhasRestantes(bilhete: BilheteAprovacao, linhas: readonly LinhaAprovacaoForm[]): number {
  return bilhete.quantidade_milhas - linhas.reduce((total, linha) => total + milhasDaLinha(linha), 0);
}

const vazio = (texto: string) => texto.trim() === '';
const textoOuNulo = (texto: string) => (vazio(texto) ? null : texto.trim());

/** When several rules fail, the screen names the first of this order (part 2 §5). */
const ORDEM_MENSAGENS: readonly string[] = [
  MILHAS_VALIDADAS_MESSAGES.semLinhas,
  MILHAS_VALIDADAS_MESSAGES.preenchaContas,
  MILHAS_VALIDADAS_MESSAGES.camposTerceiros,
  MILHAS_VALIDADAS_MESSAGES.cpfInvalido,
  MILHAS_VALIDADAS_MESSAGES.valorCompraZero,
  MILHAS_VALIDADAS_MESSAGES.camposObrigatorios,
  MILHAS_VALIDADAS_API_MESSAGES.desagioInvalido,
  MILHAS_VALIDADAS_MESSAGES.montantesNaoCobrem,
];

/**
 * The rules of part 2 §5 (the domain's, which the server applies too) checked before sending: the message
 * of the first failing rule in the screen's order, or null when the lines may be sent. A discount typed but
 * unreadable counts as missing.
 */
export function verificarLinhas(
  bilhete: BilheteAprovacao,
  linhas: readonly LinhaAprovacaoForm[],
  contas: readonly Pick<ContaOferecida, 'id' | 'conta_propria' | 'saldo'>[] = [],
): string | null {
  if (linhas.length === 0) return MILHAS_VALIDADAS_MESSAGES.semLinhas;
  const enviadas = montarRequisicao(bilhete, linhas, null).milhas_validadas;
  const ilegivel = linhas.some(
    (linha, indice) =>
      bilhete.tipo === 'wallet' &&
      !vazio(linhaEfetiva(linhas, indice).desagio_compra) &&
      decimalDigitado(linha.desagio_compra) === null,
  );
  const mensagens = regrasDasLinhas(
    bilhete,
    enviadas.map((linha) => ({
      conta_fidelidade: linha.conta_fidelidade ?? null,
      provedor_milhas: linha.provedor_milhas ?? null,
      programa_fidelidade: linha.programa_fidelidade ?? null,
      login: linha.login ?? null,
      senha: linha.senha ?? null,
      cpf: linha.cpf ?? null,
      valor: linha.valor ?? 0,
      valor_compra: linha.valor_compra ?? null,
      desagio_compra: linha.desagio_compra ?? null,
      mesma_conta: linha.mesma_conta ?? false,
    })),
  ).map((erro) => erro.mensagem);
  if (ilegivel) mensagens.push(MILHAS_VALIDADAS_MESSAGES.camposObrigatorios);
  // an own account gives the miles it holds, no more (decision 0068): the server refuses the same
  const acima = linhasAcimaDoSaldo(
    enviadas.map((linha) => ({
      conta_fidelidade: linha.conta_fidelidade ?? null,
      valor: linha.valor ?? 0,
      tipo: bilhete.tipo,
    })),
    contas,
  );
  if (mensagens.length === 0) return acima[0]?.mensagem ?? null;
  return ORDEM_MENSAGENS.find((mensagem) => mensagens.includes(mensagem)) ?? mensagens[0] ?? null;
}

export type RespostaBoasPraticas = { seguiu: boolean; motivo: string | null };

/** The body of POST /api/milhas-validadas/validate/ for the lines (checked by `verificarLinhas` first). */
export function montarRequisicao(
  bilhete: BilheteAprovacao,
  linhas: readonly LinhaAprovacaoForm[],
  boasPraticas: RespostaBoasPraticas | null,
): ValidarMilhasBody {
  const milha = bilhete.tipo === 'milha';
  return {
    cotacao: bilhete.cotacao,
    seguiu_manual_boas_praticas_milhas: boasPraticas ? boasPraticas.seguiu : null,
    motivo_nao_seguimento_boas_praticas_milhas: boasPraticas?.seguiu === false ? boasPraticas.motivo : null,
    milhas_validadas: linhas.map((_linha, indice) => {
      const linha = linhaEfetiva(linhas, indice);
      const terceiros = linha.modo === 'terceiros';
      return {
        subcotacao: bilhete.subcotacao,
        tipo: bilhete.tipo,
        servico: bilhete.servico,
        cotacao: bilhete.cotacao,
        venda: bilhete.venda,
        contato: linha.contato,
        conta_fidelidade: terceiros ? null : linha.conta_fidelidade,
        provedor_milhas: terceiros ? linha.provedor_milhas : null,
        programa_fidelidade: terceiros ? linha.programa_fidelidade : null,
        login: terceiros ? textoOuNulo(linha.login) : null,
        senha: terceiros && linha.senha !== '' ? linha.senha : null,
        cpf: terceiros ? textoOuNulo(linha.cpf) : null,
        titular: terceiros ? textoOuNulo(linha.titular) : null,
        valor: milha ? milhasDaLinha(linha) : 0,
        valor_compra: milha ? decimalDigitado(linha.valor_compra) : null,
        desagio_compra: milha ? null : decimalDigitado(linha.desagio_compra),
        mesma_conta: indice > 0 && linha.mesma_conta,
      };
    }),
  };
}
