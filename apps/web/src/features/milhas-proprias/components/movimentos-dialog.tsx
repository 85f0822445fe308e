import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDateTime } from '@skyler/domain/formatters';
import {
  type ContaPropria,
  formatMilhas,
  type Movimento,
  TIPO_MOVIMENTO_LABEL,
} from '@skyler/domain/milhas-proprias';
import { useId } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { Money } from '../../../components/money.tsx';
import { milhasPropriasKeys } from '../api/milhas-proprias-keys.ts';

export const MOVIMENTOS_TEXTS = {
  titulo: (conta: ContaPropria) => `Movimentos · ${conta.programa.nome} · ${conta.numero_id_conta}`,
  vazio: 'Nenhum movimento nesta conta.',
  fechar: 'Fechar',
  colunas: {
    data: 'Data',
    tipo: 'Tipo',
    milhas: 'Milhas',
    saldo: 'Saldo após',
    valor: 'Valor',
    detalhe: 'Detalhe',
    usuario: 'Usuário',
  },
  venda: (venda: number) => `Venda ${venda}`,
  emissao: (emissao: number) => `Emissão ${emissao}`,
  bonus: (bonus: string) => `bônus ${bonus.replace('.', ',')}%`,
  ordem: (ordem: number) => `ordem ${ordem}`,
} as const;

const T = MOVIMENTOS_TEXTS;

/** What a movement is about, in one line: seller, the other account, the sale and issuance, the note. */
function detalhe(m: Movimento): string {
  return [
    m.fornecedor?.nome,
    m.ordem_pagamento ? T.ordem(m.ordem_pagamento) : null,
    m.conta_relacionada ? `${m.conta_relacionada.programa} · ${m.conta_relacionada.titular}` : null,
    m.bonus_porcentagem && m.tipo === 'transferencia_entrada' ? T.bonus(m.bonus_porcentagem) : null,
    m.venda ? T.venda(m.venda) : null,
    m.emissao ? T.emissao(m.emissao) : null,
    m.observacao,
  ]
    .filter(Boolean)
    .join(' · ');
}

const COLUNAS: DataTableColumn<Movimento>[] = [
  { key: 'data', header: T.colunas.data, render: (m) => formatDateTime(m.created_at) },
  { key: 'tipo', header: T.colunas.tipo, render: (m) => TIPO_MOVIMENTO_LABEL[m.tipo] },
  {
    key: 'milhas',
    header: T.colunas.milhas,
    align: 'right',
    render: (m) => `${m.milhas > 0 ? '+' : ''}${formatMilhas(m.milhas)}`,
  },
  { key: 'saldo', header: T.colunas.saldo, align: 'right', render: (m) => formatMilhas(m.saldo_apos) },
  {
    key: 'valor',
    header: T.colunas.valor,
    align: 'right',
    render: (m) => (m.valor === null ? '—' : <Money value={m.valor} />),
  },
  { key: 'detalhe', header: T.colunas.detalhe, render: detalhe },
  { key: 'usuario', header: T.colunas.usuario, render: (m) => m.usuario ?? '—', hideBelow: 'lg' },
];

/** An own account's movements, newest first, 15 per page. */
export function MovimentosDialog({ conta, onClose }: { conta: ContaPropria; onClose: () => void }) {
  const titleId = useId();
  const movimentos = usePagedQuery<Movimento, 'movimentos'>({
    area: milhasPropriasKeys.all[0],
    path: `/api/milhas-proprias/contas/${conta.id}/movimentos/`,
    listKey: 'movimentos',
    estado: 'local',
  });
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{T.titulo(conta)}</DialogTitle>
      <DialogContent>
        <DataTable columns={COLUNAS} lista={movimentos} emptyText={T.vazio} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.fechar}</Button>
      </DialogActions>
    </Dialog>
  );
}
