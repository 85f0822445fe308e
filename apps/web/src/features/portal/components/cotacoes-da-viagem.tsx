import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import type { CotacaoPortal } from '@skyler/domain/portal';
import { ACEITE_MESSAGES, SITUACAO_COTACAO_PORTAL } from '@skyler/domain/portal-regras';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { Money } from '../../../components/money.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAceitarProposta } from '../api/acoes-portal.ts';

const aguarda = (c: CotacaoPortal) => c.situacao === 'aguardando_aceite' || c.situacao === 'alterada';

/** A quote in plain Portuguese: its title, its details, each flight leg, its amount and where it stands. */
function CotacaoCard({ cotacao, escolha }: { cotacao: CotacaoPortal; escolha?: React.ReactNode }) {
  return (
    <Card variant="outlined" component="article" aria-label={cotacao.titulo}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {cotacao.titulo}
          </Typography>
          <StatusChip
            label={SITUACAO_COTACAO_PORTAL.label(cotacao.situacao)}
            color={SITUACAO_COTACAO_PORTAL.cor(cotacao.situacao)}
          />
        </Stack>
        {cotacao.detalhes.map((d) => (
          <Typography key={d.rotulo} variant="body2">
            <strong>{d.rotulo}:</strong> {d.valor}
          </Typography>
        ))}
        {cotacao.bilhetes.map((b) => (
          <Box key={b.ordem} sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {b.rotulo} · {b.passageiros}
            </Typography>
            {b.trechos.flatMap((t) =>
              t.pernas.map((p) => (
                <Typography key={`${t.ordem}-${p.origem}-${p.partida}`} variant="body2">
                  {p.origem_cidade ?? p.origem} → {p.destino_cidade ?? p.destino}
                  {p.partida ? ` · ${formatDateTime(p.partida)}` : ''}
                  {p.cia ? ` · ${p.cia} ${p.voo}` : ''}
                  {p.classe ? ` · ${p.classe}` : ''} · {p.bagagem}
                </Typography>
              )),
            )}
          </Box>
        ))}
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          <Money value={cotacao.valor_final} />{' '}
          <Typography component="span" variant="body2">
            à vista
          </Typography>
        </Typography>
        {escolha}
      </CardContent>
    </Card>
  );
}

/**
 * The trip's quotes, by request: the ones awaiting acceptance offer their alternatives to choose one of, and
 * "Aceitar proposta" accepts the choices; the accepted and confirmed ones are shown as they stand.
 */
export function CotacoesDaViagem({ venda, cotacoes }: { venda: number; cotacoes: readonly CotacaoPortal[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const aceitar = useAceitarProposta(venda);
  const pedidos = [...new Set(cotacoes.map((c) => c.orcamento))];
  const [escolhas, setEscolhas] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      pedidos.flatMap((p) => {
        const abertas = cotacoes.filter((c) => c.orcamento === p && aguarda(c));
        return abertas.length === 1 && abertas[0] ? [[p, abertas[0].id]] : [];
      }),
    ),
  );
  if (cotacoes.length === 0)
    return <Typography>Nenhuma opção ainda: seu consultor está preparando.</Typography>;
  const escolhidas = Object.values(escolhas);
  const confirmar = () =>
    aceitar.mutate(
      { cotacoes: escolhidas },
      {
        onSuccess: (resposta) => enqueueSnackbar(resposta.detail, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(isApiError(error) ? error.detail : error.message, { variant: 'error' }),
      },
    );
  const temPendente = cotacoes.some(aguarda);
  return (
    <Stack spacing={2}>
      {pedidos.map((pedido) => {
        const doPedido = cotacoes.filter((c) => c.orcamento === pedido);
        const abertas = doPedido.filter(aguarda);
        return (
          <Box key={pedido} component="section" aria-label={`Pedido ${formatId(pedido)}`}>
            {abertas.length > 1 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Escolha uma das {abertas.length} opções deste pedido.
              </Typography>
            ) : null}
            <RadioGroup
              value={escolhas[pedido] ? String(escolhas[pedido]) : ''}
              onChange={(_event, valor) => setEscolhas((atual) => ({ ...atual, [pedido]: Number(valor) }))}
            >
              <Stack spacing={1.5}>
                {doPedido.map((cotacao) => (
                  <CotacaoCard
                    key={cotacao.id}
                    cotacao={cotacao}
                    escolha={
                      aguarda(cotacao) ? (
                        <FormControlLabel
                          value={String(cotacao.id)}
                          control={<Radio />}
                          label={`Escolher ${cotacao.titulo}`}
                        />
                      ) : null
                    }
                  />
                ))}
              </Stack>
            </RadioGroup>
          </Box>
        );
      })}
      {temPendente ? (
        <>
          {escolhidas.length === 0 ? <Alert severity="info">{ACEITE_MESSAGES.semCotacao}</Alert> : null}
          <Button
            variant="contained"
            size="large"
            disabled={escolhidas.length === 0 || aceitar.isPending}
            onClick={confirmar}
          >
            Aceitar proposta
          </Button>
        </>
      ) : null}
    </Stack>
  );
}
