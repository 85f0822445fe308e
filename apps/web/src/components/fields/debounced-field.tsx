import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** Filters wait 1 s after typing (part 1 §9). */
export function DebouncedField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout> | null>(null);
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (timer) clearTimeout(timer);
        const next = e.target.value;
        setTimer(setTimeout(() => onChange(next), 1000));
      }}
    />
  );
}
