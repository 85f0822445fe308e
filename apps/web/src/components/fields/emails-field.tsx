import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { separarEmails } from '@skyler/domain/proposta';
import { useState } from 'react';

/** Typing one of these closes the e-mail typed so far into a chip. */
const SEPARADOR = /[\s,;]/;

/**
 * A list of e-mails as chips: Enter, a comma, a semicolon or a space closes the one being typed, a pasted
 * list becomes one chip each, and leaving the field keeps what was typed. `invalido(email)` marks a chip in
 * red; the field's message (`erro`, or `helperText`) is the caller's.
 */
export function EmailsField({
  label,
  value,
  onChange,
  invalido,
  erro,
  helperText,
}: {
  label: string;
  value: readonly string[];
  onChange: (emails: string[]) => void;
  invalido: (email: string) => boolean;
  erro?: string | null;
  helperText?: string;
}) {
  const [texto, setTexto] = useState('');
  const juntar = (novos: readonly string[]) => {
    const vistos = new Set(value.map((email) => email.toLowerCase()));
    const lista = [...value];
    for (const email of novos) {
      if (vistos.has(email.toLowerCase())) continue;
      vistos.add(email.toLowerCase());
      lista.push(email);
    }
    if (lista.length !== value.length) onChange(lista);
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={[...value]}
      inputValue={texto}
      onInputChange={(_event, novo, motivo) => {
        if (motivo === 'reset') return setTexto('');
        if (!SEPARADOR.test(novo)) return setTexto(novo);
        // what comes before the last separator is done; the rest is still being typed
        const partes = novo.split(SEPARADOR);
        const resto = partes.pop() ?? '';
        juntar(separarEmails(partes.join(',')));
        setTexto(resto);
      }}
      onChange={(_event, emails) => onChange(emails.flatMap((email) => separarEmails(email)))}
      onBlur={() => {
        if (texto.trim()) juntar(separarEmails(texto));
        setTexto('');
      }}
      renderValue={(emails, getItemProps) =>
        emails.map((email, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={email}
              color={invalido(email) ? 'error' : 'default'}
              variant={invalido(email) ? 'outlined' : 'filled'}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(erro)}
          helperText={erro ?? helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 254 } }}
        />
      )}
    />
  );
}
