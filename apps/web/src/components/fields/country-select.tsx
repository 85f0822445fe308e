import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  defaultPaisTelefone,
  findPaisTelefone,
  PAISES_TELEFONE,
  type PaisTelefone,
} from '@skyler/domain/paises-telefone';

type CountrySelectProps = {
  value: string;
  onChange: (pais: PaisTelefone) => void;
  label?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
};

/** Country of a phone number, searchable by name, with flag and calling code. */
export function CountrySelect({ value, onChange, label = 'País', disabled, size }: CountrySelectProps) {
  const selected = findPaisTelefone(value) ?? defaultPaisTelefone();
  return (
    <Autocomplete
      options={PAISES_TELEFONE}
      value={selected}
      onChange={(_event, pais) => onChange(pais)}
      getOptionLabel={(pais) => `${pais.bandeira} ${pais.nome} (+${pais.codigo})`}
      isOptionEqualToValue={(option, current) => option.iso === current.iso}
      renderOption={({ key, ...optionProps }, pais) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
          <span aria-hidden="true">{pais.bandeira}</span>
          {pais.nome} (+{pais.codigo})
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} />}
      disableClearable
      autoHighlight
      disabled={disabled}
      size={size}
      sx={{ minWidth: 220 }}
    />
  );
}
