import Archive from '@mui/icons-material/Archive';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type LinhaTabelaMilhasView,
  podeEditarTabelaMilhas,
  TABELA_MILHAS_MESSAGES,
} from '@skyler/domain/milhas';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { type TipoTabela, useArquivarLinhaMilhas, useTabelaMilhas } from '../api/tabela-milhas.ts';
import { HistoricoMilhas } from './historico-milhas.tsx';
import { LinhaMilhasDialog } from './linha-milhas-dialog.tsx';
import { classeDaLinha, LinhasMilhasTabela } from './linhas-milhas-tabela.tsx';

export const TABELA_MILHAS_TEXTS = {
  editar: (linha: LinhaTabelaMilhasView) => `Editar ${linha.programa.nome} (${classeDaLinha(linha)})`,
  arquivar: (linha: LinhaTabelaMilhasView) => `Arquivar ${linha.programa.nome} (${classeDaLinha(linha)})`,
  arquivarTitulo: 'Arquivar item',
  vazia: 'Nenhum programa na tabela.',
  erro: 'Não foi possível carregar a tabela de milhas.',
} as const;

const T = TABELA_MILHAS_TEXTS;

/**
 * A miles table page (part 2 §2 "Miles"): the current rows of one kind with edit and archive for the
 * milhas group (the API enforces the same rule), and the kind's monthly history.
 */
export function TabelaMilhasPage({
  tipo,
  titulo,
  tituloTabela,
  tituloHistorico,
  antes,
}: {
  tipo: TipoTabela;
  titulo: string;
  tituloTabela: string;
  tituloHistorico: string;
  /** what the page shows between its header and the table (the own accounts, on the own-cost page) */
  antes?: ReactNode;
}) {
  const headingId = useId();
  const podeEditar = podeEditarTabelaMilhas(useCurrentUser());
  const tabela = useTabelaMilhas(tipo);
  const arquivar = useArquivarLinhaMilhas();
  const { enqueueSnackbar } = useSnackbar();
  const [editando, setEditando] = useState<LinhaTabelaMilhasView | null>(null);
  const [arquivando, setArquivando] = useState<LinhaTabelaMilhasView | null>(null);

  const confirmarArquivar = () => {
    if (!arquivando) return;
    arquivar.mutate(arquivando.id, {
      onSuccess: () => enqueueSnackbar(TABELA_MILHAS_MESSAGES.arquivada, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error, T.erro), { variant: 'error' }),
      onSettled: () => setArquivando(null),
    });
  };

  return (
    <>
      <PageHeader title={titulo} breadcrumbs={[{ label: 'Milhas' }]} />
      {antes}
      <Paper component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {tituloTabela}
        </Typography>
        {tabela.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {tabela.error ? (
          <Alert severity="error">{errorMessage(tabela.error, T.erro)}</Alert>
        ) : tabela.data && tabela.data.length === 0 ? (
          <Typography color="text.secondary">{T.vazia}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <LinhasMilhasTabela
              linhas={tabela.data ?? []}
              label={tituloTabela}
              acoes={(linha) => (
                <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                  <IconButton
                    size="small"
                    aria-label={T.editar(linha)}
                    disabled={!podeEditar}
                    onClick={() => setEditando(linha)}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={T.arquivar(linha)}
                    disabled={!podeEditar}
                    onClick={() => setArquivando(linha)}
                  >
                    <Archive fontSize="small" />
                  </IconButton>
                </Box>
              )}
            />
          </Box>
        )}
      </Paper>
      <HistoricoMilhas tipo={tipo} titulo={tituloHistorico} />
      {editando ? (
        <LinhaMilhasDialog key={editando.id} linha={editando} onClose={() => setEditando(null)} />
      ) : null}
      <ConfirmDialog
        open={arquivando !== null}
        title={T.arquivarTitulo}
        message={TABELA_MILHAS_MESSAGES.confirmarArquivar}
        confirmColor="error"
        loading={arquivar.isPending}
        onCancel={() => setArquivando(null)}
        onConfirm={confirmarArquivar}
      />
    </>
  );
}
