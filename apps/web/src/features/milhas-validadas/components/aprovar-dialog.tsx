import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TIPOS_COTACAO } from '@skyler/domain/cotacoes';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  APROVAR_BLOQUEIO_MS,
  MILHAS_VALIDADAS_MESSAGES,
  PROGRAMAS_CONTA_PERSONALIZADA,
  ZValidarMilhasRequest,
} from '@skyler/domain/milhas-validadas';
import type { ServicoView, ValidacaoBilhete } from '@skyler/domain/servicos';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { getProvedoresSimplesQueryOptions } from '../../../api/get-listas-simples.ts';
import { useProgramas } from '../../../api/get-programas.ts';
import { linhasDoErro } from '../../../components/dialogs/erro-alerta-dialog.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { type FormDeLinhas, useLinhasDoForm } from '../../../components/forms/use-linhas-do-form.ts';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { BoasPraticasPergunta } from '../../servicos/index.ts';
import { useContasOferecidas } from '../api/get-contas-oferecidas.ts';
import { useValidarMilhas } from '../api/validar-milhas.ts';
import {
  type BilheteAprovacao,
  type LinhaAprovacaoForm,
  milhasRestantes,
  montarRequisicao,
  novaLinha,
  type RespostaBoasPraticas,
  verificarLinhas,
} from '../lib/linhas-aprovacao.ts';
import { useBloqueio } from '../lib/use-bloqueio.ts';
import { LinhaAprovacaoCampos, type Opcao } from './linha-aprovacao-campos.tsx';

