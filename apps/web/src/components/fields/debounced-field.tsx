import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState } from 'react';

/** part 1 §9: filters wait 1 s after typing */
export const DEBOUNCE_MS = 1000;
export const SEARCHING_TEXT = 'Buscando...';

type DebouncedFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the list is loading what the field asked for: the field keeps showing its progress */
  loading?: boolean;
};

/**
 * A search or filter applied 1 s after the last key, or at once with Enter. A spinner shows from the
 * first key until the list has loaded the answer.
 */
export function DebouncedField({ label, value, onChange, loading = false }: DebouncedFieldProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [isPending, setPending] = useState(false);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const apply = (next: string) => {
    cancel();
    setPending(false);
    if (next !== value) onChange(next);
  };

  // the filter cleared or changed from outside (e.g. "Limpar filtros") shows in the field
  useEffect(() => {
    cancel();
    setPending(false);
    setText(value);
  }, [value, cancel]);
  useEffect(() => cancel, [cancel]);

  const isBusy = isPending || loading;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        cancel();
        setPending(true);
        timer.current = setTimeout(() => apply(next), DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(text);
        }
      }}
      aria-busy={isBusy}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ width: 20 }}>
              {isBusy ? <CircularProgress size={16} aria-label={SEARCHING_TEXT} /> : null}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
