import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { nomeCompleto } from '@skyler/domain/contatos';
import { TIPOS_COTACAO } from '@skyler/domain/cotacoes';
import { formatCpf, formatDateTime, formatId, toDecimal } from '@skyler/domain/formatters';
import type { MilhaValidada } from '@skyler/domain/milhas-validadas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { pathTo } from '../../../config/routes.ts';

export const SENHA_TEXTS = {
  mostrar: (id: number) => `Mostrar senha da compra ${formatId(id)}`,
  ocultar: (id: number) => `Ocultar senha da compra ${formatId(id)}`,
  mascara: '••••••',
} as const;

/** A third party's password, hidden until asked for. */
function SenhaCelula({ id, senha }: { id: number; senha: string | null }) {
  const [visivel, setVisivel] = useState(false);
  if (!senha) return '-';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ fontFamily: visivel ? 'monospace' : undefined }}>
        {visivel ? senha : SENHA_TEXTS.mascara}
      </Box>
      <IconButton
        size="small"
        aria-label={visivel ? SENHA_TEXTS.ocultar(id) : SENHA_TEXTS.mostrar(id)}
        onClick={() => setVisivel((v) => !v)}
      >
        {visivel ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </Box>
  );
}

const contaOuTitular = (m: MilhaValidada) =>
  m.conta_fidelidade
    ? `${m.conta_fidelidade.titular} · ${m.conta_fidelidade.numero_id_conta}`
    : (m.titular ?? m.titular_conta_propria ?? '-');

const percentual = (valor: string | null) => {
  const numero = toDecimal(valor);
  return numero === null
    ? '-'
    : `${numero.toNumber().toLocaleString('pt-BR', { maximumFractionDigits: 4 })}%`;
};

/** The password column comes only when the answer carries passwords (the milhas group). */
export function temSenha(rows: readonly MilhaValidada[]): boolean {
  return rows.some((m) => 'senha' in m);
}

/** The columns of 'Compras milhas/wallet validadas' (part 2 §2, §3). */
export function colunasMilhasValidadas({ senha }: { senha: boolean }): DataTableColumn<MilhaValidada>[] {
  const colunas: (DataTableColumn<MilhaValidada> | null)[] = [
    { key: 'id', header: 'ID', render: (m) => formatId(m.id) },
    { key: 'data', header: 'Data', render: (m) => formatDateTime(m.created_at) },
    {
      key: 'venda',
      header: 'Venda',
      render: (m) => (
        <Link component={RouterLink} to={pathTo('venda-info', { id: m.cotacao.venda })}>
          {formatId(m.cotacao.venda)}
        </Link>
      ),
    },
    { key: 'servico', header: 'Serviço', render: (m) => formatId(m.servico) },
    { key: 'tipo', header: 'Tipo', render: (m) => TIPOS_COTACAO.label(m.tipo) },
    { key: 'passageiro', header: 'Passageiro', render: (m) => (m.contato ? m.contato.nome : '-') },
    { key: 'conta', header: 'Conta/Titular', render: contaOuTitular, layout: 'wrap' },
    {
      key: 'programa',
      header: 'Programa',
      render: (m) => m.programa_fidelidade?.nome ?? m.conta_fidelidade?.programa ?? '-',
    },
    { key: 'provedor', header: 'Provedor', render: (m) => m.provedor_milhas?.nome ?? '-' },
    { key: 'login', header: 'Login', render: (m) => m.login ?? '-' },
    senha
      ? { key: 'senha', header: 'Senha', render: (m) => <SenhaCelula id={m.id} senha={m.senha ?? null} /> }
      : null,
    { key: 'cpf', header: 'CPF', render: (m) => (m.cpf ? formatCpf(m.cpf) : '-') },
    {
      key: 'milhas',
      header: 'Milhas',
      align: 'right',
      render: (m) => (m.tipo === 'milha' ? m.valor.toLocaleString('pt-BR') : '-'),
    },
    {
      key: 'milheiro',
      header: 'Milheiro / Deságio',
      align: 'right',
      render: (m) => (m.tipo === 'milha' ? <Money value={m.valor_compra} /> : percentual(m.desagio_compra)),
    },
    { key: 'custo', header: 'Custo', align: 'right', render: (m) => <Money value={m.custo} /> },
    {
      key: 'validado_por',
      header: 'Validado por',
      render: (m) => (m.created_by ? nomeCompleto(m.created_by) : '-'),
    },
  ];
  return colunas.filter((c): c is DataTableColumn<MilhaValidada> => c !== null);
}
