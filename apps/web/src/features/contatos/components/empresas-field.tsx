import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { CONTATO_BUSCA_DEBOUNCE_MS } from '@skyler/domain/contatos';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type EmpresaOpcao, useEmpresasOpcoes } from '../api/get-empresas-opcoes.ts';

type EmpresasFieldProps = {
  label: string;
  value: EmpresaOpcao[];
  onChange: (empresas: EmpresaOpcao[]) => void;
  error?: string;
};

/** The contact's related companies, searched by name (part 2 §2: related companies, multiple). */
export function EmpresasField({ label, value, onChange, error }: EmpresasFieldProps) {
  const [texto, setTexto] = useState('');
  const [aberto, setAberto] = useState(false);
  const busca = useDebouncedValue(texto, CONTATO_BUSCA_DEBOUNCE_MS);
  const query = useEmpresasOpcoes(busca, { enabled: aberto });
  return (
    <Autocomplete
      multiple
      options={query.data ?? []}
      value={value}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      onChange={(_event, empresas) => onChange(empresas)}
      onInputChange={(_event, text, reason) => reason === 'input' && setTexto(text)}
      filterOptions={(lista) => lista}
      getOptionLabel={(empresa) => empresa.nome}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={query.isFetching}
      loadingText="Carregando..."
      noOptionsText="Nenhuma empresa encontrada."
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
