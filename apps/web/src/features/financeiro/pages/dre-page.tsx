import FileDownload from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CONTAS_DRE_COM_ITENS,
  type ContaDre,
  FINANCEIRO_MESSAGES,
  type LinhaDre,
  podeVerFinanceiro,
  REGIMES_DRE,
  REGIMES_DRE_LABELS,
  type RegimeDre,
} from '@skyler/domain/financeiro';
import { REGIMES_TRIBUTARIOS } from '@skyler/domain/fiscal';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { nomeUsuario, useConsultores } from '../../../api/get-usuarios.ts';
import { FiltroToggle } from '../../../components/data-table/filtro-toggle.tsx';
import { Money } from '../../../components/money.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { FiltrosPainel } from '../../../components/painel/filtros-painel.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { erroDoPeriodo, type Periodo, periodoDoPreset } from '../../../lib/periodo.ts';
import { contabilidadeUrl, type DreParams, useDre } from '../api/get-dre.ts';
import { ItensDreDialog } from '../components/itens-dre-dialog.tsx';

const DIA = /^\d{4}-\d{2}-\d{2}$/;

export const DRE_TEXTOS = {
  titulo: 'DRE',
  ajuda:
    'Demonstração do resultado: o que passa pela agência (intermediado) separado da sua receita própria, as deduções, os custos e o resultado. Clique numa linha para ver o que a compõe.',
  regime: 'Regime',
  regimeTributario: (regime: string) => `Regime tributário: ${REGIMES_TRIBUTARIOS.label(regime)}`,
  exportar: FINANCEIRO_MESSAGES.exportar,
  exportarAjuda: (mes: string) => `Lançamentos de ${mes.split('-').reverse().join('/')} (competência)`,
  conta: 'Conta',
  valor: 'Valor',
} as const;

function periodoDaUrl(params: URLSearchParams, hoje: string): Periodo {
  const inicio = params.get('inicio') ?? '';
  const fim = params.get('fim') ?? '';
  if (DIA.test(inicio) && DIA.test(fim)) return { inicio, fim };
  return periodoDoPreset('este_mes', hoje);
}

/** The income statement (decision 0091): finance and administrators; anyone else sees "Sem permissão". */
export function DrePage() {
  const user = useCurrentUser();
  if (!podeVerFinanceiro(user)) throw new AccessDeniedError();
  return <DreConteudo />;
}

function DreConteudo() {
  const [hoje] = useState(() => hojeNaAgencia());
  const [params, setParams] = useSearchParams();
  const periodo = periodoDaUrl(params, hoje);
  const regime: RegimeDre = params.get('regime') === 'caixa' ? 'caixa' : 'competencia';
  const consultorTexto = params.get('consultor');
  const consultor = consultorTexto && /^\d+$/.test(consultorTexto) ? Number(consultorTexto) : null;
  const [aberta, setAberta] = useState<ContaDre | null>(null);
  const { consultores } = useConsultores();
  const erroPeriodo = erroDoPeriodo(periodo);
  const dreParams: DreParams = { ...periodo, regime, consultor };
  const dre = useDre(dreParams, { enabled: erroPeriodo === null });
  const mes = periodo.inicio.slice(0, 7);

  const mudar = (
    mudancas: Partial<{ inicio: string; fim: string; regime: RegimeDre; consultor: number | null }>,
  ) => {
    const proximo = { ...periodo, regime, consultor, ...mudancas };
    setParams({
      inicio: proximo.inicio,
      fim: proximo.fim,
      ...(proximo.regime === 'caixa' ? { regime: 'caixa' } : {}),
      ...(proximo.consultor === null ? {} : { consultor: String(proximo.consultor) }),
    });
  };

  return (
    <>
      <PageHeader title={DRE_TEXTOS.titulo} breadcrumbs={[{ label: DRE_TEXTOS.titulo }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {DRE_TEXTOS.ajuda}
      </Typography>
      <FiltrosPainel
        periodo={periodo}
        hoje={hoje}
        onPeriodo={({ inicio, fim }) => mudar({ inicio, fim })}
        consultores={consultores.map((u) => ({ id: u.id, nome: nomeUsuario(u) }))}
        consultor={consultor}
        onConsultor={(c) => mudar({ consultor: c })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <FiltroToggle
          valor={regime}
          opcoes={REGIMES_DRE.map((r) => ({ value: r, label: REGIMES_DRE_LABELS[r] }))}
          aria-label={DRE_TEXTOS.regime}
          onChange={(valor) => mudar({ regime: valor })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          href={contabilidadeUrl(mes)}
          download={`contabilidade-${mes}.zip`}
          title={DRE_TEXTOS.exportarAjuda(mes)}
        >
          {DRE_TEXTOS.exportar}
        </Button>
      </Stack>
      {erroPeriodo ? (
        <Alert severity="warning">{erroPeriodo}</Alert>
      ) : dre.isError ? (
        <Alert severity="error">{FINANCEIRO_MESSAGES.erroCarregar}</Alert>
      ) : dre.data ? (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {DRE_TEXTOS.regimeTributario(dre.data.regime_tributario)}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={DRE_TEXTOS.titulo}>
              <TableHead>
                <TableRow>
                  <TableCell>{DRE_TEXTOS.conta}</TableCell>
                  <TableCell align="right">{DRE_TEXTOS.valor}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {dre.data.linhas.map((linha) => (
                  <LinhaDaDre key={linha.conta} linha={linha} onAbrir={() => setAberta(linha.conta)} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando a DRE" />
        </Box>
      )}
      <ItensDreDialog params={dreParams} conta={aberta} onClose={() => setAberta(null)} />
    </>
  );
}

function LinhaDaDre({ linha, onAbrir }: { linha: LinhaDre; onAbrir: () => void }) {
  const abre = CONTAS_DRE_COM_ITENS.includes(linha.conta);
  const destaque = linha.tipo === 'subtotal';
  const informativa = linha.tipo === 'informativo';
  return (
    <TableRow hover={abre}>
      <TableCell sx={{ fontWeight: destaque ? 600 : undefined, pl: linha.tipo === 'subtotal' ? 2 : 4 }}>
        {abre ? (
          <Button
            variant="text"
            size="small"
            onClick={onAbrir}
            sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left' }}
            color={informativa ? 'inherit' : 'primary'}
          >
            {linha.descricao}
          </Button>
        ) : (
          linha.descricao
        )}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: destaque ? 600 : undefined }}>
        <Money value={linha.valor} />
      </TableCell>
    </TableRow>
  );
}
