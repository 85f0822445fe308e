import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { SECOES_BUSCA_PESSOA } from '@skyler/domain/busca-credito';
import { CONTATO_MESSAGES, type Contato, nomeCompleto } from '@skyler/domain/contatos';
import { formatId } from '@skyler/domain/formatters-basicos';
import { ehAdministrador } from '@skyler/domain/permissions';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { BuscaCreditoPanel, falhaDaBusca } from '../../../components/busca-credito/busca-credito-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { throwIfNotFound } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { BuscasAnteriores, VerDadosCompletos } from '../../buscas/index.ts';
import { BeneficiariosDoClienteAba, CotacoesPagasAba, ServicosDoClienteAba } from '../../servicos/index.ts';
import { ContaClienteAcao } from '../../usuarios/index.ts';
import { useBuscaCreditoStatus, useBuscarCredito } from '../api/buscar-credito.ts';
import { useContato } from '../api/get-contato.ts';
import { ContatoFormAba } from '../components/contato-form-aba.tsx';
import { type ContatoAba, ContatoTabs } from '../components/contato-tabs.tsx';
import { DadosPessoaisAcoes } from '../components/dados-pessoais-acoes.tsx';
import { DocumentosAba } from '../components/documentos-aba.tsx';
import { FidelidadesAba } from '../components/fidelidades-aba.tsx';
import { EmissoesBeneficiarioAba, MilhasValidadasAba } from '../components/listas-aba.tsx';
import { VendasAba } from '../components/vendas-aba.tsx';

function BuscaAba({ contato }: { contato: Contato }) {
  const { enqueueSnackbar } = useSnackbar();
  const status = useBuscaCreditoStatus();
  const buscar = useBuscarCredito();
  return (
    <Stack spacing={3}>
      <BuscaCreditoPanel
        dataBusca={contato.data_busca}
        extra={<VerDadosCompletos busca={contato.data_busca?.busca} />}
        secoes={SECOES_BUSCA_PESSOA}
        status={status.data}
        buscando={buscar.isPending}
        onBuscar={() =>
          buscar.mutate(contato.id, {
            onError: (error) => enqueueSnackbar(falhaDaBusca(error), { variant: 'error' }),
          })
        }
      />
      <BuscasAnteriores registro={{ contato: contato.id }} atual={contato.data_busca?.busca} />
    </Stack>
  );
}

function Aba({ contato, aba }: { contato: Contato; aba: ContatoAba }) {
  switch (aba) {
    case 'cliente':
    case 'contato-endereco':
    case 'contato-extras':
      return <ContatoFormAba contato={contato} aba={aba} />;
    case 'contato-documentos':
      return <DocumentosAba contatoId={contato.id} />;
    case 'contato-vendas':
      return <VendasAba contatoId={contato.id} />;
    case 'contato-servicos':
      return <ServicosDoClienteAba cliente={{ contato: contato.id }} />;
    case 'contato-cotacoes-pagas':
      return <CotacoesPagasAba cliente={{ contato: contato.id }} />;
    case 'contato-beneficiarios':
      return <BeneficiariosDoClienteAba cliente={{ contato: contato.id }} />;
    case 'contato-busca':
      return <BuscaAba contato={contato} />;
    case 'contato-cotacoes-milhas-validadas':
      return <MilhasValidadasAba contatoId={contato.id} />;
    case 'contato-emissoes-beneficiario':
      return <EmissoesBeneficiarioAba contatoId={contato.id} />;
    case 'contato-contas-fidelidade':
      return <FidelidadesAba contatoId={contato.id} />;
  }
}

/** A contact (part 2 §2): header, the tabs and the tab of the route. */
function ContatoPage({ aba }: { aba: ContatoAba }) {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const contato = useContato(id);
  throwIfNotFound(contato.error, CONTATO_MESSAGES.naoEncontrado);
  const titulo = contato.data ? nomeCompleto(contato.data) : `Contato ${formatId(id)}`;
  return (
    <>
      <PageHeader
        title={titulo}
        breadcrumbs={[{ label: 'Contatos', to: pathTo('contatos') }, { label: formatId(id) }]}
        actions={
          contato.data && ehAdministrador(user) ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {contato.data.anonimizado_em ? null : (
                <ContaClienteAcao contatoId={id} email={contato.data.email} />
              )}
              <DadosPessoaisAcoes contato={contato.data} />
            </Stack>
          ) : undefined
        }
      />
      {contato.error ? (
        <Alert severity="error">
          {isApiError(contato.error) && contato.error.status !== 404
            ? contato.error.detail
            : CONTATO_MESSAGES.naoEncontrado}
        </Alert>
      ) : (
        <>
          <ContatoTabs id={id} current={aba} />
          {contato.data ? (
            <Aba contato={contato.data} aba={aba} />
          ) : (
            <LinearProgress aria-label="Carregando" />
          )}
        </>
      )}
    </>
  );
}

export const contatoPage = (aba: ContatoAba) => () => <ContatoPage aba={aba} />;
