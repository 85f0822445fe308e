import type { AuthState } from '@skyler/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

export function getWhoami({ signal }: { signal?: AbortSignal } = {}): Promise<AuthState> {
  return api.get<AuthState>('/api/whoami/', { signal });
}

export function getWhoamiQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.whoami(),
    queryFn: ({ signal }) => getWhoami({ signal }),
    staleTime: 60_000,
  });
}

export function useWhoami() {
  return useQuery(getWhoamiQueryOptions());
}

/** The signed-in user, or null while the password or the e-mailed code is still missing. */
export function signedInUser(auth: AuthState | undefined) {
  return auth?.authenticated ? auth.user : null;
}
