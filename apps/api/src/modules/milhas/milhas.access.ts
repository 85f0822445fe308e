import { podeEditarTabelaMilhas } from '@skyler/domain/milhas';
import { access } from '../../platform/access.ts';

/** Editing, adding and archiving the miles table: the milhas group (decision 0028). */
export const editarTabelaMilhas = access.rule({
  name: 'podeEditarTabelaMilhas',
  allows: podeEditarTabelaMilhas,
});
