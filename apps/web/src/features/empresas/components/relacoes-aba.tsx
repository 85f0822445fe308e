import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ContatoRef, nomeCompleto, PERFIS_CONTATO } from '@skyler/domain/contatos';
import { EMPRESA_MESSAGES, type RelacaoEmpresa } from '@skyler/domain/empresas';
import { formatCpf, formatPhone } from '@skyler/domain/formatters';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { ContatoAutocomplete } from '../../../components/fields/contato-autocomplete.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAddRelacao, useRelacoes, useRemoveRelacao } from '../api/relacoes.ts';

/** Relações: the contacts linked to the company; a row opens the contact (route `cliente`). */
export function RelacoesAba({ empresaId }: { empresaId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const relacoes = useRelacoes(empresaId);
  const add = useAddRelacao();
  const remove = useRemoveRelacao();
  const [contato, setContato] = useState<ContatoRef | null>(null);
  const [erro, setErro] = useState<string | undefined>();
  const [removendo, setRemovendo] = useState<RelacaoEmpresa | null>(null);
  const falha = (error: unknown) =>
    enqueueSnackbar(isApiError(error) ? error.detail : String(error), { variant: 'error' });
  const vincular = () => {
    if (!contato) {
      setErro(EMPRESA_MESSAGES.contatoObrigatorio);
      return;
    }
    setErro(undefined);
    add.mutate(
      { id: empresaId, contato: contato.id },
      {
        onSuccess: () => {
          enqueueSnackbar(EMPRESA_MESSAGES.contatoVinculado, { variant: 'success' });
          setContato(null);
        },
        onError: falha,
      },
    );
  };
  const lista = relacoes.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
        <ContatoAutocomplete
          label="Contato"
          value={contato}
          onChange={setContato}
          error={Boolean(erro)}
          helperText={erro}
        />
        <Button variant="contained" loading={add.isPending} onClick={vincular}>
          Vincular contato
        </Button>
      </Stack>
      {!relacoes.isLoading && lista.length === 0 ? (
        <Typography color="text.secondary">{EMPRESA_MESSAGES.nenhumaRelacao}</Typography>
      ) : (
        <Table size="small" aria-label="Contatos relacionados">
          <TableHead>
            <TableRow>
              <TableCell>Nome</TableCell>
              <TableCell>Perfil</TableCell>
              <TableCell>CPF</TableCell>
              <TableCell>E-mail</TableCell>
              <TableCell>Telefone</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.map((relacao) => (
              <TableRow key={relacao.id} hover>
                <TableCell>
                  <Link to={pathTo('cliente', { id: relacao.id })}>{nomeCompleto(relacao)}</Link>
                </TableCell>
                <TableCell>{PERFIS_CONTATO.label(relacao.perfil)}</TableCell>
                <TableCell>{formatCpf(relacao.cpf)}</TableCell>
                <TableCell>{relacao.email ?? '-'}</TableCell>
                <TableCell>{relacao.telefone ? formatPhone(relacao.telefone) : '-'}</TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" onClick={() => setRemovendo(relacao)}>
                    Remover
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={removendo !== null}
        title="Remover vínculo"
        message={`Remover o vínculo de ${nomeCompleto(removendo)} com esta empresa?`}
        confirmLabel="Remover"
        confirmColor="error"
        loading={remove.isPending}
        onCancel={() => setRemovendo(null)}
        onConfirm={() =>
          removendo &&
          remove.mutate(
            { id: empresaId, contato: removendo.id },
            {
              onSuccess: () => enqueueSnackbar(EMPRESA_MESSAGES.vinculoRemovido, { variant: 'success' }),
              onError: falha,
              onSettled: () => setRemovendo(null),
            },
          )
        }
      />
    </Paper>
  );
}
