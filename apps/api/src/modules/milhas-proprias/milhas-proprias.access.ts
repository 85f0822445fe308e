import { podeMovimentarMilhasProprias, podeVerMilhasProprias } from '@skyler/domain/milhas-proprias';
import { access } from '../../platform/access.ts';

/** Reading the own accounts and their movements: the milhas department, administrators, the route. */
export const verMilhasProprias = access.rule({
  name: 'podeVerMilhasProprias',
  allows: podeVerMilhasProprias,
});

/** Recording purchases, transfers, expiries and adjustments: the milhas department and administrators. */
export const movimentarMilhasProprias = access.rule({
  name: 'podeMovimentarMilhasProprias',
  allows: podeMovimentarMilhasProprias,
});
