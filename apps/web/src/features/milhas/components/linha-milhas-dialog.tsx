import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FAIXAS_TABELA_MILHAS,
  type LinhaTabelaMilhasDados,
  type LinhaTabelaMilhasView,
  TABELA_MILHAS_MESSAGES,
  TIPOS_TABELA_MILHAS,
  ZLinhaTabelaMilhasRequest,
} from '@skyler/domain/milhas';
import { CLASSES_CABINE } from '@skyler/domain/orcamentos-regras';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useCiasAereas } from '../../../api/get-cias-aereas.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAlterarLinhaMilhas } from '../api/tabela-milhas.ts';
import { COLUNAS_MILHAS } from './linhas-milhas-tabela.tsx';

export const LINHA_DIALOG_TEXTS = {
  titulo: (programa: string) => `Editar milhas: ${programa}`,
  confirmacao: 'Alterar valores das milhas',
  salvar: 'Salvar',
  nenhumaCia: 'Nenhuma',
  faixas: 'Preço por milheiro em cada faixa de milhas',
} as const;

const T = LINHA_DIALOG_TEXTS;

type Form = {
  operado_por: number | '';
  classe: string;
  precos: string[];
  custo_proprio: string;
  custo_terceiros: string;
  piso: string;
};

const FIELDS = ['operado_por', 'classe', 'precos', 'custo_proprio', 'custo_terceiros', 'piso'] as const;

const texto = (valor: string | null | undefined) => valor ?? '';

function valoresDe(linha: LinhaTabelaMilhasView): Form {
  return {
    operado_por: linha.operado_por?.id ?? '',
    classe: linha.classe ?? '',
    precos: FAIXAS_TABELA_MILHAS.map((_, indice) => texto(linha.precos[indice])),
    custo_proprio: texto(linha.custo_proprio),
    custo_terceiros: texto(linha.custo_terceiros),
    piso: texto(linha.piso),
  };
}

const paraRequest = (form: Form) => ({
  ...form,
  operado_por: form.operado_por === '' ? null : form.operado_por,
  classe: form.classe === '' ? null : form.classe,
});

const resolver = schemaResolver<Form, LinhaTabelaMilhasDados>(ZLinhaTabelaMilhasRequest, paraRequest);

/**
 * The miles table's item edit (part 2 §5): the six prices, costs and floor checked as typed with the
 * spec's messages, then the confirmation before the row is archived and its successor saved.
 */
export function LinhaMilhasDialog({ linha, onClose }: { linha: LinhaTabelaMilhasView; onClose: () => void }) {
  const form = useForm<Form, unknown, LinhaTabelaMilhasDados>({
    defaultValues: valoresDe(linha),
    resolver,
    mode: 'onTouched',
  });
  const [confirmando, setConfirmando] = useState<LinhaTabelaMilhasDados | null>(null);
  const alterar = useAlterarLinhaMilhas();
  const cias = useCiasAereas();
  const serverErrors = useServerErrors();
  const { enqueueSnackbar } = useSnackbar();

  const salvar = (dados: LinhaTabelaMilhasDados) => {
    alterar.mutate(
      { id: linha.id, body: dados },
      {
        onSuccess: () => {
          enqueueSnackbar(TABELA_MILHAS_MESSAGES.alterada, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          setConfirmando(null);
          serverErrors(error, form.setError, { fields: FIELDS });
        },
      },
    );
  };

  const opcoesCia = cias.data ?? [];
  const ciaAtual = linha.operado_por;
  const ciasComAtual =
    ciaAtual && !opcoesCia.some((c) => c.id === ciaAtual.id)
      ? [...opcoesCia, { ...ciaAtual, iata: null }]
      : opcoesCia;

  return (
    <>
      <FormDialog
        open
        title={T.titulo(linha.programa.nome)}
        saving={alterar.isPending}
        submitLabel={T.salvar}
        dirty={form.formState.isDirty}
        onClose={onClose}
        onSubmit={(event) => void form.handleSubmit((dados) => setConfirmando(dados))(event)}
      >
        <FormProvider {...form}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {TIPOS_TABELA_MILHAS.label(linha.tipo)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <Controller
              name="operado_por"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={COLUNAS_MILHAS.operadoPor}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  value={field.value}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? '' : Number(event.target.value))
                  }
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">{T.nenhumaCia}</MenuItem>
                  {ciasComAtual.map((cia) => (
                    <MenuItem key={cia.id} value={cia.id}>
                      {cia.nome}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="classe"
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={COLUNAS_MILHAS.classe}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">{COLUNAS_MILHAS.todasClasses}</MenuItem>
                  {CLASSES_CABINE.options().map((opcao) => (
                    <MenuItem key={opcao.value} value={opcao.value}>
                      {opcao.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1.5 }}>
            {T.faixas}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
            {FAIXAS_TABELA_MILHAS.map((faixa, indice) => (
              <FormTextField<Form>
                key={faixa}
                name={`precos.${indice}`}
                label={faixa}
                required
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mt: 3 }}>
            <FormTextField<Form>
              name="custo_proprio"
              label={COLUNAS_MILHAS.custoProprio}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField<Form>
              name="custo_terceiros"
              label={COLUNAS_MILHAS.custoTerceiros}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField<Form>
              name="piso"
              label={COLUNAS_MILHAS.piso}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Box>
        </FormProvider>
      </FormDialog>
      <ConfirmDialog
        open={confirmando !== null}
        title={T.confirmacao}
        message={TABELA_MILHAS_MESSAGES.confirmarAlteracao}
        loading={alterar.isPending}
        onCancel={() => setConfirmando(null)}
        onConfirm={() => confirmando && salvar(confirmando)}
      />
    </>
  );
}
