import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CONTATO_MESSAGES, type ContatoResumo } from '@skyler/domain/contatos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../api/client.ts';
import { DataTable } from '../data-table/data-table.tsx';
import { DebouncedField } from '../fields/debounced-field.tsx';
import { CONTATO_COLUNAS } from './contato-colunas.tsx';
import { type ContatoEscolhido, ContatoRapidoDialog } from './contato-rapido-dialog.tsx';

/** The search matches the name and the CPF (decision 0013). */
export const CONTATO_PICKER_BUSCA_LABEL = 'Buscar por nome ou CPF';

/** part 1 §9: the contact picker shows 9 page links. */
const PICKER_PAGE_LINKS = 9;

type Props = {
  open: boolean;
  onClose: () => void;
  onSelect: (contato: ContatoEscolhido) => void;
};

/** Contact picker (part 1 §2): name search after a 1-s pause, the contact columns, and the quick contact. */
export function ContatoPickerDialog({ open, onClose, onSelect }: Props) {
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [criando, setCriando] = useState(false);
  const query = useQuery({
    // starts with the contacts area's key: any change to a contact refreshes the picker
    queryKey: ['contatos', 'picker', { page, search }],
    queryFn: ({ signal }) =>
      api.get<{ contatos: ContatoResumo[]; pages: number }>('/api/contatos/', {
        query: { page, search },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const escolher = (contato: ContatoEscolhido) => {
    onSelect(contato);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xl" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Selecionar cliente</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }}>
          <DebouncedField
            label={CONTATO_PICKER_BUSCA_LABEL}
            value={search}
            loading={query.isFetching}
            onChange={(next) => {
              setSearch(next);
              setPage(1);
            }}
          />
          <Button variant="outlined" onClick={() => setCriando(true)}>
            Criar Contato Rápido
          </Button>
        </Stack>
        <DataTable
          aria-label="Clientes"
          columns={CONTATO_COLUNAS}
          rows={query.data?.contatos ?? []}
          getRowId={(contato) => contato.id}
          page={page}
          pages={query.data?.pages ?? 1}
          onPageChange={setPage}
          visiblePages={PICKER_PAGE_LINKS}
          error={query.error}
          loading={query.isFetching}
          emptyText={CONTATO_MESSAGES.nenhumCliente}
          onRowClick={escolher}
          onClearFilters={search ? () => setSearch('') : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
      {criando ? <ContatoRapidoDialog onClose={() => setCriando(false)} onCreated={escolher} /> : null}
    </Dialog>
  );
}
