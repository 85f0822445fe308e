import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COTACAO_DIALOGO_MESSAGES as M } from '@skyler/domain/cotacao-dialogo';
import { formatDate, formatId } from '@skyler/domain/formatters-basicos';
import {
  CLASSES_CABINE,
  type Orcamento,
  TIPOS_DATA_OUTRO,
  TIPOS_ORCAMENTO,
  TIPOS_OUTRO_SERVICO,
  TIPOS_TRECHO,
} from '@skyler/domain/orcamentos';
import type { ReactNode } from 'react';

const periodo = (inicio: string | null, fim: string | null) =>
  fim && fim !== inicio ? `${formatDate(inicio)} a ${formatDate(fim)}` : formatDate(inicio);
const passageiros = (p: { adultos: number; criancas: number; bebes: number }) =>
  `${p.adultos} adulto(s), ${p.criancas} criança(s), ${p.bebes} bebê(s)`;
const flex = (dias: number | null | undefined) => (dias ? ` (±${dias} dias)` : '');

function Linhas({ linhas }: { linhas: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {linhas.map(([rotulo, valor]) => (
        <Box key={rotulo} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {rotulo}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
            {valor || '-'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The request's nested object, readable (part 1 §3). */
function DetalhesDoOrcamento({ orcamento }: { orcamento: Orcamento }) {
  switch (orcamento.tipo_servico) {
    case 'orcamento_voo': {
      const voo = orcamento.orcamento_voo;
      if (!voo) return <Alert severity="error">{M.erroOrcamentoVinculado}</Alert>;
      return (
        <Linhas
          linhas={[
            ['Trecho', TIPOS_TRECHO.label(voo.tipo_trecho)],
            [
              'Classe',
              CLASSES_CABINE.values
                .filter((c) => voo[c])
                .map(CLASSES_CABINE.label)
                .join(', '),
            ],
            ['Passageiros', passageiros(voo)],
            ...voo.trechos.map((t, i): [string, ReactNode] => [
              `Trecho ${i + 1}`,
              `${t.origem}${flex(t.flexibilidade_origem)} → ${t.destino}${flex(t.flexibilidade_destino)} · ${periodo(t.data_inicio, t.data_fim)}`,
            ]),
          ]}
        />
      );
    }
    case 'orcamento_hotel': {
      const hotel = orcamento.orcamento_hotel;
      if (!hotel) return <Alert severity="error">{M.erroOrcamentoVinculado}</Alert>;
      return (
        <Linhas
          linhas={[
            ['Local', `${hotel.local}${flex(hotel.flexibilidade)}`],
            ['Check-in', periodo(hotel.checkin_inicio, hotel.checkin_fim)],
            ['Check-out', periodo(hotel.checkout_inicio, hotel.checkout_fim)],
            ['Hóspedes', passageiros(hotel)],
            ['Quartos', String(hotel.quartos)],
            ['Anotações', hotel.anotacoes],
          ]}
        />
      );
    }
    case 'orcamento_carro': {
      const carro = orcamento.orcamento_carro;
      if (!carro) return <Alert severity="error">{M.erroOrcamentoVinculado}</Alert>;
      return (
        <Linhas
          linhas={[
            [
              'Retirada',
              `${carro.local_retirada}${flex(carro.flexibilidade_retirada)} · ${periodo(carro.data_retirada_inicio, carro.data_retirada_fim)}`,
            ],
            [
              'Devolução',
              `${carro.local_devolucao}${flex(carro.flexibilidade_devolucao)} · ${periodo(carro.data_devolucao_inicio, carro.data_devolucao_fim)}`,
            ],
            ['Veículo', carro.tipo_veiculo],
            ['Anotações', carro.anotacoes],
          ]}
        />
      );
    }
    case 'orcamento_outro': {
      const outro = orcamento.orcamento_outro;
      if (!outro) return <Alert severity="error">{M.erroOrcamentoVinculado}</Alert>;
      return (
        <Linhas
          linhas={[
            ['Serviço', TIPOS_OUTRO_SERVICO.label(outro.nome_servico)],
            ['Local', `${outro.local}${flex(outro.flexibilidade)}`],
            [
              TIPOS_DATA_OUTRO.label(outro.tipo_data),
              periodo(outro.data_inicio_inicio, outro.data_inicio_fim),
            ],
            ['Descrição', outro.descricao_servico],
            ['Anotações', outro.anotacoes],
          ]}
        />
      );
    }
    default:
      return <Alert severity="error">{M.semTipoServico}</Alert>;
  }
}

/** The linked request, collapsed by default. */
export function OrcamentoVinculado({ orcamento }: { orcamento: Orcamento | null | undefined }) {
  if (!orcamento) return <Alert severity="warning">{M.semOrcamento}</Alert>;
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2">
          Orçamento vinculado #{formatId(orcamento.id)} · {TIPOS_ORCAMENTO.label(orcamento.tipo_servico)} ·{' '}
          {orcamento.descricao}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <DetalhesDoOrcamento orcamento={orcamento} />
      </AccordionDetails>
    </Accordion>
  );
}
