import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, formatMoney } from '@skyler/domain/formatters';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCandidatosMovimento } from '../api/banco.ts';

export const CANDIDATOS_TEXTOS = {
  buscar: 'Buscar por nome, documento, venda ou valor',
  lista: (credito: boolean) =>
    credito ? 'Pagamentos que o movimento pode receber' : 'Ordens que o movimento pode pagar',
  nenhum: 'Nada a conciliar com essa busca.',
  resta: (valor: string) => `resta ${formatMoney(valor)}`,
  venda: (venda: number) => `Venda ${venda}`,
} as const;

const BUSCA_DEBOUNCE_MS = 300;

/**
 * The payments (a credit) or orders (a debit) a line may settle, the closest to its amount and day first, with
 * a search; checking one adds it to the chosen ones, in the order checked.
 */
export function CandidatosMovimento({
  movimento,
  credito,
  escolhidos,
  onChange,
}: {
  movimento: number;
  credito: boolean;
  escolhidos: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const [texto, setTexto] = useState('');
  const busca = useDebouncedValue(texto.trim(), BUSCA_DEBOUNCE_MS);
  const candidatos = useCandidatosMovimento(movimento, busca);
  const alternar = (id: number) =>
    onChange(escolhidos.includes(id) ? escolhidos.filter((x) => x !== id) : [...escolhidos, id]);
  return (
    <>
      <TextField
        label={CANDIDATOS_TEXTOS.buscar}
        value={texto}
        onChange={(event) => setTexto(event.target.value)}
        size="small"
        fullWidth
      />
      {candidatos.isFetching && <LinearProgress aria-hidden />}
      <List dense aria-label={CANDIDATOS_TEXTOS.lista(credito)} sx={{ maxHeight: 280, overflow: 'auto' }}>
        {(candidatos.data ?? []).map((c) => {
          const marcado = escolhidos.includes(c.id);
          const rotulo = `#${c.id} · ${c.nome || '—'} · ${formatMoney(c.valor)}`;
          return (
            <ListItemButton key={c.id} onClick={() => alternar(c.id)} selected={marcado}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  checked={marcado}
                  tabIndex={-1}
                  slotProps={{ input: { 'aria-label': rotulo } }}
                />
              </ListItemIcon>
              <ListItemText
                primary={rotulo}
                secondary={[
                  c.venda ? CANDIDATOS_TEXTOS.venda(c.venda) : null,
                  c.data ? formatDate(c.data) : null,
                  c.descricao || null,
                  c.restante !== c.valor ? CANDIDATOS_TEXTOS.resta(c.restante) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          );
        })}
      </List>
      {candidatos.isSuccess && candidatos.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {CANDIDATOS_TEXTOS.nenhum}
        </Typography>
      )}
    </>
  );
}
