import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatId } from '@skyler/domain/formatters';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useRevelarSenha } from '../api/revelar-senha.ts';

export const SENHA_TEXTS = {
  mostrar: 'Mostrar senha',
  ocultar: 'Ocultar senha',
  /** the accessible names: the visible text, then which purchase */
  mostrarDa: (id: number) => `Mostrar senha da compra ${formatId(id)}`,
  ocultarDa: (id: number) => `Ocultar senha da compra ${formatId(id)}`,
  mascara: '••••••',
  erro: 'Não foi possível mostrar a senha',
} as const;

/**
 * A third party's password, masked until asked for: each click on "Mostrar senha" asks the server, which
 * records the reveal (decision 0052); hiding it forgets it. For the issuing and milhas groups only: the
 * caller shows it to them.
 */
export function SenhaRevelada({ id }: { id: number }) {
  const revelar = useRevelarSenha();
  const [senha, setSenha] = useState<string | null>(null);
  const visivel = senha !== null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {visivel ? senha : SENHA_TEXTS.mascara}
      </Box>
      <Button
        size="small"
        startIcon={visivel ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        aria-label={visivel ? SENHA_TEXTS.ocultarDa(id) : SENHA_TEXTS.mostrarDa(id)}
        disabled={revelar.isPending}
        onClick={() => {
          if (visivel) {
            setSenha(null);
            return;
          }
          revelar.mutate(id, { onSuccess: (resposta) => setSenha(resposta.senha) });
        }}
      >
        {visivel ? SENHA_TEXTS.ocultar : SENHA_TEXTS.mostrar}
      </Button>
      {revelar.isError && !visivel ? (
        <Typography component="span" variant="caption" color="error" role="alert">
          {`${SENHA_TEXTS.erro}: ${errorMessage(revelar.error, 'erro desconhecido')}`}
        </Typography>
      ) : null}
    </Box>
  );
}
