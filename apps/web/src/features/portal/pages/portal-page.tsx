import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import type { VendaPortalResumo } from '@skyler/domain/portal';
import { PORTAL_MESSAGES, VINCULO_PORTAL } from '@skyler/domain/portal-regras';
import { VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { Link } from 'react-router';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useVendasPortal } from '../api/get-vendas-portal.ts';

function CartaoDaViagem({ venda }: { venda: VendaPortalResumo }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={pathTo('portal-venda', { id: venda.id })}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Viagem {formatId(venda.id)}
            </Typography>
            <StatusChip label={VENDA_STATUS.label(venda.status)} color={VENDA_STATUS.cor(venda.status)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {VINCULO_PORTAL.label(venda.vinculo)} · desde {formatDate(venda.created_at)}
          </Typography>
          {venda.consultor ? (
            <Typography variant="body2" color="text.secondary">
              Consultor: {venda.consultor}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The client's landing: their trips, as cards that fit a phone. */
export function PortalPage() {
  const vendas = useVendasPortal();
  if (vendas.isPending) return <LinearProgress aria-label="Carregando..." />;
  if (vendas.isError) return <Alert severity="error">{vendas.error.message}</Alert>;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Minhas viagens
      </Typography>
      {vendas.data.vendas.length === 0 ? (
        <Typography>{PORTAL_MESSAGES.nenhumaVenda}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Minhas viagens">
          {vendas.data.vendas.map((venda) => (
            <CartaoDaViagem key={venda.id} venda={venda} />
          ))}
        </Stack>
      )}
    </>
  );
}
