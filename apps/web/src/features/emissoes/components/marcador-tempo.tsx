import Schedule from '@mui/icons-material/Schedule';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfied';
import Box from '@mui/material/Box';
import { type EmissaoView, marcadorTempo } from '@skyler/domain/emissoes';
import { textoHoras } from '../lib/emissao-texto.ts';

export const MARCADOR_TEXTOS = {
  feliz: 'Emitida',
  bravo: 'Atrasada',
  cancelada: 'Cancelada',
  relogio: 'Em andamento',
} as const;

/**
 * The elapsed-time marker (part 2 §4): the time since the issuance was created, stopped when it was issued
 * (happy face) or cancelled (angry face); an open one older than 48 hours is late (angry face).
 */
export function MarcadorTempo({
  emissao,
  agora = new Date(),
}: {
  emissao: Pick<EmissaoView, 'status' | 'created_at' | 'data_hora_emissao' | 'cancelada_em'>;
  agora?: Date;
}) {
  const marcador = marcadorTempo({ ...emissao, agora });
  const texto = textoHoras(marcador.horas);
  const rotulo =
    marcador.icone === 'feliz'
      ? MARCADOR_TEXTOS.feliz
      : emissao.status === 'cancelada'
        ? MARCADOR_TEXTOS.cancelada
        : marcador.atrasada
          ? MARCADOR_TEXTOS.bravo
          : MARCADOR_TEXTOS.relogio;
  const Icone =
    marcador.icone === 'feliz'
      ? SentimentSatisfiedAlt
      : marcador.icone === 'bravo'
        ? SentimentVeryDissatisfied
        : Schedule;
  const cor =
    marcador.icone === 'feliz'
      ? 'success.main'
      : marcador.icone === 'bravo'
        ? 'error.main'
        : 'text.secondary';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
      title={`${rotulo}: ${texto}`}
    >
      <Icone fontSize="small" sx={{ color: cor }} titleAccess={rotulo} />
      {texto}
    </Box>
  );
}
