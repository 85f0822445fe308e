import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DOCUMENTOS_MESSAGES,
  JUSTIFICATIVA_DOCUMENTOS_MAX,
  JUSTIFICATIVA_DOCUMENTOS_MIN,
} from '@skyler/domain/documentos-viagem';
import { EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { AvisosDocumentos, useAvisosDaEmissao } from '../../passageiros/index.ts';

export const CONCLUIR_EMISSAO = {
  titulo: 'Concluir emissão',
  comAvisos: 'Os documentos dos passageiros têm avisos para esta viagem:',
  justificativa: 'Justificativa para concluir com avisos',
  carregando: 'Conferindo os documentos dos passageiros...',
} as const;

/**
 * The conclusion's question (part 2 §5). When a passenger's documents have warnings for the trip (decision
 * 0076) they are shown and Sim waits for the issuer's reason, which the server requires too.
 */
export function ConcluirEmissaoDialog({
  emissao,
  open,
  loading,
  onCancel,
  onConfirm,
}: {
  emissao: number;
  open: boolean;
  loading: boolean;
  onCancel: () => void;
  onConfirm: (justificativa: string | null) => void;
}) {
  const [justificativa, setJustificativa] = useState('');
  const avisos = useAvisosDaEmissao(emissao, { enabled: open });
  const comAvisos = (avisos.data ?? []).some((p) => p.avisos.length > 0);
  const tamanho = justificativa.trim().length;
  const longa = tamanho > JUSTIFICATIVA_DOCUMENTOS_MAX;
  const curta = tamanho < JUSTIFICATIVA_DOCUMENTOS_MIN;
  return (
    <ConfirmDialog
      open={open}
      title={CONCLUIR_EMISSAO.titulo}
      message={EMISSAO_MESSAGES.confirmarConclusao}
      confirmColor="success"
      confirmDisabled={avisos.isLoading || (comAvisos && (curta || longa))}
      loading={loading}
      onCancel={() => {
        setJustificativa('');
        onCancel();
      }}
      onConfirm={() => onConfirm(comAvisos ? justificativa.trim() : null)}
    >
      {avisos.isLoading ? (
        <Typography variant="body2" color="text.secondary">
          {CONCLUIR_EMISSAO.carregando}
        </Typography>
      ) : null}
      {comAvisos ? (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <Typography variant="body2">{CONCLUIR_EMISSAO.comAvisos}</Typography>
          <AvisosDocumentos avisos={avisos.data ?? []} />
          <TextField
            required
            fullWidth
            multiline
            minRows={2}
            label={CONCLUIR_EMISSAO.justificativa}
            value={justificativa}
            onChange={(event) => setJustificativa(event.target.value)}
            error={longa || (tamanho > 0 && curta)}
            helperText={
              longa
                ? DOCUMENTOS_MESSAGES.justificativaLonga
                : tamanho > 0 && curta
                  ? DOCUMENTOS_MESSAGES.justificativaCurta
                  : `${tamanho}/${JUSTIFICATIVA_DOCUMENTOS_MAX}`
            }
          />
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
}
