import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  CONTATO_MESSAGES,
  type ContatoData,
  DOCUMENTO_MESSAGES,
  PAIS_PADRAO,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from '@skyler/domain/contatos';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { EnderecoFields } from '../../../components/fields/endereco-fields.tsx';
import { stepOfFields, useServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { addDocumento } from '../api/add-documento.ts';
import { useCreateContato } from '../api/create-contato.ts';
import {
  CAMPOS_PASSO_ENDERECO,
  CAMPOS_PASSO_EXTRAS,
  CAMPOS_PASSO_INFO,
  type ContatoFormValues,
  contatoResolver,
  emptyContatoForm,
  formToRequest,
} from '../lib/contato-form.ts';
import { DocumentosRascunho, type Rascunhos, rascunhosPreenchidos } from './documentos-rascunho.tsx';

import { ExtrasFields } from './extras-fields.tsx';
import { InfoFields } from './info-fields.tsx';

const PASSOS = ['Informações Pessoais', 'Endereço', 'Complementares', 'Documentos'] as const;
const CAMPOS_DO_PASSO = [CAMPOS_PASSO_INFO, CAMPOS_PASSO_ENDERECO, CAMPOS_PASSO_EXTRAS] as const;
const CAMPOS = CAMPOS_DO_PASSO.flat();

type ContatoWizardDialogProps = { onClose: () => void; onCreated: (id: number) => void };

/**
 * Novo contato (part 2 §2): four steps, each checked before moving on (Avançar, or Enter in a field); the
 * contact is created at Finalizar and its documents are sent right after, each on its own. A `FormDialog` with
 * the steps' actions: Cancelar, Esc, a click outside or Back ask the spec's question before dropping what was typed.
 */
export function ContatoWizardDialog({ onClose, onCreated }: ContatoWizardDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const form = useForm<ContatoFormValues, unknown, ContatoData>({
    defaultValues: emptyContatoForm(),
    resolver: contatoResolver,
    mode: 'onTouched',
  });
  const [passo, setPasso] = useState(0);
  const [documentos, setDocumentos] = useState<Rascunhos>({});
  const [errosDocumentos, setErrosDocumentos] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const create = useCreateContato();
  const alterado = form.formState.isDirty || Object.keys(documentos).length > 0;

  const avancar = async () => {
    const campos = CAMPOS_DO_PASSO[passo];
    if (campos && !(await form.trigger([...campos]))) return;
    setPasso((atual) => Math.min(atual + 1, PASSOS.length - 1));
  };

  const finalizar = form.handleSubmit(
    async () => {
      const preenchidos = rascunhosPreenchidos(documentos);
      if (preenchidos === null) {
        setErrosDocumentos(true);
        return;
      }
      setEnviando(true);
      try {
        const contato = await create.mutateAsync(formToRequest(form.getValues()));
        const falhas: string[] = [];
        for (const [tipo, documento] of preenchidos) {
          await addDocumento({ contatoId: contato.id, documento: { tipo, ...documento } }).catch(
            (error: unknown) =>
              falhas.push(isApiError(error) ? error.detail : DOCUMENTO_MESSAGES[tipo].erroAdicionar),
          );
        }
        enqueueSnackbar(CONTATO_MESSAGES.criado, { variant: 'success' });
        for (const falha of falhas) enqueueSnackbar(falha, { variant: 'error' });
        onCreated(contato.id);
        onClose();
      } catch (error) {
        const marcados = showServerErrors(error, form.setError, { fields: CAMPOS });
        const comErro = stepOfFields(marcados, CAMPOS_DO_PASSO);
        if (comErro >= 0) setPasso(comErro);
      } finally {
        setEnviando(false);
      }
    },
    () => {
      const errosNoInfo = CAMPOS_PASSO_INFO.some((campo) => form.formState.errors[campo]);
      setPasso(errosNoInfo ? 0 : passo);
    },
  );

  const ultimo = passo === PASSOS.length - 1;
  return (
    <FormDialog
      open
      title="Novo Contato"
      largura="md"
      saving={enviando}
      dirty={alterado}
      perguntaDescartar={CONTATO_MESSAGES.fecharDialogo}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void (ultimo ? finalizar() : avancar());
      }}
      submitLabel="Finalizar"
      passos={{ atual: passo, total: PASSOS.length, onVoltar: () => setPasso(passo - 1) }}
    >
      <Stepper
        activeStep={passo}
        alternativeLabel
        sx={{
          mb: 3,
          // at phone width the four steps stack, each label beside its number
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: { xs: 1, sm: 0 },
          '& .MuiStepConnector-root': { display: { xs: 'none', sm: 'block' } },
          '& .MuiStepLabel-root': { flexDirection: { xs: 'row', sm: 'column' } },
          '& .MuiStepLabel-label.MuiStepLabel-alternativeLabel': {
            mt: { xs: 0, sm: 2 },
            ml: { xs: 1, sm: 0 },
            textAlign: { xs: 'left', sm: 'center' },
          },
        }}
      >
        {PASSOS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {CONTATO_MESSAGES.camposObrigatorios}
      </Typography>
      <FormProvider {...form}>
        {passo === 0 ? <InfoFields variante="passo" /> : null}
        {passo === 1 ? <EnderecoFields paisFixo={PAIS_PADRAO} /> : null}
        {passo === 2 ? <ExtrasFields /> : null}
      </FormProvider>
      {passo === 3 ? (
        <DocumentosRascunho
          tipos={TIPOS_DOCUMENTO.values as readonly TipoDocumento[]}
          value={documentos}
          onChange={setDocumentos}
          mostrarErros={errosDocumentos}
        />
      ) : null}
    </FormDialog>
  );
}
