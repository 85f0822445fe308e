import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import {
  EMISSAO_MESSAGES,
  type EmissaoBeneficiario,
  type EmissaoBeneficiarioUpdate,
  type EmissaoDetalhe,
  ETICKET_MAX,
  isEmissaoVoo,
} from '@skyler/domain/emissoes';
import { formatCpf, formatDate } from '@skyler/domain/formatters-basicos';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useErrorToast, useSnackbar } from '../../../lib/toast.tsx';
import {
  useBeneficiariosEmissao,
  useDeleteBeneficiarioEmissao,
  useSalvarBeneficiariosEmissao,
} from '../api/beneficiarios.ts';
import { textoBeneficiario } from '../lib/emissao-texto.ts';

type Campo = 'eticket' | 'assento' | 'tipo_assento' | 'tipo_quarto';

const CAMPOS: Record<Campo, { rotulo: string; max: number }> = {
  eticket: { rotulo: 'E-Ticket', max: ETICKET_MAX },
  assento: { rotulo: 'Assento', max: 10 },
  tipo_assento: { rotulo: 'Tipo de assento', max: 30 },
  tipo_quarto: { rotulo: 'Tipo de quarto', max: 30 },
};

export const BENEFICIARIOS_TEXTOS = {
  vazio: 'Nenhum beneficiário nesta emissão.',
  copiar: (nome: string) => `Copiar dados de ${nome}`,
  contato: (nome: string) => `Abrir o contato ${nome}`,
  salvar: 'Salvar',
  remover: (nome: string) => `Remover ${nome} da emissão`,
  removerTitulo: 'Remover beneficiário',
  removerPergunta: (nome: string) => `Deseja remover ${nome} desta emissão?`,
  removido: 'Beneficiário removido da emissão.',
} as const;

/** The fields an issuance's type records for each passenger (part 2 §2). */
function camposDoTipo(emissao: EmissaoDetalhe): Campo[] {
  if (isEmissaoVoo(emissao.tipo)) return ['eticket', 'assento', 'tipo_assento'];
  if (emissao.tipo === 'emissao_hotel') return ['eticket', 'tipo_quarto'];
  return ['eticket'];
}

/** What was typed over the saved values, per beneficiary and field. */
type Edicoes = Record<number, Partial<Record<Campo, string>>>;

/**
 * The passengers whose typed values differ from the saved ones, with only those fields and the version each
 * was read at: the body of the tab's one save.
 */
function beneficiariosAlterados(
  lista: readonly EmissaoBeneficiario[],
  campos: readonly Campo[],
  edicoes: Edicoes,
): EmissaoBeneficiarioUpdate[] {
  return lista.flatMap((b) => {
    const mudancas = campos.flatMap((campo) => {
      const digitado = edicoes[b.id]?.[campo]?.trim();
      return digitado === undefined || digitado === b[campo] ? [] : [[campo, digitado] as const];
    });
    return mudancas.length === 0 ? [] : [{ id: b.id, versao: b.versao, ...Object.fromEntries(mudancas) }];
  });
}

/**
 * Beneficiários (Hóspedes for hotels): each passenger's data, and what the issuer records for each one. The
 * tab is one form: Salvar (or Enter in a field) sends every changed passenger at once (decision 0054), and
 * `onSujoChange` tells the page whether something typed is unsaved.
 */
