import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import type { Dashboard } from '@skyler/domain/dashboard';
import { CORES_LEGIVEIS } from '@skyler/domain/enum';
import { Cartao } from '../../../components/painel/cartao.tsx';
import { FiguraLink } from '../../../components/painel/figura-link.tsx';
import { PAINEL_TEXTS as T } from '../../../components/painel/textos.ts';
import { Variacao } from '../../../components/painel/variacao.tsx';
import { gruposDeStatus } from '../lib/grupos-status.ts';
import { linksDoPainel } from '../lib/links.ts';

type Props = {
  porStatus: Dashboard['vendas_por_status'];
  /** the previous period's, for the total's variation */
  anterior: Dashboard['vendas_por_status'];
  consultor: number | null;
};

/** Sales of the period by status: a bar chart and, beside it, each count as a link to the sales list. */
export function VendasPorStatus({ porStatus, anterior, consultor }: Props) {
  const grupos = gruposDeStatus(porStatus);
  const total = grupos.reduce((soma, g) => soma + g.quantidade, 0);
  const totalAnterior = anterior.reduce((soma, s) => soma + s.quantidade, 0);
  return (
    <Cartao titulo={T.vendasPorStatus}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box role="img" aria-label={T.graficoVendas} sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <BarChart
            height={220}
            localeText={ptBRLocaleText}
            hideLegend
            skipAnimation
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
            xAxis={[
              {
                scaleType: 'band',
                data: grupos.map((g) => g.label),
                colorMap: {
                  type: 'ordinal',
                  values: grupos.map((g) => g.label),
                  colors: grupos.map((g) => CORES_LEGIVEIS[g.cor]),
                },
              },
            ]}
            yAxis={[{ tickMinStep: 1, width: 40 }]}
            series={[{ data: grupos.map((g) => g.quantidade), label: T.vendas }]}
          />
        </Box>
        <List dense sx={{ flex: '0 0 auto', minWidth: 140 }}>
          {grupos.map((g) => (
            <ListItem key={g.status} disableGutters sx={{ gap: 1, justifyContent: 'space-between' }}>
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: CORES_LEGIVEIS[g.cor] }}
                />
                {g.label}
              </Box>
              <FiguraLink
                to={linksDoPainel.vendasPorStatus(g.status, consultor)}
                aria-label={`${g.quantidade} ${T.vendas.toLowerCase()} ${g.label}`}
              >
                {g.quantidade}
              </FiguraLink>
            </ListItem>
          ))}
        </List>
      </Box>
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.semVendas}
        </Typography>
      ) : null}
      <Typography variant="body2">
        {T.vendasCriadas(total)}:{' '}
        <Variacao atual={total} anterior={totalAnterior} textoAnterior={String(totalAnterior)} />
      </Typography>
    </Cartao>
  );
}
