/**
 * What the quote dialog needs besides the request and answer schemas of `cotacoes.ts`: who may be named as
 * the quoter, and the dialog's technical messages (part 1 §6, §8).
 */

/**
 * Quoter choices (part 1 §6): users flagged cotador, the user's extra quoters and the user, never a customer
 * account, sorted by username.
 */
export function opcoesCotador<T extends { id: number; username: string; cotador: boolean; cliente: boolean }>(
  usuarios: readonly T[],
  eu: { id: number; cotador_extra: readonly number[] },
): T[] {
  return usuarios
    .filter((u) => !u.cliente && (u.cotador || u.id === eu.id || eu.cotador_extra.includes(u.id)))
    .sort((a, b) => a.username.localeCompare(b.username, 'pt-BR'));
}

export const COTACAO_DIALOGO_MESSAGES = {
  semTipoServico: "Problema técnico: Orçamento não possui 'tipo_servico'",
  semOrcamento: 'Nenhum orçamento vinculado',
  erroOrcamentoVinculado: 'Erro ao exibir orçamento vinculado. Por favor, consulte a equipe técnica.',
  componenteNaoEncontrado: (tipo: string) =>
    `Problema encontrado: Componente do tipo ${tipo} não encontrado.`,
  semTabelaMilhas:
    'Não foi possível carregar a tabela de milhas: os bilhetes em milhas usam o milheiro padrão de R$ 25,00.',
  semMoedas: 'Não foi possível carregar as moedas: os valores em outra moeda não foram convertidos.',
  semDesagio: 'Não foi possível carregar o deságio médio: o custo dos bilhetes wallet não considera deságio.',
} as const;
