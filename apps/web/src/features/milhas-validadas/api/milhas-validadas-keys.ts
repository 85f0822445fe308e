import type { QueryClient } from '@tanstack/react-query';
import { invalidateServicos } from '../../../api/servicos-keys.ts';

/** Every read of validated purchases starts with this key (the list is a `usePagedQuery` of this area). */
export const MILHAS_VALIDADAS_AREA = 'milhas-validadas';

export const milhasValidadasKeys = {
  all: [MILHAS_VALIDADAS_AREA] as const,
  contas: (subcotacao: number) => [MILHAS_VALIDADAS_AREA, 'contas', subcotacao] as const,
  doBilhete: (subcotacao: number) => [MILHAS_VALIDADAS_AREA, 'bilhete', subcotacao] as const,
  /** under `servicos`: invalidating the services (a cancel) refreshes the ticket validations too */
  validacoes: (servico: number) => ['servicos', 'validacoes', servico] as const,
};

/**
 * After a validation: the pending services and their tickets, the validated purchases, and the issuances a
 * service moved on to.
 */
export function invalidateValidacao(client: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateServicos(client),
    client.invalidateQueries({ queryKey: milhasValidadasKeys.all }),
    client.invalidateQueries({ queryKey: ['emissoes'] }),
  ]);
}
