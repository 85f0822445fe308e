import { podeEditarFornecedores } from '@skyler/domain/fornecedores';
import type { FastifyRequest } from 'fastify';
import { access } from '../../platform/access.ts';
import type { Autor } from './fornecedores.service.ts';

/** Reading is for all staff; changes for the groups of docs/decisions/0008-supplier-editing-groups.md. */
export const editarFornecedores = access.rule({
  name: 'podeEditarFornecedores',
  allows: podeEditarFornecedores,
});

/** Who makes the change, for the audit log: the declared access guarantees a signed-in user. */
export function autor(request: FastifyRequest): Autor {
  return { by: request.user?.id ?? null, ip: request.ip };
}
