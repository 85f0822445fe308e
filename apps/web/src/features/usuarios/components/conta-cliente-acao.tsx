import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useContaCliente, useCriarContaCliente } from '../api/usuarios.ts';
import { StatusUsuario } from './status-usuario.tsx';

export const CONTA_CLIENTE_TEXTS = {
  criar: 'Criar conta de cliente',
  conta: 'Conta de cliente:',
  confirmar: (email: string | null) =>
    email
      ? `Criar a conta de cliente deste contato? O login será ${email.toLowerCase()} e o convite para definir a senha vai para esse e-mail. A conta só acessa a Minha área.`
      : 'Este contato não tem e-mail: cadastre o e-mail antes de criar a conta de cliente.',
} as const;

/**
 * On a contact's page, for administrators: the customer account linked to the contact (with a link to the
 * user's page), or the action that creates it and e-mails the invitation.
 */
export function ContaClienteAcao({ contatoId, email }: { contatoId: number; email: string | null }) {
  const { enqueueSnackbar } = useSnackbar();
  const conta = useContaCliente(contatoId);
  const criar = useCriarContaCliente(contatoId);
  const [confirmando, setConfirmando] = useState(false);
  if (conta.isLoading || conta.error) return null;
  const usuario = conta.data?.conta;
  if (usuario) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{CONTA_CLIENTE_TEXTS.conta}</Typography>
        <Link component={RouterLink} to={pathTo('usuario', { id: usuario.id })} variant="body2">
          {usuario.username}
        </Link>
        <StatusUsuario usuario={usuario} />
      </Stack>
    );
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setConfirmando(true)}>
        {CONTA_CLIENTE_TEXTS.criar}
      </Button>
      <ConfirmDialog
        open={confirmando}
        title={CONTA_CLIENTE_TEXTS.criar}
        message={CONTA_CLIENTE_TEXTS.confirmar(email)}
        cancelLabel="Voltar"
        confirmLabel="Criar e enviar convite"
        confirmDisabled={!email}
        loading={criar.isPending}
        onCancel={() => setConfirmando(false)}
        onConfirm={() =>
          criar.mutate(undefined, {
            onSuccess: (resposta) => {
              enqueueSnackbar(resposta.detail, { variant: resposta.convite_enviado ? 'success' : 'warning' });
              setConfirmando(false);
            },
            onError: (error) => {
              enqueueSnackbar(errorMessage(error, String(error)), { variant: 'error' });
              setConfirmando(false);
            },
          })
        }
      />
    </>
  );
}
