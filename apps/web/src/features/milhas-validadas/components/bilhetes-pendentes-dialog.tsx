import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { nomeCompleto } from '@skyler/domain/contatos';
import { TIPOS_COTACAO } from '@skyler/domain/cotacoes';
import { formatId } from '@skyler/domain/formatters-basicos';
import { APROVAR_BLOQUEIO_MS } from '@skyler/domain/milhas-validadas';
import type { ServicoView, ValidacaoBilhete } from '@skyler/domain/servicos';
import { useId, useState } from 'react';
import { AcaoLinha } from '../../../components/data-table/acao-linha.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { Money } from '../../../components/money.tsx';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { clienteDoServico } from '../../servicos/index.ts';
import { useValidacoes } from '../api/get-validacoes.ts';
import { useBloqueio } from '../lib/use-bloqueio.ts';
import { type AlvoAprovacao, AprovarDialog } from './aprovar-dialog.tsx';
import { CIAS_AEREAS_TEXTS, CiasAereasDialog } from './cias-aereas-dialog.tsx';

export const BILHETES_TEXTS = {
  titulo: 'Bilhetes pendentes de validação',
  tabela: 'Bilhetes',
  servico: 'ID do serviço',
  cotacao: 'ID da cotação',
  cliente: 'Cliente',
  consultor: 'Consultor',
  vazio: 'Nenhum bilhete de milhas ou wallet neste serviço.',
  validar: (subcotacao: number) => `Validar bilhete ${formatId(subcotacao)}`,
  validado: 'Validado',
  validadoBilhete: (subcotacao: number) => `Validado: bilhete ${formatId(subcotacao)}`,
} as const;

function Dado({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {rotulo}
      </Typography>
      <Typography variant="body2">{valor}</Typography>
    </Box>
  );
}

/**
 * 'Bilhetes pendentes de validação' (part 2 §2): the service's miles and wallet tickets with the airline
 * lookup and Validar, which opens 'Aprovar?'. A ticket approved here is marked at once, before the list is
 * read again; Validar waits 1.5 s after a click.
 */
export function BilhetesPendentesDialog({
  servico: aberto,
  podeValidar,
  onClose,
}: {
  servico: ServicoView | null;
  podeValidar: boolean;
  onClose: () => void;
}) {
  const servico = useUltimo(aberto);
  const titleId = useId();
  const validacoes = useValidacoes(servico?.id ?? null);
  const [aprovados, setAprovados] = useState<ReadonlySet<number>>(new Set());
  const [cias, setCias] = useState<ValidacaoBilhete | null>(null);
  const [alvo, setAlvo] = useState<AlvoAprovacao | null>(null);
  const [bloqueado, bloquear] = useBloqueio(APROVAR_BLOQUEIO_MS);

  const bilhetes = validacoes.data ?? [];
  const validado = (b: ValidacaoBilhete) => b.validado || aprovados.has(b.subcotacao);
  const pendentes = bilhetes.filter((b) => !validado(b));

  const colunas: DataTableColumn<ValidacaoBilhete>[] = [
    { key: 'id', header: 'ID', render: (b) => formatId(b.subcotacao) },
    { key: 'tipo', header: 'Tipo', render: (b) => TIPOS_COTACAO.label(b.tipo_cotacao) },
    {
      key: 'milhas',
      header: 'Quantidade de milhas',
      align: 'right',
      render: (b) => (b.tipo_cotacao === 'milha' ? b.quantidade_milhas.toLocaleString('pt-BR') : '-'),
    },
    { key: 'programa', header: 'Programa de fidelidade', render: (b) => b.programa_fidelidade?.nome ?? '-' },
    {
      key: 'milheiro',
      header: 'Milheiro de Venda',
      align: 'right',
      render: (b) => <Money value={b.milheiro} />,
    },
    { key: 'total', header: 'Valor Total', align: 'right', render: (b) => <Money value={b.valor_total} /> },
    {
      key: 'passageiros',
      header: 'Qtd de passageiros',
      align: 'right',
      render: (b) => String(b.passageiros),
    },
    {
      key: 'cias',
      header: 'Cias Aereas',
      layout: 'nowrap',
      render: (b) => (
        <AcaoLinha label={CIAS_AEREAS_TEXTS.titulo(b.subcotacao)} onClick={() => setCias(b)}>
          <FlightTakeoff fontSize="small" />
        </AcaoLinha>
      ),
    },
    {
      key: 'validar',
      header: 'Validar',
      layout: 'nowrap',
      render: (b) =>
        validado(b) ? (
          <Button size="small" disabled aria-label={BILHETES_TEXTS.validadoBilhete(b.subcotacao)}>
            {BILHETES_TEXTS.validado}
          </Button>
        ) : (
          <Button
            size="small"
            variant="contained"
            aria-label={BILHETES_TEXTS.validar(b.subcotacao)}
            disabled={!podeValidar || bloqueado}
            onClick={() => {
              bloquear();
              if (!servico) return;
              setAlvo({
                servico,
                bilhete: b,
                ultimoPendente: pendentes.length === 1 && pendentes[0]?.subcotacao === b.subcotacao,
              });
            }}
          >
            Validar
          </Button>
        ),
    },
  ];

  const fechar = () => {
    setAprovados(new Set());
    onClose();
  };
  return (
    <>
      <Dialog open={aberto !== null} onClose={fechar} aria-labelledby={titleId} maxWidth="lg" fullWidth>
        <DialogTitle id={titleId}>{BILHETES_TEXTS.titulo}</DialogTitle>
        <DialogContent>
          {servico ? (
            <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
              <Dado rotulo={BILHETES_TEXTS.servico} valor={formatId(servico.id)} />
              <Dado rotulo={BILHETES_TEXTS.cotacao} valor={formatId(servico.cotacao.id)} />
              <Dado rotulo={BILHETES_TEXTS.cliente} valor={clienteDoServico(servico)} />
              <Dado rotulo={BILHETES_TEXTS.consultor} valor={nomeCompleto(servico.venda.consultor) || '-'} />
            </Box>
          ) : null}
          <DataTable
            aria-label={BILHETES_TEXTS.tabela}
            columns={colunas}
            rows={bilhetes}
            getRowId={(b) => b.subcotacao}
            loading={validacoes.isFetching}
            error={validacoes.error}
            emptyText={BILHETES_TEXTS.vazio}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar}>Fechar</Button>
        </DialogActions>
      </Dialog>
      <CiasAereasDialog bilhete={cias} onClose={() => setCias(null)} />
      <AprovarDialog
        alvo={alvo}
        onClose={() => setAlvo(null)}
        onAprovado={(subcotacao) => setAprovados((atuais) => new Set([...atuais, subcotacao]))}
      />
    </>
  );
}
