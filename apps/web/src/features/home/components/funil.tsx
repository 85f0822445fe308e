import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import type { Dashboard } from '@skyler/domain/dashboard';
import { Cartao } from '../../../components/painel/cartao.tsx';
import { ETAPAS_FUNIL, PAINEL_TEXTS as T, textoTaxa } from '../../../components/painel/textos.ts';

/**
 * The funnel of the period's sales (decision 0084): a horizontal bar per stage and a table with each count,
 * its share of the stage before (at most 100 %) and the previous period's count.
 */
export function Funil({ funil, anterior }: { funil: Dashboard['funil']; anterior: Dashboard['funil'] }) {
  const etapas = funil.map((e) => ETAPAS_FUNIL[e.etapa]);
  return (
    <Cartao titulo={T.funil}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box role="img" aria-label={T.graficoFunil} sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <BarChart
            height={240}
            layout="horizontal"
            localeText={ptBRLocaleText}
            hideLegend
            skipAnimation
            margin={{ left: 0, right: 16, top: 8, bottom: 0 }}
            yAxis={[{ scaleType: 'band', data: etapas, width: 112 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[{ data: funil.map((e) => e.quantidade), label: T.quantidade, color: '#1976d2' }]}
          />
        </Box>
        <Table size="small" aria-label={T.funil} sx={{ flex: '0 1 auto', width: 'auto', maxWidth: '100%' }}>
          <TableHead>
            <TableRow>
              <TableCell>{T.etapa}</TableCell>
              <TableCell align="right">{T.quantidade}</TableCell>
              <TableCell align="right">{T.daEtapaAnterior}</TableCell>
              <TableCell align="right">{T.periodoAnterior}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {funil.map((e, i) => (
              <TableRow key={e.etapa}>
                <TableCell component="th" scope="row">
                  {etapas[i]}
                </TableCell>
                <TableCell align="right">{e.quantidade}</TableCell>
                <TableCell align="right">{i === 0 ? '' : textoTaxa(e.taxa)}</TableCell>
                <TableCell align="right">{anterior[i]?.quantidade ?? '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Cartao>
  );
}
