import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CONTA_PROPRIA_MESSAGES,
  type ContaPropriaInput,
  ZContaPropriaInput,
} from '@skyler/domain/referencia';
import { Controller, useForm } from 'react-hook-form';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { FormDialogDeSalvar } from '../../../components/forms/form-dialog-de-salvar.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { type ContaPropria, type Programa, useSaveContaPropria } from '../api/programas.ts';

export const CONTA_FORM_TEXTS = {
  nova: 'Nova conta própria',
  editar: (numero: string) => `Editar conta ${numero}`,
  programa: 'Programa',
  numero: 'Número da conta',
  titular: 'Titular',
  ativo: 'Ativa (oferecida na validação de milhas)',
  erroSalvar: 'Erro ao salvar a conta.',
} as const;

type Form = { programa: number | '' | null; numero_id_conta: string; titular: string; ativo: boolean };

/** Add or edit one of the agency's own loyalty accounts (administrators). */
export function ContaPropriaFormDialog({
  conta,
  programas,
  onClose,
}: {
  conta: ContaPropria | null;
  programas: readonly Programa[];
  onClose: () => void;
}) {
  const salvar = useSaveContaPropria();
  const form = useForm<Form, unknown, ContaPropriaInput>({
    defaultValues: {
      programa: conta?.programa.id ?? '',
      numero_id_conta: conta?.numero_id_conta ?? '',
      titular: conta?.titular ?? 'Skyler Viagens',
      ativo: conta?.ativo ?? true,
    },
    resolver: schemaResolver<Form, ContaPropriaInput>(ZContaPropriaInput),
  });
  const oferecidos = programas.filter((p) => p.ativo || p.id === conta?.programa.id);
  return (
    <FormDialogDeSalvar
      form={form}
      title={conta ? CONTA_FORM_TEXTS.editar(conta.numero_id_conta) : CONTA_FORM_TEXTS.nova}
      saving={salvar.isPending}
      sucesso={conta ? CONTA_PROPRIA_MESSAGES.salva : CONTA_PROPRIA_MESSAGES.criada}
      fallback={CONTA_FORM_TEXTS.erroSalvar}
      salvar={(dados, resposta) => salvar.mutate({ id: conta?.id ?? null, dados }, resposta)}
      onClose={onClose}
    >
      <Controller
        name="programa"
        control={form.control}
        render={({ field, fieldState: { error } }) => (
          <TextField
            select
            required
            label={CONTA_FORM_TEXTS.programa}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={error?.message}
          >
            {oferecidos.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.nome}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField<Form>
        name="numero_id_conta"
        label={CONTA_FORM_TEXTS.numero}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <FormTextField<Form>
        name="titular"
        label={CONTA_FORM_TEXTS.titular}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <FormCheckbox<Form> name="ativo" label={CONTA_FORM_TEXTS.ativo} />
    </FormDialogDeSalvar>
  );
}
