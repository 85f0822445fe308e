import type {
  CampoFormadorEmissao,
  LinhaPagamentoEmissao,
  LinhaPagamentoInput,
  RESPONSAVEIS_PAGAMENTO,
} from '@skyler/domain/emissoes';

export type Responsavel = (typeof RESPONSAVEIS_PAGAMENTO.values)[number];

/** One line of the Pagamentos tab: the forming field, its value, who pays and the agency's card. */
export type LinhaForm = CampoFormadorEmissao & { responsavel: Responsavel; cartao: number | null };

/**
 * The tab's lines: one per forming field of the issuance, with what was saved for it; a field not saved yet
 * starts with the agency, which sold the service and buys it (decision 0037); a field the agency always pays
 * stays with it.
 */
export function linhasIniciais(
  campos: readonly CampoFormadorEmissao[],
  salvas: readonly LinhaPagamentoEmissao[],
): LinhaForm[] {
  return campos.map((campo) => {
    const salva = salvas.find((l) => l.campo_formador === campo.campo_formador);
    const responsavel = campo.responsavel_fixo ?? salva?.responsavel ?? 'skyler';
    const cartao = podeTerCartao(campo, responsavel) ? (salva?.cartao?.id ?? null) : null;
    return { ...campo, responsavel, cartao };
  });
}

/** A card only when the agency pays a field that may be paid by card (part 2 §5). */
export function podeTerCartao(
  campo: Pick<CampoFormadorEmissao, 'cartao_permitido'>,
  responsavel: Responsavel,
) {
  return responsavel === 'skyler' && campo.cartao_permitido;
}

/** Changes who pays a line; a card the new payer cannot use is dropped. */
export function comResponsavel(linha: LinhaForm, responsavel: Responsavel): LinhaForm {
  if (linha.responsavel_fixo) return linha;
  return { ...linha, responsavel, cartao: podeTerCartao(linha, responsavel) ? linha.cartao : null };
}

/** The body of POST /api/emissoes/{id}/pagamentos/. */
export function pagamentosRequest(linhas: readonly LinhaForm[]): LinhaPagamentoInput[] {
  return linhas.map((l) => ({
    campo_formador: l.campo_formador,
    responsavel: l.responsavel,
    cartao: podeTerCartao(l, l.responsavel) ? l.cartao : null,
  }));
}
