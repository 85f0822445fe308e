import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { formatId } from '@skyler/domain/formatters-basicos';
import { PAGAMENTO_UI_MESSAGES, type PagamentoView } from '@skyler/domain/pagamentos';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { getComprovante } from '../api/get-comprovante.ts';

export const COMPROVANTE_TEXTS = {
  titulo: (id: number) => `Comprovante do pagamento ${formatId(id)}`,
  novaAba: 'Abrir em nova aba',
  fechar: 'Fechar',
  carregando: 'Carregando comprovante...',
  arquivo: 'Comprovante',
} as const;

/** Where the browser reads the receipt. */
export const enderecoComprovante = (pagamento: PagamentoView) =>
  pagamento.documento_comprovante ?? `/api/pagamentos/${pagamento.id}/documento/`;

/** 404: the payment has no receipt; anything else: the receipt could not be read. */
export function mensagemComprovante(error: unknown): string {
  return isApiError(error) && error.status === 404
    ? PAGAMENTO_UI_MESSAGES.comprovanteNaoEncontrado
    : PAGAMENTO_UI_MESSAGES.erroComprovante;
}

/** The payment's receipt: an image shown in the dialog, a PDF opened in a new tab by the browser's viewer. */
export function ComprovanteDialog({ pagamento, onClose }: { pagamento: PagamentoView; onClose: () => void }) {
  const titleId = useId();
  const arquivo = useQuery({
    queryKey: ['pagamentos', 'comprovante', pagamento.id],
    queryFn: ({ signal }) => getComprovante({ id: pagamento.id, signal }),
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth={isImagem ? 'md' : 'sm'} fullWidth>
      <DialogTitle id={titleId}>{COMPROVANTE_TEXTS.titulo(pagamento.id)}</DialogTitle>
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
            alt={COMPROVANTE_TEXTS.titulo(pagamento.id)}
            sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
          />
        ) : arquivo.data ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <PictureAsPdf color="error" />
            <span>{pagamento.documento_nome ?? COMPROVANTE_TEXTS.arquivo}</span>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {arquivo.data ? (
          // the server's own address: a PDF opens in the browser's viewer, which the page's policy keeps out of frames
          <Link
            href={enderecoComprovante(pagamento)}
            target="_blank"
            rel="noopener"
            sx={{ mr: 'auto', ml: 1 }}
          >
            {COMPROVANTE_TEXTS.novaAba}
          </Link>
        ) : null}
        <Button onClick={onClose}>{COMPROVANTE_TEXTS.fechar}</Button>
      </DialogActions>
    </Dialog>
  );
}
