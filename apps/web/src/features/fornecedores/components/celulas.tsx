import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A name with its e-mail under it, so the tables fit without an e-mail column. */
export function NomeEmail({ nome, email }: { nome: string; email: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {nome}
      </Typography>
      {email ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {email}
        </Typography>
      ) : null}
    </>
  );
}

/** Documents and phone numbers read badly when broken over lines. */
export function SemQuebra({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/** A provider's service type, with its airline under it when it has one. */
export function TipoServico({ tipo, cia }: { tipo: string; cia?: string | undefined }) {
  return (
    <>
      <Typography variant="body2">{tipo}</Typography>
      {cia ? (
        <Typography variant="caption" color="text.secondary">
          {cia}
        </Typography>
      ) : null}
    </>
  );
}
