import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TIPOS_SERVICO_PROVEDOR, type TipoServicoProvedor } from '@skyler/domain/fornecedores';
import { DebouncedField } from '../../../components/fields/debounced-field.tsx';

type ListaToolbarProps = {
  titulo: string;
  busca: string;
  onBusca: (busca: string) => void;
  /** the table is loading: the search field shows its progress */
  loading: boolean;
  tipo: TipoServicoProvedor | '';
  onTipo: (tipo: TipoServicoProvedor | '') => void;
  novoLabel: string;
  onNovo: () => void;
  podeEditar: boolean;
};

/** Title, search box (applied after 1 s), service type filter and the New button of a table. */
export function ListaToolbar({
  titulo,
  busca,
  onBusca,
  loading,
  tipo,
  onTipo,
  novoLabel,
  onNovo,
  podeEditar,
}: ListaToolbarProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {titulo}
      </Typography>
      <DebouncedField
        label={`Buscar ${titulo.toLowerCase()}`}
        value={busca}
        onChange={onBusca}
        loading={loading}
      />
      <TextField
        select
        size="small"
        label="Tipo de serviço"
        value={tipo}
        onChange={(event) => onTipo(event.target.value as TipoServicoProvedor | '')}
        sx={{ minWidth: 190 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Todos</MenuItem>
        {TIPOS_SERVICO_PROVEDOR.options().map((opcao) => (
          <MenuItem key={opcao.value} value={opcao.value}>
            {opcao.label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" onClick={onNovo} disabled={!podeEditar}>
        {novoLabel}
      </Button>
    </Box>
  );
}
