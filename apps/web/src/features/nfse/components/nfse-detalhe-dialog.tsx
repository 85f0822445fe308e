import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@skyler/domain/formatters';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import type { NfseView } from '@skyler/domain/nfse';
import type { ReactNode } from 'react';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { NfseStatusChip, tipoDaNfse } from './nfse-status-chip.tsx';

export const NFSE_DETALHE = {
  titulo: (servico: number) => `NFS-e do serviço ${formatId(servico)}`,
  tipo: 'Ajuste de reembolso após o prazo',
  numero: 'Número',
  codigo: 'Código de verificação',
  valor: 'Valor (receita própria)',
  tomador: 'Tomador',
  descricao: 'Descrição',
  mensagem: 'Mensagem do provedor',
  pdf: 'PDF da nota',
  xml: 'XML da nota',
  autorizada: 'Autorizada em',
  cancelavelAte: 'Cancelável até',
  cancelada: 'Cancelada em',
  motivo: 'Motivo do cancelamento',
  proxima: 'Próxima tentativa',
  cancelar: 'Cancelar NFS-e',
  reenviar: 'Corrigir e reenviar',
  fechar: 'Fechar',
} as const;

const T = NFSE_DETALHE;

function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="p">
        {rotulo}
      </Typography>
      <Typography component="div">{children}</Typography>
    </div>
  );
}

/** Whether finance may ask to cancel it now (authorised, within the window, no cancellation under way). */
export function podeCancelar(nfse: NfseView, agora = new Date()): boolean {
  return (
    nfse.status === 'autorizada' &&
    nfse.operacao === null &&
    nfse.cancelavel_ate !== null &&
    new Date(nfse.cancelavel_ate) >= agora
  );
}

export function podeReenviar(nfse: NfseView): boolean {
  return (
    nfse.status === 'rejeitada' ||
    (nfse.status === 'pendente' && nfse.operacao !== null && nfse.proxima_tentativa === null)
  );
}

/** One invoice: its numbers, links, the provider's message, and the cancel and re-send actions. */
export function NfseDetalheDialog({
  nfse: aberta,
  onClose,
  onCancelar,
  onReenviar,
}: {
  nfse: NfseView | null;
  onClose: () => void;
  onCancelar: (nfse: NfseView) => void;
  onReenviar: (nfse: NfseView) => void;
}) {
  const nfse = useUltimo(aberta);
  return (
    <Dialog
      open={aberta !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="nfse-detalhe-titulo"
    >
      {nfse ? (
        <>
          <DialogTitle id="nfse-detalhe-titulo">{T.titulo(nfse.servico)}</DialogTitle>
          <DialogContent>
            <Stack spacing={1.5}>
              <NfseStatusChip status={nfse.status} />
              {nfse.ajusta ? <Campo rotulo={T.tipo}>{tipoDaNfse(nfse)}</Campo> : null}
              <Stack direction="row" spacing={4}>
                <Campo rotulo={T.numero}>{nfse.numero ?? '—'}</Campo>
                <Campo rotulo={T.codigo}>{nfse.codigo_verificacao ?? '—'}</Campo>
                <Campo rotulo={T.valor}>{formatMoney(nfse.valor)}</Campo>
              </Stack>
              <Campo rotulo={T.tomador}>
                {nfse.tomador.nome} · {nfse.tomador.documento}
              </Campo>
              <Campo rotulo={T.descricao}>{nfse.discriminacao}</Campo>
              {nfse.mensagem ? (
                <Campo rotulo={T.mensagem}>
                  <Typography color={nfse.status === 'rejeitada' ? 'error' : 'text.primary'}>
                    {nfse.mensagem}
                  </Typography>
                </Campo>
              ) : null}
              {nfse.autorizada_em ? (
                <Campo rotulo={T.autorizada}>{formatDateTime(nfse.autorizada_em)}</Campo>
              ) : null}
              {nfse.cancelavel_ate ? (
                <Campo rotulo={T.cancelavelAte}>{formatDateTime(nfse.cancelavel_ate)}</Campo>
              ) : null}
              {nfse.cancelada_em ? (
                <Campo rotulo={T.cancelada}>{formatDateTime(nfse.cancelada_em)}</Campo>
              ) : null}
              {nfse.motivo_cancelamento ? <Campo rotulo={T.motivo}>{nfse.motivo_cancelamento}</Campo> : null}
              {nfse.proxima_tentativa && nfse.status === 'pendente' ? (
                <Campo rotulo={T.proxima}>{formatDateTime(nfse.proxima_tentativa)}</Campo>
              ) : null}
              <Stack direction="row" spacing={3}>
                {nfse.url_pdf ? (
                  <Link href={nfse.url_pdf} target="_blank" rel="noopener noreferrer">
                    {T.pdf}
                  </Link>
                ) : null}
                {nfse.url_xml ? (
                  <Link href={nfse.url_xml} target="_blank" rel="noopener noreferrer">
                    {T.xml}
                  </Link>
                ) : null}
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions>
            {podeReenviar(nfse) ? <Button onClick={() => onReenviar(nfse)}>{T.reenviar}</Button> : null}
            {podeCancelar(nfse) ? (
              <Button color="error" onClick={() => onCancelar(nfse)}>
                {T.cancelar}
              </Button>
            ) : null}
            <Button onClick={onClose}>{T.fechar}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
