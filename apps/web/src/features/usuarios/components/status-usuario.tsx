import Stack from '@mui/material/Stack';
import { STATUS_USUARIO, statusDoUsuario, type UsuarioAdmin } from '@skyler/domain/usuarios';
import { StatusChip } from '../../../components/status-chip.tsx';

/** The account's chips: Ativo or Inativo, then Convite pendente (or expirado) and Bloqueado. */
export function StatusUsuario({ usuario }: { usuario: UsuarioAdmin }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {statusDoUsuario(usuario).map((status) => (
        <StatusChip key={status} label={STATUS_USUARIO.label(status)} color={STATUS_USUARIO.cor(status)} />
      ))}
    </Stack>
  );
}
