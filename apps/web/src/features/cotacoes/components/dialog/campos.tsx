import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { createContext, type ReactNode, useContext } from 'react';
import { Controller, type Path, useFormContext } from 'react-hook-form';
import { DateField } from '../../../../components/fields/date-field.tsx';
import { TimeField } from '../../../../components/fields/time-field.tsx';
import { FormCheckbox } from '../../../../components/forms/form-checkbox.tsx';
import { type CotacaoFormValues, MEIA_NOITE } from './cotacao-form.ts';

/**
 * The quote dialog's fields, each bound by name to the dialog's form and showing its field's message.
 * Names are the paths of `CotacaoFormValues` (`cotacao_voo.subcotacoes.0.rav`).
 */

const SomenteLeituraContext = createContext(false);

/** Everything inside shows the quote without letting it change. */
export function SomenteLeitura({ ativo, children }: { ativo: boolean; children: ReactNode }) {
  return <SomenteLeituraContext value={ativo}>{children}</SomenteLeituraContext>;
}

export function useSomenteLeitura(): boolean {
  return useContext(SomenteLeituraContext);
}

type Nome = string;
const campo = (name: Nome) => name as Path<CotacaoFormValues>;

/** A row of fields that wraps on narrow screens. */
export function Grade({ children, min = 170 }: { children: ReactNode; min?: number }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 2 }}>
      {children}
    </Box>
  );
}

type TextoProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: Nome;
  contador?: number;
  /** a message about the value that does not come from the form's check (the live pricing's) */
  erroExterno?: string | null;
};

/** Free text; `contador` shows the characters typed against the limit. */
export function CampoTexto({ name, contador, helperText, disabled, erroExterno, ...props }: TextoProps) {
  const { control } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  return (
    <Controller
      name={campo(name)}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const valor = (field.value as string | null) ?? '';
        const mensagem = error?.message ?? erroExterno ?? undefined;
        return (
          <TextField
            size="small"
            fullWidth
            {...props}
            disabled={disabled || somenteLeitura}
            value={valor}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(mensagem)}
            helperText={mensagem ?? helperText ?? (contador ? `${valor.length}/${contador}` : undefined)}
          />
        );
      }}
    />
  );
}

/** An amount typed with a comma or a point, kept as the text typed. */
export function CampoValor({ prefixo = 'R$', ...props }: TextoProps & { prefixo?: string }) {
  return (
    <CampoTexto
      {...props}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">{prefixo}</InputAdornment> },
      }}
    />
  );
}

type NumeroProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: Nome;
  min?: number;
  max?: number;
  /** out of [min, max], the value is brought back into it and this message shows */
  mensagemLimite?: string;
};

/** A whole number; empty is null. */
export function CampoNumero({ name, min, max, mensagemLimite, disabled, helperText, ...props }: NumeroProps) {
  const { control, setError, clearErrors } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  return (
    <Controller
      name={campo(name)}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          size="small"
          fullWidth
          type="number"
          {...props}
          disabled={disabled || somenteLeitura}
          value={field.value ?? ''}
          onChange={(event) => {
            const texto = event.target.value;
            if (texto === '') return field.onChange(null);
            let numero = Math.trunc(Number(texto));
            if (Number.isNaN(numero)) return;
            if (
              mensagemLimite &&
              ((min !== undefined && numero < min) || (max !== undefined && numero > max))
            ) {
              numero = Math.min(max ?? numero, Math.max(min ?? numero, numero));
              field.onChange(numero);
              setError(campo(name), { type: 'limite', message: mensagemLimite });
              return;
            }
            if (mensagemLimite) clearErrors(campo(name));
            field.onChange(numero);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
          slotProps={{ htmlInput: { min, max, step: 1 } }}
        />
      )}
    />
  );
}

export type Opcao = { value: number | string; label: string };

type SelecaoProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'select'> & {
  name: Nome;
  opcoes: readonly Opcao[];
  /** the text of the empty choice; without it there is none */
  vazio?: string;
  onEscolha?: (valor: number | string | null) => void;
};

