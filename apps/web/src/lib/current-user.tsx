import type { User } from '@skyler/domain/auth';
import { createContext, type ReactNode, useContext } from 'react';

const CurrentUserContext = createContext<User | null>(null);

/** Set by the shell, which only renders for a signed-in user. */
export function CurrentUserProvider({ user, children }: { user: User; children: ReactNode }) {
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

/** The signed-in user, for pages inside the shell. */
export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser precisa estar dentro do shell autenticado.');
  return user;
}
