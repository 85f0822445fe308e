import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { TIPOS_COTACAO } from '@skyler/domain/cotacoes';
import { formatDate, formatId, formatPhone } from '@skyler/domain/formatters';
import {
  type Fornecedor,
  type FornecedorCotacao,
  type FornecedorSubcotacao,
  FORNECEDORES_MESSAGES as M,
  MEIOS_PAGAMENTO_FORNECEDOR,
} from '@skyler/domain/fornecedores';
import { TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import { useProvedoresSimples } from '../../../api/get-listas-simples.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { useFornecedorAssociacoes } from '../api/get-associacoes.ts';
import { documentoDe } from '../lib/form-values.ts';
import { DetalhesDialog } from './detalhes-dialog.tsx';
import { type Coluna, Dados, enderecoEmUmaLinha, ListaAssociada } from './detalhes-parts.tsx';
import { EMISSOES } from './emissoes-colunas.tsx';

const COTACOES: Coluna<FornecedorCotacao>[] = [
  { titulo: 'ID', valor: (c) => formatId(c.id) },
  { titulo: 'Orçamento', valor: (c) => formatId(c.orcamento) },
  { titulo: 'Venda', valor: (c) => formatId(c.venda) },
  { titulo: 'Tipo', valor: (c) => TIPOS_ORCAMENTO.label(c.tipo_servico) },
  { titulo: 'Criada em', valor: (c) => formatDate(c.created_at) },
];

const BILHETES: Coluna<FornecedorSubcotacao>[] = [
  { titulo: 'ID', valor: (s) => formatId(s.id) },
  { titulo: 'Cotação', valor: (s) => formatId(s.cotacao) },
  { titulo: 'Venda', valor: (s) => formatId(s.venda) },
  { titulo: 'Tipo', valor: (s) => TIPOS_COTACAO.label(s.tipo_cotacao) },
  { titulo: 'Criado em', valor: (s) => formatDate(s.created_at) },
];

/** A supplier's data, and the quotes, tickets and issuances that used it (part 2 §2). */
export function FornecedorDetalhesDialog({
  fornecedor,
  onClose,
}: {
  fornecedor: Fornecedor | null;
  onClose: () => void;
}) {
  const associacoes = useFornecedorAssociacoes(fornecedor?.id ?? null);
  const provedores = useProvedoresSimples({ enabled: Boolean(fornecedor) });
  useErrorToast(associacoes.error, M.erroAssociadas, { withDetail: false });
  if (!fornecedor) return null;
  const nomesProvedores = fornecedor.provedores.map(
    (id) => provedores.data?.find((provedor) => provedor.id === id)?.nome ?? `#${id}`,
  );
  return (
    <DetalhesDialog open title={fornecedor.nome} onClose={onClose}>
      <Stack spacing={2}>
        <Dados
          itens={[
            [fornecedor.cnpj ? 'CNPJ' : 'CPF', documentoDe(fornecedor)],
            ['E-mail', fornecedor.email],
            ['Telefone', formatPhone(fornecedor.telefone)],
            ['Endereço', enderecoEmUmaLinha(fornecedor.endereco)],
            [
              'Meios de pagamento',
              fornecedor.meios_de_pagamento.map((meio) => MEIOS_PAGAMENTO_FORNECEDOR.label(meio)).join(', '),
            ],
            [
              'Provedores',
              nomesProvedores.length > 0 ? (
                <Stack key="provedores" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {nomesProvedores.map((nome) => (
                    <Chip key={nome} size="small" label={nome} />
                  ))}
                </Stack>
              ) : null,
            ],
          ]}
        />
        <Divider />
        <ListaAssociada
          titulo="Cotações"
          colunas={COTACOES}
          linhas={associacoes.data?.cotacoes}
          carregando={associacoes.isLoading}
          vazio={M.nenhumaCotacao}
        />
        <ListaAssociada
          titulo="Bilhetes"
          colunas={BILHETES}
          linhas={associacoes.data?.subcotacoes}
          carregando={associacoes.isLoading}
          vazio={M.nenhumBilhete}
        />
        <ListaAssociada
          titulo="Emissões"
          colunas={EMISSOES}
          linhas={associacoes.data?.emissoes}
          carregando={associacoes.isLoading}
          vazio={M.nenhumaEmissao}
        />
      </Stack>
    </DetalhesDialog>
  );
}
