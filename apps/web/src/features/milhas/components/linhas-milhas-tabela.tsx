import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EMPTY_DISPLAY, formatTime } from '@skyler/domain/formatters-basicos';
import { FAIXAS_TABELA_MILHAS, type LinhaTabelaMilhasView } from '@skyler/domain/milhas';
import { CLASSES_CABINE } from '@skyler/domain/orcamentos-regras';
import type { ReactNode } from 'react';
import { Money } from '../../../components/money.tsx';

export const COLUNAS_MILHAS = {
  programa: 'Programa',
  operadoPor: 'Operado por',
  classe: 'Classe',
  custoProprio: 'Custo próprio',
  custoTerceiros: 'Custo terceiros',
  piso: 'Piso',
  acoes: 'Ações',
  arquivadoAs: 'Arquivado às',
  todasClasses: 'Todas',
} as const;

const C = COLUNAS_MILHAS;

export function classeDaLinha(linha: Pick<LinhaTabelaMilhasView, 'classe'>): string {
  return linha.classe ? CLASSES_CABINE.label(linha.classe) : C.todasClasses;
}

const preco = (valor: string | null | undefined) => (valor ? <Money value={valor} /> : EMPTY_DISPLAY);

/** Compact cells so the thirteen columns fit beside the side menu; headers may wrap, values do not. */
export const TABELA_MILHAS_SX = {
  '& td, & th': { px: '5px', py: 0.75 },
  '& td, & tbody th': { whiteSpace: 'nowrap' },
  '& thead th': { lineHeight: 1.25, verticalAlign: 'bottom' },
} as const;

export function CabecalhoMilhas({
  comHora = false,
  comAcoes = false,
}: {
  comHora?: boolean;
  comAcoes?: boolean;
}) {
  return (
    <TableHead>
      <TableRow>
        {comHora ? <TableCell>{C.arquivadoAs}</TableCell> : null}
        <TableCell>{C.programa}</TableCell>
        <TableCell>{C.operadoPor}</TableCell>
        <TableCell>{C.classe}</TableCell>
        {FAIXAS_TABELA_MILHAS.map((faixa) => (
          <TableCell key={faixa} align="right">
            {faixa}
          </TableCell>
        ))}
        <TableCell align="right">{C.custoProprio}</TableCell>
        <TableCell align="right">{C.custoTerceiros}</TableCell>
        <TableCell align="right">{C.piso}</TableCell>
        {comAcoes ? <TableCell align="center">{C.acoes}</TableCell> : null}
      </TableRow>
    </TableHead>
  );
}

/** The number of columns, for a cell that spans the whole row (the history's day). */
export function colunasMilhas({
  comHora = false,
  comAcoes = false,
}: {
  comHora?: boolean;
  comAcoes?: boolean;
}) {
  return 3 + FAIXAS_TABELA_MILHAS.length + 3 + (comHora ? 1 : 0) + (comAcoes ? 1 : 0);
}

export function LinhaMilhas({
  linha,
  comHora = false,
  acoes,
}: {
  linha: LinhaTabelaMilhasView;
  comHora?: boolean;
  acoes?: ReactNode;
}) {
  return (
    <TableRow hover>
      {comHora ? <TableCell>{formatTime(linha.archived_at)}</TableCell> : null}
      <TableCell component="th" scope="row">
        {linha.programa.nome}
      </TableCell>
      <TableCell title={linha.operado_por?.nome}>
        {linha.operado_por?.nome_resumido || linha.operado_por?.nome || EMPTY_DISPLAY}
      </TableCell>
      <TableCell>{classeDaLinha(linha)}</TableCell>
      {FAIXAS_TABELA_MILHAS.map((faixa, indice) => (
        <TableCell key={faixa} align="right">
          {preco(linha.precos[indice])}
        </TableCell>
      ))}
      <TableCell align="right">{preco(linha.custo_proprio)}</TableCell>
      <TableCell align="right">{preco(linha.custo_terceiros)}</TableCell>
      <TableCell align="right">{preco(linha.piso)}</TableCell>
      {acoes !== undefined ? (
        <TableCell align="center" sx={{ py: 0 }}>
          {acoes}
        </TableCell>
      ) : null}
    </TableRow>
  );
}

/**
 * The rows of a miles table (part 2 §3): programme, operating airline, class, the six volume tiers, own and
 * third-party cost and floor, in R$ per thousand miles, with the current table's actions.
 */
export function LinhasMilhasTabela({
  linhas,
  label,
  acoes,
}: {
  linhas: readonly LinhaTabelaMilhasView[];
  label: string;
  acoes?: (linha: LinhaTabelaMilhasView) => ReactNode;
}) {
  return (
    <Table size="small" aria-label={label} sx={TABELA_MILHAS_SX}>
      <CabecalhoMilhas comAcoes={Boolean(acoes)} />
      <TableBody>
        {linhas.map((linha) => (
          <LinhaMilhas key={linha.id} linha={linha} acoes={acoes?.(linha)} />
        ))}
      </TableBody>
    </Table>
  );
}
