import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  PORTAL_CONFIGURACAO_MESSAGES as M,
  type PortalConfiguracao,
  type PortalConfiguracaoInput,
  ZPortalConfiguracaoInput,
} from '@skyler/domain/portal';
import { FormProvider, useForm } from 'react-hook-form';
import { CartaoDeConfiguracao, SalvarConfiguracao } from '../../../components/cartao-de-configuracao.tsx';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useConfiguracaoPortal, useSalvarConfiguracaoPortal } from '../api/configuracao-portal.ts';

export const PORTAL_CONFIGURACAO_TEXTOS = {
  descricao: 'O que o cliente vê no portal, além das vendas em que é o cliente ou passageiro.',
  salvar: 'Salvar',
  erroSalvar: 'Erro ao salvar a configuração do portal.',
  erroCarregar: 'Erro ao carregar a configuração do portal.',
} as const;

type Form = { contatos_empresa: boolean; versao: number };

const paraForm = (config: PortalConfiguracao): Form => ({
  contatos_empresa: config.contatos_empresa,
  versao: config.versao,
});

const paraRequest = ({ versao, ...resto }: Form) => ({ ...resto, ...(versao > 0 ? { versao } : {}) });

/**
 * Administração › Parâmetros da agência › Portal do cliente: whether a company's contacts see the company's
 * sales in the portal (the page is the administrators').
 */
export function ConfiguracaoPortalCard() {
  return (
    <CartaoDeConfiguracao
      titulo={M.titulo}
      descricao={PORTAL_CONFIGURACAO_TEXTOS.descricao}
      consulta={useConfiguracaoPortal()}
      erroCarregar={PORTAL_CONFIGURACAO_TEXTOS.erroCarregar}
      carregando="Carregando a configuração do portal"
    >
      {(config) => <FormularioPortal config={config} />}
    </CartaoDeConfiguracao>
  );
}

function FormularioPortal({ config }: { config: PortalConfiguracao }) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarConfiguracaoPortal();
  const form = useForm<Form, unknown, PortalConfiguracaoInput>({
    values: paraForm(config),
    resolver: schemaResolver<Form, PortalConfiguracaoInput>(ZPortalConfiguracaoInput, paraRequest),
    resetOptions: { keepDirtyValues: true },
  });
  const showServerErrors = useServerErrors();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const enviar = form.handleSubmit((dados) =>
    salvar.mutateAsync(dados).then(
      (salva) => {
        form.reset(paraForm(salva));
        enqueueSnackbar(M.salva, { variant: 'success' });
      },
      (error: unknown) =>
        showServerErrors(error, form.setError, { fallback: PORTAL_CONFIGURACAO_TEXTOS.erroSalvar }),
    ),
  );
  return (
    <>
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label={M.titulo} onSubmit={(e) => void enviar(e)}>
          <FormCheckbox<Form> name="contatos_empresa" label={M.contatosEmpresa} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, ml: 4 }}>
            {M.contatosEmpresaAjuda}
          </Typography>
          <SalvarConfiguracao
            rotulo={PORTAL_CONFIGURACAO_TEXTOS.salvar}
            salvando={form.formState.isSubmitting}
            atualizadoEm={config.atualizado_em}
          />
        </Box>
      </FormProvider>
      {guard.dialog}
    </>
  );
}
