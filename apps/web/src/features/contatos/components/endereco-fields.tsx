import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { CONTATO_MESSAGES, PAIS_PADRAO } from '@skyler/domain/contatos';
import { DIGITS } from '@skyler/domain/masks';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { CepField } from '../../../components/fields/cep-field.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { getCep } from '../api/get-cep.ts';
import type { ContatoFormValues } from '../lib/contato-form.ts';
import { GRADE_CAMPOS } from './info-fields.tsx';

type Consulta = { estado: 'buscando' } | { estado: 'erro'; mensagem: string } | null;

/**
 * Address of a contact (part 2 §2): Brazil only; a complete postcode (8 digits) is looked up and fills
 * state, city, street and district. When the lookup fails the form says so and stays usable.
 */
export function EnderecoFields() {
  const { control, setValue } = useFormContext<ContatoFormValues>();
  const [consulta, setConsulta] = useState<Consulta>(null);

  const buscar = async (cep: string) => {
    setConsulta({ estado: 'buscando' });
    try {
      const endereco = await getCep(cep);
      const opcoes = { shouldDirty: true, shouldValidate: true };
      setValue('endereco.estado', endereco.uf, opcoes);
      setValue('endereco.cidade', endereco.localidade, opcoes);
      setValue('endereco.logradouro', endereco.logradouro, opcoes);
      setValue('endereco.bairro', endereco.bairro, opcoes);
      setConsulta(null);
    } catch (error) {
      const mensagem = isApiError(error) && error.detail ? error.detail : CONTATO_MESSAGES.cepIndisponivel;
      setConsulta({ estado: 'erro', mensagem });
    }
  };

  return (
    <Box sx={GRADE_CAMPOS}>
      <TextField label="País" value={PAIS_PADRAO} disabled />
      <Controller
        name="endereco.cep"
        control={control}
        render={({ field, fieldState }) => (
          <CepField
            value={field.value}
            onChange={(cep) => {
              field.onChange(cep);
              if (cep.length === DIGITS.cep && cep !== field.value) void buscar(cep);
            }}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error) || consulta?.estado === 'erro'}
            helperText={
              fieldState.error?.message ??
              (consulta?.estado === 'erro'
                ? consulta.mensagem
                : consulta?.estado === 'buscando'
                  ? 'Buscando endereço...'
                  : undefined)
            }
          />
        )}
      />
      <FormTextField<ContatoFormValues> name="endereco.estado" label="Estado" />
      <FormTextField<ContatoFormValues> name="endereco.cidade" label="Cidade" />
      <FormTextField<ContatoFormValues> name="endereco.bairro" label="Bairro" />
      <FormTextField<ContatoFormValues> name="endereco.logradouro" label="Logradouro" />
      <FormTextField<ContatoFormValues> name="endereco.numero" label="Número" />
      <FormTextField<ContatoFormValues> name="endereco.complemento" label="Complemento" />
    </Box>
  );
}
