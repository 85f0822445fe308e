import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  ORDEM_PAGAMENTO_MESSAGES,
  ORDENS_PAGE_LINKS,
  type OrdemPagamentoStatus,
} from '@skyler/domain/ordens-pagamento';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { LOAD_ERROR_TEXT } from '../../../components/data-table/data-table.tsx';
import { siblingCountFor } from '../../../components/data-table/page-links.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';

export const ORDENS_TEXTOS = {
  titulo: 'Contas a Pagar',
  abas: 'Ordens de pagamento',
  abertos: 'Abertos',
  pagos: 'Pagos',
} as const;

const ABAS = [
  { status: 'aberto', label: ORDENS_TEXTOS.abertos, rota: 'ordem-pagamento-abertos' },
  { status: 'pago', label: ORDENS_TEXTOS.pagos, rota: 'ordem-pagamento-pagos' },
] as const;

/**
 * Contas a Pagar (part 2 §2): the tabs Abertos and Pagos, the filters, then one card per issuance of the
 * page with the groups' paginator below; 'Aguarde um momento...' while a page loads.
 */
export function OrdensLayout({
  status,
  filtros,
  carregando,
  erro,
  vazio,
  pagina,
  paginas,
  onPagina,
  dialogos,
  children,
}: {
  status: OrdemPagamentoStatus;
  filtros: ReactNode;
  carregando: boolean;
  erro: unknown;
  vazio: boolean;
  pagina: number;
  paginas: number;
  onPagina: (pagina: number) => void;
  /** the dialogs of the page, kept whether or not the page has rows */
  dialogos?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={ORDENS_TEXTOS.titulo} breadcrumbs={[{ label: ORDENS_TEXTOS.titulo }]} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={status} aria-label={ORDENS_TEXTOS.abas}>
          {ABAS.map((aba) => (
            <Tab
              key={aba.status}
              value={aba.status}
              label={aba.label}
              component={Link}
              to={pathTo(aba.rota)}
            />
          ))}
        </Tabs>
      </Box>
      {filtros}
      <Box sx={{ height: 4, mb: 1 }}>{carregando ? <LinearProgress aria-hidden /> : null}</Box>
      {erro && !carregando ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(erro, LOAD_ERROR_TEXT)}
        </Alert>
      ) : null}
      {vazio ? (
        <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {carregando ? ORDEM_PAGAMENTO_MESSAGES.aguarde : erro ? null : ORDEM_PAGAMENTO_MESSAGES.vazio}
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ opacity: carregando ? 0.6 : 1 }} aria-busy={carregando}>
          {children}
        </Stack>
      )}
      {paginas > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <Pagination
            count={paginas}
            page={Math.min(pagina, paginas)}
            onChange={(_event, next) => onPagina(next)}
            siblingCount={siblingCountFor(ORDENS_PAGE_LINKS)}
            boundaryCount={1}
            color="primary"
            shape="rounded"
            aria-label={ORDENS_TEXTOS.titulo}
          />
        </Box>
      ) : null}
      {dialogos}
    </>
  );
}
