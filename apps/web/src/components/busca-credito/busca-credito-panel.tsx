import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BuscaCreditoStatus,
  CAMPOS_BUSCA,
  type DataBusca,
  FLAGS_BUSCA,
  flagDaSecao,
  HORIZONTES_SCORE,
  BUSCA_CREDITO_MESSAGES as M,
} from '@skyler/domain/busca-credito';
import { CORES, type DomainEnum } from '@skyler/domain/enum';
import { formatDate, formatDateTime, formatMoney } from '@skyler/domain/formatters';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { StatusChip } from '../status-chip.tsx';

type BuscaCreditoPanelProps = {
  dataBusca: DataBusca | null;
  /** the sections of a person's or a company's search, in display order */
  secoes: DomainEnum<string>;
  status: BuscaCreditoStatus | undefined;
  buscando: boolean;
  onBuscar: () => void;
  /** shown after who searched and when, e.g. the link to the stored search */
  extra?: ReactNode;
};

/** A failed search (part 2 §8): 'Erro ao fazer a busca', then the server's reason when it gave one. */
export function falhaDaBusca(error: unknown): string {
  return isApiError(error) && error.detail ? `${M.erroBusca}: ${error.detail}` : M.erroBusca;
}

function FlagChip({ flag }: { flag: string }) {
  return (
    <StatusChip
      label={FLAGS_BUSCA.label(FLAGS_BUSCA.is(flag) ? flag : 'gray')}
      color={FLAGS_BUSCA.cor(flag)}
    />
  );
}

function valorCampo(campo: string, valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '-';
  if (campo.startsWith('data_')) return formatDate(String(valor));
  if (campo.startsWith('valor')) return formatMoney(String(valor));
  return String(valor);
}

function itemEmTexto(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  return Object.values(item as Record<string, unknown>)
    .filter((valor) => valor !== null && valor !== undefined && valor !== '')
    .join(' · ');
}

function ConteudoSecao({ nome, secao }: { nome: string; secao: Record<string, unknown> }) {
  if (nome === 'credit_score') {
    return (
      <Stack direction="row" spacing={2}>
        {HORIZONTES_SCORE.options().map(({ value, label }) => (
          <Box key={value} sx={{ textAlign: 'center' }}>
            <Typography variant="h6" component="p">
              {valorCampo(value, secao[value])}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  }
  const campos = Object.keys(CAMPOS_BUSCA).filter((campo) => campo in secao);
  const itens = Array.isArray(secao.itens) ? secao.itens : [];
  return (
    <Stack spacing={0.5}>
      {campos.map((campo) => (
        <Typography key={campo} variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {CAMPOS_BUSCA[campo]}:
          </Box>{' '}
          {valorCampo(campo, secao[campo])}
        </Typography>
      ))}
      {itens.slice(0, 5).map((item, index) => (
        // the bureau's items carry no id; their order is stable for one search
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Typography key={index} variant="body2">
          {itemEmTexto(item)}
        </Typography>
      ))}
      {itens.length > 5 ? (
        <Typography variant="caption" color="text.secondary">
          e mais {itens.length - 5}
        </Typography>
      ) : null}
      {campos.length === 0 && itens.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nada consta.
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * Credit and background search (part 2 §2 Busca): who searched and when, the overall flag, one card per
 * section with its flag colour (gray by default) and a dialog with the section's raw data.
 */
export function BuscaCreditoPanel({
  dataBusca,
  secoes,
  status,
  buscando,
  onBuscar,
  extra,
}: BuscaCreditoPanelProps) {
  const [bruto, setBruto] = useState<{ titulo: string; dados: unknown } | null>(null);
  const configurado = status?.configurado ?? false;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button variant="contained" onClick={onBuscar} loading={buscando} disabled={!configurado}>
          {M.buscar}
        </Button>
        {!configurado && status ? (
          <Typography color="text.secondary" role="status">
            {status.detail}
          </Typography>
        ) : null}
        {dataBusca ? (
          <>
            <FlagChip flag={dataBusca.general_flag} />
            <Typography variant="body2" color="text.secondary">
              Busca feita por {dataBusca.search_information.user} em{' '}
              {formatDateTime(dataBusca.search_information.data)}
            </Typography>
            {extra}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {M.nenhumaBusca}
          </Typography>
        )}
      </Stack>
      {dataBusca ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {secoes.options().map(({ value, label }) => {
            const secao = dataBusca.formatted_data[value] as Record<string, unknown> | undefined;
            const flag = flagDaSecao(secao);
            return (
              <Card
                key={value}
                variant="outlined"
                component="section"
                aria-label={label}
                sx={{ borderLeft: 6, borderLeftColor: CORES[FLAGS_BUSCA.cor(flag)] }}
              >
                <CardContent>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
                  >
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {label}
                    </Typography>
                    <FlagChip flag={flag} />
                  </Stack>
                  {secao ? (
                    <ConteudoSecao nome={value} secao={secao} />
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      Sem informações.
                    </Typography>
                  )}
                </CardContent>
                <CardActions>
                  <Button
                    size="small"
                    disabled={!secao}
                    onClick={() => setBruto({ titulo: label, dados: secao })}
                  >
                    {M.dadosBrutos}
                  </Button>
                </CardActions>
              </Card>
            );
          })}
        </Box>
      ) : null}
      <Dialog open={bruto !== null} onClose={() => setBruto(null)} maxWidth="md" fullWidth>
        <DialogTitle>
          {M.dadosBrutos}: {bruto?.titulo}
        </DialogTitle>
        <DialogContent dividers>
          <Box component="pre" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(bruto?.dados ?? null, null, 2)}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBruto(null)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
