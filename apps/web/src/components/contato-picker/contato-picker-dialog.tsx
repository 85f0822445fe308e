import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CONTATO_MESSAGES, type ContatoResumo } from '@skyler/domain/contatos';
import { useId, useState } from 'react';
import { DataTable } from '../data-table/data-table.tsx';
import { usePagedQuery } from '../data-table/use-paged-query.ts';
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
  const [criando, setCriando] = useState(false);
  // in the contacts area: any change to a contact refreshes the picker
  const lista = usePagedQuery<ContatoResumo, 'contatos'>({
    area: 'contatos',
    path: '/api/contatos/',
    listKey: 'contatos',
    filterKeys: ['search'],
    estado: 'local',
    enabled: open,
  });
  const search = typeof lista.filters.search === 'string' ? lista.filters.search : '';
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
            loading={lista.isLoading}
            onChange={(next) => lista.setFilters({ search: next })}
          />
          <Button variant="outlined" onClick={() => setCriando(true)}>
            Criar Contato Rápido
          </Button>
        </Stack>
        <DataTable
          aria-label="Clientes"
          columns={CONTATO_COLUNAS}
          lista={lista}
          visiblePages={PICKER_PAGE_LINKS}
          emptyText={CONTATO_MESSAGES.nenhumCliente}
          onRowClick={escolher}
          onClearFilters={lista.hasFilters ? lista.clearFilters : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
      {criando ? <ContatoRapidoDialog onClose={() => setCriando(false)} onCreated={escolher} /> : null}
    </Dialog>
  );
}
