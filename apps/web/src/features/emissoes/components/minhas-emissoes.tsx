import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { EMISSAO_MESSAGES, EMISSOES_PAGE_LINKS, type EmissaoView } from '@skyler/domain/emissoes';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useErrorToast } from '../../../lib/toast.tsx';
import { EMISSOES_PATH } from '../api/get-emissoes.ts';
import { colunasEmissao, TABELA_EMISSOES } from './emissoes-colunas.tsx';

/**
 * Minha área › Minhas emissões: the issuances the signed-in user issued or sold, paged as the Emissões list.
 * Customer accounts have none (the issuances are the staff's work).
 */
export function MinhasEmissoes() {
  const user = useCurrentUser();
  if (user.cliente) return <Alert severity="info">{EMISSAO_MESSAGES.vazio}</Alert>;
  return <EmissoesDoUsuario />;
}

function EmissoesDoUsuario() {
  const [agora] = useState(() => new Date());
  const list = usePagedQuery<EmissaoView, 'emissoes'>({
    area: 'emissoes',
    path: EMISSOES_PATH,
    listKey: 'emissoes',
    filterKeys: [],
    fixedParams: { minhas: 'true' },
  });
  useErrorToast(list.error, EMISSAO_MESSAGES.erroBuscar, { withDetail: false });
  return (
    <Box sx={TABELA_EMISSOES}>
      <DataTable
        aria-label="Minhas emissões"
        columns={colunasEmissao(agora)}
        lista={list}
        visiblePages={EMISSOES_PAGE_LINKS}
        emptyText={EMISSAO_MESSAGES.vazio}
        rowHref={(e) => pathTo('emissao', { id: e.id })}
      />
    </Box>
  );
}
