import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EMISSAO_LOCALIZADOR_MAX,
  EMISSAO_MESSAGES,
  EMISSAO_OBSERVACOES_MAX,
  type EmissaoDetalhe,
  type EmissaoUpdate,
  isEmissaoVoo,
} from '@skyler/domain/emissoes';
import { useEffect, useState } from 'react';
import { type FieldErrors, isApiError } from '../../../api/api-error.ts';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { CiaAereaLogo } from '../../../components/cia-aerea-logo.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useEmissores } from '../api/get-emissao.ts';
import { useCancelarEmissao, useConcluirEmissao, useSaveEmissao } from '../api/save-emissao.ts';
import { nomeOuTraco, pernasDaEmissao, rotuloPerna } from '../lib/emissao-texto.ts';
import { CancelarEmissaoDialog } from './cancelar-emissao-dialog.tsx';
import { CONCLUIR_EMISSAO, ConcluirEmissaoDialog } from './concluir-emissao-dialog.tsx';

export const GERAL_TEXTOS = {
  localizador: 'Localizador',
  emissor: 'Emissor',
  semEmissor: 'Quem concluir',
  observacoes: 'Observações',
  voos: 'Números de voo',
  numeroVoo: (rotulo: string) => `Número do voo ${rotulo}`,
  cancelar: 'Cancelar',
  salvar: 'Salvar',
  concluir: 'Concluir',
  concluirTitulo: CONCLUIR_EMISSAO.titulo,
  justificativaRegistrada: 'Concluída com avisos nos documentos dos passageiros. Justificativa:',
} as const;

function formularioDe(e: EmissaoDetalhe): EmissaoUpdate {
  return {
    localizador: e.localizador ?? '',
    emitido_por: e.emitido_por?.id ?? null,
    observacoes: e.observacoes ?? '',
    numeros_voo: (e.subcotacao_voo?.viagem.trechos ?? []).map((t) => t.pernas.map((p) => p.numero_do_voo)),
  };
}

const primeiro = (errors: FieldErrors, chave: string) =>
  Object.entries(errors).find(([campo]) => campo === chave || campo.startsWith(`${chave}.`))?.[1][0];

/**
 * Geral (part 2 §2): locator, issuer, notes and each leg's flight number; Cancelar, Salvar and Concluir. Only an
 * issuer changes it, while the issuance is in the queue (`editavel`).
 */
