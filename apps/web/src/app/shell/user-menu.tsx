import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import type { User } from '@skyler/domain/auth';
import { initials } from '@skyler/domain/auth-regras';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../config/routes.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useSnackbar } from '../../lib/toast.tsx';

export const TOKEN_COPIED_MESSAGE = 'Texto copiado com sucesso!';
export const TOKEN_COPY_FAILED_MESSAGE = 'Houve algum problema ao tentar copiar o texto.';

const UserMenuLista = lazy(() => import('./user-menu-lista.tsx'));

export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // the list's code arrives on the first hover, focus or click of the avatar
  const [carregar, setCarregar] = useState(false);
  const menuId = useId();
  const navigate = useNavigate();
  const logout = useLogout();
  const { enqueueSnackbar } = useSnackbar();
  const fullName = `${user.nome} ${user.sobrenome}`.trim();
  const userInitials = initials(user);

  const close = () => setAnchor(null);

  const copyToken = async (token: string) => {
    close();
    try {
      await navigator.clipboard.writeText(token);
      enqueueSnackbar(TOKEN_COPIED_MESSAGE, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOKEN_COPY_FAILED_MESSAGE, { variant: 'error' });
    }
  };

  const signOut = () => {
    close();
    logout.mutate(undefined, { onSettled: () => navigate(pathTo('login'), { replace: true }) });
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          setCarregar(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={() => setCarregar(true)}
        onFocus={() => setCarregar(true)}
        aria-label={`${userInitials} (${fullName})`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        size="small"
      >
        <Avatar sx={{ bgcolor: 'secondary.main', width: 36, height: 36, fontSize: 15 }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      {carregar ? (
        <Suspense>
          <UserMenuLista
            user={user}
            menuId={menuId}
            anchor={anchor}
            fullName={fullName}
            close={close}
            copyToken={(token) => void copyToken(token)}
            irPara={(rota) => {
              close();
              navigate(pathTo(rota));
            }}
            signOut={signOut}
            saindo={logout.isPending}
          />
        </Suspense>
      ) : null}
    </>
  );
}
