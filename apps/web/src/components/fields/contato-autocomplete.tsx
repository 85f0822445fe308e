import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  CONTATO_BUSCA_DEBOUNCE_MS,
  CONTATO_MESSAGES,
  type ContatoRef,
  type ContatoResumo,
  nomeCompleto,
} from '@skyler/domain/contatos';
import { formatCpf } from '@skyler/domain/formatters-basicos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

type ContatoAutocompleteProps = {
  label: string;
  value: ContatoRef | null;
  onChange: (contato: ContatoRef | null) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** a contact that may not be chosen (the contact being edited) */
  excluir?: number;
  onBlur?: () => void;
  /** 'small' beside the small filters of a list */
  size?: 'small' | 'medium';
};

type Opcao = ContatoRef & { cpf?: string | null };

/** Picks a contact by name, CPF or e-mail (referral, relation, company link), searching after a pause. */
export function ContatoAutocomplete({
  label,
  value,
  onChange,
  required,
  error,
  helperText,
  disabled,
  excluir,
  onBlur,
  size,
}: ContatoAutocompleteProps) {
  const [texto, setTexto] = useState('');
  const busca = useDebouncedValue(texto, CONTATO_BUSCA_DEBOUNCE_MS);
  const [aberto, setAberto] = useState(false);
  const query = useQuery({
    queryKey: ['contatos', 'opcoes', busca],
    queryFn: ({ signal }) =>
      api.get<{ contatos: ContatoResumo[] }>('/api/contatos/', { query: { search: busca }, signal }),
    enabled: aberto,
    placeholderData: keepPreviousData,
  });
  const opcoes: Opcao[] = (query.data?.contatos ?? [])
    .filter((contato) => contato.id !== excluir)
    .map(({ id, nome, sobrenome, cpf }) => ({ id, nome, sobrenome, cpf }));
  return (
    <Autocomplete<Opcao>
      options={opcoes}
      value={value}
      size={size}
      disabled={disabled}
      open={aberto}
      onOpen={() => setAberto(true)}
      onClose={() => setAberto(false)}
      onChange={(_event, contato) =>
        onChange(contato ? { id: contato.id, nome: contato.nome, sobrenome: contato.sobrenome } : null)
      }
      onInputChange={(_event, text, reason) => reason === 'input' && setTexto(text)}
      onBlur={onBlur}
      filterOptions={(lista) => lista}
      getOptionLabel={nomeCompleto}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={query.isFetching}
      loadingText="Carregando..."
      noOptionsText={CONTATO_MESSAGES.nenhumContato}
      renderOption={({ key, ...props }, contato) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
        >
          <span>{nomeCompleto(contato)}</span>
          {contato.cpf ? (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 13 }}>
              {formatCpf(contato.cpf)}
            </Box>
          ) : null}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
