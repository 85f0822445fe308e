import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { nomeUsuario, type UsuarioAtivo } from '../../../api/get-usuarios.ts';

/** A user filter that autocompletes by full name; the value is the user's id (empty for none). */
export function UsuarioFiltro({
  label,
  usuarios,
  value,
  onChange,
}: {
  label: string;
  usuarios: readonly UsuarioAtivo[];
  value: string;
  onChange: (id: string) => void;
}) {
  const escolhido = usuarios.find((u) => String(u.id) === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={usuarios}
      value={escolhido}
      onChange={(_event, usuario) => onChange(usuario ? String(usuario.id) : '')}
      getOptionLabel={nomeUsuario}
      getOptionKey={(u) => u.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText="Nenhum usuário"
      sx={{ width: 220 }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
