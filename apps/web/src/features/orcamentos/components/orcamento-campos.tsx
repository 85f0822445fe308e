import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORCAMENTO_LIMITES } from '@skyler/domain/orcamentos-regras';
import { Controller, type ControllerProps, useFormContext } from 'react-hook-form';
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

type ControllerRenderProps = Parameters<ControllerProps<OrcamentoFormValues, CampoOrcamento>['render']>[0];

/** what every field takes from its controller: value handlers, ref, and the schema's message */
export function campoLigado({ field, fieldState }: Pick<ControllerRenderProps, 'field' | 'fieldState'>) {
  return {
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
  };
}

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
      render={(props) => (
        <DateField
          {...campoLigado(props)}
          label={label}
          required={required}
          fullWidth
          value={(props.field.value as string | null) ?? null}
          onChange={(data) => {
            props.field.onChange(data);
            onDate?.();
          }}
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
      render={(props) => (
        <TextField
          {...campoLigado(props)}
          type="number"
          label={label}
          required={required}
          fullWidth
          value={props.field.value ?? ''}
          onChange={(event) =>
            props.field.onChange(event.target.value === '' ? null : Number(event.target.value))
          }
          helperText={props.fieldState.error?.message ?? helperText}
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

/** A text field, or a select when `options` are given. */
export function TextoCampo({
  name,
  label,
  required,
  multiline,
  options,
}: {
  name: CampoOrcamento;
  label: string;
  required?: boolean;
  multiline?: boolean;
  options?: readonly { value: string; label: string }[];
}) {
  const { control } = useFormContext<OrcamentoFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={(props) => (
        <TextField
          {...campoLigado(props)}
          value={(props.field.value as string | null) ?? ''}
          label={label}
          required={required}
          fullWidth
          select={Boolean(options)}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
        >
          {options?.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A date, the end of its window and the flexibility in days, on one line (Ida, Volta, Retirada…). */
export function DatasCampos({
  inicio,
  fim,
  flexibilidade,
  rotulo,
  onDate,
}: {
  inicio: CampoOrcamento;
  fim: CampoOrcamento;
  flexibilidade: CampoOrcamento;
  rotulo: string;
  onDate?: () => void;
}) {
  return (
    <Box sx={LINHA_CAMPOS(3)}>
      <DataCampo name={inicio} label={rotulo} required onDate={onDate} />
      <DataCampo name={fim} label={`${rotulo} até`} />
      <FlexibilidadeCampo name={flexibilidade} />
    </Box>
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
