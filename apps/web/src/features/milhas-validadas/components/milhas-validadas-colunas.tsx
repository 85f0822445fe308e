import Link from '@mui/material/Link';
import { nomeCompleto } from '@skyler/domain/contatos';
import { TIPOS_COTACAO } from '@skyler/domain/cotacoes';
import { formatCpf, formatDateTime, formatId, toDecimal } from '@skyler/domain/formatters';
import type { MilhaValidada } from '@skyler/domain/milhas-validadas';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { pathTo } from '../../../config/routes.ts';
import { SenhaRevelada } from './senha-revelada.tsx';

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

/**
 * The columns of 'Compras milhas/wallet validadas' (part 2 §2, §3). The third party's login, password and CPF
 * only for who issues from the accounts (`contas`, decision 0052); the password revealed on click. Below
 * 1536 px the secondary columns (service, type, program, provider, the account's access, who validated) are in the
 * row's detail.
 */
export function colunasMilhasValidadas({
  contas,
  keys,
}: {
  contas: boolean;
  /** only these columns, in this order (the issuance's accounts); all of them when left out */
  keys?: readonly string[];
}): DataTableColumn<MilhaValidada>[] {
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
    { key: 'servico', header: 'Serviço', render: (m) => formatId(m.servico), hideBelow: 'xl' },
    { key: 'tipo', header: 'Tipo', render: (m) => TIPOS_COTACAO.label(m.tipo), hideBelow: 'xl' },
    { key: 'passageiro', header: 'Passageiro', render: (m) => (m.contato ? m.contato.nome : '-') },
    { key: 'conta', header: 'Conta/Titular', render: contaOuTitular, layout: 'wrap' },
    {
      key: 'programa',
      header: 'Programa',
      render: (m) => m.programa_fidelidade?.nome ?? m.conta_fidelidade?.programa ?? '-',
      hideBelow: 'xl',
    },
    { key: 'provedor', header: 'Provedor', render: (m) => m.provedor_milhas?.nome ?? '-', hideBelow: 'xl' },
    contas ? { key: 'login', header: 'Login', render: (m) => m.login ?? '-', hideBelow: 'xl' } : null,
    contas
      ? {
          key: 'senha',
          header: 'Senha',
          render: (m) => (m.tem_senha ? <SenhaRevelada id={m.id} /> : '-'),
          hideBelow: 'xl',
        }
      : null,
    contas
      ? { key: 'cpf', header: 'CPF', render: (m) => (m.cpf ? formatCpf(m.cpf) : '-'), hideBelow: 'xl' }
      : null,
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
      hideBelow: 'xl',
    },
  ];
  const presentes = colunas.filter((c): c is DataTableColumn<MilhaValidada> => c !== null);
  return keys ? keys.flatMap((key) => presentes.filter((c) => c.key === key)) : presentes;
}
