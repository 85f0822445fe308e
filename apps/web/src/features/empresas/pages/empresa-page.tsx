import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { SECOES_BUSCA_EMPRESA } from '@skyler/domain/busca-credito';
import { EMPRESA_MESSAGES, type Empresa } from '@skyler/domain/empresas';
import { formatId } from '@skyler/domain/formatters-basicos';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { BuscaCreditoPanel, falhaDaBusca } from '../../../components/busca-credito/busca-credito-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo, type RouteName } from '../../../config/routes.ts';
import { throwIfNotFound } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { BuscasAnteriores, VerDadosCompletos } from '../../buscas/index.ts';
import { useBuscaCreditoStatus } from '../../contatos/index.ts';
import { BeneficiariosDoClienteAba, CotacoesPagasAba, ServicosDoClienteAba } from '../../servicos/index.ts';
import { useBuscarCreditoEmpresa } from '../api/buscar-credito.ts';
import { useEmpresa } from '../api/get-empresa.ts';
import { GeralAba } from '../components/geral-aba.tsx';
import { RelacoesAba } from '../components/relacoes-aba.tsx';
import { VendasAba } from '../components/vendas-aba.tsx';

const ABAS = [
  ['empresa', 'Geral'],
  ['empresa-relacoes', 'Relações'],
  ['empresa-vendas', 'Vendas'],
  ['empresa-servicos', 'Serviços'],
  ['empresa-cotacoes-pagas', 'Cotações pagas'],
  ['empresa-beneficiarios', 'Beneficiários'],
  ['empresa-busca', 'Busca'],
] as const satisfies readonly (readonly [RouteName, string])[];

type EmpresaAba = (typeof ABAS)[number][0];

function BuscaAba({ empresa }: { empresa: Empresa }) {
  const { enqueueSnackbar } = useSnackbar();
  const status = useBuscaCreditoStatus();
  const buscar = useBuscarCreditoEmpresa();
  return (
    <Stack spacing={3}>
      <BuscaCreditoPanel
        dataBusca={empresa.data_busca}
        extra={<VerDadosCompletos busca={empresa.data_busca?.busca} />}
        secoes={SECOES_BUSCA_EMPRESA}
        status={status.data}
        buscando={buscar.isPending}
        onBuscar={() =>
          buscar.mutate(empresa.id, {
            onError: (error) => enqueueSnackbar(falhaDaBusca(error), { variant: 'error' }),
          })
        }
      />
      <BuscasAnteriores registro={{ empresa: empresa.id }} atual={empresa.data_busca?.busca} />
    </Stack>
  );
}

function Aba({ empresa, aba }: { empresa: Empresa; aba: EmpresaAba }) {
  switch (aba) {
    case 'empresa':
      return <GeralAba empresa={empresa} />;
    case 'empresa-relacoes':
      return <RelacoesAba empresaId={empresa.id} />;
    case 'empresa-vendas':
      return <VendasAba empresaId={empresa.id} />;
    case 'empresa-servicos':
      return <ServicosDoClienteAba cliente={{ empresa: empresa.id }} />;
    case 'empresa-cotacoes-pagas':
      return <CotacoesPagasAba cliente={{ empresa: empresa.id }} />;
    case 'empresa-beneficiarios':
      return <BeneficiariosDoClienteAba cliente={{ empresa: empresa.id }} />;
    case 'empresa-busca':
      return <BuscaAba empresa={empresa} />;
  }
}

/**
 * A company (part 2 §2): Geral, Relações, Vendas, the services, paid quotes and beneficiaries of §7 (decision
 * 0057) and Busca, each its own route.
 */
function EmpresaPage({ aba }: { aba: EmpresaAba }) {
  const id = Number(useParams().id);
  const empresa = useEmpresa(id);
  throwIfNotFound(empresa.error, EMPRESA_MESSAGES.naoEncontrada);
  return (
    <>
      <PageHeader
        title={empresa.data?.nome ?? `Empresa ${formatId(id)}`}
        breadcrumbs={[{ label: 'Empresas', to: pathTo('empresas') }, { label: formatId(id) }]}
      />
      {empresa.error ? (
        <Alert severity="error">
          {isApiError(empresa.error) ? empresa.error.detail : EMPRESA_MESSAGES.naoEncontrada}
        </Alert>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs value={aba} variant="scrollable" aria-label="Abas da empresa">
              {ABAS.map(([name, label]) => (
                <Tab key={name} value={name} label={label} component={Link} to={pathTo(name, { id })} />
              ))}
            </Tabs>
          </Box>
          {empresa.data ? (
            <Aba empresa={empresa.data} aba={aba} />
          ) : (
            <LinearProgress aria-label="Carregando" />
          )}
        </>
      )}
    </>
  );
}

export const empresaPage = (aba: EmpresaAba) => () => <EmpresaPage aba={aba} />;