export function AbaBeneficiarios({
  emissao,
  onSujoChange,
}: {
  emissao: EmissaoDetalhe;
  onSujoChange?: (sujo: boolean) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const query = useBeneficiariosEmissao(emissao.id);
  useErrorToast(query.error, EMISSAO_MESSAGES.erroBeneficiarios, { withDetail: false });
  const remover = useDeleteBeneficiarioEmissao(emissao.id);
  const salvar = useSalvarBeneficiariosEmissao(emissao.id);
  const [removendo, setRemovendo] = useState<EmissaoBeneficiario | null>(null);
  const [edicoes, setEdicoes] = useState<Edicoes>({});
  const campos = camposDoTipo(emissao);
  const editavel = emissao.editavel;
  const alterados = beneficiariosAlterados(query.data ?? [], campos, edicoes);
  const sujo = editavel && alterados.length > 0;
  useEffect(() => onSujoChange?.(sujo), [sujo, onSujoChange]);

  const digitar = (id: number, campo: Campo, valor: string) =>
    setEdicoes((atuais) => ({ ...atuais, [id]: { ...atuais[id], [campo]: valor } }));

  const onSalvar = () => {
    if (!sujo || salvar.isPending) return;
    salvar.mutate(alterados, {
      onSuccess: () => {
        setEdicoes({});
        enqueueSnackbar(EMISSAO_MESSAGES.beneficiarioAtualizado, { variant: 'success' });
      },
      onError: (error) => {
        // refused by the issuance's state, the user's role or a newer version: what was typed stays
        const recusado = isApiError(error) && (error.status === 403 || error.status === 409);
        enqueueSnackbar(
          falhaComDetalhe(
            recusado ? EMISSAO_MESSAGES.beneficiarioNaoAlterado : EMISSAO_MESSAGES.erroAtualizarBeneficiario,
            error,
          ),
          { variant: 'error' },
        );
      },
    });
  };

  const copiar = async (b: EmissaoBeneficiario) => {
    try {
      await navigator.clipboard.writeText(textoBeneficiario(b));
      enqueueSnackbar(EMISSAO_MESSAGES.beneficiarioCopiado, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(String(error), { variant: 'error' });
    }
  };

  const lista = query.data ?? [];
  if (!query.isLoading && lista.length === 0) {
    return <Typography color="text.secondary">{BENEFICIARIOS_TEXTOS.vazio}</Typography>;
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSalvar();
      }}
    >
      {lista.map((b) => {
        const nome = nomeCompleto(b.contato);
        const passaporte = b.contato.passaporte;
        return (
          <Accordion key={b.id} variant="outlined" disableGutters>
            {/* the summary is one button named by its own text; the copy button and the contact's link are below it */}
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', width: '100%' }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {nome}
                </Typography>
                <Typography variant="body2">CPF: {formatCpf(b.contato.cpf)}</Typography>
                <Typography variant="body2">Nascimento: {formatDate(b.contato.data_nascimento)}</Typography>
                <Typography variant="body2">
                  Passaporte:{' '}
                  {passaporte
                    ? `${passaporte.numero} (emissão ${formatDate(passaporte.data_emissao)}, validade ${formatDate(passaporte.data_validade)})`
                    : '-'}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
                <AcaoLinha label={BENEFICIARIOS_TEXTOS.copiar(nome)} onClick={() => void copiar(b)}>
                  <ContentCopy fontSize="small" />
                </AcaoLinha>
                <Link component={RouterLink} to={pathTo('cliente', { id: b.contato.id })}>
                  {BENEFICIARIOS_TEXTOS.contato(nome)}
                </Link>
              </Stack>
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                {campos.map((campo) => (
                  <TextField
                    key={campo}
                    size="small"
                    label={CAMPOS[campo].rotulo}
                    value={edicoes[b.id]?.[campo] ?? b[campo]}
                    disabled={!editavel}
                    onChange={(event) => digitar(b.id, campo, event.target.value)}
                    slotProps={{ htmlInput: { maxLength: CAMPOS[campo].max } }}
                  />
                ))}
                <Box sx={{ flexGrow: 1 }} />
                <AcaoLinha
                  label={BENEFICIARIOS_TEXTOS.remover(nome)}
                  color="error"
                  disabled={!editavel}
                  onClick={() => setRemovendo(b)}
                >
                  <Delete fontSize="small" />
                </AcaoLinha>
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!sujo} loading={salvar.isPending}>
          {BENEFICIARIOS_TEXTOS.salvar}
        </Button>
      </Box>
      <ConfirmDialog
        open={removendo !== null}
        title={BENEFICIARIOS_TEXTOS.removerTitulo}
        message={removendo ? BENEFICIARIOS_TEXTOS.removerPergunta(nomeCompleto(removendo.contato)) : ''}
        confirmColor="error"
        loading={remover.isPending}
        onCancel={() => setRemovendo(null)}
        onConfirm={() => {
          if (!removendo) return;
          remover.mutate(removendo.id, {
            onSuccess: (resposta) =>
              enqueueSnackbar(resposta?.detail ?? BENEFICIARIOS_TEXTOS.removido, { variant: 'success' }),
            onError: (error) =>
              enqueueSnackbar(errorMessage(error, EMISSAO_MESSAGES.beneficiarioNaoAlterado), {
                variant: 'error',
              }),
            onSettled: () => setRemovendo(null),
          });
        }}
      />
    </Box>
  );
}
