import { podeEditarFornecedores } from '@skyler/domain/fornecedores';
import { useCurrentUser } from '../../../lib/current-user.tsx';

/** The rule the API enforces (docs/decisions/0008-supplier-editing-groups.md), for buttons. */
export function usePodeEditarFornecedores(): boolean {
  return podeEditarFornecedores(useCurrentUser());
}
