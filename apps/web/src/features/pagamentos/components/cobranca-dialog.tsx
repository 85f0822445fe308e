import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { formatDate, formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import {
  type CobrancaBoleto,
  type CobrancaPix,
  type CobrancasDisponiveis,
  PAGAMENTO_UI_MESSAGES,
  type PagamentoView,
} from '@skyler/domain/pagamentos';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { useGerarBoleto, useGerarCobrancaPix } from '../api/cobrancas.ts';
import { useCopiarTexto } from './link-pagarme-dialog.tsx';

export const COBRANCA_TEXTS = {
  acaoPix: (id: number) => `Cobrança Pix do pagamento ${formatId(id)}`,
  acaoBoleto: (id: number) => `Boleto do pagamento ${formatId(id)}`,
  tituloPix: (id: number) => `Cobrança Pix do pagamento ${formatId(id)}`,
  tituloBoleto: (id: number) => `Boleto do pagamento ${formatId(id)}`,
  explicacaoPix:
    'O cliente paga lendo o QR code ou colando o código no app do banco; pelo Pagar.me, o pagamento é concluído aqui quando o banco confirma.',
  explicacaoBoleto: 'O boleto é emitido pelo Pagar.me; quando o cliente paga, o pagamento é concluído aqui.',
  gerarPix: 'Gerar cobrança Pix',
  gerarNovoPix: 'Gerar nova cobrança Pix',
  gerarBoleto: 'Gerar boleto',
  copiaECola: 'Pix copia e cola',
  copiarCodigo: 'Copiar código Pix',
  qrCode: (id: number) => `QR code Pix do pagamento ${formatId(id)}`,
  expira: (quando: string) => `Válido até ${formatDateTime(quando)}.`,
  estatico: 'Código Pix da chave da agência, com o valor exato e o identificador deste pagamento.',
  linha: 'Linha digitável',
  copiarLinha: 'Copiar linha digitável',
  vencimento: (dia: string) => `Vencimento em ${formatDate(dia)}.`,
  abrirBoleto: 'Abrir o boleto (PDF)',
  fechar: 'Fechar',
} as const;

/** The charge a payment already carries, as the routes answer it (the QR code is drawn when it is generated). */
function pixGuardado(
  pagamento: PagamentoView,
): (Omit<CobrancaPix, 'qr_code_svg'> & { qr_code_svg: string | null }) | null {
  if (!pagamento.pix_txid || !pagamento.pix_copia_e_cola || !pagamento.pix_origem) return null;
  return {
    txid: pagamento.pix_txid,
    copia_e_cola: pagamento.pix_copia_e_cola,
    qr_code_svg: null,
    expira_em: pagamento.pix_expira_em,
    origem: pagamento.pix_origem,
  };
}

function boletoGuardado(pagamento: PagamentoView): CobrancaBoleto | null {
  if (!pagamento.boleto_linha || !pagamento.boleto_vencimento) return null;
  return {
    linha_digitavel: pagamento.boleto_linha,
    url: pagamento.boleto_url,
    vencimento: pagamento.boleto_vencimento,
  };
}

function CampoCopiavel({ label, valor, copiar }: { label: string; valor: string; copiar: string }) {
  const copiarTexto = useCopiarTexto();
  return (
    <TextField
      label={label}
      value={valor}
      fullWidth
      multiline
      maxRows={4}
      slotProps={{
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={copiar}>
                <IconButton aria-label={copiar} onClick={() => copiarTexto(valor)} edge="end">
                  <ContentCopy fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * Whether a payment's method has a charge to offer: Pix always (gateway or the agency's static code), boleto
 * only while the server says the gateway is configured (unknown yet: not offered).
 */
export function cobrancaOferecida(
  meio: PagamentoView['meio_pagamento'],
  disponiveis: CobrancasDisponiveis | undefined,
): boolean {
  if (meio === 'pix') return true;
  return meio === 'boleto' && disponiveis?.boleto === true;
}

/**
 * "Gerar cobrança Pix" / "Gerar boleto" of a payment by Pix or boleto (finance): generates the charge and shows
 * the QR code with the copy-and-paste code, or the boleto's digitable line and PDF, each with a copy button.
 */
export function CobrancaDialog({ pagamento, onClose }: { pagamento: PagamentoView; onClose: () => void }) {
  const titleId = useId();
  const boleto = pagamento.meio_pagamento === 'boleto';
  const gerarPix = useGerarCobrancaPix();
  const gerarBoleto = useGerarBoleto();
  const [pix, setPix] = useState(() => pixGuardado(pagamento));
  const [linha, setLinha] = useState(() => boletoGuardado(pagamento));
  const [falha, setFalha] = useState<string | null>(null);
  const pendente = gerarPix.isPending || gerarBoleto.isPending;
  const onErro = (error: unknown) => setFalha(errorMessage(error, PAGAMENTO_UI_MESSAGES.pagarmeFalhou));

  const onGerar = () => {
    setFalha(null);
    if (boleto) gerarBoleto.mutate(pagamento.id, { onSuccess: setLinha, onError: onErro });
    else gerarPix.mutate(pagamento.id, { onSuccess: setPix, onError: onErro });
  };

  const rotuloGerar = boleto
    ? COBRANCA_TEXTS.gerarBoleto
    : pix
      ? COBRANCA_TEXTS.gerarNovoPix
      : COBRANCA_TEXTS.gerarPix;

  return (
    <Dialog
      open
      onClose={pendente ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>
        {boleto ? COBRANCA_TEXTS.tituloBoleto(pagamento.id) : COBRANCA_TEXTS.tituloPix(pagamento.id)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {boleto ? COBRANCA_TEXTS.explicacaoBoleto : COBRANCA_TEXTS.explicacaoPix} Valor:{' '}
            <Money value={pagamento.valor_total} />.
          </DialogContentText>
          {!boleto && pix ? (
            <>
              {pix.qr_code_svg ? (
                <Box
                  component="img"
                  src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qr_code_svg)}`}
                  alt={COBRANCA_TEXTS.qrCode(pagamento.id)}
                  sx={{ width: 220, height: 220, alignSelf: 'center' }}
                />
              ) : null}
              <CampoCopiavel
                label={COBRANCA_TEXTS.copiaECola}
                valor={pix.copia_e_cola}
                copiar={COBRANCA_TEXTS.copiarCodigo}
              />
              <DialogContentText>
                {pix.origem === 'estatico'
                  ? COBRANCA_TEXTS.estatico
                  : pix.expira_em
                    ? COBRANCA_TEXTS.expira(pix.expira_em)
                    : null}
              </DialogContentText>
            </>
          ) : null}
          {boleto && linha ? (
            <>
              <CampoCopiavel
                label={COBRANCA_TEXTS.linha}
                valor={linha.linha_digitavel}
                copiar={COBRANCA_TEXTS.copiarLinha}
              />
              <DialogContentText>{COBRANCA_TEXTS.vencimento(linha.vencimento)}</DialogContentText>
              {linha.url ? (
                <Link href={linha.url} target="_blank" rel="noopener noreferrer">
                  {COBRANCA_TEXTS.abrirBoleto}
                </Link>
              ) : null}
            </>
          ) : null}
          {falha ? <Alert severity="error">{falha}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pendente}>
          {COBRANCA_TEXTS.fechar}
        </Button>
        {boleto && linha ? null : (
          <Button variant="contained" onClick={onGerar} loading={pendente}>
            {rotuloGerar}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
