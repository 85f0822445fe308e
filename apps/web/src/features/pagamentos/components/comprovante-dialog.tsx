import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { formatId } from '@skyler/domain/formatters';
import { PAGAMENTO_UI_MESSAGES } from '@skyler/domain/pagamentos';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useMemo } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { getComprovante } from '../api/get-comprovante.ts';

export const COMPROVANTE_TEXTS = {
  titulo: (id: number) => `Comprovante do pagamento ${formatId(id)}`,
  novaAba: 'Abrir em nova aba',
  fechar: 'Fechar',
  carregando: 'Carregando comprovante...',
} as const;

/** 404: the payment has no receipt; anything else: the receipt could not be read. */
export function mensagemComprovante(error: unknown): string {
  return isApiError(error) && error.status === 404
    ? PAGAMENTO_UI_MESSAGES.comprovanteNaoEncontrado
    : PAGAMENTO_UI_MESSAGES.erroComprovante;
}

/** The payment's receipt shown in the browser: an image as itself, a PDF in the browser's viewer. */
export function ComprovanteDialog({ pagamento, onClose }: { pagamento: number | null; onClose: () => void }) {
  const titleId = useId();
  const arquivo = useQuery({
    queryKey: ['pagamentos', 'comprovante', pagamento],
    queryFn: ({ signal }) => getComprovante({ id: pagamento ?? 0, signal }),
    enabled: pagamento !== null,
    gcTime: 0,
    staleTime: 0,
  });
  const url = useMemo(() => (arquivo.data ? URL.createObjectURL(arquivo.data) : null), [arquivo.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const isImagem = arquivo.data?.type.startsWith('image/') ?? false;
  const { enqueueSnackbar } = useSnackbar();
  const falhou = arquivo.isError ? mensagemComprovante(arquivo.error) : null;
  useEffect(() => {
    if (falhou) enqueueSnackbar(falhou, { variant: 'error' });
  }, [falhou, enqueueSnackbar]);

  return (
    <Dialog open={pagamento !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{pagamento !== null ? COMPROVANTE_TEXTS.titulo(pagamento) : ''}</DialogTitle>
      <DialogContent dividers>
        {arquivo.isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={COMPROVANTE_TEXTS.carregando} />
          </Box>
        ) : arquivo.isError ? (
          <Alert severity="error">{mensagemComprovante(arquivo.error)}</Alert>
        ) : url && isImagem ? (
          <Box
            component="img"
            src={url}
            alt={pagamento !== null ? COMPROVANTE_TEXTS.titulo(pagamento) : ''}
            sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
          />
        ) : url ? (
          <Box
            component="iframe"
            src={url}
            title={pagamento !== null ? COMPROVANTE_TEXTS.titulo(pagamento) : ''}
            sx={{ width: '100%', height: '70vh', border: 0 }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {url ? (
          <Link href={url} target="_blank" rel="noopener" sx={{ mr: 'auto', ml: 1 }}>
            {COMPROVANTE_TEXTS.novaAba}
          </Link>
        ) : null}
        <Button onClick={onClose}>{COMPROVANTE_TEXTS.fechar}</Button>
      </DialogActions>
    </Dialog>
  );
}
