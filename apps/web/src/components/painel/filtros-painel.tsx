import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  erroDoPeriodo,
  type Periodo,
  PRESET_LABELS,
  PRESETS_PERIODO,
  type PresetPeriodo,
  periodoDoPreset,
  presetDoPeriodo,
} from '../../lib/periodo.ts';
import { DateField } from '../fields/date-field.tsx';
import { PAINEL_TEXTS as T } from './textos.ts';

type Consultor = { id: number; nome: string };

type FiltrosPainelProps = {
  periodo: Periodo;
  hoje: string;
  onPeriodo: (periodo: Periodo) => void;
  /** the consultants a manager may choose; null hides the picker (a consultant sees their own figures) */
  consultores: readonly Consultor[] | null;
  consultor: number | null;
  onConsultor: (consultor: number | null) => void;
};

/** The dashboard's period (a preset or two days) and consultant. */
export function FiltrosPainel({
  periodo,
  hoje,
  onPeriodo,
  consultores,
  consultor,
  onConsultor,
}: FiltrosPainelProps) {
  // The typed days are kept here while incomplete or invalid; a valid pair goes up to the address.
  const [rascunho, setRascunho] = useState<{ inicio: string | null; fim: string | null }>(periodo);
  const [origem, setOrigem] = useState(periodo);
  if (origem.inicio !== periodo.inicio || origem.fim !== periodo.fim) {
    setOrigem(periodo);
    setRascunho(periodo);
  }
  const completo =
    rascunho.inicio !== null && rascunho.fim !== null ? { inicio: rascunho.inicio, fim: rascunho.fim } : null;
  const erro = completo ? erroDoPeriodo(completo) : null;

  const mudarDia = (campo: 'inicio' | 'fim', dia: string | null) => {
    const proximo = { ...rascunho, [campo]: dia };
    setRascunho(proximo);
    if (proximo.inicio !== null && proximo.fim !== null) {
      const novo = { inicio: proximo.inicio, fim: proximo.fim };
      if (erroDoPeriodo(novo) === null) onPeriodo(novo);
    }
  };

  const preset = presetDoPeriodo(periodo, hoje);
  return (
    <Stack
      role="group"
      aria-label={T.filtros}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ mb: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        label={T.periodo}
        value={preset}
        sx={{ minWidth: 180 }}
        onChange={(e) => {
          const escolhido = e.target.value as PresetPeriodo | 'personalizado';
          if (escolhido !== 'personalizado') onPeriodo(periodoDoPreset(escolhido, hoje));
        }}
      >
        {PRESETS_PERIODO.map((p) => (
          <MenuItem key={p} value={p}>
            {PRESET_LABELS[p]}
          </MenuItem>
        ))}
        <MenuItem value="personalizado" disabled>
          {PRESET_LABELS.personalizado}
        </MenuItem>
      </TextField>
      <DateField
        size="small"
        label={T.inicio}
        value={rascunho.inicio}
        sx={{ width: 170 }}
        onChange={(dia) => mudarDia('inicio', dia)}
      />
      <DateField
        size="small"
        label={T.fim}
        value={rascunho.fim}
        sx={{ width: 170 }}
        error={erro !== null}
        helperText={erro ?? undefined}
        onChange={(dia) => mudarDia('fim', dia)}
      />
      {consultores ? (
        <TextField
          select
          size="small"
          label={T.consultor}
          value={consultor !== null && consultores.some((c) => c.id === consultor) ? String(consultor) : ''}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => onConsultor(e.target.value === '' ? null : Number(e.target.value))}
        >
          <MenuItem value="">{T.todos}</MenuItem>
          {consultores.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.nome}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </Stack>
  );
}
