import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  AJUSTES_REEMBOLSO_FORA_PRAZO,
  CONTAS_CONTABEIS,
  type ConfiguracaoFiscal,
  type ConfiguracaoFiscalInput,
  type ContaContabil,
  FISCAL_MESSAGES,
  MOMENTOS_EMISSAO_NFSE,
  REGIMES_TRIBUTARIOS,
  type RegimeTributario,
  TRIBUTOS_LABELS,
  ZConfiguracaoFiscalInput,
} from '@skyler/domain/fiscal';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { ehAdministrador } from '@skyler/domain/permissions';
import type { ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { CnpjField } from '../../../components/fields/cnpj-field.tsx';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useConfiguracaoFiscal, useSalvarConfiguracaoFiscal } from '../api/configuracao-fiscal.ts';

export const FISCAL_TEXTOS = {
  titulo: FISCAL_MESSAGES.titulo,
  descricao:
    'Quem emite a NFS-e sobre a receita própria da agência, com qual regime e alíquotas, e como o mês é lançado para a contabilidade.',
  naoConfigurado: FISCAL_MESSAGES.naoConfigurado,
  emitente: 'Emitente',
  tributos: 'Tributos',
  nfse: 'Emissão da NFS-e',
  planoContas: 'Plano de contas (lançamentos da contabilidade)',
  cnpj: 'CNPJ',
  inscricaoMunicipal: 'Inscrição municipal',
  codigoIbge: 'Código IBGE do município',
  municipio: 'Município',
  regime: 'Regime tributário',
  codigoServico: 'Código do serviço (LC 116/2003)',
  aliquotaIss: 'Alíquota de ISS (%)',
  issRetido: 'ISS retido pelo tomador',
  aliquota: (tributo: string) => `Alíquota de ${tributo} (%)`,
  modeloDescricao: 'Modelo da descrição da nota',
  modeloAjuda: 'Use {servico}, {cliente}, {venda} e {valor}.',
  emissao: 'Quando emitir',
  prazo: 'Prazo de cancelamento (dias)',
  reembolso: 'Reembolso após o prazo',
  salvar: 'Salvar',
  erroSalvar: 'Erro ao salvar as configurações fiscais.',
  erroCarregar: 'Erro ao carregar as configurações fiscais.',
  alteradoEm: (quando: string) => `Alterado em ${formatDateTime(quando)}.`,
} as const;

type Form = {
  cnpj: string;
  inscricao_municipal: string;
  municipio: { codigo_ibge: string; nome: string };
  codigo_servico: string;
  aliquota_iss: string;
  iss_retido: boolean;
  tributos: {
    regime: RegimeTributario;
    simples: string;
    pis: string;
    cofins: string;
    irpj: string;
    csll: string;
  };
  modelo_descricao: string;
  emissao: string;
  prazo_cancelamento_dias: string;
  reembolso_fora_prazo: string;
  plano_contas: Record<ContaContabil, string>;
  versao: number;
};

function paraForm(config: ConfiguracaoFiscal): Form {
  const simples = config.padroes.simples_nacional.tributos;
  const presumido = config.padroes.lucro_presumido.tributos;
  const padrao = {
    simples: simples.regime === 'simples_nacional' ? simples.simples : '',
    ...(presumido.regime === 'lucro_presumido'
      ? { pis: presumido.pis, cofins: presumido.cofins, irpj: presumido.irpj, csll: presumido.csll }
      : { pis: '', cofins: '', irpj: '', csll: '' }),
  };
  return {
    cnpj: config.cnpj,
    inscricao_municipal: config.inscricao_municipal,
    municipio: config.municipio,
    codigo_servico: config.codigo_servico,
    aliquota_iss: config.aliquota_iss,
    iss_retido: config.iss_retido,
    tributos: { ...padrao, ...config.tributos },
    modelo_descricao: config.modelo_descricao,
    emissao: config.emissao,
    prazo_cancelamento_dias: String(config.prazo_cancelamento_dias),
    reembolso_fora_prazo: config.reembolso_fora_prazo,
    plano_contas: config.plano_contas as Record<ContaContabil, string>,
    versao: config.versao,
  };
}

/** The form's fields as the request: the taxes of the chosen regime only, the window as a number. */
function paraRequest(form: Form): unknown {
  const { tributos, versao, prazo_cancelamento_dias, ...resto } = form;
  return {
    ...resto,
    prazo_cancelamento_dias:
      prazo_cancelamento_dias.trim() === '' ? Number.NaN : Number(prazo_cancelamento_dias),
    tributos:
      tributos.regime === 'simples_nacional'
        ? { regime: tributos.regime, simples: tributos.simples }
        : {
            regime: tributos.regime,
            pis: tributos.pis,
            cofins: tributos.cofins,
            irpj: tributos.irpj,
            csll: tributos.csll,
          },
    ...(versao > 0 ? { versao } : {}),
  };
}

const GRADE = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
  alignItems: 'start',
} as const;

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
        {titulo}
      </Typography>
      <Box sx={GRADE}>{children}</Box>
    </Box>
  );
}

