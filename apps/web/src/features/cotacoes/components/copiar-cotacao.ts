import type { CotacaoSaveInput, CotacaoView } from '@skyler/domain/cotacoes';

type Parte = Record<string, unknown> & { imagens?: readonly { id: number }[] };

/** what the server computed or keeps for a stored part: a copy starts without them */
const DA_PARTE_SALVA = ['id', 'ordem', 'total', 'custo_agencia', 'milheiro_efetivo', 'imagens', 'cotacao'];

function semId<T extends object>(item: T): Omit<T, 'id'> {
  const { id: _id, ...resto } = item as T & { id?: unknown };
  return resto;
}

/** A stored part as the dialog edits it: its fields, its images as ids, nothing computed. */
function parteEditavel(parte: Parte): Record<string, unknown> {
  const campos = Object.fromEntries(
    Object.entries(parte).filter(([chave]) => !DA_PARTE_SALVA.includes(chave)),
  );
  return { ...campos, imagens_provedor: (parte.imagens ?? []).map((imagem) => imagem.id) };
}

type ViagemSalva = { trechos?: readonly { pernas?: readonly object[] }[] };

/**
 * A new quote with this one's values (the table's copy action): description, quoter, adjustment,
 * incentive and its part, with its tickets, trips and legs, without ids or computed totals.
 */
export function copiaDaCotacao(cotacao: CotacaoView): Partial<CotacaoSaveInput> {
  const base: Partial<CotacaoSaveInput> = {
    descricao: cotacao.descricao,
    cotado_por: cotacao.cotado_por?.id ?? null,
    ajuste_ativado: cotacao.ajuste_ativado,
    valor_ajuste_absoluto: cotacao.valor_ajuste_absoluto,
    valor_ajuste_porcentagem: cotacao.valor_ajuste_porcentagem,
    incentivo_ativado: cotacao.incentivo_ativado,
  };
  if (cotacao.cotacao_voo) {
    const subcotacoes = cotacao.cotacao_voo.subcotacoes.map((bilhete) => {
      const { viagem, ...campos } = parteEditavel(bilhete) as { viagem?: ViagemSalva };
      const trechos = (viagem?.trechos ?? []).map((trecho) => ({
        pernas: (trecho.pernas ?? []).map((perna) => semId(perna)),
      }));
      return { ...campos, viagem: { trechos } };
    });
    return { ...base, cotacao_voo: { subcotacoes } as NonNullable<CotacaoSaveInput['cotacao_voo']> };
  }
  const partes = ['cotacao_hotel', 'cotacao_carro', 'cotacao_outro'] as const;
  for (const chave of partes) {
    const parte = cotacao[chave];
    if (parte) return { ...base, [chave]: parteEditavel(parte as Parte) };
  }
  return base;
}
