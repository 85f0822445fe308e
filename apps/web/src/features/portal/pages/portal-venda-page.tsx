import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatId } from '@skyler/domain/formatters-basicos';
import type { VendaPortal } from '@skyler/domain/portal';
import { PORTAL_MESSAGES, VINCULO_PORTAL } from '@skyler/domain/portal-regras';
import { VENDA_STATUS } from '@skyler/domain/vendas-regras';
import { lazy, Suspense, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Secao } from '../../../components/secao.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useQuandoPerto } from '../../../hooks/use-quando-perto.ts';
import { PageNotFoundError, parseRouteId, throwIfNotFound } from '../../../lib/page-errors.ts';
import { useVendaPortal } from '../api/get-vendas-portal.ts';

const ConversaDaViagem = lazy(() => import('../components/conversa-da-viagem.tsx'));

import { CotacoesDaViagem } from '../components/cotacoes-da-viagem.tsx';
import { DocumentosCompartilhados, PendenciasDosPassageiros } from '../components/documentos-da-viagem.tsx';
import { PagamentosDaViagem } from '../components/pagamentos-da-viagem.tsx';

/** The trip's sections, top to bottom as a phone shows them. */
function ConteudoDaViagem({ venda }: { venda: VendaPortal }) {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Viagem {formatId(venda.id)}
        </Typography>
        <StatusChip label={VENDA_STATUS.label(venda.status)} color={VENDA_STATUS.cor(venda.status)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {VINCULO_PORTAL.label(venda.vinculo)}
        {venda.consultor ? ` · Consultor: ${venda.consultor}` : ''}
      </Typography>
      <Secao titulo="Proposta">
        {venda.cotacoes.length > 0 ? (
          <Button
            component="a"
            href={`/api/portal/vendas/${venda.id}/proposta/`}
            target="_blank"
            rel="noopener"
            variant="outlined"
            size="small"
            sx={{ mb: 2 }}
          >
            {PORTAL_MESSAGES.baixarProposta}
          </Button>
        ) : null}
        <CotacoesDaViagem venda={venda.id} cotacoes={venda.cotacoes} />
      </Secao>
      <Secao titulo="Pagamentos">
        <PagamentosDaViagem venda={venda.id} pagamentos={venda.pagamentos} />
      </Secao>
      <Secao titulo="Documentos dos passageiros">
        <PendenciasDosPassageiros venda={venda} />
      </Secao>
      <Secao titulo="Vouchers e bilhetes">
        <DocumentosCompartilhados venda={venda} />
      </Secao>
      {/* The sale's conversation with the agency goes in this section (one component, from its own feature). */}
      <Secao titulo="Conversa com a agência">
        <ConversaQuandoPerto venda={venda.id} />
      </Secao>
    </>
  );
}

/** The conversation's code and messages load once the section nears the screen (or the page is idle). */
function ConversaQuandoPerto({ venda }: { venda: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const perto = useQuandoPerto(ref);
  const carregando = <LinearProgress aria-label="Carregando a conversa" />;
  return (
    <Box id="conversa" data-slot="conversa" ref={ref}>
      {perto ? (
        <Suspense fallback={carregando}>
          <ConversaDaViagem venda={venda} />
        </Suspense>
      ) : (
        carregando
      )}
    </Box>
  );
}

/** A client's trip (route portal-venda): what they bought, pay and send, on a phone first. */
export function PortalVendaPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) throw new PageNotFoundError(PORTAL_MESSAGES.vendaNaoEncontrada);
  return <PortalVendaDoId id={id} />;
}

function PortalVendaDoId({ id }: { id: number }) {
  const venda = useVendaPortal(id);
  throwIfNotFound(venda.error, PORTAL_MESSAGES.vendaNaoEncontrada);
  return (
    <>
      <Button component={Link} to={pathTo('portal')} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        Minhas viagens
      </Button>
      {venda.isPending ? <LinearProgress aria-label="Carregando..." /> : null}
      {venda.isError ? <Alert severity="error">{venda.error.message}</Alert> : null}
      {venda.data ? <ConteudoDaViagem venda={venda.data} /> : null}
    </>
  );
}
