import CircularProgress from '@mui/material/CircularProgress';
import { DATE_PLACEHOLDER, MASKS, parseDateBr, toDateBr } from '@skyler/domain/masks';
import { SERVICOS_FILTRO_DEBOUNCE_MS } from '@skyler/domain/servicos';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCHING_TEXT } from './debounced-field.tsx';
import { MaskedTextField } from './masked-text-field.tsx';

/**
 * A date filter `DD/MM/AAAA` applied 5 s after the last key (part 1 §9), or at once with Enter; emptied it
 * clears the filter. An incomplete or impossible date filters nothing.
 */
export function DataFiltroField({
  label,
  value,
  onChange,
  atrasoMs = SERVICOS_FILTRO_DEBOUNCE_MS,
}: {
  label: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (value: string) => void;
  /** how long after the last key the date applies (lists whose filters wait less) */
  atrasoMs?: number;
}) {
  const [text, setText] = useState(() => toDateBr(value));
  const [pendente, setPendente] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelar = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => {
    cancelar();
    setPendente(false);
    setText(toDateBr(value));
  }, [value, cancelar]);
  useEffect(() => cancelar, [cancelar]);

  const completo = text.length === MASKS.date.length;
  const data = completo ? parseDateBr(text) : null;
  const invalida = completo && data === null;
  const aplicar = (next: string) => {
    cancelar();
    setPendente(false);
    const parsed = next === '' ? '' : next.length === MASKS.date.length ? parseDateBr(next) : null;
    if (parsed !== null && parsed !== value) onChange(parsed);
  };

  return (
    <MaskedTextField
      size="small"
      label={label}
      placeholder={DATE_PLACEHOLDER}
      mask={MASKS.date}
      unmask={false}
      value={text}
      onChange={(next) => {
        if (next === text) return;
        setText(next);
        cancelar();
        setPendente(true);
        timer.current = setTimeout(() => aplicar(next), atrasoMs);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          aplicar(text);
        }
      }}
      error={invalida}
      helperText={invalida ? VALIDACAO_MESSAGES.dataInvalida : undefined}
      aria-busy={pendente}
      endAdornment={pendente ? <CircularProgress size={16} aria-label={SEARCHING_TEXT} /> : undefined}
      sx={{ width: 170 }}
    />
  );
}
