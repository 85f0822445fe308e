import Stack from '@mui/material/Stack';
import {
  CIA_AEREA_MESSAGES,
  type CiaAereaForm,
  type CiaAereaInput,
  ZCiaAereaInput,
} from '@skyler/domain/referencia';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { FormDialogDeSalvar } from '../../../components/forms/form-dialog-de-salvar.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { type CiaAerea, useSaveCiaAerea } from '../api/cias-aereas.ts';

export const CIA_FORM_TEXTS = {
  nova: 'Nova companhia aérea',
  editar: (nome: string) => `Editar ${nome}`,
  nome: 'Nome',
  nomeResumido: 'Nome curto',
  nomeResumidoAjuda: 'Mostrado nos trechos, como LATAM.',
  iata: 'Código IATA',
  icao: 'Código ICAO',
  pais: 'País',
  ativo: 'Ativa (oferecida nas cotações)',
  erroSalvar: 'Erro ao salvar a companhia aérea.',
} as const;

type Form = {
  nome: string;
  nome_resumido: string;
  iata: string;
  icao: string;
  pais: string;
  ativo: boolean;
};

/** Add or edit an airline (administrators): names, codes, country and whether quotes offer it. */
export function CiaAereaFormDialog({ cia, onClose }: { cia: CiaAerea | null; onClose: () => void }) {
  const salvar = useSaveCiaAerea();
  const form = useForm<Form, unknown, CiaAereaInput>({
    defaultValues: {
      nome: cia?.nome ?? '',
      nome_resumido: cia?.nome_resumido ?? '',
      iata: cia?.iata ?? '',
      icao: cia?.icao ?? '',
      pais: cia?.pais ?? '',
      ativo: cia?.ativo ?? true,
    },
    resolver: schemaResolver<Form & CiaAereaForm, CiaAereaInput>(ZCiaAereaInput),
  });
  return (
    <FormDialogDeSalvar
      form={form}
      title={cia ? CIA_FORM_TEXTS.editar(cia.nome) : CIA_FORM_TEXTS.nova}
      saving={salvar.isPending}
      sucesso={cia ? CIA_AEREA_MESSAGES.salva : CIA_AEREA_MESSAGES.criada}
      fallback={CIA_FORM_TEXTS.erroSalvar}
      salvar={(dados, resposta) => salvar.mutate({ id: cia?.id ?? null, dados }, resposta)}
      onClose={onClose}
    >
      <FormTextField<Form>
        name="nome"
        label={CIA_FORM_TEXTS.nome}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 150 } }}
      />
      <FormTextField<Form>
        name="nome_resumido"
        label={CIA_FORM_TEXTS.nomeResumido}
        required
        fullWidth
        helperText={CIA_FORM_TEXTS.nomeResumidoAjuda}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<Form>
          name="iata"
          label={CIA_FORM_TEXTS.iata}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
        />
        <FormTextField<Form>
          name="icao"
          label={CIA_FORM_TEXTS.icao}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
        />
      </Stack>
      <FormTextField<Form>
        name="pais"
        label={CIA_FORM_TEXTS.pais}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormCheckbox<Form> name="ativo" label={CIA_FORM_TEXTS.ativo} />
    </FormDialogDeSalvar>
  );
}
