import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { nomeUsuario, useUsuariosAtivos } from '../../../api/get-usuarios.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';

type Props = {
  venda: number;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: (consultor: number) => void;
};

/** Picks the consultant who takes a sale without one (Pega Vendas). */
export function AtribuirConsultorDialog({ venda, loading, onCancel, onConfirm }: Props) {
  const consultores = (useUsuariosAtivos().data ?? []).filter((u) => u.consultor);
  const [consultor, setConsultor] = useState('');
  return (
    <ConfirmDialog
      open
      title={`Atribuir consultor à venda ${formatId(venda)}`}
      cancelLabel="Cancelar"
      confirmLabel="Atribuir"
      confirmDisabled={consultor === ''}
      loading={loading}
      onCancel={onCancel}
      onConfirm={() => onConfirm(Number(consultor))}
    >
      <TextField
        select
        fullWidth
        label="Consultor"
        value={consultor}
        sx={{ mt: 1 }}
        onChange={(e) => setConsultor(e.target.value)}
      >
        {consultores.map((u) => (
          <MenuItem key={u.id} value={String(u.id)}>
            {nomeUsuario(u)}
          </MenuItem>
        ))}
      </TextField>
    </ConfirmDialog>
  );
}
