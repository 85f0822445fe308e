import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@skyler/domain/formatters';
import { NFSE_MESSAGES, podeCuidarNfse } from '@skyler/domain/nfse';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import { useNfseDoServico, useNfseEstado, useSolicitarNfse } from '../api/nfse.ts';
import { NfseStatusChip, tipoDaNfse } from './nfse-status-chip.tsx';

export const NFSE_SERVICO_TEXTS = {
  titulo: 'NFS-e',
  emitir: 'Emitir NFS-e',
  nenhuma: 'Sem NFS-e.',
  numero: (numero: string) => `nº ${numero}`,
  pdf: 'PDF da NFS-e',
  credito: (valor: string, numero: string | null) => `Nota de crédito de ${valor} da nº ${numero ?? '—'}`,
  erro: 'Não foi possível pedir a NFS-e.',
} as const;

const T = NFSE_SERVICO_TEXTS;

/**
 * The service's NFS-e as finance sees it on the service: its status (read again while pending), number and
 * PDF, or the "Emitir NFS-e" action when it has no live one. Nothing for whoever does not keep invoices.
 */
export function NfseDoServico({ servico, cancelado }: { servico: number; cancelado: boolean }) {
  const user = useCurrentUser();
  const pode = Boolean(user && podeCuidarNfse(user));
  if (!pode) return null;
  return <NfseDoServicoConteudo servico={servico} cancelado={cancelado} />;
}

function NfseDoServicoConteudo({ servico, cancelado }: { servico: number; cancelado: boolean }) {
  const estado = useNfseEstado();
  const lista = useNfseDoServico(servico);
  const solicitar = useSolicitarNfse();
  const { enqueueSnackbar } = useSnackbar();
  useErrorToast(solicitar.error, T.erro);
  const notas = lista.data?.nfse ?? [];
  // the newest live invoice (a substitute before the one it replaces); credit notes are listed apart
  const viva = notas.find((n) => n.status !== 'cancelada' && n.tipo !== 'nota_de_credito') ?? null;
  const creditos = notas.filter((n) => n.tipo === 'nota_de_credito' && n.status !== 'cancelada');
  const ligada = estado.data?.ligada === true;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      aria-label={T.titulo}
    >
      <Typography variant="subtitle2" component="span">
        {T.titulo}
      </Typography>
      {viva ? (
        <>
          <NfseStatusChip status={viva.status} />
          {viva.ajusta ? <Typography component="span">{tipoDaNfse(viva)}</Typography> : null}
          {viva.numero ? <Typography component="span">{T.numero(viva.numero)}</Typography> : null}
          {viva.url_pdf ? (
            <Link href={viva.url_pdf} target="_blank" rel="noopener noreferrer">
              {T.pdf}
            </Link>
          ) : null}
          {viva.status === 'rejeitada' && viva.mensagem ? (
            <Typography component="span" color="error" variant="body2">
              {viva.mensagem}
            </Typography>
          ) : null}
        </>
      ) : (
        <Typography component="span" variant="body2">
          {ligada ? T.nenhuma : NFSE_MESSAGES.desligada}
        </Typography>
      )}
      {creditos.map((n) => (
        <Typography key={n.id} component="span" variant="body2">
          {T.credito(formatMoney(n.valor), n.ajusta?.numero ?? null)}
        </Typography>
      ))}
      {!viva && ligada && !cancelado && lista.isSuccess ? (
        <Button
          size="small"
          variant="outlined"
          disabled={solicitar.isPending}
          onClick={() =>
            solicitar.mutate(servico, {
              onSuccess: () => enqueueSnackbar(NFSE_MESSAGES.pedida, { variant: 'success' }),
            })
          }
        >
          {T.emitir}
        </Button>
      ) : null}
    </Stack>
  );
}
