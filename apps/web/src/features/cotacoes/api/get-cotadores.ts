import { opcoesCotador } from '@skyler/domain/cotacao-dialogo';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { getUsuariosAtivosQueryOptions, type UsuarioAtivo } from '../../vendas/api/get-usuarios.ts';

/** GET /api/users/web_ativos/ also says who is a quoter */
export type UsuarioCotador = UsuarioAtivo & { cotador: boolean };

/** 'Cotação Feita Por' choices (part 1 §6), sorted by username. */
export function useCotadores({ enabled = true }: { enabled?: boolean } = {}) {
  const user = useCurrentUser();
  const usuarios = useQuery({ ...getUsuariosAtivosQueryOptions(), enabled });
  const opcoes = useMemo(
    () => opcoesCotador((usuarios.data ?? []) as UsuarioCotador[], user),
    [usuarios.data, user],
  );
  return { ...usuarios, opcoes };
}
