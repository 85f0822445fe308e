import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EMISSAO_MESSAGES, type EmissaoDetalhe } from '@skyler/domain/emissoes';
import { podeConversarVenda } from '@skyler/domain/vendas-regras';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useVenda } from '../../../api/get-venda.ts';
import { useUnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { PageNotFoundError, parseRouteId, throwIfNotFound } from '../../../lib/page-errors.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { ChatPanel } from '../../vendas/index.ts';
import { useEmissao } from '../api/get-emissao.ts';
import { AbaAnexos } from '../components/aba-anexos.tsx';
import { AbaBeneficiarios } from '../components/aba-beneficiarios.tsx';
import { AbaGeral } from '../components/aba-geral.tsx';
import { AbaPagamentos } from '../components/aba-pagamentos.tsx';
import { CabecalhoEmissao } from '../components/cabecalho-emissao.tsx';
import { ContasEmissao } from '../components/contas-emissao.tsx';
import { codigoEmissao } from '../lib/emissao-texto.ts';

type Aba = 'geral' | 'beneficiarios' | 'anexos' | 'pagamentos';

export const EMISSAO_ABAS = {
  geral: 'Geral',
  beneficiarios: 'Beneficiários',
  hospedes: 'Hóspedes',
  anexos: 'Vouchers e demais documentos',
  pagamentos: 'Pagamentos',
  voltar: 'Voltar',
} as const;

/**
 * The tabs of the issuance. Each tab with fields is one form with its own Salvar; while the open tab holds
 * unsaved changes, another tab, another page or closing the browser asks first (decision 0054).
 */
function Conteudo({ emissao }: { emissao: EmissaoDetalhe }) {
  const [aba, setAba] = useState<Aba>('geral');
  const [sujo, setSujo] = useState(false);
  const guarda = useUnsavedChangesGuard(sujo);
  const venda = useVenda(emissao.venda.id).data;
  const hotel = emissao.tipo === 'emissao_hotel';
  // a status change (concluded, cancelled) starts the tabs over from what the server says
  const chave = `${emissao.id}-${emissao.status}-${emissao.editavel}`;
  return (
    <>
      <CabecalhoEmissao emissao={emissao} />
      <ContasEmissao emissao={emissao} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={aba}
          onChange={(_event, next: Aba) =>
            guarda.confirmDiscard(() => {
              setSujo(false);
              setAba(next);
            })
          }
          variant="scrollable"
          aria-label="Abas da emissão"
        >
          <Tab value="geral" label={EMISSAO_ABAS.geral} />
          <Tab value="beneficiarios" label={hotel ? EMISSAO_ABAS.hospedes : EMISSAO_ABAS.beneficiarios} />
          <Tab value="anexos" label={EMISSAO_ABAS.anexos} />
          <Tab value="pagamentos" label={EMISSAO_ABAS.pagamentos} />
        </Tabs>
      </Box>
      <Box role="tabpanel" key={chave}>
        {aba === 'geral' ? <AbaGeral emissao={emissao} onSujoChange={setSujo} /> : null}
        {aba === 'beneficiarios' ? <AbaBeneficiarios emissao={emissao} onSujoChange={setSujo} /> : null}
        {aba === 'anexos' ? <AbaAnexos emissao={emissao} /> : null}
        {aba === 'pagamentos' ? <AbaPagamentos emissao={emissao} onSujoChange={setSujo} /> : null}
      </Box>
      {guarda.dialog}
      <ChatPanel venda={emissao.venda.id} somenteLeitura={venda ? !podeConversarVenda(venda) : false} />
    </>
  );
}

/**
 * Detalhes da Emissão (part 2 §2): the header, the four tabs of the issuance's variant (Hóspedes for hotels) and
 * the sale's chat.
 */
export function EmissaoPage() {
  const id = parseRouteId(useParams().id);
  if (id === null) throw new PageNotFoundError(EMISSAO_MESSAGES.naoEncontrada);
  const navigate = useNavigate();
  const emissao = useEmissao(id);
  throwIfNotFound(emissao.error, EMISSAO_MESSAGES.naoEncontrada);
  useErrorToast(emissao.error, EMISSAO_MESSAGES.erroCarregar, { withDetail: false });
  const codigo = codigoEmissao(id);
  return (
    <>
      <PageHeader
        title="Detalhes da Emissão"
        breadcrumbs={[{ label: 'Emissões', to: pathTo('emissoes') }, { label: codigo }]}
        actions={
          <Button
            startIcon={<ArrowBack />}
            variant="outlined"
            onClick={() =>
              // opened in a new tab there is nowhere to go back to but the list
              (window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(pathTo('emissoes'))
            }
          >
            {EMISSAO_ABAS.voltar}
          </Button>
        }
      />
      {emissao.isLoading ? <LinearProgress aria-label="Carregando..." /> : null}
      {emissao.data ? <Conteudo emissao={emissao.data} /> : null}
    </>
  );
}
