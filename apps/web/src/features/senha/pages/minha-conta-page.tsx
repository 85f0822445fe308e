import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { emptyTelefone, type TelefoneValue } from '@skyler/domain/paises-telefone';
import { SENHA_MESSAGES, type SessaoUsuario } from '@skyler/domain/senha';
import { USUARIO_MESSAGES, ZMeuTelefone } from '@skyler/domain/usuarios';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../api/api-error.ts';
import type { DataTableColumn } from '../../../components/data-table/data-table.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Secao } from '../../../components/secao.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import {
  useEncerrarOutrasSessoes,
  useEncerrarSessao,
  useMeuTelefone,
  useMinhasSessoes,
  useSalvarMeuTelefone,
  useTrocarSenha,
} from '../api/senha.ts';
import { conferirNovaSenha, NovaSenhaCampos, type NovaSenhaForm } from '../components/nova-senha-campos.tsx';

export const MINHA_CONTA_TEXTS = {
  titulo: 'Minha conta',
  senha: 'Alterar senha',
  atual: 'Senha atual',
  salvar: 'Alterar senha',
  erroSenha: 'Não foi possível alterar a senha.',
  sessoes: 'Sessões ativas',
  vazio: 'Nenhuma sessão ativa.',
  estaSessao: 'Esta sessão',
  encerrar: 'Encerrar',
  encerrarOutras: 'Encerrar todas as outras',
  confirmarOutras: 'Encerrar todas as outras sessões?',
  confirmarOutrasTexto:
    'Os outros navegadores e aparelhos em que você entrou voltarão para a tela de login. Esta sessão continua aberta.',
  confirmarUma: 'Encerrar esta sessão?',
  confirmarUmaTexto: (s: SessaoUsuario) => `${s.navegador} em ${s.sistema}, endereço ${s.ip}.`,
  erroSessao: 'Não foi possível encerrar a sessão.',
  telefone: 'Telefone',
  telefoneDica: 'Aparece na assinatura das propostas que você envia; sem ele, vai o telefone da agência.',
  salvarTelefone: 'Salvar telefone',
  erroTelefone: 'Não foi possível salvar o telefone.',
} as const;

type TrocaForm = NovaSenhaForm & { senha_atual: string };

function TrocarSenhaForm() {
  const user = useCurrentUser();
  const trocar = useTrocarSenha();
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const form = useForm<TrocaForm>({ defaultValues: { senha_atual: '', nova_senha: '', confirmacao: '' } });
  const salvar = form.handleSubmit((valores) => {
    const campos: [keyof TrocaForm, string][] = [];
    if (valores.senha_atual === '') campos.push(['senha_atual', SENHA_MESSAGES.atualObrigatoria]);
    for (const [campo, message] of Object.entries(conferirNovaSenha(valores, user))) {
      if (message) campos.push([campo as keyof TrocaForm, message]);
    }
    if (campos.length > 0) {
      for (const [campo, message] of campos) form.setError(campo, { type: 'policy', message });
      return;
    }
    trocar.mutate(
      { senha_atual: valores.senha_atual, nova_senha: valores.nova_senha },
      {
        onSuccess: (resposta) => {
          enqueueSnackbar(resposta.detail, { variant: 'success' });
          form.reset();
        },
        onError: (error) =>
          showServerErrors(error, form.setError, {
            fields: ['senha_atual', 'nova_senha'],
            fallback: MINHA_CONTA_TEXTS.erroSenha,
          }),
      },
    );
  });
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
      <FormProvider {...form}>
        <Stack component="form" spacing={2} useFlexGap noValidate onSubmit={(event) => void salvar(event)}>
          <input type="hidden" name="username" autoComplete="username" value={user.username} />
          <FormTextField<TrocaForm>
            name="senha_atual"
            label={MINHA_CONTA_TEXTS.atual}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 256 } }}
          />
          <NovaSenhaCampos />
          <Box>
            <Button type="submit" variant="contained" disabled={trocar.isPending}>
              {MINHA_CONTA_TEXTS.salvar}
            </Button>
          </Box>
        </Stack>
      </FormProvider>
    </Paper>
  );
}

type TelefoneForm = { telefone: TelefoneValue };
const telefoneResolver = schemaResolver<TelefoneForm, z.output<typeof ZMeuTelefone>>(ZMeuTelefone);

