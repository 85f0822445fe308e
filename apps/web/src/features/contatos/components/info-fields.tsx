import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { CNH_DIGITOS, GENEROS, PERFIS_CONTATO, TIERS } from '@skyler/domain/contatos';
import { Controller, useFormContext } from 'react-hook-form';
import { ContatoAutocomplete } from '../../../components/fields/contato-autocomplete.tsx';
import { CpfField } from '../../../components/fields/cpf-field.tsx';
import { DateField } from '../../../components/fields/date-field.tsx';
import { MaskedTextField } from '../../../components/fields/masked-text-field.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import type { ContatoFormValues } from '../lib/contato-form.ts';
import { EmpresasField } from './empresas-field.tsx';

export const GRADE_CAMPOS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
  alignItems: 'start',
} as const;

const CNH_MASK = '0'.repeat(CNH_DIGITOS);

/**
 * Personal information of a contact: step 1 of the wizard (`passo`) and the Informações Pessoais tab
 * (`aba`), which also shows the profile and spells the tiers as Tier 1 and Tier 2 (part 2 §2, §9).
 */
export function InfoFields({ variante, contatoId }: { variante: 'passo' | 'aba'; contatoId?: number }) {
  const { control, formState } = useFormContext<ContatoFormValues>();
  const erroTelefone = formState.errors.telefone?.numero?.message ?? formState.errors.telefone?.message;
  return (
    <Box sx={GRADE_CAMPOS}>
      <Controller
        name="cliente_estrangeiro"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            label="Cliente estrangeiro"
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
          />
        )}
      />
      <FormTextField<ContatoFormValues> name="nome" label="Nome" required autoFocus={variante === 'passo'} />
      <FormTextField<ContatoFormValues> name="sobrenome" label="Sobrenome" required />
      <Controller
        name="cpf"
        control={control}
        render={({ field, fieldState }) => (
          <CpfField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="indicacao"
        control={control}
        render={({ field, fieldState }) => (
          <ContatoAutocomplete
            label="Indicação"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            excluir={contatoId}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="empresas"
        control={control}
        render={({ field, fieldState }) => (
          <EmpresasField
            label={variante === 'passo' ? 'Empresa' : 'Empresas relacionadas'}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="cnh"
        control={control}
        render={({ field, fieldState }) => (
          <MaskedTextField
            label="CNH"
            mask={CNH_MASK}
            value={field.value}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Box sx={{ gridColumn: { sm: 'span 2', lg: 'span 2' } }}>
        <Controller
          name="telefone"
          control={control}
          render={({ field }) => (
            <PhoneField
              value={field.value}
              onChange={field.onChange}
              error={Boolean(erroTelefone)}
              helperText={erroTelefone}
            />
          )}
        />
      </Box>
      <FormTextField<ContatoFormValues> name="email" label="E-mail" type="email" />
      <Controller
        name="data_nascimento"
        control={control}
        render={({ field, fieldState }) => (
          <DateField
            label="Data de nascimento"
            value={field.value}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <FormTextField<ContatoFormValues> name="genero" label="Gênero" select>
        <MenuItem value="">-</MenuItem>
        {GENEROS.options().map((opcao) => (
          <MenuItem key={opcao.value} value={opcao.value}>
            {opcao.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<ContatoFormValues> name="tier" label="Tier" select>
        <MenuItem value="">-</MenuItem>
        {TIERS.options().map((opcao) => (
          <MenuItem key={opcao.value} value={opcao.value}>
            {variante === 'passo' ? opcao.value : opcao.label}
          </MenuItem>
        ))}
      </FormTextField>
      {variante === 'aba' ? (
        <FormTextField<ContatoFormValues> name="perfil" label="Perfil" select>
          {PERFIS_CONTATO.options().map((opcao) => (
            <MenuItem key={opcao.value} value={opcao.value}>
              {opcao.label}
            </MenuItem>
          ))}
        </FormTextField>
      ) : null}
    </Box>
  );
}
