import Delete from '@mui/icons-material/Delete';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import { formatCpf, formatDate, formatId } from '@skyler/domain/formatters-basicos';
import {
  BENEFICIARIO_MESSAGES,
  PASSAGEIROS_MESSAGES,
  type PassageirosDoOrcamento,
} from '@skyler/domain/passageiros';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { ContatoPickerDialog } from '../../../components/contato-picker/contato-picker-dialog.tsx';
import type { ContatoEscolhido } from '../../../components/contato-picker/contato-rapido-dialog.tsx';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { usePassageirosDaVenda, useSaveExclusoes, useSavePassageiros } from '../api/passageiros.ts';
import { mensagensDistintas } from './avisos-documentos.tsx';

export const PASSAGEIROS_TEXTS = {
  titulo: 'Passageiros',
  explicacao:
    'Escolha os passageiros uma vez por orçamento: eles valem para todas as suas cotações no carrinho. Desmarque quem não viaja numa cotação.',
  doOrcamento: (o: PassageirosDoOrcamento) =>
    `Passageiros do orçamento ${formatId(o.orcamento)} · ${o.descricao}`,
  contagem: (n: number, quantidade: number) => `${n} de ${quantidade} passageiros`,
  adicionar: 'Adicionar passageiro',
  adicionarAo: (orcamento: number) => `Adicionar passageiro ao orçamento ${formatId(orcamento)}`,
  remover: (nome: string) => `Remover ${nome} do orçamento`,
  viajaNa: (nome: string, cotacao: number) => `${nome} viaja na cotação ${formatId(cotacao)}`,
  cotacao: (cotacao: number) => `Cotação ${formatId(cotacao)}`,
  documentos: 'Documentos',
  emOrdem: 'Em ordem',
  nenhum: 'Nenhum passageiro escolhido.',
  carregando: 'Carregando passageiros...',
  erroCarregar: 'Erro ao carregar os passageiros.',
} as const;