/** The agency's fiscal settings (decision 0091): administrators only. */
export function ConfiguracoesFiscaisPage() {
  const user = useCurrentUser();
  if (!ehAdministrador(user)) throw new AccessDeniedError();
  return <ConfiguracoesFiscaisConteudo />;
}

function ConfiguracoesFiscaisConteudo() {
  const config = useConfiguracaoFiscal();
  return (
    <>
      <PageHeader title={FISCAL_TEXTOS.titulo} breadcrumbs={[{ label: FISCAL_TEXTOS.titulo }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {FISCAL_TEXTOS.descricao}
      </Typography>
      {config.isError ? (
        <Alert severity="error">{FISCAL_TEXTOS.erroCarregar}</Alert>
      ) : config.data ? (
        <FormularioFiscal config={config.data} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando as configurações fiscais" />
        </Box>
      )}
    </>
  );
}

function FormularioFiscal({ config }: { config: ConfiguracaoFiscal }) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarConfiguracaoFiscal();
  const form = useForm<Form, unknown, ConfiguracaoFiscalInput>({
    values: paraForm(config),
    resolver: schemaResolver<Form, ConfiguracaoFiscalInput>(ZConfiguracaoFiscalInput, paraRequest),
    resetOptions: { keepDirtyValues: true },
  });
  const showServerErrors = useServerErrors();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const regime = form.watch('tributos.regime');
  const enviar = form.handleSubmit((dados) =>
    salvar.mutateAsync(dados).then(
      (salva) => {
        form.reset(paraForm(salva));
        enqueueSnackbar(FISCAL_MESSAGES.salva, { variant: 'success' });
      },
      (error: unknown) => showServerErrors(error, form.setError, { fallback: FISCAL_TEXTOS.erroSalvar }),
    ),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {!config.configurada && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {FISCAL_TEXTOS.naoConfigurado}
        </Alert>
      )}
      <FormProvider {...form}>
        <Box component="form" noValidate aria-label={FISCAL_TEXTOS.titulo} onSubmit={(e) => void enviar(e)}>
          <Secao titulo={FISCAL_TEXTOS.emitente}>
            <Controller
              name="cnpj"
              control={form.control}
              render={({ field, fieldState }) => (
                <CnpjField
                  label={`${FISCAL_TEXTOS.cnpj} *`}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <FormTextField<Form>
              name="inscricao_municipal"
              label={FISCAL_TEXTOS.inscricaoMunicipal}
              required
            />
            <FormTextField<Form> name="municipio.codigo_ibge" label={FISCAL_TEXTOS.codigoIbge} required />
            <FormTextField<Form> name="municipio.nome" label={FISCAL_TEXTOS.municipio} required />
          </Secao>
          <Secao titulo={FISCAL_TEXTOS.tributos}>
            <FormTextField<Form> name="tributos.regime" label={FISCAL_TEXTOS.regime} select required>
              {REGIMES_TRIBUTARIOS.options().map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField<Form> name="codigo_servico" label={FISCAL_TEXTOS.codigoServico} required />
            <FormTextField<Form> name="aliquota_iss" label={FISCAL_TEXTOS.aliquotaIss} required />
            {regime === 'simples_nacional' ? (
              <FormTextField<Form>
                name="tributos.simples"
                label={FISCAL_TEXTOS.aliquota(TRIBUTOS_LABELS.simples)}
                required
              />
            ) : (
              (['pis', 'cofins', 'irpj', 'csll'] as const).map((t) => (
                <FormTextField<Form>
                  key={t}
                  name={`tributos.${t}`}
                  label={FISCAL_TEXTOS.aliquota(TRIBUTOS_LABELS[t])}
                  required
                />
              ))
            )}
            <FormCheckbox<Form> name="iss_retido" label={FISCAL_TEXTOS.issRetido} />
          </Secao>
          <Secao titulo={FISCAL_TEXTOS.nfse}>
            <FormTextField<Form> name="emissao" label={FISCAL_TEXTOS.emissao} select required>
              {MOMENTOS_EMISSAO_NFSE.options().map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField<Form> name="prazo_cancelamento_dias" label={FISCAL_TEXTOS.prazo} required />
            <FormTextField<Form> name="reembolso_fora_prazo" label={FISCAL_TEXTOS.reembolso} select required>
              {AJUSTES_REEMBOLSO_FORA_PRAZO.options().map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </FormTextField>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormTextField<Form>
                name="modelo_descricao"
                label={FISCAL_TEXTOS.modeloDescricao}
                helperText={FISCAL_TEXTOS.modeloAjuda}
                multiline
                minRows={2}
                fullWidth
              />
            </Box>
          </Secao>
          <Secao titulo={FISCAL_TEXTOS.planoContas}>
            {CONTAS_CONTABEIS.options().map((o) => (
              <FormTextField<Form> key={o.value} name={`plano_contas.${o.value}`} label={o.label} required />
            ))}
          </Secao>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {FISCAL_TEXTOS.salvar}
            </Button>
            {config.atualizado_em && (
              <Typography variant="caption" color="text.secondary">
                {FISCAL_TEXTOS.alteradoEm(config.atualizado_em)}
              </Typography>
            )}
          </Box>
        </Box>
      </FormProvider>
      {guard.dialog}
    </Paper>
  );
}
