import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TIPOS_SERVICO_PROVEDOR, type TipoServicoProvedor } from '@skyler/domain/fornecedores';

type ListaToolbarProps = {
  titulo: string;
  busca: string;
  onBusca: (busca: string) => void;
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
      <TextField
        size="small"
        label={`Buscar ${titulo.toLowerCase()}`}
        value={busca}
        onChange={(event) => onBusca(event.target.value)}
        sx={{ minWidth: 260 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
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
