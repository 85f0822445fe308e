import Box from '@mui/material/Box';
import { OBSERVACOES_MAX } from '@skyler/domain/validacao';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { ContatoAutocomplete } from '../../../components/fields/contato-autocomplete.tsx';
import { DateField } from '../../../components/fields/date-field.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import type { ContatoFormValues } from '../lib/contato-form.ts';
import { GRADE_CAMPOS } from './info-fields.tsx';

/** Extras of a contact (part 2 §2): social networks, a related contact, a special date and notes. */
export function ExtrasFields({ contatoId }: { contatoId?: number }) {
  const { control } = useFormContext<ContatoFormValues>();
  const observacoes = useWatch({ control, name: 'extras.observacoes' }) ?? '';
  return (
    <Box sx={GRADE_CAMPOS}>
      <FormTextField<ContatoFormValues> name="extras.instagram" label="Instagram" />
      <FormTextField<ContatoFormValues> name="extras.linkedin" label="LinkedIn" />
      <Controller
        name="extras.relacao"
        control={control}
        render={({ field, fieldState }) => (
          <ContatoAutocomplete
            label="Relação"
            value={field.value}
            onChange={field.onChange}
            excluir={contatoId}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <FormTextField<ContatoFormValues> name="extras.tipo_relacao" label="Tipo de relação" />
      <Controller
        name="extras.data_especial"
        control={control}
        render={({ field, fieldState }) => (
          <DateField
            label="Data especial"
            value={field.value}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <FormTextField<ContatoFormValues> name="extras.ocasiao" label="Ocasião" />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField<ContatoFormValues>
          name="extras.observacoes"
          label="Observações"
          multiline
          minRows={3}
          fullWidth
          helperText={`${observacoes.length}/${OBSERVACOES_MAX - 1}`}
        />
      </Box>
    </Box>
  );
}