export const APROVAR_TEXTS = {
  titulo: 'Aprovar?',
  resumo: (b: ValidacaoBilhete) =>
    [
      `Bilhete ${formatId(b.subcotacao)}`,
      TIPOS_COTACAO.label(b.tipo_cotacao),
      b.programa_fidelidade?.nome,
      b.tipo_cotacao === 'milha' ? `${b.quantidade_milhas.toLocaleString('pt-BR')} milhas` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  restantes: (n: number) => `Milhas restantes: ${n.toLocaleString('pt-BR')}`,
  adicionar: 'Adicionar conta',
  aprovar: 'Aprovar',
  boasPraticasTitulo: (subcotacao: number) => `Aprovar bilhete ${formatId(subcotacao)}`,
  boasPraticasPergunta: 'A validação seguiu o manual de boas práticas de milhas?',
} as const;

export type AlvoAprovacao = {
  servico: ServicoView;
  bilhete: ValidacaoBilhete;
  /** the quote's last miles or wallet ticket still to validate: the best-practices question comes first */
  ultimoPendente: boolean;
};

/**
 * The 'Aprovar?' dialog (part 2 §2–§5): one or more account lines, every rule of part 2 §5 checked before
 * sending, the best-practices question when it is the quote's last pending ticket, then one request.
 */
export function AprovarDialog({
  alvo: aberto,
  onClose,
  onAprovado,
}: {
  alvo: AlvoAprovacao | null;
  onClose: () => void;
  onAprovado: (subcotacao: number) => void;
}) {
  const alvo = useUltimo(aberto);
  return alvo ? (
    <AprovarConteudo
      key={alvo.bilhete.subcotacao}
      open={aberto !== null}
      alvo={alvo}
      onClose={onClose}
      onAprovado={onAprovado}
    />
  ) : null;
}

type AprovarForm = FormDeLinhas<LinhaAprovacaoForm>;

type ContextoAprovacao = { bilhete: BilheteAprovacao; contas: Parameters<typeof verificarLinhas>[2] };

/**
 * The lines checked by part 2 §5's rules in the screen's order (one message for the dialog), then by the
 * request's schema; the message goes under the lines.
 */
function aprovacaoResolver(contexto: { current: ContextoAprovacao }): Resolver<AprovarForm> {
  return (values) => {
    const { bilhete, contas } = contexto.current;
    const regra = verificarLinhas(bilhete, values.linhas, contas);
    const schema = regra
      ? null
      : ZValidarMilhasRequest.safeParse(montarRequisicao(bilhete, values.linhas, null));
    const mensagem = regra ?? schema?.error?.issues[0]?.message;
    if (!mensagem) return { values, errors: {} };
    const errors: FieldErrors<AprovarForm> = { linhas: { type: 'validate', message: mensagem } };
    return { values: {}, errors };
  };
}

const pedeBoasPraticas = (error: unknown) =>
  isApiError(error) &&
  [error.detail, ...Object.values(error.errors).flat()].includes(
    MILHAS_VALIDADAS_MESSAGES.boasPraticasObrigatoria,
  );

function useProgramasPersonalizados(bilhete: ValidacaoBilhete): Opcao[] {
  const programas = useProgramas().data ?? [];
  const opcoes: Opcao[] = bilhete.programa_fidelidade ? [bilhete.programa_fidelidade] : [];
  for (const nome of PROGRAMAS_CONTA_PERSONALIZADA) {
    const programa = programas.find((p) => p.nome === nome);
    if (programa && !opcoes.some((o) => o.id === programa.id))
      opcoes.push({ id: programa.id, nome: programa.nome });
  }
  return opcoes;
}

function AprovarConteudo({
  open,
  alvo: { servico, bilhete, ultimoPendente },
  onClose,
  onAprovado,
}: {
  open: boolean;
  alvo: AlvoAprovacao;
  onClose: () => void;
  onAprovado: (subcotacao: number) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const contas = useContasOferecidas(bilhete.subcotacao).data ?? [];
  const provedores = (useQuery(getProvedoresSimplesQueryOptions('milhas')).data ?? []).filter(
    (p) => p.tipo_servico === 'milhas',
  );
  const programas = useProgramasPersonalizados(bilhete);
  const validar = useValidarMilhas();
  const [bloqueado, bloquear] = useBloqueio(APROVAR_BLOQUEIO_MS);
  const [proximaChave, setProximaChave] = useState(2);
  const [erroServidor, setErroServidor] = useState<unknown>(null);
  const [perguntando, setPerguntando] = useState(false);

  const dadosBilhete: BilheteAprovacao = {
    subcotacao: bilhete.subcotacao,
    tipo: bilhete.tipo_cotacao,
    quantidade_milhas: bilhete.quantidade_milhas,
    servico: servico.id,
    cotacao: servico.cotacao.id,
    venda: servico.venda.id,
  };
  const contexto = useRef<ContextoAprovacao>({ bilhete: dadosBilhete, contas });
  contexto.current = { bilhete: dadosBilhete, contas };
  const [resolver] = useState(() => aprovacaoResolver(contexto));
  const form = useForm<AprovarForm>({
    defaultValues: { linhas: [novaLinha(1)] },
    resolver,
    // the rules' message stays until the next Aprovar; any change hides it
    reValidateMode: 'onSubmit',
  });
  const { linhas, erro, setLinhas, mudarLinha: mudar } = useLinhasDoForm(form);
  const enviar = (boasPraticas: RespostaBoasPraticas | null) => {
    setErroServidor(null);
    validar.mutate(montarRequisicao(dadosBilhete, form.getValues('linhas'), boasPraticas), {
      onSuccess: () => {
        enqueueSnackbar(MILHAS_VALIDADAS_MESSAGES.autorizado, { variant: 'success' });
        setPerguntando(false);
        onAprovado(bilhete.subcotacao);
        onClose();
      },
      onError: (error) => {
        // another ticket of the quote was validated meanwhile: this one is now the last, so the question comes
        if (boasPraticas === null && pedeBoasPraticas(error)) {
          setPerguntando(true);
          return;
        }
        setPerguntando(false);
        setErroServidor(error);
      },
    });
  };
  const aprovar = form.handleSubmit(() => {
    if (ultimoPendente) setPerguntando(true);
    else enviar(null);
  });
  const ocupado = validar.isPending;
  const restantes = milhasRestantes(dadosBilhete, linhas);
  return (
    <FormDialog
      open={open}
      title={APROVAR_TEXTS.titulo}
      saving={ocupado}
      submitLabel={APROVAR_TEXTS.aprovar}
      submitDisabled={bloqueado}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => {
        bloquear();
        setErroServidor(null);
        void aprovar(event);
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {APROVAR_TEXTS.resumo(bilhete)}
      </Typography>
      {bilhete.tipo_cotacao === 'milha' ? (
        <Typography
          variant="body2"
          color={restantes === 0 ? 'success.main' : 'text.secondary'}
          sx={{ mb: 2 }}
        >
          {APROVAR_TEXTS.restantes(restantes)}
        </Typography>
      ) : null}
      {linhas.map((linha, indice) => (
        <LinhaAprovacaoCampos
          key={linha.chave}
          linha={linha}
          indice={indice}
          tipo={bilhete.tipo_cotacao}
          beneficiarios={servico.beneficiarios}
          contas={contas}
          milhasFaltando={restantes}
          provedores={provedores}
          programas={programas}
          desabilitado={ocupado}
          onChange={(mudanca) => mudar(indice, mudanca)}
          onRemover={
            indice === 0 ? undefined : () => setLinhas((atuais) => atuais.filter((_l, i) => i !== indice))
          }
        />
      ))}
      <Button
        startIcon={<Add />}
        disabled={ocupado}
        onClick={() => {
          setLinhas((atuais) => [...atuais, novaLinha(proximaChave)]);
          setProximaChave((chave) => chave + 1);
        }}
      >
        {APROVAR_TEXTS.adicionar}
      </Button>
      {erro ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {erro}
        </Alert>
      ) : null}
      {erroServidor ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {linhasDoErro(erroServidor).map((linha) => (
            <div key={linha}>{linha}</div>
          ))}
        </Alert>
      ) : null}
      <BoasPraticasPergunta
        open={perguntando}
        titulo={APROVAR_TEXTS.boasPraticasTitulo(bilhete.subcotacao)}
        pergunta={APROVAR_TEXTS.boasPraticasPergunta}
        enviando={ocupado}
        onResponder={enviar}
        onSair={() => setPerguntando(false)}
      />
    </FormDialog>
  );
}
