import { type ContatoResumo, PERFIS_CONTATO } from '@skyler/domain/contatos';
import { formatCpf, formatDate, formatDateTime, formatPhone } from '@skyler/domain/formatters';
import { flagEmoji } from '@skyler/domain/paises-telefone';
import type { DataTableColumn } from '../data-table/data-table.tsx';
import { NomeContato } from './nome-contato.tsx';

const nomeUsuario = (usuario: { nome: string; sobrenome: string } | null) =>
  usuario ? `${usuario.nome} ${usuario.sobrenome}`.trim() : '-';

function Telefone({ telefone }: { telefone: ContatoResumo['telefone'] }) {
  if (!telefone) return '-';
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span role="img" aria-label={telefone.pais}>
        {flagEmoji(telefone.pais)}
      </span>{' '}
      {formatPhone(telefone)}
    </span>
  );
}

/**
 * Columns of the contact list and of the picker (part 1 §2 Contact picker dialog). Key columns: name,
 * profile, CPF, e-mail and phone; birth date and the record's history make room for them on narrow screens
 * (decision 0056).
 */
export const CONTATO_COLUNAS: DataTableColumn<ContatoResumo>[] = [
  { key: 'nome', header: 'Nome', render: (c) => <NomeContato contato={c} /> },
  { key: 'perfil', header: 'Perfil', render: (c) => PERFIS_CONTATO.label(c.perfil) },
  { key: 'cpf', header: 'CPF', render: (c) => formatCpf(c.cpf) },
  { key: 'email', header: 'E-mail', render: (c) => c.email ?? '-' },
  {
    key: 'telefone',
    header: 'Telefone',
    layout: 'nowrap',
    render: (c) => <Telefone telefone={c.telefone} />,
  },
  {
    key: 'nascimento',
    header: 'Data de Nascimento',
    hideBelow: 'xl',
    render: (c) => formatDate(c.data_nascimento),
  },
  { key: 'criado_por', header: 'Criado por', hideBelow: 'xl', render: (c) => nomeUsuario(c.created_by) },
  {
    key: 'criado_em',
    header: 'Criação do Contato',
    hideBelow: 'xl',
    render: (c) => formatDateTime(c.created_at),
  },
  {
    key: 'alterado_por',
    header: 'Alterado por',
    hideBelow: 'xl',
    render: (c) => nomeUsuario(c.last_edited_by),
  },
  {
    key: 'alterado_em',
    header: 'Data última alteração',
    hideBelow: 'xl',
    render: (c) => formatDateTime(c.updated_at),
  },
  {
    key: 'compra',
    header: 'Data última compra',
    hideBelow: 'xl',
    render: (c) => formatDate(c.ultima_compra),
  },
];
