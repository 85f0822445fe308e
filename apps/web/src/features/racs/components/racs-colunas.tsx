import Description from '@mui/icons-material/Description';
import EventNote from '@mui/icons-material/EventNote';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { RAC_TRANSICOES, type RacView, TIPOS_RAC } from '@skyler/domain/racs';
import { Link as RouterLink } from 'react-router';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { pathTo } from '../../../config/routes.ts';
import { clienteDaRac, nomeOuTraco } from '../lib/rac-texto.ts';
import { RacStatusChip } from './rac-status-chip.tsx';

export const ACOES_RAC = {
  abrirVenda: (id: number) => `Abrir as RACs da venda da RAC ${formatId(id)}`,
  visualizar: (id: number) => `Visualizar RAC ${formatId(id)}`,
  servicos: (id: number) => `Serviços relacionados da RAC ${formatId(id)}`,
  documentos: (id: number) => `Documentos da RAC ${formatId(id)}`,
  protocolos: (id: number) => `Protocolos da RAC ${formatId(id)}`,
  status: (id: number) => `Alterar status da RAC ${formatId(id)}`,
} as const;

export type AcoesRac = {
  onVisualizar: (rac: RacView) => void;
  onServicos: (rac: RacView) => void;
  onDocumentos: (rac: RacView) => void;
  onProtocolos: (rac: RacView) => void;
  onStatus: (rac: RacView) => void;
  /** the finance team may move a RAC (part 2 §6) */
  podeAlterarStatus: boolean;
};

const linkEmissao = (rac: RacView) => (
  <Link component={RouterLink} to={pathTo('emissao', { id: rac.emissao.id })}>
    {formatId(rac.emissao.id)}
  </Link>
);

/** The global lists' columns (part 2 §2): the action opens the sale's RAC tab. */
export function colunasListaRacs(): DataTableColumn<RacView>[] {
  return [
    { key: 'id', header: 'RAC', render: (r) => formatId(r.id) },
    { key: 'tipo', header: 'Tipo', render: (r) => TIPOS_RAC.label(r.tipo) },
    { key: 'cliente', header: 'Cliente', render: clienteDaRac, layout: 'wrap' },
    {
      key: 'venda',
      header: 'Venda',
      render: (r) => (
        <Link component={RouterLink} to={pathTo('venda-info', { id: r.venda })}>
          {formatId(r.venda)}
        </Link>
      ),
    },
    { key: 'servico', header: 'Serviço', render: (r) => formatId(r.servico) },
    { key: 'emissao', header: 'Emissão', render: linkEmissao },
    {
      key: 'tipo_emissao',
      header: 'Tipo da emissão',
      render: (r) => TIPOS_EMISSAO.label(r.emissao.tipo),
      hideBelow: 'xl',
    },
    { key: 'criado_por', header: 'Criado por', render: (r) => nomeOuTraco(r.created_by), hideBelow: 'xl' },
    { key: 'criado', header: 'Criado em', render: (r) => formatDateTime(r.created_at) },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (r) => (
        <Tooltip title={ACOES_RAC.abrirVenda(r.id)}>
          <IconButton
            size="small"
            component={RouterLink}
            to={pathTo('venda-racs', { id: r.venda })}
            aria-label={ACOES_RAC.abrirVenda(r.id)}
          >
            <OpenInNew fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}

/** The sale tab's columns (part 2 §2) with the RAC's actions. */
export function colunasRacsDaVenda(acoes: AcoesRac): DataTableColumn<RacView>[] {
  return [
    { key: 'id', header: 'RAC', render: (r) => formatId(r.id) },
    { key: 'emissao', header: 'Emissão', render: linkEmissao },
    { key: 'tipo', header: 'Tipo', render: (r) => TIPOS_RAC.label(r.tipo) },
    { key: 'status', header: 'Status', render: (r) => <RacStatusChip status={r.status} /> },
    { key: 'criado_por', header: 'Criado por', render: (r) => nomeOuTraco(r.created_by) },
    { key: 'criado', header: 'Criado em', render: (r) => formatDateTime(r.created_at) },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (r) => (
        <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
          <AcaoLinha label={ACOES_RAC.visualizar(r.id)} onClick={() => acoes.onVisualizar(r)}>
            <Visibility fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label={ACOES_RAC.servicos(r.id)} onClick={() => acoes.onServicos(r)}>
            <LinkIcon fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label={ACOES_RAC.documentos(r.id)} onClick={() => acoes.onDocumentos(r)}>
            <Description fontSize="small" />
          </AcaoLinha>
          <AcaoLinha label={ACOES_RAC.protocolos(r.id)} onClick={() => acoes.onProtocolos(r)}>
            <EventNote fontSize="small" />
          </AcaoLinha>
          <AcaoLinha
            label={ACOES_RAC.status(r.id)}
            color="primary"
            disabled={!acoes.podeAlterarStatus || RAC_TRANSICOES[r.status].length === 0}
            onClick={() => acoes.onStatus(r)}
          >
            <SwapHoriz fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];
}
