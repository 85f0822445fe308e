import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@skyler/domain/formatters-basicos';
import {
  agruparHistoricoPorDia,
  type LinhaTabelaMilhasView,
  mesNaAgencia,
  TABELA_MILHAS_MESSAGES,
} from '@skyler/domain/milhas';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { type TipoTabela, useHistoricoMilhas } from '../api/tabela-milhas.ts';
import { CabecalhoMilhas, colunasMilhas, LinhaMilhas, TABELA_MILHAS_SX } from './linhas-milhas-tabela.tsx';

/** part 2 §9: the history shows four rows; the dialog shows them all. */
export const PREVIEW_HISTORICO = 4;

export const HISTORICO_TEXTS = {
  mes: 'Mês',
  expandirTodos: 'Expandir todos',
  recolherTodos: 'Recolher todos',
  verTodos: (n: number) => `Ver todos (${n})`,
  fechar: 'Fechar',
  dia: (dia: string) => `Arquivados em ${formatDate(dia)}`,
  erro: 'Não foi possível carregar o histórico.',
} as const;

const H = HISTORICO_TEXTS;

type Grupo = { dia: string; linhas: LinhaTabelaMilhasView[] };

/** The first `limite` rows, kept in their day groups. */
function primeiras(grupos: readonly Grupo[], limite: number): Grupo[] {
  const resultado: Grupo[] = [];
  let restantes = limite;
  for (const grupo of grupos) {
    if (restantes <= 0) break;
    resultado.push({ dia: grupo.dia, linhas: grupo.linhas.slice(0, restantes) });
    restantes -= grupo.linhas.length;
  }
  return resultado;
}

/**
 * Day groups, newest first, in one table so the columns line up: each day's row opens and closes its rows,
 * and all of them at once.
 */
function GruposHistorico({ grupos, label }: { grupos: readonly Grupo[]; label: string }) {
  const [fechados, setFechados] = useState<ReadonlySet<string>>(new Set());
  const todosAbertos = fechados.size === 0;
  const alternar = (dia: string) =>
    setFechados((atual) => {
      const novo = new Set(atual);
      if (novo.has(dia)) novo.delete(dia);
      else novo.add(dia);
      return novo;
    });
  const colunas = colunasMilhas({ comHora: true });
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          size="small"
          startIcon={todosAbertos ? <UnfoldLess /> : <UnfoldMore />}
          onClick={() => setFechados(todosAbertos ? new Set(grupos.map((g) => g.dia)) : new Set())}
        >
          {todosAbertos ? H.recolherTodos : H.expandirTodos}
        </Button>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} sx={TABELA_MILHAS_SX}>
          <CabecalhoMilhas comHora />
          {grupos.map((grupo) => {
            const aberto = !fechados.has(grupo.dia);
            return (
              <TableBody key={grupo.dia}>
                <TableRow sx={{ bgcolor: 'action.hover' }}>
                  <TableCell colSpan={colunas} sx={{ py: 0.25 }}>
                    <Button
                      size="small"
                      color="inherit"
                      aria-expanded={aberto}
                      startIcon={aberto ? <ExpandLess /> : <ExpandMore />}
                      onClick={() => alternar(grupo.dia)}
                      sx={{ fontWeight: 600, textTransform: 'none' }}
                    >
                      {H.dia(grupo.dia)}
                    </Button>
                  </TableCell>
                </TableRow>
                {aberto
                  ? grupo.linhas.map((linha) => <LinhaMilhas key={linha.id} linha={linha} comHora />)
                  : null}
              </TableBody>
            );
          })}
        </Table>
      </Box>
    </Box>
  );
}

/**
 * The table's history (part 2 §2, §7): the rows archived in the month chosen (this month by default),
 * grouped by archive day, newest first; four rows on the page and all of them in a dialog.
 */
export function HistoricoMilhas({ tipo, titulo }: { tipo: TipoTabela; titulo: string }) {
  const headingId = useId();
  const dialogTitleId = useId();
  const [mes, setMes] = useState(() => mesNaAgencia());
  const [todos, setTodos] = useState(false);
  const historico = useHistoricoMilhas(tipo, mes);
  const grupos = useMemo(() => agruparHistoricoPorDia(historico.data ?? []), [historico.data]);
  const total = historico.data?.length ?? 0;

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {titulo}
        </Typography>
        <TextField
          type="month"
          size="small"
          label={H.mes}
          value={mes}
          onChange={(event) => setMes(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {historico.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {historico.error ? (
        <Alert severity="error">{errorMessage(historico.error, H.erro)}</Alert>
      ) : historico.data && total === 0 ? (
        <Typography color="text.secondary">{TABELA_MILHAS_MESSAGES.semHistorico}</Typography>
      ) : (
        <GruposHistorico key={`${mes}-previa`} grupos={primeiras(grupos, PREVIEW_HISTORICO)} label={titulo} />
      )}
      {total > PREVIEW_HISTORICO ? (
        <Box sx={{ mt: 1 }}>
          <Button onClick={() => setTodos(true)}>{H.verTodos(total)}</Button>
        </Box>
      ) : null}
      <Dialog
        open={todos}
        onClose={() => setTodos(false)}
        aria-labelledby={dialogTitleId}
        maxWidth="xl"
        fullWidth
      >
        <DialogTitle id={dialogTitleId}>{titulo}</DialogTitle>
        <DialogContent>
          <GruposHistorico key={`${mes}-todos`} grupos={grupos} label={titulo} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTodos(false)}>{H.fechar}</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
