import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { codigoDoLocal } from '@skyler/domain/moblix';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { AEROPORTO_BUSCA_MIN, type Aeroporto, useAeroportos } from '../api/get-aeroportos.ts';

export const AEROPORTOS_ERRO = 'Erro ao carregar aeroportos';
/** short enough to follow typing, long enough not to ask for every letter */
const BUSCA_DEBOUNCE_MS = 400;

/** an airport found, or the place already in the form (`local`) */
type Opcao = Pick<Aeroporto, 'iata'> & Partial<Aeroporto> & { local?: string };

/** how a request names an airport: "São Paulo (GRU)", read back by `codigoDoLocal` (Moblix search) */
export const localDoAeroporto = (a: Pick<Aeroporto, 'iata' | 'cidade_nome'>) =>
  a.cidade_nome ? `${a.cidade_nome} (${a.iata})` : a.iata;

const rotulo = (a: Opcao) =>
  a.local ?? localDoAeroporto({ iata: a.iata, cidade_nome: a.cidade_nome ?? null });
const doValor = (local: string): Opcao | null => (local ? { iata: codigoDoLocal(local), local } : null);

type AeroportoFieldProps = {
  label: string;
  /** the airport as the request names it ("São Paulo (GRU)"), '' when none */
  value: string;
  onChange: (iata: string) => void;
  onBlur?: () => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: React.Ref<HTMLInputElement>;
};

/**
 * An airport by IATA code, name, city or country (GET /api/locais/aeroportos/); the value names its city
 * and code, "São Paulo (GRU)".
 */
export function AeroportoField({
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
  helperText,
  inputRef,
}: AeroportoFieldProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [texto, setTexto] = useState('');
  const busca = useDebouncedValue(texto, BUSCA_DEBOUNCE_MS);
  const aeroportos = useAeroportos(busca);
  const atual = doValor(value);

  useEffect(() => {
    if (aeroportos.error)
      enqueueSnackbar(`${AEROPORTOS_ERRO}: ${errorMessage(aeroportos.error, 'erro desconhecido')}`, {
        variant: 'error',
      });
  }, [aeroportos.error, enqueueSnackbar]);

  return (
    <Autocomplete<Opcao>
      fullWidth
      options={aeroportos.data ?? []}
      value={atual}
      onChange={(_event, opcao) => onChange(opcao ? rotulo(opcao) : '')}
      onInputChange={(_event, text, reason) => reason === 'input' && setTexto(text)}
      onBlur={onBlur}
      filterOptions={(lista) => lista}
      getOptionLabel={rotulo}
      isOptionEqualToValue={(option, current) => option.iata === current.iata}
      loading={aeroportos.isFetching}
      loadingText="Carregando..."
      noOptionsText={
        busca.trim().length < AEROPORTO_BUSCA_MIN
          ? 'Digite o código, a cidade ou o nome'
          : 'Nenhum aeroporto encontrado'
      }
      renderOption={({ key, ...props }, a) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <strong>{a.iata}</strong> {a.nome}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
              {[a.cidade_nome, a.estado_sigla, a.pais_nome].filter(Boolean).join(', ')}
            </Box>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
