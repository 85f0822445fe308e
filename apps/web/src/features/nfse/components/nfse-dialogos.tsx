import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  NFSE_MESSAGES as M,
  type NfseCancelarRequest,
  type NfseReenviarRequest,
  type NfseView,
  ZNfseCancelarRequest,
  ZNfseReenviarRequest,
} from '@skyler/domain/nfse';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useCancelarNfse, useReenviarNfse } from '../api/nfse.ts';

export const NFSE_DIALOGOS = {
  cancelarTitulo: (numero: string | null) => `Cancelar a NFS-e ${numero ?? ''}`.trim(),
  cancelarTexto: 'O cancelamento é pedido ao provedor com o motivo abaixo.',
  motivo: 'Motivo do cancelamento',
  cancelar: 'Pedir cancelamento',
  reenviarTitulo: (servico: number) => `Corrigir e reenviar a NFS-e do serviço ${formatId(servico)}`,
  reenviar: 'Reenviar',
  documento: 'CPF ou CNPJ do tomador',
  nome: 'Nome ou razão social',
  email: 'E-mail',
  logradouro: 'Logradouro',
  numero: 'Número',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  cep: 'CEP',
  discriminacao: 'Descrição do serviço',
  erroCancelar: 'Não foi possível pedir o cancelamento.',
  erroReenviar: 'Não foi possível reenviar a NFS-e.',
} as const;

const T = NFSE_DIALOGOS;

/** Cancels an authorised invoice with a reason (15 to 255 characters), within the settings' window. */
export function CancelarNfseDialog({
  nfse: aberta,
  onClose,
}: {
  nfse: NfseView | null;
  onClose: () => void;
}) {
  const nfse = useUltimo(aberta);
  const { enqueueSnackbar } = useSnackbar();
  const cancelar = useCancelarNfse();
  const form = useForm<NfseCancelarRequest>({
    defaultValues: { motivo: '' },
    resolver: schemaResolver<NfseCancelarRequest, NfseCancelarRequest>(ZNfseCancelarRequest),
  });
  const { reset } = form;
  useEffect(() => {
    if (aberta) reset({ motivo: '' });
  }, [aberta, reset]);
  useErrorToast(cancelar.error, T.erroCancelar);
  const salvar = form.handleSubmit(({ motivo }) => {
    if (!nfse) return;
    cancelar.mutate(
      { id: nfse.id, motivo, versao: nfse.versao },
      {
        onSuccess: () => {
          enqueueSnackbar(M.cancelamentoPedido, { variant: 'success' });
          onClose();
        },
      },
    );
  });
  return (
    <FormProvider {...form}>
      <FormDialog
        open={aberta !== null}
        title={nfse ? T.cancelarTitulo(nfse.numero) : ''}
        saving={cancelar.isPending}
        submitLabel={T.cancelar}
        dirty={form.formState.isDirty}
        onClose={onClose}
        onSubmit={(event) => void salvar(event)}
      >
        <DialogContentText>{T.cancelarTexto}</DialogContentText>
        <FormTextField<NfseCancelarRequest>
          name="motivo"
          label={T.motivo}
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          required
        />
      </FormDialog>
    </FormProvider>
  );
}

type ReenvioForm = NfseReenviarRequest;

function valoresDe(nfse: NfseView | null): ReenvioForm {
  return {
    tomador: {
      documento: nfse?.tomador.documento ?? '',
      nome: nfse?.tomador.nome ?? '',
      email: nfse?.tomador.email ?? '',
      endereco: { ...(nfse?.tomador.endereco ?? {}) },
    },
    discriminacao: nfse?.discriminacao ?? '',
  };
}

/** A rejected invoice (or one the provider left unanswered): its taker and description fixed, sent again. */
export function ReenviarNfseDialog({
  nfse: aberta,
  onClose,
}: {
  nfse: NfseView | null;
  onClose: () => void;
}) {
  const nfse = useUltimo(aberta);
  const { enqueueSnackbar } = useSnackbar();
  const reenviar = useReenviarNfse();
  const form = useForm<ReenvioForm>({
    defaultValues: valoresDe(aberta),
    resolver: schemaResolver<ReenvioForm, ReenvioForm>(ZNfseReenviarRequest),
  });
  const { reset } = form;
  useEffect(() => {
    if (aberta) reset(valoresDe(aberta));
  }, [aberta, reset]);
  useErrorToast(reenviar.error, T.erroReenviar);
  const salvar = form.handleSubmit((dados) => {
    if (!nfse) return;
    reenviar.mutate(
      { ...dados, id: nfse.id, versao: nfse.versao },
      {
        onSuccess: () => {
          enqueueSnackbar(M.reenviada, { variant: 'success' });
          onClose();
        },
      },
    );
  });
  return (
    <FormProvider {...form}>
      <FormDialog
        open={aberta !== null}
        title={nfse ? T.reenviarTitulo(nfse.servico) : ''}
        saving={reenviar.isPending}
        submitLabel={T.reenviar}
        dirty={form.formState.isDirty}
        largura="md"
        onClose={onClose}
        onSubmit={(event) => void salvar(event)}
        aviso={
          nfse?.mensagem ? <DialogContentText color="error">{nfse.mensagem}</DialogContentText> : undefined
        }
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField<ReenvioForm> name="tomador.documento" label={T.documento} required fullWidth />
            <FormTextField<ReenvioForm> name="tomador.nome" label={T.nome} required fullWidth />
          </Stack>
          <FormTextField<ReenvioForm> name="tomador.email" label={T.email} fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField<ReenvioForm> name="tomador.endereco.logradouro" label={T.logradouro} fullWidth />
            <FormTextField<ReenvioForm>
              name="tomador.endereco.numero"
              label={T.numero}
              sx={{ minWidth: 120 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField<ReenvioForm> name="tomador.endereco.bairro" label={T.bairro} fullWidth />
            <FormTextField<ReenvioForm> name="tomador.endereco.cidade" label={T.cidade} fullWidth />
            <FormTextField<ReenvioForm> name="tomador.endereco.uf" label={T.uf} sx={{ minWidth: 90 }} />
            <FormTextField<ReenvioForm> name="tomador.endereco.cep" label={T.cep} sx={{ minWidth: 130 }} />
          </Stack>
          <FormTextField<ReenvioForm>
            name="discriminacao"
            label={T.discriminacao}
            required
            fullWidth
            multiline
            minRows={3}
          />
        </Stack>
      </FormDialog>
    </FormProvider>
  );
}
