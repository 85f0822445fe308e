import MenuItem from '@mui/material/MenuItem';
import {
  PROGRAMA_MESSAGES,
  PROGRAMA_TIPOS,
  type ProgramaInput,
  type ProgramaTipo,
  ZProgramaInput,
} from '@skyler/domain/referencia';
import { useForm } from 'react-hook-form';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { FormCiaAereaField } from '../../../components/forms/form-cia-aerea-field.tsx';
import { FormDialogDeSalvar } from '../../../components/forms/form-dialog-de-salvar.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { type Programa, useSavePrograma } from '../api/programas.ts';

export const PROGRAMA_FORM_TEXTS = {
  novo: 'Novo programa de fidelidade',
  editar: (nome: string) => `Editar ${nome}`,
  nome: 'Nome',
  tipo: 'Tipo',
  cia: 'Companhia aérea',
  ativo: 'Ativo (oferecido nas contas e nas cotações)',
  erroSalvar: 'Erro ao salvar o programa.',
} as const;

type Form = { nome: string; tipo: ProgramaTipo | ''; cia_aerea: number | null; ativo: boolean };

/** Add or edit a loyalty programme (administrators). */
export function ProgramaFormDialog({
  programa,
  onClose,
}: {
  programa: Programa | null;
  onClose: () => void;
}) {
  const salvar = useSavePrograma();
  const form = useForm<Form, unknown, ProgramaInput>({
    defaultValues: {
      nome: programa?.nome ?? '',
      tipo: programa?.tipo ?? '',
      cia_aerea: programa?.cia_aerea?.id ?? null,
      ativo: programa?.ativo ?? true,
    },
    resolver: schemaResolver<Form, ProgramaInput>(ZProgramaInput),
  });
  return (
    <FormDialogDeSalvar
      form={form}
      title={programa ? PROGRAMA_FORM_TEXTS.editar(programa.nome) : PROGRAMA_FORM_TEXTS.novo}
      saving={salvar.isPending}
      sucesso={programa ? PROGRAMA_MESSAGES.salvo : PROGRAMA_MESSAGES.criado}
      fallback={PROGRAMA_FORM_TEXTS.erroSalvar}
      salvar={(dados, resposta) => salvar.mutate({ id: programa?.id ?? null, dados }, resposta)}
      onClose={onClose}
    >
      <FormTextField<Form>
        name="nome"
        label={PROGRAMA_FORM_TEXTS.nome}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormTextField<Form> name="tipo" label={PROGRAMA_FORM_TEXTS.tipo} select required>
        {PROGRAMA_TIPOS.options().map((opcao) => (
          <MenuItem key={opcao.value} value={opcao.value}>
            {opcao.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormCiaAereaField<Form> name="cia_aerea" label={PROGRAMA_FORM_TEXTS.cia} atual={programa?.cia_aerea} />
      <FormCheckbox<Form> name="ativo" label={PROGRAMA_FORM_TEXTS.ativo} />
    </FormDialogDeSalvar>
  );
}
