import { DIGITS } from '@skyler/domain/masks';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { getEnderecoDoCep } from '../api/get-endereco-cep.ts';
import type { CadastroFormValues } from '../lib/form-values.ts';

/**
 * A complete CEP typed while the street is empty fills street, district, city and state from the postcode
 * lookup (part 2 §5); a CEP the lookup does not know shows its message on the field.
 */
export function usePreencherCep() {
  const { control, getValues, setValue, setError } = useFormContext<CadastroFormValues>();
  const cep = useWatch({ control, name: 'endereco.cep' });
  const consultado = useRef(cep);

  useEffect(() => {
    if (cep === consultado.current) return;
    consultado.current = cep;
    if (cep.length !== DIGITS.cep || getValues('endereco.logradouro').trim()) return;
    const aindaOMesmo = () => getValues('endereco.cep') === cep;
    getEnderecoDoCep(cep)
      .then((endereco) => {
        if (!aindaOMesmo()) return;
        const opcoes = { shouldDirty: true };
        setValue('endereco.logradouro', endereco.logradouro, opcoes);
        if (!getValues('endereco.bairro').trim()) setValue('endereco.bairro', endereco.bairro, opcoes);
        setValue('endereco.cidade', endereco.localidade, opcoes);
        setValue('endereco.estado', endereco.uf, opcoes);
      })
      .catch((error: unknown) => {
        if (aindaOMesmo()) {
          setError('endereco.cep', { type: 'cep', message: errorMessage(error, 'CEP não encontrado.') });
        }
      });
  }, [cep, getValues, setValue, setError]);
}
