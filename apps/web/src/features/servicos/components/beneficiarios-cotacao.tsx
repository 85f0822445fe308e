import Delete from '@mui/icons-material/Delete';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import { formatCpf, formatId } from '@skyler/domain/formatters-basicos';
import { BENEFICIARIO_MESSAGES } from '@skyler/domain/passageiros';
import type { Beneficiario, BeneficiariosDaCotacao } from '@skyler/domain/servicos';
import { useState } from 'react';
import { ContatoPickerDialog } from '../../../components/contato-picker/contato-picker-dialog.tsx';
import type { ContatoEscolhido } from '../../../components/contato-picker/contato-rapido-dialog.tsx';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { type BeneficiarioEnvio, useSaveBeneficiarios } from '../api/beneficiarios.ts';
import { comDetalhe } from '../lib/mensagens.ts';

export const BENEFICIARIOS_TEXTS = {
  titulo: (cotacao: CotacaoView) => `Beneficiários da cotação ${formatId(cotacao.id)} · ${cotacao.descricao}`,
  contagem: (inseridos: number, quantidade: number) => `${inseridos} de ${quantidade}`,
  adicionar: 'Adicionar beneficiário',
  remover: (nome: string) => `Remover ${nome}`,
  nenhum: 'Nenhum beneficiário inserido.',
  erroSalvar: 'Erro ao salvar beneficiários.',
} as const;

type Campo = 'assento' | 'tipo_assento' | 'bagagem' | 'tipo_quarto';

const CAMPOS: Record<Campo, { label: string; max: number }> = {
  assento: { label: 'Assento', max: 10 },
  tipo_assento: { label: 'Tipo de assento', max: 30 },
  bagagem: { label: 'Bagagem', max: 30 },
  tipo_quarto: { label: 'Tipo de quarto', max: 30 },
};

/** What a service type asks of each beneficiary: seat, seat type and baggage (flights), room type (hotels). */
export function camposDoTipo(tipoServico: string): Campo[] {
  if (tipoServico === 'orcamento_voo') return ['assento', 'tipo_assento', 'bagagem'];
  if (tipoServico === 'orcamento_hotel') return ['tipo_quarto'];
  return [];
}

function envio(b: Beneficiario): BeneficiarioEnvio {
  return {
    contato: b.contato.id,
    assento: b.assento,
    tipo_assento: b.tipo_assento,
    bagagem: b.bagagem,
    tipo_quarto: b.tipo_quarto,
  };
}

/** A text of a beneficiary, saved when the field is left with a new value. */
function CampoBeneficiario({
  label,
  max,
  valor,
  disabled,
  onSalvar,
}: {
  label: string;
  max: number;
  valor: string | null;
  disabled: boolean;
  onSalvar: (valor: string) => void;
}) {
  const [texto, setTexto] = useState(valor ?? '');
  const [visto, setVisto] = useState(valor);
  if (valor !== visto) {
    setVisto(valor);
    setTexto(valor ?? '');
  }
  return (
    <TextField
      size="small"
      hiddenLabel
      value={texto}
      disabled={disabled}
      onChange={(event) => setTexto(event.target.value)}
      onBlur={() => {
        if (texto.trim() !== (valor ?? '')) onSalvar(texto.trim());
      }}
      slotProps={{ htmlInput: { maxLength: max, 'aria-label': label } }}
      sx={{ minWidth: 120 }}
    />
  );
}

/**
 * The beneficiaries of one quote of the cart (part 1 §5): chosen with the contact picker, no contact twice,
 * the add button only while fewer than the passengers; each change is saved at once.
 */
export function BeneficiariosCotacao({
  venda,
  cotacao,
  dados,
  editavel,
}: {
  venda: number;
  cotacao: CotacaoView;
  dados: BeneficiariosDaCotacao | undefined;
  editavel: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSaveBeneficiarios(venda);
  const [escolhendo, setEscolhendo] = useState(false);
  const beneficiarios = dados?.beneficiarios ?? [];
  const quantidade = dados?.quantidade ?? 0;
  const campos = camposDoTipo(cotacao.tipo_servico);
  const ocupado = salvar.isPending || !editavel;

  const gravar = (lista: BeneficiarioEnvio[]) =>
    salvar.mutate(
      { cotacao: cotacao.id, beneficiarios: lista },
      {
        onError: (error) =>
          enqueueSnackbar(comDetalhe(BENEFICIARIOS_TEXTS.erroSalvar, error), { variant: 'error' }),
      },
    );

  const adicionar = (contato: ContatoEscolhido) => {
    if (!contato?.id) {
      enqueueSnackbar(BENEFICIARIO_MESSAGES.semContato, { variant: 'error' });
      return;
    }
    if (beneficiarios.some((b) => b.contato.id === contato.id)) {
      enqueueSnackbar(BENEFICIARIO_MESSAGES.duplicado, { variant: 'error' });
      return;
    }
    gravar([...beneficiarios.map(envio), { contato: contato.id }]);
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={BENEFICIARIOS_TEXTS.titulo(cotacao)}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="subtitle1" component="h3">
          {BENEFICIARIOS_TEXTS.titulo(cotacao)}
        </Typography>
        <Typography
          variant="body2"
          color={beneficiarios.length === quantidade ? 'success.dark' : 'text.secondary'}
          data-testid={`contagem-beneficiarios-${cotacao.id}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {BENEFICIARIOS_TEXTS.contagem(beneficiarios.length, quantidade)}
        </Typography>
      </Stack>
      {beneficiarios.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {BENEFICIARIOS_TEXTS.nenhum}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={BENEFICIARIOS_TEXTS.titulo(cotacao)}>
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>CPF</TableCell>
                {campos.map((campo) => (
                  <TableCell key={campo}>{CAMPOS[campo].label}</TableCell>
                ))}
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {beneficiarios.map((b, indice) => {
                const nome = nomeCompleto(b.contato);
                return (
                  <TableRow key={b.contato.id}>
                    <TableCell>{nome}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCpf(b.contato.cpf)}</TableCell>
                    {campos.map((campo) => (
                      <TableCell key={campo}>
                        <CampoBeneficiario
                          label={`${CAMPOS[campo].label} de ${nome}`}
                          max={CAMPOS[campo].max}
                          valor={b[campo]}
                          disabled={ocupado}
                          onSalvar={(valor) =>
                            gravar(
                              beneficiarios.map((outro, i) =>
                                i === indice ? { ...envio(outro), [campo]: valor } : envio(outro),
                              ),
                            )
                          }
                        />
                      </TableCell>
                    ))}
                    <TableCell align="right">
                      <AcaoLinha
                        label={BENEFICIARIOS_TEXTS.remover(nome)}
                        color="error"
                        disabled={ocupado}
                        onClick={() => gravar(beneficiarios.filter((_, i) => i !== indice).map(envio))}
                      >
                        <Delete fontSize="small" />
                      </AcaoLinha>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {editavel && beneficiarios.length < quantidade ? (
        <Button
          startIcon={<PersonAdd />}
          onClick={() => setEscolhendo(true)}
          disabled={salvar.isPending}
          sx={{ mt: 1 }}
          aria-label={`${BENEFICIARIOS_TEXTS.adicionar} à cotação ${formatId(cotacao.id)}`}
        >
          {BENEFICIARIOS_TEXTS.adicionar}
        </Button>
      ) : null}
      <ContatoPickerDialog open={escolhendo} onClose={() => setEscolhendo(false)} onSelect={adicionar} />
    </Paper>
  );
}
