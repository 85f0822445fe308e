import { opcoesCotador } from '@skyler/domain/cotacao-dialogo';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getUsuariosAtivosQueryOptions, type UsuarioAtivo } from '../../../api/get-usuarios.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';

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