/** One request's passengers: the list, who each quote takes, and the warnings of each passenger's trip. */
function PassageirosOrcamento({
  venda,
  dados,
  editavel,
}: {
  venda: number;
  dados: PassageirosDoOrcamento;
  editavel: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSavePassageiros(venda);
  const excluir = useSaveExclusoes(venda);
  const [escolhendo, setEscolhendo] = useState(false);
  const ocupado = !editavel || salvar.isPending || excluir.isPending;
  const lista = dados.passageiros;
  const falhou = (error: unknown) =>
    enqueueSnackbar(falhaComDetalhe(PASSAGEIROS_MESSAGES.erroSalvar, error), { variant: 'error' });
  const gravar = (contatos: number[]) =>
    salvar.mutate({ orcamento: dados.orcamento, contatos }, { onError: falhou });

  const adicionar = (contato: ContatoEscolhido) => {
    setEscolhendo(false);
    if (!contato?.id) {
      enqueueSnackbar(BENEFICIARIO_MESSAGES.semContato, { variant: 'error' });
      return;
    }
    if (lista.some((p) => p.id === contato.id)) {
      enqueueSnackbar(BENEFICIARIO_MESSAGES.duplicado, { variant: 'error' });
      return;
    }
    gravar([...lista.map((p) => p.id), contato.id]);
  };
  const alternar = (cotacao: number, contato: number, viaja: boolean) => {
    const atuais = dados.cotacoes.find((c) => c.cotacao === cotacao)?.excluidos ?? [];
    const excluidos = viaja ? atuais.filter((id) => id !== contato) : [...atuais, contato];
    excluir.mutate({ cotacao, excluidos }, { onError: falhou });
  };
  /** the warnings of the quotes the passenger travels on, once each */
  const avisosDe = (contato: number) =>
    mensagensDistintas(
      dados.cotacoes.flatMap((c) => c.avisos.find((a) => a.contato.id === contato)?.avisos ?? []),
    );

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={PASSAGEIROS_TEXTS.doOrcamento(dados)}
    >
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="subtitle1" component="h3">
          {PASSAGEIROS_TEXTS.doOrcamento(dados)}
        </Typography>
        <Typography
          variant="body2"
          color={lista.length === dados.quantidade ? 'success.dark' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {PASSAGEIROS_TEXTS.contagem(lista.length, dados.quantidade)}
        </Typography>
      </Stack>
      {lista.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {PASSAGEIROS_TEXTS.nenhum}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={PASSAGEIROS_TEXTS.doOrcamento(dados)}>
            <TableHead>
              <TableRow>
                <TableCell>Nome</TableCell>
                <TableCell>CPF</TableCell>
                <TableCell>Nascimento</TableCell>
                {dados.cotacoes.map((c) => (
                  <TableCell key={c.cotacao} align="center" sx={{ whiteSpace: 'nowrap' }}>
                    {PASSAGEIROS_TEXTS.cotacao(c.cotacao)}
                  </TableCell>
                ))}
                <TableCell>{PASSAGEIROS_TEXTS.documentos}</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.map((p) => {
                const nome = nomeCompleto(p);
                const avisos = avisosDe(p.id);
                return (
                  <TableRow key={p.id}>
                    <TableCell>{nome}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCpf(p.cpf)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.data_nascimento)}</TableCell>
                    {dados.cotacoes.map((c) => (
                      <TableCell key={c.cotacao} align="center" padding="checkbox">
                        <Checkbox
                          size="small"
                          checked={!c.excluidos.includes(p.id)}
                          disabled={ocupado}
                          onChange={(event) => alternar(c.cotacao, p.id, event.target.checked)}
                          slotProps={{ input: { 'aria-label': PASSAGEIROS_TEXTS.viajaNa(nome, c.cotacao) } }}
                        />
                      </TableCell>
                    ))}
                    <TableCell data-testid={`avisos-passageiro-${p.id}`}>
                      {avisos.length === 0 ? (
                        <Typography variant="body2" color="success.dark">
                          {PASSAGEIROS_TEXTS.emOrdem}
                        </Typography>
                      ) : (
                        <Alert severity="warning" sx={{ py: 0 }}>
                          {avisos.map((mensagem) => (
                            <div key={mensagem}>{mensagem}</div>
                          ))}
                        </Alert>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <AcaoLinha
                        label={PASSAGEIROS_TEXTS.remover(nome)}
                        color="error"
                        disabled={ocupado}
                        onClick={() =>
                          gravar(lista.filter((outro) => outro.id !== p.id).map((outro) => outro.id))
                        }
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
      {editavel && lista.length < dados.quantidade ? (
        <Button
          startIcon={<PersonAdd />}
          onClick={() => setEscolhendo(true)}
          disabled={ocupado}
          sx={{ mt: 1 }}
          aria-label={PASSAGEIROS_TEXTS.adicionarAo(dados.orcamento)}
        >
          {PASSAGEIROS_TEXTS.adicionar}
        </Button>
      ) : null}
      <ContatoPickerDialog open={escolhendo} onClose={() => setEscolhendo(false)} onSelect={adicionar} />
    </Paper>
  );
}

/**
 * The cart's passengers (decision 0076): per request with quotes in the cart, its passengers chosen once, the
 * quotes each one travels on, and the warnings about their documents for the trip.
 */
export function PassageirosDoCarrinho({ venda, editavel }: { venda: number; editavel: boolean }) {
  const passageiros = usePassageirosDaVenda(venda);
  return (
    <Box component="section" aria-labelledby="passageiros-carrinho-titulo">
      <Typography id="passageiros-carrinho-titulo" variant="h6" component="h2" sx={{ mt: 3, mb: 0.5 }}>
        {PASSAGEIROS_TEXTS.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {PASSAGEIROS_TEXTS.explicacao}
      </Typography>
      {passageiros.isError ? (
        <Alert severity="error">{errorMessage(passageiros.error, PASSAGEIROS_TEXTS.erroCarregar)}</Alert>
      ) : null}
      {passageiros.isLoading ? (
        <Typography color="text.secondary">{PASSAGEIROS_TEXTS.carregando}</Typography>
      ) : null}
      <Stack spacing={2}>
        {(passageiros.data ?? []).map((o) => (
          <PassageirosOrcamento key={o.orcamento} venda={venda} dados={o} editavel={editavel} />
        ))}
      </Stack>
    </Box>
  );
}
