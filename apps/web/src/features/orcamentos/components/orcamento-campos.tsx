import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORCAMENTO_LIMITES } from '@skyler/domain/orcamentos';
import { Controller, useFormContext } from 'react-hook-form';
import { DateField } from '../../../components/fields/date-field.tsx';
import type { CampoOrcamento, OrcamentoFormValues } from '../lib/orcamento-form.ts';

/** two or three fields side by side from the small breakpoint on, stacked on a phone */
export const LINHA_CAMPOS = (colunas: 2 | 3) =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: `repeat(${colunas}, 1fr)` },
    alignItems: 'start',
  }) as const;

/** A DD/MM/AAAA date of the request form; `onDate` runs after the value changed (the ida/volta check). */
export function DataCampo({
  name,
  label,
  required,
  onDate,
}: {
  name: CampoOrcamento;
  label: string;
  required?: boolean;
  onDate?: () => void;
}) {
  const { control } = useFormContext<OrcamentoFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          required={required}
          fullWidth
          value={(field.value as string | null) ?? null}
          onChange={(data) => {
            field.onChange(data);
            onDate?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A whole number; empty is null (a count the schema then asks for, or an optional flexibility). */
export function NumeroCampo({
  name,
  label,
  min = 0,
  max,
  required,
  helperText,
  unidade,
}: {
  name: CampoOrcamento;
  label: string;
  min?: number;
  max: number;
  required?: boolean;
  /** shown under the field while it has no error (an age band) */
  helperText?: string;
  /** shown at the end of the field ("dias") */
  unidade?: string;
}) {
  const { control } = useFormContext<OrcamentoFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          type="number"
          label={label}
          required={required}
          fullWidth
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            htmlInput: { min, max, step: 1, inputMode: 'numeric' },
            input: unidade
              ? { endAdornment: <InputAdornment position="end">{unidade}</InputAdornment> }
              : undefined,
          }}
        />
      )}
    />
  );
}

/** flexibility in days around the dates, optional; its section (Ida, Volta, Retirada…) says which dates */
export function FlexibilidadeCampo({ name }: { name: CampoOrcamento }) {
  return (
    <NumeroCampo name={name} label="Flexibilidade" unidade="dias" max={ORCAMENTO_LIMITES.flexibilidadeMax} />
  );
}

export function TextoCampo({
  name,
  label,
  required,
  multiline,
}: {
  name: CampoOrcamento;
  label: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const { control } = useFormContext<OrcamentoFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          required={required}
          fullWidth
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

export function SelectCampo({
  name,
  label,
  options,
  required,
}: {
  name: CampoOrcamento;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
}) {
  const { control } = useFormContext<OrcamentoFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          fullWidth
          value={(field.value as string | null) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

export function Secao({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', color: 'text.secondary', mb: 1, p: 0 }}>
        {titulo}
      </Box>
      {children}
    </Box>
  );
}
