import Box from '@mui/material/Box';
import { nomeCompleto } from '@skyler/domain/contatos';

/** The full name, with a crown for VIP contacts (part 1 §2). */
export function NomeContato({
  contato,
}: {
  contato: { nome: string; sobrenome: string; tier: string | null };
}) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {contato.tier === 'VIP' ? (
        <span role="img" aria-label="VIP" title="VIP">
          👑
        </span>
      ) : null}
      {nomeCompleto(contato)}
    </Box>
  );
}
