import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import { MOBLIX_COMPANHIAS, MOBLIX_MESSAGES } from '@skyler/domain/moblix';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { pathTo } from '../../../config/routes.ts';
import { browser } from '../../../lib/browser.ts';
import { type BuscaMoblixFlags, useBuscaMoblix } from '../api/busca-moblix.ts';

export const MOBLIX_TEXTS = {
  titulo: 'Busca Moblix',
  companhia: 'Companhia aérea de ida',
  flags: {
    internacional: 'Internacional',
    pagante: 'Pagante',
    diamanteSmiles: 'Diamante Smiles',
    clubeSmiles: 'Clube Smiles',
    agenciaExterna: 'Agência externa',
  } satisfies Record<keyof BuscaMoblixFlags, string>,
  buscar: MOBLIX_MESSAGES.buscar,
  cancelar: 'Cancelar',
  fechar: 'Fechar',
  erro: 'Não foi possível fazer a busca na Moblix.',
  criada: (id: number, ofertas: number) =>
    `Busca ${formatId(id)} feita com ${ofertas} ${ofertas === 1 ? 'oferta' : 'ofertas'}; os resultados abrem em uma nova aba.`,
  abrir: 'Abrir resultados da busca',
} as const;

const FLAGS_INICIAIS: BuscaMoblixFlags = {
  internacional: false,
  pagante: true,
  diamanteSmiles: false,
  clubeSmiles: false,
  agenciaExterna: false,
};

/**
 * The Moblix search of a flight request (part 1 §2, §7): its flags and the outbound airline; the results
 * open in a new tab (route busca-moblix).
 */
export function BuscaMoblixDialog({
  open,
  orcamento,
  onClose,
}: {
  open: boolean;
  orcamento: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const [flags, setFlags] = useState<BuscaMoblixFlags>(FLAGS_INICIAIS);
  const [companhia, setCompanhia] = useState<number>(MOBLIX_COMPANHIAS[0].codigo);
  const buscar = useBuscaMoblix();
  const feita = buscar.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    buscar.mutate(
      { orcamento, ...flags, companhia_aerea_ida: companhia },
      { onSuccess: ({ id }) => browser.openInNewTab(pathTo('busca-moblix', { id })) },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={buscar.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{MOBLIX_TEXTS.titulo}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormGroup row>
            {(Object.keys(MOBLIX_TEXTS.flags) as (keyof BuscaMoblixFlags)[]).map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Switch
                    checked={flags[flag]}
                    onChange={(event) => setFlags((atuais) => ({ ...atuais, [flag]: event.target.checked }))}
                  />
                }
                label={MOBLIX_TEXTS.flags[flag]}
                sx={{ minWidth: 200 }}
              />
            ))}
          </FormGroup>
          <TextField
            select
            label={MOBLIX_TEXTS.companhia}
            value={companhia}
            onChange={(event) => setCompanhia(Number(event.target.value))}
            size="small"
            sx={{ maxWidth: 300 }}
          >
            {MOBLIX_COMPANHIAS.map((c) => (
              <MenuItem key={c.codigo} value={c.codigo}>
                {c.nome}
              </MenuItem>
            ))}
          </TextField>
          {buscar.error ? (
            <Alert severity="error">{errorMessage(buscar.error, MOBLIX_TEXTS.erro)}</Alert>
          ) : null}
          {feita ? (
            <Alert severity="success">
              {MOBLIX_TEXTS.criada(feita.id, feita.ofertas.length)}{' '}
              <Link href={pathTo('busca-moblix', { id: feita.id })} target="_blank" rel="noopener">
                {MOBLIX_TEXTS.abrir}
              </Link>
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={buscar.isPending}>
            {feita ? MOBLIX_TEXTS.fechar : MOBLIX_TEXTS.cancelar}
          </Button>
          <Button type="submit" variant="contained" loading={buscar.isPending}>
            {MOBLIX_TEXTS.buscar}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
