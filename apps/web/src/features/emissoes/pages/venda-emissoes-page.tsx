import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EMISSAO_MESSAGES, EMISSAO_STATUS, type EmissaoView } from '@skyler/domain/emissoes';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { VendaLayout } from '../../../components/venda-layout.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { useEmissoesDaVenda } from '../api/get-emissoes-venda.ts';
import { EmissaoDetalhesDialog } from '../components/emissao-detalhes-dialog.tsx';
import { EmissaoStatusChip } from '../components/emissao-status-chip.tsx';
import { codigoEmissao, nomeOuTraco } from '../lib/emissao-texto.ts';

export const VENDA_EMISSOES_TEXTOS = {
  titulo: 'Emissões',
  status: 'Status',
  limpar: 'Limpar status',
  lista: 'Emissões da venda',
  editar: (id: number) => `Editar emissão ${codigoEmissao(id)}`,
  detalhes: (id: number) => `Detalhes da emissão ${codigoEmissao(id)}`,
} as const;

type StatusOpcao = ReturnType<typeof EMISSAO_STATUS.options>[number];

function ItemEmissao({ emissao: e, onDetalhes }: { emissao: EmissaoView; onDetalhes: () => void }) {
  return (
    <ListItem divider disableGutters aria-label={codigoEmissao(e.id)} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{codigoEmissao(e.id)}</Typography>
          <EmissaoStatusChip status={e.status} />
          <Typography variant="body2" color="text.secondary">
            {e.descricao}
          </Typography>
        </Stack>
        <Typography variant="body2">
          Emissor: {nomeOuTraco(e.emitido_por)} · Cotação: {formatId(e.servico.cotacao)} · Orçamento:{' '}
          {formatId(e.servico.orcamento)}
        </Typography>
        {e.status === 'cancelada' ? (
          <Typography variant="body2" color="error">
            Cancelada em {formatDateTime(e.cancelada_em)}: {e.motivo_cancelamento ?? '-'}
          </Typography>
        ) : null}
      </Stack>
      <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
        <AcaoLinha label={VENDA_EMISSOES_TEXTOS.detalhes(e.id)} onClick={onDetalhes}>
          <Visibility fontSize="small" />
        </AcaoLinha>
        <Tooltip title={VENDA_EMISSOES_TEXTOS.editar(e.id)}>
          <IconButton
            size="small"
            color="primary"
            component={RouterLink}
            to={pathTo('emissao', { id: e.id })}
            aria-label={VENDA_EMISSOES_TEXTOS.editar(e.id)}
          >
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </ListItem>
  );
}

/** The sale's Emissões tab (part 2 §2): its issuances, filtered by a clearable status, each with its details. */
export function VendaEmissoesPage() {
  const id = Number(useParams().id);
  const emissoes = useEmissoesDaVenda(id);
  useErrorToast(emissoes.error, EMISSAO_MESSAGES.erroBuscar, { withDetail: false });
  const [status, setStatus] = useState<StatusOpcao | null>(null);
  const [detalhes, setDetalhes] = useState<EmissaoView | null>(null);
  const lista = (emissoes.data ?? []).filter((e) => !status || e.status === status.value);
  return (
    <VendaLayout current="venda-emissoes">
      <Card variant="outlined">
        <CardHeader
          title={VENDA_EMISSOES_TEXTOS.titulo}
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          action={
            <Autocomplete
              size="small"
              sx={{ width: 220 }}
              options={EMISSAO_STATUS.options()}
              value={status}
              onChange={(_event, next) => setStatus(next)}
              isOptionEqualToValue={(a, b) => a.value === b.value}
              clearText={VENDA_EMISSOES_TEXTOS.limpar}
              noOptionsText="Nenhum status"
              renderInput={(params) => <TextField {...params} label={VENDA_EMISSOES_TEXTOS.status} />}
            />
          }
        />
        <CardContent>
          {lista.length === 0 ? (
            <Typography color="text.secondary">
              {emissoes.isLoading ? 'Carregando...' : EMISSAO_MESSAGES.vendaVazia}
            </Typography>
          ) : (
            <List disablePadding aria-label={VENDA_EMISSOES_TEXTOS.lista}>
              {lista.map((e) => (
                <ItemEmissao key={e.id} emissao={e} onDetalhes={() => setDetalhes(e)} />
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      <EmissaoDetalhesDialog emissao={detalhes} onClose={() => setDetalhes(null)} />
    </VendaLayout>
  );
}