export function AbaGeral({
  emissao,
  onSujoChange,
}: {
  emissao: EmissaoDetalhe;
  /** tells the page whether something typed is unsaved */
  onSujoChange?: (sujo: boolean) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const inicial = formularioDe(emissao);
  const [form, setForm] = useState<EmissaoUpdate>(inicial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [cancelando, setCancelando] = useState(false);
  const [concluindo, setConcluindo] = useState(false);
  const editavel = emissao.editavel;
  const emissores = useEmissores(emissao.id, { enabled: editavel });
  const salvar = useSaveEmissao();
  const cancelar = useCancelarEmissao();
  const concluir = useConcluirEmissao();

  const observacoesLongas = form.observacoes.length > EMISSAO_OBSERVACOES_MAX;
  const alterado = JSON.stringify(form) !== JSON.stringify(inicial);
  const sujo = editavel && alterado;
  useEffect(() => onSujoChange?.(sujo), [sujo, onSujoChange]);
  const pernas = isEmissaoVoo(emissao.tipo) ? pernasDaEmissao(emissao) : [];
  const opcoesEmissor = [...(emissores.data ?? [])];
  if (emissao.emitido_por && !opcoesEmissor.some((u) => u.id === emissao.emitido_por?.id)) {
    opcoesEmissor.push(emissao.emitido_por);
  }
  const set = (changes: Partial<EmissaoUpdate>) => setForm((atual) => ({ ...atual, ...changes }));
  const falhou = (mensagem: string, error: unknown) => {
    if (isApiError(error)) setErrors(error.errors);
    enqueueSnackbar(falhaComDetalhe(mensagem, error), { variant: 'error' });
  };

  const onSalvar = () =>
    salvar.mutate(
      { id: emissao.id, body: { ...form, versao: emissao.versao } },
      {
        onSuccess: () => {
          setErrors({});
          enqueueSnackbar(EMISSAO_MESSAGES.salva, { variant: 'success' });
        },
        onError: (error) => falhou(EMISSAO_MESSAGES.erroSalvar, error),
      },
    );
  const onConcluir = (justificativa: string | null) =>
    concluir.mutate(
      { id: emissao.id, versao: emissao.versao, salvarAntes: alterado ? form : null, justificativa },
      {
        onSuccess: () => enqueueSnackbar(EMISSAO_MESSAGES.concluida, { variant: 'success' }),
        onError: (error) => falhou(EMISSAO_MESSAGES.erroSalvar, error),
        onSettled: () => setConcluindo(false),
      },
    );
  const onCancelar = (motivo: string) =>
    cancelar.mutate(
      { id: emissao.id, motivo, versao: emissao.versao },
      {
        onSuccess: () => enqueueSnackbar(EMISSAO_MESSAGES.cancelada, { variant: 'success' }),
        onError: (error) => falhou(EMISSAO_MESSAGES.erroCancelar, error),
        onSettled: () => setCancelando(false),
      },
    );

  const mostraEmissorFixo = !editavel;
  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {errors.pagamentos ? (
          // concluding needs who pays each forming field, recorded on the Pagamentos tab
          <Alert severity="warning">{errors.pagamentos.join(' ')}</Alert>
        ) : null}
        {emissao.justificativa_documentos ? (
          // the issuer's reason for concluding despite the documents' warnings, kept with the issuance
          <Alert severity="info">
            {GERAL_TEXTOS.justificativaRegistrada} {emissao.justificativa_documentos}
          </Alert>
        ) : null}
        <TextField
          size="small"
          label={GERAL_TEXTOS.localizador}
          value={form.localizador}
          disabled={!editavel}
          onChange={(event) => set({ localizador: event.target.value.toUpperCase() })}
          error={Boolean(errors.localizador)}
          helperText={primeiro(errors, 'localizador')}
          slotProps={{ htmlInput: { maxLength: EMISSAO_LOCALIZADOR_MAX } }}
        />
        {mostraEmissorFixo ? (
          <TextField
            size="small"
            label={GERAL_TEXTOS.emissor}
            value={nomeOuTraco(emissao.emitido_por)}
            disabled
          />
        ) : (
          <TextField
            select
            size="small"
            label={GERAL_TEXTOS.emissor}
            value={form.emitido_por === null ? '' : String(form.emitido_por)}
            onChange={(event) =>
              set({ emitido_por: event.target.value === '' ? null : Number(event.target.value) })
            }
            error={Boolean(errors.emitido_por)}
            helperText={primeiro(errors, 'emitido_por')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{GERAL_TEXTOS.semEmissor}</MenuItem>
            {opcoesEmissor.map((u) => (
              <MenuItem key={u.id} value={String(u.id)}>
                {nomeOuTraco(u)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          label={GERAL_TEXTOS.observacoes}
          value={form.observacoes}
          disabled={!editavel}
          onChange={(event) => set({ observacoes: event.target.value })}
          error={observacoesLongas || Boolean(errors.observacoes)}
          helperText={observacoesLongas ? EMISSAO_MESSAGES.observacoesMax : primeiro(errors, 'observacoes')}
        />
        {pernas.length > 0 ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {GERAL_TEXTOS.voos}
            </Typography>
            <Stack spacing={1.5}>
              {pernas.map(({ trecho, perna, dados }) => {
                const rotulo = rotuloPerna(dados);
                return (
                  <Stack
                    key={`${trecho}-${perna}`}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={2}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <Stack direction="row" spacing={1} sx={{ minWidth: 260, alignItems: 'center' }}>
                      {dados.cia_aerea ? <CiaAereaLogo cia={dados.cia_aerea} /> : null}
                      <Typography variant="body2">
                        {rotulo}
                        {dados.cia_aerea ? ` · ${dados.cia_aerea.nome}` : ''}
                      </Typography>
                    </Stack>
                    <TextField
                      size="small"
                      label="Nº do voo"
                      value={form.numeros_voo[trecho]?.[perna] ?? ''}
                      disabled={!editavel}
                      slotProps={{
                        htmlInput: { maxLength: 10, 'aria-label': GERAL_TEXTOS.numeroVoo(rotulo) },
                      }}
                      onChange={(event) =>
                        setForm((atual) => ({
                          ...atual,
                          numeros_voo: atual.numeros_voo.map((t, i) =>
                            i === trecho ? t.map((n, j) => (j === perna ? event.target.value : n)) : t,
                          ),
                        }))
                      }
                    />
                  </Stack>
                );
              })}
            </Stack>
            {errors.numeros_voo ? (
              <Typography variant="caption" color="error">
                {primeiro(errors, 'numeros_voo')}
              </Typography>
            ) : null}
          </Box>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button color="error" variant="outlined" disabled={!editavel} onClick={() => setCancelando(true)}>
            {GERAL_TEXTOS.cancelar}
          </Button>
          <Button
            variant="outlined"
            disabled={!editavel || observacoesLongas}
            loading={salvar.isPending}
            onClick={onSalvar}
          >
            {GERAL_TEXTOS.salvar}
          </Button>
          <Button
            variant="contained"
            color="success"
            disabled={!editavel || observacoesLongas}
            onClick={() => setConcluindo(true)}
          >
            {GERAL_TEXTOS.concluir}
          </Button>
        </Stack>
      </Stack>
      {cancelando ? (
        <CancelarEmissaoDialog
          open
          loading={cancelar.isPending}
          onCancel={() => setCancelando(false)}
          onConfirm={onCancelar}
        />
      ) : null}
      <ConcluirEmissaoDialog
        emissao={emissao.id}
        open={concluindo}
        loading={concluir.isPending}
        onCancel={() => setConcluindo(false)}
        onConfirm={onConcluir}
      />
    </Box>
  );
}
