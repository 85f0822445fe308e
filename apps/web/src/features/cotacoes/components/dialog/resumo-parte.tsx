import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Money } from '../../../../components/money.tsx';
import { useCalculo } from './dialogo-context.tsx';

/** One figure of the live pricing: a label and an amount in reais. */
export function Figura({ label, valor, testId }: { label: ReactNode; valor: string; testId?: string }) {
  return (
    <Stack direction="row" spacing={1} data-testid={testId} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        <Money value={valor} />
      </Typography>
    </Stack>
  );
}

/** What one part comes to: its price to the client and its cost to the agency. */
export function ResumoParte({ titulo, testId }: { titulo: string; testId: string }) {
  const parte = useCalculo().partes[0];
  if (!parte) return null;
  return (
    <Stack
      spacing={0.5}
      data-testid={testId}
      sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, minWidth: 240 }}
    >
      <Typography variant="subtitle2">{titulo}</Typography>
      <Figura label="Valor" valor={parte.venda} />
      <Figura label="Custo para a agência" valor={parte.custo} />
    </Stack>
  );
}