/** One of a few choices (ids or enum values); the empty choice is null. */
export function CampoSelecao({ name, opcoes, vazio, onEscolha, disabled, ...props }: SelecaoProps) {
  const { control } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  return (
    <Controller
      name={campo(name)}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const atual = field.value as number | string | null;
        const conhecido = atual === null || opcoes.some((o) => o.value === atual);
        return (
          <TextField
            select
            size="small"
            fullWidth
            {...props}
            disabled={disabled || somenteLeitura}
            value={atual === null ? '' : conhecido ? atual : ''}
            onChange={(event) => {
              // MUI gives the chosen item's value as it was given (a number stays a number)
              const escolhido = String(event.target.value);
              const escolhida = opcoes.find((o) => String(o.value) === escolhido);
              const valor = escolhida ? escolhida.value : null;
              field.onChange(valor);
              onEscolha?.(valor);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={error?.message ?? props.helperText}
          >
            {vazio !== undefined ? (
              <MenuItem value="">
                <em>{vazio}</em>
              </MenuItem>
            ) : null}
            {opcoes.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

type BuscaProps = {
  name: Nome;
  label: string;
  opcoes: readonly { id: number; nome: string }[];
  carregando?: boolean;
  required?: boolean;
  onEscolha?: (id: number | null) => void;
};

/** An id chosen by typing part of its name (suppliers, providers, airlines). */
export function CampoBusca({ name, label, opcoes, carregando, required, onEscolha }: BuscaProps) {
  const { control } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  return (
    <Controller
      name={campo(name)}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const atual = opcoes.find((o) => o.id === field.value) ?? null;
        return (
          <Autocomplete
            size="small"
            options={opcoes}
            value={atual}
            disabled={somenteLeitura}
            loading={carregando}
            onChange={(_event, opcao) => {
              field.onChange(opcao?.id ?? null);
              onEscolha?.(opcao?.id ?? null);
            }}
            getOptionLabel={(o) => o.nome}
            getOptionKey={(o) => o.id}
            isOptionEqualToValue={(o, v) => o.id === v.id}
            noOptionsText="Nenhuma opção encontrada."
            loadingText="Carregando..."
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                required={required}
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={Boolean(error)}
                helperText={error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}

/** A date shown DD/MM/AAAA, held YYYY-MM-DD. */
export function CampoData({ name, label }: { name: Nome; label: string }) {
  const { control } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  return (
    <Controller
      name={campo(name)}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <DateField
          size="small"
          fullWidth
          label={label}
          disabled={somenteLeitura}
          value={field.value as string | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(error)}
          helperText={error?.message}
        />
      )}
    />
  );
}

/**
 * A date and a time held as 'YYYY-MM-DDTHH:MM'. A date without a time is midnight, which the flight check
 * counts as a time not given (part 1 §5).
 */
export function CampoDataHora({ name, label }: { name: Nome; label: string }) {
  const { control } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  return (
    <Controller
      name={campo(name)}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const valor = (field.value as string | null) ?? null;
        const data = valor?.slice(0, 10) ?? null;
        const hora = valor && valor.slice(11) !== MEIA_NOITE ? valor.slice(11, 16) : null;
        const mudar = (novaData: string | null, novaHora: string | null) =>
          field.onChange(novaData ? `${novaData}T${novaHora ?? MEIA_NOITE}` : null);
        return (
          <Stack direction="row" spacing={1}>
            <DateField
              size="small"
              fullWidth
              label={label}
              disabled={somenteLeitura}
              value={data}
              onChange={(d) => mudar(d, hora)}
              onBlur={field.onBlur}
              error={Boolean(error)}
              helperText={error?.message}
            />
            <TimeField
              size="small"
              label="Hora"
              disabled={somenteLeitura || !data}
              value={hora}
              onChange={(h) => mudar(data, h)}
              sx={{ width: 110, flexShrink: 0 }}
            />
          </Stack>
        );
      }}
    />
  );
}

export function CampoSwitch({
  name,
  label,
  onMudar,
}: {
  name: Nome;
  label: string;
  onMudar?: (ligado: boolean) => void;
}) {
  const { control } = useFormContext<CotacaoFormValues>();
  const somenteLeitura = useSomenteLeitura();
  return (
    <Controller
      name={campo(name)}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={somenteLeitura}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_event, ligado) => {
                field.onChange(ligado);
                onMudar?.(ligado);
              }}
            />
          }
        />
      )}
    />
  );
}

export function CampoCheckbox({ name, label }: { name: Nome; label: string }) {
  const somenteLeitura = useSomenteLeitura();
  return <FormCheckbox<CotacaoFormValues> name={campo(name)} label={label} disabled={somenteLeitura} />;
}
