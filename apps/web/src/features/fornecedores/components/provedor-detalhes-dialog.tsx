import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { formatPhone } from '@skyler/domain/formatters';
import {
  FORNECEDORES_MESSAGES as M,
  type Provedor,
  TIPOS_SERVICO_PROVEDOR,
} from '@skyler/domain/fornecedores';
import { useFornecedoresSimples } from '../../../api/get-listas-simples.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { useProvedorEmissoes } from '../api/get-associacoes.ts';
import { documentoDe } from '../lib/form-values.ts';
import { DetalhesDialog } from './detalhes-dialog.tsx';
import { Dados, enderecoEmUmaLinha, ListaAssociada } from './detalhes-parts.tsx';
import { EMISSOES } from './emissoes-colunas.tsx';

/** A provider's data and the issuances of its services (part 2 §2). */
export function ProvedorDetalhesDialog({
  provedor,
  onClose,
}: {
  provedor: Provedor | null;
  onClose: () => void;
}) {
  const emissoes = useProvedorEmissoes(provedor?.id ?? null);
  const fornecedores = useFornecedoresSimples({ enabled: Boolean(provedor) });
  useErrorToast(emissoes.error, M.erroAssociadas, { withDetail: false });
  if (!provedor) return null;
  const nomesFornecedores = provedor.fornecedores
    .map((id) => fornecedores.data?.find((fornecedor) => fornecedor.id === id)?.nome ?? `#${id}`)
    .join(', ');
  return (
    <DetalhesDialog open title={provedor.nome} onClose={onClose}>
      <Stack spacing={2}>
        <Dados
          itens={[
            ['Tipo de serviço', TIPOS_SERVICO_PROVEDOR.label(provedor.tipo_servico)],
            ['Companhia aérea', provedor.cia_aerea?.nome ?? ''],
            [provedor.cnpj ? 'CNPJ' : 'CPF', documentoDe(provedor)],
            ['E-mail', provedor.email],
            ['Telefone', formatPhone(provedor.telefone)],
            ['Endereço', enderecoEmUmaLinha(provedor.endereco)],
            ['Fornecedores', nomesFornecedores],
          ]}
        />
        <Divider />
        <ListaAssociada
          titulo="Emissões"
          colunas={EMISSOES}
          linhas={emissoes.data}
          carregando={emissoes.isLoading}
          vazio={M.nenhumaEmissao}
        />
      </Stack>
    </DetalhesDialog>
  );
}
