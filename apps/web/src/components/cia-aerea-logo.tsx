import Box from '@mui/material/Box';
import { useState } from 'react';
import { useCiasAereas } from '../api/get-cias-aereas.ts';

/** An airline as the screen knows it: at least its id; what is missing comes from the cached list. */
type CiaRef = { id: number; nome?: string; iata?: string | null; logo?: string | null };

export const CIA_SEM_NOME = 'Companhia aérea';

/** The code shown when an airline has no logo: IATA, else ICAO, else the first letters of its name. */
export function codigoCia(cia: { nome: string; iata?: string | null; icao?: string | null }): string {
  return (
    cia.iata ||
    cia.icao ||
    cia.nome
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, 2)
      .toUpperCase()
  );
}

/**
 * An airline's logo, small, wherever a quote or an issuance names an airline (decision 0042): the image
 * with the name as alternative text, or the airline's code when it has none. Given only id and name, the
 * logo and code come from the cached list of active airlines.
 */
export function CiaAereaLogo({ cia, size = 24 }: { cia: CiaRef; size?: number }) {
  const lista = useCiasAereas({ enabled: cia.logo === undefined || cia.nome === undefined });
  const daLista = lista.data?.find((c) => c.id === cia.id);
  const logo = cia.logo === undefined ? daLista?.logo : cia.logo;
  const nome = cia.nome ?? daLista?.nome ?? CIA_SEM_NOME;
  const [falhou, setFalhou] = useState<string | null>(null);
  if (logo && falhou !== logo) {
    return (
      <Box
        component="img"
        src={logo}
        alt={nome}
        title={nome}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFalhou(logo)}
        sx={{ borderRadius: 1, objectFit: 'contain', flexShrink: 0, verticalAlign: 'middle' }}
      />
    );
  }
  const codigo = codigoCia({ nome, iata: cia.iata ?? daLista?.iata ?? null, icao: daLista?.icao ?? null });
  return (
    <Box
      component="span"
      role="img"
      aria-label={nome}
      title={nome}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        color: 'text.secondary',
        fontSize: Math.max(9, Math.round(size * 0.4)),
        fontWeight: 700,
        lineHeight: 1,
        verticalAlign: 'middle',
      }}
    >
      {codigo}
    </Box>
  );
}
