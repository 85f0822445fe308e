import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import { CORES_LEGIVEIS } from '@skyler/domain/enum';
import { formatId } from '@skyler/domain/formatters-basicos';
import type { Orcamento } from '@skyler/domain/orcamentos';
import { type CotacaoResumivel, resumoCotacao } from '@skyler/domain/resumo-cotacao';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../api/api-error.ts';
import { pathTo } from '../config/routes.ts';
import { CiaAereaLogo } from './cia-aerea-logo.tsx';

/** The quick description with the one-line summary of what the quote is under it. */
export function DescricaoCotacao({ cotacao }: { cotacao: CotacaoView }) {
  const cias = ciasDaCotacao(cotacao);
  return (
    <Box>
      {cotacao.descricao}
      <Typography variant="caption" component="div" color="text.secondary">
        {resumoCotacao(cotacao as CotacaoResumivel)}
      </Typography>
      {cias.length > 0 ? (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }} aria-label="Companhias aéreas">
          {cias.map((id) => (
            <CiaAereaLogo key={id} cia={{ id }} size={20} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

type BilheteComPernas = {
  viagem?: { trechos?: readonly { pernas?: readonly { cia_aerea?: number | null }[] }[] };
};

/** The airlines a flight quote's legs name, once each, in the order they fly. */
export function ciasDaCotacao(cotacao: CotacaoView): number[] {
  const bilhetes = (cotacao.cotacao_voo?.subcotacoes ?? []) as readonly BilheteComPernas[];
  const ids = bilhetes.flatMap((b) =>
    (b.viagem?.trechos ?? []).flatMap((t) => (t.pernas ?? []).map((p) => p.cia_aerea ?? null)),
  );
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

/** The link to the request a quote answers: its number and, when known, its description. */
export function LinkOrcamento({ cotacao, orcamento }: { cotacao: CotacaoView; orcamento: Orcamento | null }) {
  return (
    <Link component={RouterLink} to={pathTo('orcamento', { id: cotacao.orcamento })}>
      {formatId(cotacao.orcamento)}
      {orcamento ? ` · ${orcamento.descricao}` : ''}
    </Link>
  );
}

/** A failure toast: the screen's message followed by the server's reason, when it gave one. */
export function falhaComDetalhe(mensagem: string, error: unknown): string {
  const detalhe = errorMessage(error, '');
  return detalhe ? `${mensagem} ${detalhe}` : mensagem;
}

/** Profit colours as text on white with at least 4.5:1 contrast (the spec's orange is too light for text). */
export const COR_TEXTO_LUCRO: Record<CotacaoView['cor_lucro'], string> = {
  verde: CORES_LEGIVEIS.verde,
  laranja: CORES_LEGIVEIS.laranja,
  vermelho: CORES_LEGIVEIS.vermelho,
};
