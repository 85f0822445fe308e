import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EMPTY_DISPLAY, formatTime } from '@skyler/domain/formatters';
import { FAIXAS_TABELA_MILHAS, type LinhaTabelaMilhasView } from '@skyler/domain/milhas';
import { CLASSES_CABINE } from '@skyler/domain/orcamentos';
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

/**
 * The rows of a miles table (part 2 §3): programme, operating airline, class, the six volume tiers, own and
 * third-party cost and floor, in R$ per thousand miles; the history adds the archive time, the current
 * table its actions.
 */
export function LinhasMilhasTabela({
  linhas,
  label,
  acoes,
  comHora = false,
}: {
  linhas: readonly LinhaTabelaMilhasView[];
  label: string;
  acoes?: (linha: LinhaTabelaMilhasView) => ReactNode;
  comHora?: boolean;
}) {
  return (
    <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
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
          {acoes ? <TableCell align="center">{C.acoes}</TableCell> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {linhas.map((linha) => (
          <TableRow key={linha.id} hover>
            {comHora ? <TableCell>{formatTime(linha.archived_at)}</TableCell> : null}
            <TableCell component="th" scope="row">
              {linha.programa.nome}
            </TableCell>
            <TableCell>{linha.operado_por?.nome ?? EMPTY_DISPLAY}</TableCell>
            <TableCell>{classeDaLinha(linha)}</TableCell>
            {FAIXAS_TABELA_MILHAS.map((faixa, indice) => (
              <TableCell key={faixa} align="right">
                {preco(linha.precos[indice])}
              </TableCell>
            ))}
            <TableCell align="right">{preco(linha.custo_proprio)}</TableCell>
            <TableCell align="right">{preco(linha.custo_terceiros)}</TableCell>
            <TableCell align="right">{preco(linha.piso)}</TableCell>
            {acoes ? (
              <TableCell align="center" sx={{ py: 0 }}>
                {acoes(linha)}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
