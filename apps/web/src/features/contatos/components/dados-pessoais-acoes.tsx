import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { type Contato, CONTATO_MESSAGES as M, nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { TypeToConfirmDialog } from '../../../components/dialogs/type-to-confirm-dialog.tsx';
import { baixarArquivo } from '../../../lib/baixar-arquivo.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAnonimizarContato, useExportarDadosPessoais } from '../api/dados-pessoais.ts';

/**
 * On a contact's page, for administrators (LGPD, decision 0048): export everything held about the contact as
 * a ZIP, and erase its personal data after the name and surname are typed.
 */
export function DadosPessoaisAcoes({ contato }: { contato: Contato }) {
  const { enqueueSnackbar } = useSnackbar();
  const exportar = useExportarDadosPessoais();
  const anonimizar = useAnonimizarContato();
  const [dialogo, setDialogo] = useState<'exportar' | 'anonimizar' | null>(null);
  const fechar = () => setDialogo(null);
  const nome = nomeCompleto(contato);

  const baixar = () =>
    exportar.mutate(contato.id, {
      onSuccess: (zip) => {
        baixarArquivo(zip, `dados-pessoais-contato-${formatId(contato.id)}.zip`);
        enqueueSnackbar(M.dadosExportados, { variant: 'success' });
        fechar();
      },
      onError: (error) => {
        enqueueSnackbar(errorMessage(error, M.erroExportar), { variant: 'error' });
        fechar();
      },
    });

  const apagar = () =>
    anonimizar.mutate(
      { id: contato.id, confirmacao: nome },
      {
        onSuccess: () => {
          enqueueSnackbar(M.anonimizado, { variant: 'success' });
          fechar();
        },
        onError: (error) => {
          enqueueSnackbar(errorMessage(error, M.erroAnonimizar), { variant: 'error' });
          fechar();
        },
      },
    );

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setDialogo('exportar')}>
        {M.exportarDados}
      </Button>
      {contato.anonimizado_em ? (
        <Chip label={`Anonimizado em ${formatDateTime(contato.anonimizado_em)}`} size="small" />
      ) : (
        <Button variant="outlined" color="error" onClick={() => setDialogo('anonimizar')}>
          {M.anonimizar}
        </Button>
      )}
      <ConfirmDialog
        open={dialogo === 'exportar'}
        title={M.exportarDados}
        message={M.exportarDadosConfirmacao}
        cancelLabel="Voltar"
        confirmLabel="Baixar ZIP"
        loading={exportar.isPending}
        onCancel={fechar}
        onConfirm={baixar}
      />
      <TypeToConfirmDialog
        open={dialogo === 'anonimizar'}
        title={M.anonimizar}
        message={M.anonimizarConfirmacao}
        expectedText={nome}
        inputLabel={`${M.anonimizarDigite}: ${nome}`}
        confirmLabel="Anonimizar"
        loading={anonimizar.isPending}
        onCancel={fechar}
        onConfirm={apagar}
      />
    </Stack>
  );
}
