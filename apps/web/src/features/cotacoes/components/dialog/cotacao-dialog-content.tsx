import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COTACAO_DIALOGO_MESSAGES as D } from '@skyler/domain/cotacao-dialogo';
import {
  COTACAO_MESSAGES as C,
  COTACAO_LIMITES,
  type CotacaoSave,
  pernasSemHorario,
} from '@skyler/domain/cotacoes';
import { TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import { calcularCotacao } from '@skyler/domain/precos/calculo-cotacao';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../../api/api-error.ts';
import { useContextoPreco } from '../../../../api/get-contexto-preco.ts';
import { nomeUsuario } from '../../../../api/get-usuarios.ts';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog.tsx';
import { FormDialog } from '../../../../components/dialogs/form-dialog.tsx';
import { applyServerErrors } from '../../../../components/forms/server-errors.ts';
import { useCurrentUser } from '../../../../lib/current-user.tsx';
import { useSnackbar } from '../../../../lib/toast.tsx';
import { useCotadores } from '../../api/get-cotadores.ts';
import { useEstimativaResultado } from '../../api/get-estimativa-resultado.ts';
import { useCreateCotacao, useUpdateCotacao } from '../../api/save-cotacao.ts';
import type { CotacaoDialogProps } from '../cotacao-dialog-props.ts';
import { CampoSelecao, CampoSwitch, CampoTexto, CampoValor, Grade, SomenteLeitura } from './campos.tsx';
import { CarroFields } from './carro-fields.tsx';
import {
  type CotacaoFormValues,
  cotacaoResolver,
  entradaDoCalculo,
  valoresDoFormulario,
} from './cotacao-form.ts';
import { DialogoProvider } from './dialogo-context.tsx';
import { HotelFields } from './hotel-fields.tsx';
import { OrcamentoVinculado } from './orcamento-vinculado.tsx';
import { OutroFields } from './outro-fields.tsx';
import { ResumoPrecos } from './resumo-precos.tsx';
import { VooFields } from './voo-fields.tsx';

/** The absolute and percentage adjustment, shown while the adjustment is on. */
function AjusteFields() {
  const ativado = useWatch<CotacaoFormValues>({ name: 'ajuste_ativado' });
  if (!ativado) return null;
  return (
    <Grade>
      <CampoValor name="valor_ajuste_absoluto" label="Ajuste (valor)" />
      <CampoValor name="valor_ajuste_porcentagem" label="Ajuste (%)" prefixo="%" />
    </Grade>
  );
}

function ParteDoTipo({ tipo }: { tipo: string | null | undefined }) {
  switch (tipo) {
    case 'orcamento_voo':
      return <VooFields />;
    case 'orcamento_hotel':
      return <HotelFields />;
    case 'orcamento_carro':
      return <CarroFields />;
    case 'orcamento_outro':
      return <OutroFields />;
    case null:
    case undefined:
    case '':
      return <Alert severity="error">{D.semTipoServico}</Alert>;
    default:
      return <Alert severity="error">{D.componenteNaoEncontrado(tipo)}</Alert>;
  }
}

/**
 * The quote dialog (part 1 §2, §5): the linked request, the part of its kind, description, adjustment,
 * incentive, the live pricing of `calcularCotacao` and the quoter. Mounted while open; its first values are
 * read once, when it opens.
 */
export function CotacaoDialogConteudo({
  open,
  orcamento,
  cotacao,
  inicial,
  somenteLeitura = false,
  onClose,
}: CotacaoDialogProps) {
  const user = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const cotadores = useCotadores();
  const precos = useContextoPreco({
    data: cotacao?.data_hora_cotacao,
    cambios: cotacao?.cambios,
    desagio: cotacao?.desagio_wallet,
    milhas: cotacao?.tabela_milhas_usada,
  });
  const estimativa = useEstimativaResultado(orcamento.id, !user.cliente);
  const create = useCreateCotacao();
  const update = useUpdateCotacao();
  const [defaultValues] = useState(() =>
    valoresDoFormulario({ orcamento, cotacao, inicial, cotadorPadrao: user.cliente ? null : user.id }),
  );
  const form = useForm<CotacaoFormValues, unknown, CotacaoSave>({ resolver: cotacaoResolver, defaultValues });
  const { control, handleSubmit, setError, getValues, formState } = form;
  const incentivoAtivado = Boolean(useWatch({ control, name: 'incentivo_ativado' }));
  const [pendente, setPendente] = useState<CotacaoSave | null>(null);
  const [alerta, setAlerta] = useState<string | null>(null);
  const salvando = create.isPending || update.isPending;

  const opcoesCotador = useMemo(() => {
    const opcoes = cotadores.opcoes.map((u) => ({ value: u.id, label: nomeUsuario(u) }));
    const salvo = cotacao?.cotado_por;
    if (salvo && !opcoes.some((o) => o.value === salvo.id))
      opcoes.push({ value: salvo.id, label: `${salvo.nome} ${salvo.sobrenome ?? ''}`.trim() });
    return opcoes;
  }, [cotadores.opcoes, cotacao]);

  const salvar = async (body: CotacaoSave) => {
    setAlerta(null);
    try {
      const salva = cotacao
        ? await update.mutateAsync({ id: cotacao.id, body })
        : await create.mutateAsync({ orcamento: orcamento.id, body });
      enqueueSnackbar(cotacao ? C.atualizada : C.criada, { variant: 'success' });
      onClose(salva);
    } catch (error) {
      const falha = cotacao ? C.erroAtualizar : C.erroCriar;
      applyServerErrors(error, setError);
      enqueueSnackbar(falha, { variant: 'error' });
      setAlerta(errorMessage(error, falha));
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    // a fixed price per thousand below the floor is shown at its field and refused
    if (calcularCotacao(entradaDoCalculo(getValues()), precos.contexto).erros.length > 0) return;
    if (body.cotacao_voo && pernasSemHorario(body.cotacao_voo.subcotacoes)) {
      setPendente(body);
      return;
    }
    await salvar(body);
  });

  const titulo = cotacao
    ? somenteLeitura
      ? `Cotação # ${cotacao.id}`
      : `Editando cotação # ${cotacao.id}`
    : 'Nova Cotação';

  return (
    <FormDialog
      open={open}
      title={titulo}
      largura="md"
      saving={salvando}
      // a quote being viewed has nothing to lose and nothing to save
      dirty={!somenteLeitura && formState.isDirty}
      onClose={() => onClose()}
      onSubmit={somenteLeitura ? undefined : (event) => void onSubmit(event)}
      aviso={
        alerta ? (
          <Alert severity="error" onClose={() => setAlerta(null)} sx={{ mx: 2, mt: 1 }}>
            {alerta}
          </Alert>
        ) : null
      }
    >
      <FormProvider {...form}>
        <SomenteLeitura ativo={somenteLeitura}>
          <DialogoProvider
            value={{
              contexto: precos.contexto,
              moedas: precos.moedas,
              incentivoAtivado,
              desagioEm: cotacao?.desagio_wallet ? (cotacao.desagio_wallet_em ?? null) : undefined,
              estimativa: estimativa.data ?? null,
            }}
          >
            <Stack spacing={2.5}>
              <OrcamentoVinculado orcamento={orcamento} />
              {precos.falhas.milhas && orcamento.tipo_servico === 'orcamento_voo' ? (
                <Alert severity="warning">{D.semTabelaMilhas}</Alert>
              ) : null}
              {precos.falhas.moedas ? <Alert severity="warning">{D.semMoedas}</Alert> : null}
              {precos.falhas.desagio && orcamento.tipo_servico === 'orcamento_voo' ? (
                <Alert severity="warning">{errorMessage(precos.falhas.desagio, D.semDesagio)}</Alert>
              ) : null}
              <Box component="section" aria-label={TIPOS_ORCAMENTO.label(orcamento.tipo_servico)}>
                <Typography variant="h6" sx={{ mb: 1.5 }}>
                  {TIPOS_ORCAMENTO.label(orcamento.tipo_servico)}
                </Typography>
                <ParteDoTipo tipo={orcamento.tipo_servico} />
              </Box>
              <Divider />
              <CampoTexto
                name="descricao"
                label="Descrição rápida"
                required
                contador={COTACAO_LIMITES.descricaoMax}
              />
              <Stack spacing={1}>
                <CampoSwitch name="ajuste_ativado" label="Ajuste" />
                <AjusteFields />
                <CampoSwitch name="incentivo_ativado" label="Incentivo" />
              </Stack>
              <Divider />
              <ResumoPrecos />
              <Divider />
              <CampoSelecao
                name="cotado_por"
                label="Cotação Feita Por"
                required
                opcoes={opcoesCotador}
                sx={{ maxWidth: 360 }}
              />
            </Stack>
          </DialogoProvider>
        </SomenteLeitura>
      </FormProvider>
      <ConfirmDialog
        open={pendente !== null}
        title={C.paradasTitulo}
        message={C.paradasAviso}
        cancelLabel={C.paradasVoltar}
        confirmLabel={C.paradasContinuar}
        loading={salvando}
        onCancel={() => setPendente(null)}
        onConfirm={async () => {
          const body = pendente;
          setPendente(null);
          if (body) await salvar(body);
        }}
      />
    </FormDialog>
  );
}
