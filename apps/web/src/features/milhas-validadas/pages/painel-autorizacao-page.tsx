import Block from '@mui/icons-material/Block';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { podeValidarMilhas } from '@skyler/domain/milhas-validadas';
import { SERVICO_MESSAGES, type ServicoView } from '@skyler/domain/servicos';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { servicosKeys } from '../../../api/servicos-keys.ts';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Secao } from '../../../components/secao.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { CancelarServicoDialog, clienteDoServico, ServicoStatusChip } from '../../servicos/index.ts';
import { BilhetesPendentesDialog } from '../components/bilhetes-pendentes-dialog.tsx';
import { LISTA_TEXTS, MilhasValidadasLista } from '../components/milhas-validadas-lista.tsx';

/** GET: the services whose miles or wallet tickets wait for validation. */
export const SERVICOS_PENDENTES_PATH = '/api/servicos/validacao_pendente/';

export const PAINEL_AUTORIZACAO_TEXTS = {
  titulo: 'Autorizações de Milhas',
  pendentes: 'Serviços com pendências validação de bilhetes',
  validadas: LISTA_TEXTS.titulo,
  abrir: (id: number) => `Abrir bilhetes do serviço ${formatId(id)}`,
  cancelar: (id: number) => `Cancelar serviço ${formatId(id)}`,
} as const;

/**
 * The authorization panel (part 2 §2): the services whose miles or wallet tickets wait for validation (open
 * and cancel for the milhas group) and the validated purchases.
 */
export function PainelAutorizacaoPage() {
  const user = useCurrentUser();
  const podeValidar = podeValidarMilhas(user);
  // the validated purchases below keep their page in the address: this list keeps its page to itself, and
  // is keyed under `servicos` so that a cancel or a validation refreshes it
  const pendentes = usePagedQuery<ServicoView, 'servicos'>({
    area: servicosKeys.all[0],
    path: SERVICOS_PENDENTES_PATH,
    listKey: 'servicos',
    filterKeys: [],
    estado: 'local',
  });
  useErrorToast(pendentes.error, SERVICO_MESSAGES.erroCarregar);
  const [aberto, setAberto] = useState<ServicoView | null>(null);
  const [cancelando, setCancelando] = useState<ServicoView | null>(null);

  const colunas: DataTableColumn<ServicoView>[] = [
    { key: 'id', header: 'ID', render: (s) => formatId(s.id) },
    { key: 'criado', header: 'Data de criação', render: (s) => formatDateTime(s.created_at) },
    { key: 'status', header: 'Status', render: (s) => <ServicoStatusChip status={s.status} /> },
    { key: 'nome', header: 'Nome', render: clienteDoServico },
    { key: 'criador', header: 'Criador da venda', render: (s) => nomeCompleto(s.venda.created_by) || '-' },
    {
      key: 'venda',
      header: 'ID da venda',
      render: (s) => (
        <Link component={RouterLink} to={pathTo('venda-info', { id: s.venda.id })}>
          {formatId(s.venda.id)}
        </Link>
      ),
    },
    { key: 'cotacao', header: 'ID da cotação', render: (s) => formatId(s.cotacao.id) },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (s) => (
        <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
          <AcaoLinha
            label={PAINEL_AUTORIZACAO_TEXTS.abrir(s.id)}
            color="primary"
            disabled={!podeValidar}
            onClick={() => setAberto(s)}
          >
            <OpenInNew fontSize="small" />
          </AcaoLinha>
          <AcaoLinha
            label={PAINEL_AUTORIZACAO_TEXTS.cancelar(s.id)}
            color="error"
            disabled={!podeValidar}
            onClick={() => setCancelando(s)}
          >
            <Block fontSize="small" />
          </AcaoLinha>
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={PAINEL_AUTORIZACAO_TEXTS.titulo}
        breadcrumbs={[{ label: PAINEL_AUTORIZACAO_TEXTS.titulo }]}
      />
      <Secao titulo={PAINEL_AUTORIZACAO_TEXTS.pendentes}>
        <DataTable
          aria-label={PAINEL_AUTORIZACAO_TEXTS.pendentes}
          columns={colunas}
          lista={pendentes}
          emptyText={SERVICO_MESSAGES.naoEncontrados}
        />
      </Secao>
      <Secao titulo={PAINEL_AUTORIZACAO_TEXTS.validadas}>
        <MilhasValidadasLista />
      </Secao>
      <BilhetesPendentesDialog servico={aberto} podeValidar={podeValidar} onClose={() => setAberto(null)} />
      <CancelarServicoDialog servico={cancelando} onClose={() => setCancelando(null)} />
    </>
  );
}
