import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  LEMBRETE_TIPOS,
  type LembretesConfiguracao,
  type LembretesConfiguracaoInput,
  type LembreteTipo,
  MENSAGENS_MESSAGES as M,
  ZLembretesConfiguracaoInput,
} from '@skyler/domain/mensagens';
import { FormProvider, useForm } from 'react-hook-form';
import { CartaoDeConfiguracao, SalvarConfiguracao } from '../../../components/cartao-de-configuracao.tsx';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useConfiguracaoLembretes, useSalvarConfiguracaoLembretes } from '../api/configuracao-lembretes.ts';

type CampoNumerico = 'dias_vencimento' | 'dias_checkin' | 'dias_inicio_viagem' | 'meses_passaporte';

export const LEMBRETES_TEXTOS = {
  titulo: 'Lembretes automáticos',
  descricao:
    'O que a agência lembra ao cliente por e-mail (e pelo WhatsApp, a quem aceitou), uma vez cada, a cada 15 minutos.',
  ativo: 'Enviar lembretes automáticos',
  lembretes: 'Lembretes',
  silencio: 'Horário de silêncio (horário de Brasília)',
  silencioAjuda:
    'Nenhum lembrete sai entre o início e o fim; os devidos saem logo depois. Início igual ao fim: sem silêncio.',
  silencioInicio: 'Início (hora)',
  silencioFim: 'Fim (hora)',
  salvar: 'Salvar',
  erroSalvar: 'Erro ao salvar a configuração dos lembretes.',
  erroCarregar: 'Erro ao carregar a configuração dos lembretes.',
} as const;

/** The lead time each kind is sent with, when it has one (an overdue payment goes for 7 days, a birthday on the day). */
const ANTECEDENCIA: Record<LembreteTipo, { campo: CampoNumerico; label: string } | null> = {
  pagamento_a_vencer: { campo: 'dias_vencimento', label: 'Dias antes do vencimento' },
  pagamento_vencido: null,
  passaporte_vencendo: { campo: 'meses_passaporte', label: 'Meses de validade após a viagem' },
  checkin: { campo: 'dias_checkin', label: 'Dias antes do voo' },
  inicio_viagem: { campo: 'dias_inicio_viagem', label: 'Dias antes da viagem' },
  aniversario: null,
};

type Form = Omit<
  LembretesConfiguracao,
  CampoNumerico | 'silencio_inicio' | 'silencio_fim' | 'atualizado_em'
> &
  Record<CampoNumerico | 'silencio_inicio' | 'silencio_fim', string>;

const NUMERICOS = [
  'dias_vencimento',
  'dias_checkin',
  'dias_inicio_viagem',
  'meses_passaporte',
  'silencio_inicio',
  'silencio_fim',
] as const;

function paraForm(config: LembretesConfiguracao): Form {
  return {
    ativo: config.ativo,
    tipos: config.tipos,
    versao: config.versao,
    dias_vencimento: String(config.dias_vencimento),
    dias_checkin: String(config.dias_checkin),
    dias_inicio_viagem: String(config.dias_inicio_viagem),
    meses_passaporte: String(config.meses_passaporte),
    silencio_inicio: String(config.silencio_inicio),
    silencio_fim: String(config.silencio_fim),
  };
}

/** The fields as the request: numbers typed as text read as numbers (empty: not a number, refused). */
function paraRequest(form: Form): unknown {
  const { versao, ...resto } = form;
  const numero = (texto: string) => (texto.trim() === '' ? Number.NaN : Number(texto.replace(',', '.')));
  return {
    ...resto,
    ...Object.fromEntries(NUMERICOS.map((campo) => [campo, numero(form[campo])])),
    ...(versao > 0 ? { versao } : {}),
  };
}

/**
 * Administração › Parâmetros da agência › Lembretes automáticos (decision 0094): which reminders go, how far
 * ahead, and the quiet hours (the page is the administrators').
 */
export function ConfiguracaoLembretesCard() {
  return (
    <CartaoDeConfiguracao
      titulo={LEMBRETES_TEXTOS.titulo}
      descricao={LEMBRETES_TEXTOS.descricao}
      consulta={useConfiguracaoLembretes()}
      erroCarregar={LEMBRETES_TEXTOS.erroCarregar}
      carregando="Carregando a configuração dos lembretes"
    >
      {(config) => <FormularioLembretes config={config} />}
    </CartaoDeConfiguracao>
  );
}

const LINHA = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 22rem) 16rem' },
  alignItems: 'center',
} as const;

function FormularioLembretes({ config }: { config: LembretesConfiguracao }) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarConfiguracaoLembretes();
  const form = useForm<Form, unknown, LembretesConfiguracaoInput>({
    values: paraForm(config),
    resolver: schemaResolver<Form, LembretesConfiguracaoInput>(ZLembretesConfiguracaoInput, paraRequest),
    resetOptions: { keepDirtyValues: true },
  });
  const showServerErrors = useServerErrors();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const ativo = form.watch('ativo');
  const tipos = form.watch('tipos');
  const enviar = form.handleSubmit((dados) =>
    salvar.mutateAsync(dados).then(
      (salva) => {
        form.reset(paraForm(salva));
        enqueueSnackbar(M.configuracaoSalva, { variant: 'success' });
      },
      (error: unknown) => showServerErrors(error, form.setError, { fallback: LEMBRETES_TEXTOS.erroSalvar }),
    ),
  );
  return (
    <>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={LEMBRETES_TEXTOS.titulo}
          onSubmit={(e) => void enviar(e)}
        >
          <FormCheckbox<Form> name="ativo" label={LEMBRETES_TEXTOS.ativo} />
          <Box component="fieldset" disabled={!ativo} sx={{ border: 0, p: 0, m: 0, my: 2 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
              {LEMBRETES_TEXTOS.lembretes}
            </Typography>
            {LEMBRETE_TIPOS.options().map(({ value: tipo, label }) => {
              const antecedencia = ANTECEDENCIA[tipo];
              return (
                <Box key={tipo} sx={{ ...LINHA, mb: 1 }}>
                  <FormCheckbox<Form> name={`tipos.${tipo}`} label={label} disabled={!ativo} />
                  {antecedencia && (
                    <FormTextField<Form>
                      name={antecedencia.campo}
                      label={antecedencia.label}
                      size="small"
                      disabled={!ativo || !tipos[tipo]}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    />
                  )}
                </Box>
              );
            })}
          </Box>
          <Box component="fieldset" disabled={!ativo} sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
            <Typography component="legend" variant="subtitle1" sx={{ mb: 1, fontWeight: 600 }}>
              {LEMBRETES_TEXTOS.silencio}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {(['silencio_inicio', 'silencio_fim'] as const).map((campo) => (
                <FormTextField<Form>
                  key={campo}
                  name={campo}
                  label={
                    campo === 'silencio_inicio'
                      ? LEMBRETES_TEXTOS.silencioInicio
                      : LEMBRETES_TEXTOS.silencioFim
                  }
                  size="small"
                  disabled={!ativo}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  sx={{ width: '10rem' }}
                />
              ))}
            </Box>
            <Typography variant="caption" color="text.secondary">
              {LEMBRETES_TEXTOS.silencioAjuda}
            </Typography>
          </Box>
          <SalvarConfiguracao
            rotulo={LEMBRETES_TEXTOS.salvar}
            salvando={form.formState.isSubmitting}
            atualizadoEm={config.atualizado_em}
          />
        </Box>
      </FormProvider>
      {guard.dialog}
    </>
  );
}
