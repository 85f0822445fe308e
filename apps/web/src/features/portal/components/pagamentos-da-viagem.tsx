import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@skyler/domain/formatters-basicos';
import { PAGAMENTO_STATUS } from '@skyler/domain/pagamento-status';
import type { CobrancaPix } from '@skyler/domain/pagamentos';
import type { PagamentoPortal } from '@skyler/domain/portal';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { Money } from '../../../components/money.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useGerarPix } from '../api/acoes-portal.ts';

/** The Pix code to copy and its QR, drawn from the server's SVG. */
function PixDoPagamento({ pix }: { pix: CobrancaPix | { copia_e_cola: string; qr_code_svg?: string } }) {
  const { enqueueSnackbar } = useSnackbar();
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(pix.copia_e_cola);
      enqueueSnackbar('Código Pix copiado.', { variant: 'success' });
    } catch {
      enqueueSnackbar('Não foi possível copiar: selecione o código e copie.', { variant: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      {pix.qr_code_svg ? (
        <Box
          component="img"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(pix.qr_code_svg)}`}
          alt="QR code do Pix"
          sx={{ width: 200, height: 200, display: 'block', mx: 'auto' }}
        />
      ) : null}
      <TextField
        label="Pix copia e cola"
        value={pix.copia_e_cola}
        fullWidth
        multiline
        size="small"
        slotProps={{ htmlInput: { readOnly: true } }}
        sx={{ mt: 1 }}
      />
      <Button onClick={() => void copiar()} sx={{ mt: 0.5 }}>
        Copiar código Pix
      </Button>
    </Box>
  );
}

function PagamentoCard({ venda, pagamento }: { venda: number; pagamento: PagamentoPortal }) {
  const { enqueueSnackbar } = useSnackbar();
  const gerar = useGerarPix(venda);
  const [cobranca, setCobranca] = useState<CobrancaPix | null>(null);
  const aberto = pagamento.status !== 'concluido';
  const pagarComPix = () =>
    gerar.mutate(pagamento.id, {
      onSuccess: setCobranca,
      onError: (error) =>
        enqueueSnackbar(isApiError(error) ? error.detail : error.message, { variant: 'error' }),
    });
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            <Money value={pagamento.valor} />
          </Typography>
          <StatusChip
            label={PAGAMENTO_STATUS.label(pagamento.status)}
            color={PAGAMENTO_STATUS.cor(pagamento.status)}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {pagamento.meio}
          {pagamento.vencimento ? ` · vence em ${formatDate(pagamento.vencimento)}` : ''}
          {pagamento.pago_em ? ` · pago em ${formatDate(pagamento.pago_em)}` : ''}
        </Typography>
        {aberto ? (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {cobranca ? (
              <PixDoPagamento pix={cobranca} />
            ) : pagamento.pix ? (
              <>
                <PixDoPagamento pix={pagamento.pix} />
                <Button onClick={pagarComPix} disabled={gerar.isPending}>
                  Mostrar QR code do Pix
                </Button>
              </>
            ) : (
              <Button variant="contained" onClick={pagarComPix} disabled={gerar.isPending}>
                Pagar com Pix
              </Button>
            )}
            {pagamento.boleto ? (
              <Typography variant="body2">
                Boleto: {pagamento.boleto.linha_digitavel}
                {pagamento.boleto.url ? (
                  <>
                    {' · '}
                    <Link href={pagamento.boleto.url} target="_blank" rel="noopener">
                      Abrir boleto
                    </Link>
                  </>
                ) : null}
              </Typography>
            ) : null}
            {pagamento.link_cartao ? (
              <Button href={pagamento.link_cartao} target="_blank" rel="noopener" variant="outlined">
                Pagar com cartão
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** What is due and what was paid, each due payment with its ways to pay. */
export function PagamentosDaViagem({
  venda,
  pagamentos,
}: {
  venda: number;
  pagamentos: readonly PagamentoPortal[];
}) {
  if (pagamentos.length === 0) return <Typography>Nenhum pagamento ainda.</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Pagamentos">
      {pagamentos.map((p) => (
        <PagamentoCard key={p.id} venda={venda} pagamento={p} />
      ))}
    </Stack>
  );
}
