import { toDecimal } from '@skyler/domain/formatters';
import { MILHAS_VALIDADAS_MESSAGES } from '@skyler/domain/milhas-validadas';
import { isValidCpf } from '@skyler/domain/validacao';
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

/** Miles still to cover (negative when the lines cover more). */
export function milhasRestantes(bilhete: BilheteAprovacao, linhas: readonly LinhaAprovacaoForm[]): number {
  return bilhete.quantidade_milhas - linhas.reduce((total, linha) => total + milhasDaLinha(linha), 0);
}

const vazio = (texto: string) => texto.trim() === '';

function contaVazia(linha: LinhaAprovacaoForm): boolean {
  if (linha.modo === 'base') return linha.conta_fidelidade === null;
  return (
    linha.provedor_milhas === null &&
    linha.programa_fidelidade === null &&
    vazio(linha.login) &&
    vazio(linha.senha) &&
    vazio(linha.cpf)
  );
}

function terceirosIncompleta(linha: LinhaAprovacaoForm): boolean {
  return (
    linha.modo === 'terceiros' &&
    (linha.provedor_milhas === null ||
      linha.programa_fidelidade === null ||
      vazio(linha.login) ||
      vazio(linha.cpf))
  );
}

function valorCompraZero(bilhete: BilheteAprovacao, linha: LinhaAprovacaoForm): boolean {
  if (bilhete.tipo !== 'milha') return false;
  const valor = decimalDigitado(linha.valor_compra);
  return valor === null || (toDecimal(valor)?.isZero() ?? true);
}

/** A third party's line lacks the password, or a wallet line its discount (a base line may leave it out). */
function faltaObrigatorio(bilhete: BilheteAprovacao, linha: LinhaAprovacaoForm): boolean {
  const desagio = linha.desagio_compra.trim();
  if (bilhete.tipo === 'wallet' && desagio !== '' && decimalDigitado(desagio) === null) return true;
  if (linha.modo !== 'terceiros') return false;
  return vazio(linha.senha) || (bilhete.tipo === 'wallet' && desagio === '');
}

/**
 * The checks of part 2 §5 made before sending, in the order the screen answers them: the first failing
 * check's message, or null when the lines may be sent.
 */
export function verificarLinhas(
  bilhete: BilheteAprovacao,
  linhas: readonly LinhaAprovacaoForm[],
): string | null {
  if (linhas.length === 0) return MILHAS_VALIDADAS_MESSAGES.semLinhas;
  const efetivas = linhas.map((_linha, indice) => linhaEfetiva(linhas, indice));
  if (efetivas.some(contaVazia)) return MILHAS_VALIDADAS_MESSAGES.preenchaContas;
  if (efetivas.some(terceirosIncompleta)) return MILHAS_VALIDADAS_MESSAGES.camposTerceiros;
  if (efetivas.some((l) => l.modo === 'terceiros' && !isValidCpf(l.cpf))) {
    return MILHAS_VALIDADAS_MESSAGES.cpfInvalido;
  }
  if (efetivas.some((l) => valorCompraZero(bilhete, l))) return MILHAS_VALIDADAS_MESSAGES.valorCompraZero;
  if (efetivas.some((l) => faltaObrigatorio(bilhete, l))) return MILHAS_VALIDADAS_MESSAGES.camposObrigatorios;
  if (bilhete.tipo === 'milha' && milhasRestantes(bilhete, efetivas) !== 0) {
    return MILHAS_VALIDADAS_MESSAGES.montantesNaoCobrem;
  }
  return null;
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
        login: terceiros ? linha.login.trim() : null,
        senha: terceiros ? linha.senha : null,
        cpf: terceiros ? linha.cpf : null,
        titular: terceiros && !vazio(linha.titular) ? linha.titular.trim() : null,
        valor: milha ? milhasDaLinha(linha) : 0,
        valor_compra: milha ? decimalDigitado(linha.valor_compra) : null,
        desagio_compra: milha ? null : decimalDigitado(linha.desagio_compra),
        mesma_conta: indice > 0 && linha.mesma_conta,
      };
    }),
  };
}
