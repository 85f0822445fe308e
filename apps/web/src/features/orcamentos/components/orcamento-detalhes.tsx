import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EMPTY_DISPLAY, formatDate } from '@skyler/domain/formatters-basicos';
import {
  CLASSES_CABINE,
  type Orcamento,
  type OrcamentoCarro,
  type OrcamentoHotel,
  type OrcamentoOutro,
  type OrcamentoVoo,
  TIPOS_DATA_OUTRO,
  TIPOS_OUTRO_SERVICO,
  TIPOS_TRECHO,
  TIPOS_VEICULO,
} from '@skyler/domain/orcamentos';
import type { ReactNode } from 'react';

/** 'Nenhuma' when the request has no quotes yet (part 1 §2) */
export const quantidadeCotacoes = (n: number) => (n === 0 ? 'Nenhuma' : String(n));

/** `10/05/2026`, or `10/05/2026 a 12/05/2026` for a window */
export function periodo(inicio: string | null | undefined, fim: string | null | undefined): string {
  if (!inicio) return EMPTY_DISPLAY;
  return fim && fim !== inicio ? `${formatDate(inicio)} a ${formatDate(fim)}` : formatDate(inicio);
}

/** `± 2 dias`, or nothing without flexibility */
export function flexibilidade(dias: number | null | undefined): string | null {
  if (!dias) return null;
  return `± ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
}

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** `2 adultos, 1 criança, 0 bebês` */
export function passageiros({
  adultos,
  criancas,
  bebes,
}: {
  adultos: number;
  criancas: number;
  bebes: number;
}) {
  return [
    plural(adultos, 'adulto', 'adultos'),
    plural(criancas, 'criança', 'crianças'),
    plural(bebes, 'bebê', 'bebês'),
  ].join(', ');
}

export function classes(
  voo: Pick<OrcamentoVoo, 'economica' | 'economica_premium' | 'executiva' | 'primeira_classe'>,
) {
  const escolhidas = CLASSES_CABINE.values.filter((classe) => voo[classe]);
  return escolhidas.length ? escolhidas.map((c) => CLASSES_CABINE.label(c)).join(', ') : EMPTY_DISPLAY;
}

const juntar = (...partes: (string | null | undefined)[]) => partes.filter(Boolean).join(' · ');

type Linha = readonly [string, ReactNode];

function Campos({ linhas }: { linhas: readonly Linha[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {linhas.map(([rotulo, valor]) => (
        <Box key={rotulo} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {rotulo}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {valor === null || valor === undefined || valor === '' ? EMPTY_DISPLAY : valor}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function VooDetalhes({ voo }: { voo: OrcamentoVoo }) {
  const trechos = [...voo.trechos].sort((a, b) => (a.ordem ?? 0) - (b.ordem ?? 0));
  const nomeTrecho = (indice: number) =>
    voo.tipo_trecho === 'ida_volta' ? (indice === 0 ? 'Ida' : 'Volta') : `Trecho ${indice + 1}`;
  return (
    <Campos
      linhas={[
        ['Tipo de trecho', TIPOS_TRECHO.label(voo.tipo_trecho)],
        ...trechos.map(
          (t, indice) =>
            [
              nomeTrecho(indice),
              juntar(
                `${t.origem} → ${t.destino}`,
                periodo(t.data_inicio, t.data_fim),
                flexibilidade(t.flexibilidade_origem),
              ),
            ] as const,
        ),
        ['Classes', classes(voo)],
        ['Passageiros', passageiros(voo)],
      ]}
    />
  );
}

function HotelDetalhes({ hotel }: { hotel: OrcamentoHotel }) {
  return (
    <Campos
      linhas={[
        ['Local', juntar(hotel.local, flexibilidade(hotel.flexibilidade))],
        ['Check-in', periodo(hotel.checkin_inicio, hotel.checkin_fim)],
        ['Check-out', periodo(hotel.checkout_inicio, hotel.checkout_fim)],
        ['Hóspedes', passageiros(hotel)],
        ['Quartos', hotel.quartos],
        ['Anotações', hotel.anotacoes],
      ]}
    />
  );
}

function CarroDetalhes({ carro }: { carro: OrcamentoCarro }) {
  return (
    <Campos
      linhas={[
        [
          'Retirada',
          juntar(
            carro.local_retirada,
            periodo(carro.data_retirada_inicio, carro.data_retirada_fim),
            flexibilidade(carro.flexibilidade_retirada),
          ),
        ],
        [
          'Devolução',
          juntar(
            carro.local_devolucao,
            periodo(carro.data_devolucao_inicio, carro.data_devolucao_fim),
            flexibilidade(carro.flexibilidade_devolucao),
          ),
        ],
        ['Tipo de veículo', TIPOS_VEICULO.label(carro.tipo_veiculo)],
        ['Anotações', carro.anotacoes],
      ]}
    />
  );
}

function OutroDetalhes({ outro }: { outro: OrcamentoOutro }) {
  return (
    <Campos
      linhas={[
        ['Serviço', TIPOS_OUTRO_SERVICO.label(outro.nome_servico)],
        ['Local', juntar(outro.local, flexibilidade(outro.flexibilidade))],
        [TIPOS_DATA_OUTRO.label(outro.tipo_data), periodo(outro.data_inicio_inicio, outro.data_inicio_fim)],
        ['Descrição do serviço', outro.descricao_servico],
        ['Anotações', outro.anotacoes],
      ]}
    />
  );
}

/** The nested object of a request, by kind, as a readable list (legs, dates, passengers, classes…). */
export function OrcamentoDetalhes({ orcamento }: { orcamento: Orcamento }) {
  switch (orcamento.tipo_servico) {
    case 'orcamento_voo':
      return orcamento.orcamento_voo ? <VooDetalhes voo={orcamento.orcamento_voo} /> : null;
    case 'orcamento_hotel':
      return orcamento.orcamento_hotel ? <HotelDetalhes hotel={orcamento.orcamento_hotel} /> : null;
    case 'orcamento_carro':
      return orcamento.orcamento_carro ? <CarroDetalhes carro={orcamento.orcamento_carro} /> : null;
    case 'orcamento_outro':
      return orcamento.orcamento_outro ? <OutroDetalhes outro={orcamento.orcamento_outro} /> : null;
  }
}