/** One's own phone, as the proposals one signs show it (decision 0088). */
function MeuTelefoneForm() {
  const atual = useMeuTelefone();
  const salvarTelefone = useSalvarMeuTelefone();
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const form = useForm<TelefoneForm, unknown, z.output<typeof ZMeuTelefone>>({
    defaultValues: { telefone: emptyTelefone() },
    values: atual.data ? { telefone: atual.data.telefone ?? emptyTelefone() } : undefined,
    resolver: telefoneResolver,
  });
  const erro = form.formState.errors.telefone?.numero?.message ?? form.formState.errors.telefone?.message;
  const salvar = form.handleSubmit((dados) =>
    salvarTelefone.mutate(dados, {
      onSuccess: () => enqueueSnackbar(USUARIO_MESSAGES.telefoneSalvo, { variant: 'success' }),
      onError: (error) =>
        showServerErrors(error, form.setError, {
          fields: ['telefone'],
          fallback: MINHA_CONTA_TEXTS.erroTelefone,
        }),
    }),
  );
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
      <Stack component="form" spacing={2} useFlexGap noValidate onSubmit={(event) => void salvar(event)}>
        <Controller
          name="telefone"
          control={form.control}
          render={({ field }) => (
            <PhoneField
              value={field.value}
              onChange={field.onChange}
              disabled={atual.isPending}
              error={Boolean(erro)}
              helperText={erro ?? MINHA_CONTA_TEXTS.telefoneDica}
            />
          )}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            loading={salvarTelefone.isPending}
            disabled={atual.isPending}
          >
            {MINHA_CONTA_TEXTS.salvarTelefone}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function SessoesLista() {
  const sessoes = useMinhasSessoes();
  const encerrar = useEncerrarSessao();
  const encerrarOutras = useEncerrarOutrasSessoes();
  const { enqueueSnackbar } = useSnackbar();
  const [confirmar, setConfirmar] = useState<SessaoUsuario | 'outras' | null>(null);
  const linhas = sessoes.data ?? [];
  const outras = linhas.filter((s) => !s.atual).length;

  const feito = (resposta: { detail: string }) => {
    enqueueSnackbar(resposta.detail, { variant: 'success' });
    setConfirmar(null);
  };
  const falhou = (error: unknown) => {
    enqueueSnackbar(errorMessage(error, MINHA_CONTA_TEXTS.erroSessao), { variant: 'error' });
    setConfirmar(null);
  };
  const confirmarAgora = () => {
    if (confirmar === 'outras') encerrarOutras.mutate(undefined, { onSuccess: feito, onError: falhou });
    else if (confirmar) encerrar.mutate(confirmar.id, { onSuccess: feito, onError: falhou });
  };

  const columns: DataTableColumn<SessaoUsuario>[] = [
    { key: 'navegador', header: 'Navegador', render: (s) => `${s.navegador} · ${s.sistema}`, layout: 'wrap' },
    { key: 'ip', header: 'Endereço', render: (s) => s.ip },
    { key: 'inicio', header: 'Início', render: (s) => formatDateTime(s.created_at) },
    { key: 'ultimo', header: 'Último acesso', render: (s) => formatDateTime(s.last_seen_at) },
    {
      key: 'acoes',
      header: 'Ações',
      layout: 'nowrap',
      render: (s) =>
        s.atual ? (
          <StatusChip label={MINHA_CONTA_TEXTS.estaSessao} color="verde" />
        ) : (
          <Button
            size="small"
            color="error"
            aria-label={`${MINHA_CONTA_TEXTS.encerrar} ${s.navegador} · ${s.sistema} (${s.ip})`}
            onClick={() => setConfirmar(s)}
          >
            {MINHA_CONTA_TEXTS.encerrar}
          </Button>
        ),
    },
  ];
  return (
    <>
      <Box sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          color="error"
          disabled={outras === 0 || encerrarOutras.isPending}
          onClick={() => setConfirmar('outras')}
        >
          {MINHA_CONTA_TEXTS.encerrarOutras}
        </Button>
      </Box>
      <DataTable
        aria-label={MINHA_CONTA_TEXTS.sessoes}
        columns={columns}
        rows={linhas}
        loading={sessoes.isFetching}
        error={sessoes.error}
        emptyText={MINHA_CONTA_TEXTS.vazio}
      />
      <ConfirmDialog
        open={confirmar !== null}
        title={confirmar === 'outras' ? MINHA_CONTA_TEXTS.confirmarOutras : MINHA_CONTA_TEXTS.confirmarUma}
        message={
          confirmar === 'outras'
            ? MINHA_CONTA_TEXTS.confirmarOutrasTexto
            : confirmar
              ? MINHA_CONTA_TEXTS.confirmarUmaTexto(confirmar)
              : undefined
        }
        confirmLabel={MINHA_CONTA_TEXTS.encerrar}
        cancelLabel="Cancelar"
        confirmColor="error"
        loading={encerrar.isPending || encerrarOutras.isPending}
        onCancel={() => setConfirmar(null)}
        onConfirm={confirmarAgora}
      />
    </>
  );
}

/**
 * "Minha conta" (from the top bar's user menu): one's own password and sessions (decision 0040), and for
 * staff their phone (decision 0088).
 */
export function MinhaContaPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={MINHA_CONTA_TEXTS.titulo} breadcrumbs={[{ label: MINHA_CONTA_TEXTS.titulo }]} />
      {user.is_staff ? (
        <Secao titulo={MINHA_CONTA_TEXTS.telefone}>
          <MeuTelefoneForm />
        </Secao>
      ) : null}
      <Secao titulo={MINHA_CONTA_TEXTS.senha}>
        <TrocarSenhaForm />
      </Secao>
      <Secao titulo={MINHA_CONTA_TEXTS.sessoes}>
        <SessoesLista />
      </Secao>
    </>
  );
}
