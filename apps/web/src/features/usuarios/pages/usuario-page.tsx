import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@skyler/domain/formatters';
import { emptyTelefone, type TelefoneValue } from '@skyler/domain/paises-telefone';
import { ehAdministrador } from '@skyler/domain/permissions';
import {
  DEPARTAMENTOS_USUARIO,
  PERFIS_USUARIO,
  ROTAS_RESTRITAS,
  USUARIO_MESSAGES,
  type UsuarioAdmin,
  type UsuarioData,
  ZUsuarioRequest,
} from '@skyler/domain/usuarios';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, useFormContext } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error.ts';
import { nomeUsuario, useUsuariosAtivos } from '../../../api/get-usuarios.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Secao } from '../../../components/secao.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError, throwIfNotFound } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import {
  type AcaoUsuario,
  useAcaoUsuario,
  useCriarUsuario,
  useSalvarUsuario,
  useUsuario,
} from '../api/usuarios.ts';
import { EscolhaModeloUsuario } from '../components/modelo-usuario.tsx';
import { MultiEscolha, type Opcao } from '../components/multi-escolha.tsx';
import { StatusUsuario } from '../components/status-usuario.tsx';

type UsuarioForm = {
  username: string;
  nome: string;
  sobrenome: string;
  email: string;
  telefone: TelefoneValue;
  is_staff: boolean;
  is_superuser: boolean;
  perfil_user: string[];
  pertencente: string[];
  authorized_restricted_routes: string[];
  consultor: boolean;
  cotador: boolean;
  sdr: boolean;
  consultores_extra: number[];
  cotador_extra: number[];
  emissores_extra: number[];
};

const CAMPOS: readonly (keyof UsuarioForm)[] = [
  'username',
  'nome',
  'sobrenome',
  'email',
  'telefone',
  'is_staff',
  'is_superuser',
  'perfil_user',
  'pertencente',
  'authorized_restricted_routes',
  'consultor',
  'cotador',
  'sdr',
  'consultores_extra',
  'cotador_extra',
  'emissores_extra',
];

const VAZIO: UsuarioForm = {
  username: '',
  nome: '',
  sobrenome: '',
  email: '',
  telefone: emptyTelefone(),
  is_staff: true,
  is_superuser: false,
  perfil_user: [],
  pertencente: [],
  authorized_restricted_routes: [],
  consultor: false,
  cotador: false,
  sdr: false,
  consultores_extra: [],
  cotador_extra: [],
  emissores_extra: [],
};

function formDe(usuario: UsuarioAdmin): UsuarioForm {
  const form = { ...VAZIO };
  for (const campo of CAMPOS) (form as Record<string, unknown>)[campo] = usuario[campo];
  form.telefone = usuario.telefone ?? emptyTelefone();
  return form;
}

export const USUARIO_PAGE_TEXTS = {
  identidade: 'Identificação',
  acesso: 'Acesso',
  funcoes: 'Funções nas vendas',
  extras: 'Usuários que também pode escolher',
  reenviarConvite: 'Reenviar convite',
  encerrarSessoes: 'Encerrar sessões',
  desbloquear: 'Desbloquear',
  desativar: 'Desativar',
  reativar: 'Reativar',
  taxas: 'Taxas de comissão',
  confirmarDesativar: (nome: string) =>
    `Desativar ${nome}? As sessões abertas terminam agora e o login passa a ser recusado. Os registros feitos por este usuário continuam com o nome dele.`,
  confirmarReativar: (nome: string) => `Reativar ${nome}? O usuário volta a poder entrar com a senha dele.`,
  confirmarSessoes: (nome: string) => `Encerrar todas as sessões de ${nome}? Ele precisará entrar de novo.`,
  contaCliente: 'Conta de cliente: o acesso dela é apenas à Minha área.',
  erroSalvar: 'Erro ao salvar o usuário.',
  telefoneDica: 'Aparece na assinatura das propostas; sem ele, vai o telefone da agência.',
} as const;
const T = USUARIO_PAGE_TEXTS;

function Grupo({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, pb: 0 }}>
      <Secao titulo={titulo}>
        <Stack spacing={2}>{children}</Stack>
      </Secao>
    </Paper>
  );
}

/** The form's groups: identity, access (profiles, departments, restricted routes), roles and extra users. */
function CamposUsuario({
  cliente,
  usuarioId,
  modelo,
}: {
  cliente: boolean;
  usuarioId: number | null;
  /** a new user starts from a role template */
  modelo?: boolean;
}) {
  const ativos = useUsuariosAtivos({ enabled: !cliente });
  const { control, formState } = useFormContext<UsuarioForm>();
  const erroTelefone = formState.errors.telefone?.numero?.message ?? formState.errors.telefone?.message;
  const usuarios: Opcao<number>[] = useMemo(
    () =>
      (ativos.data ?? [])
        .filter((u) => !u.cliente && u.id !== usuarioId)
        .map((u) => ({ value: u.id, label: `${nomeUsuario(u)} (${u.username})` })),
    [ativos.data, usuarioId],
  );
  return (
    <Stack spacing={2}>
      <Grupo titulo={T.identidade}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField<UsuarioForm> name="nome" label="Nome" required fullWidth />
          <FormTextField<UsuarioForm> name="sobrenome" label="Sobrenome" fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField<UsuarioForm>
            name="username"
            label="Login"
            required
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 150 } }}
          />
          <FormTextField<UsuarioForm>
            name="email"
            label="E-mail"
            type="email"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
        </Stack>
        {/* the phone the proposals sign with: without it they show the agency's */}
        <Controller
          name="telefone"
          control={control}
          render={({ field }) => (
            <PhoneField
              value={field.value}
              onChange={field.onChange}
              error={Boolean(erroTelefone)}
              helperText={erroTelefone ?? T.telefoneDica}
            />
          )}
        />
      </Grupo>
      {cliente ? (
        <Alert severity="info">{T.contaCliente}</Alert>
      ) : (
        <>
          <Grupo titulo={T.acesso}>
            {modelo ? <EscolhaModeloUsuario<UsuarioForm> /> : null}
            <FormGroup row>
              <FormCheckbox<UsuarioForm> name="is_superuser" label="Administrador" />
              <FormCheckbox<UsuarioForm> name="is_staff" label="Equipe interna" />
            </FormGroup>
            {formState.errors.is_superuser?.message ? (
              <FormHelperText error>{formState.errors.is_superuser.message}</FormHelperText>
            ) : null}
            <MultiEscolha<UsuarioForm, string>
              name="perfil_user"
              label="Perfis"
              opcoes={PERFIS_USUARIO.options()}
            />
            <MultiEscolha<UsuarioForm, string>
              name="pertencente"
              label="Departamentos"
              opcoes={DEPARTAMENTOS_USUARIO.options()}
            />
            <MultiEscolha<UsuarioForm, string>
              name="authorized_restricted_routes"
              label="Rotas restritas"
              opcoes={ROTAS_RESTRITAS.options()}
              helperText="Itens do menu que só aparecem para quem os tem."
            />
          </Grupo>
          <Grupo titulo={T.funcoes}>
            <FormGroup row>
              <FormCheckbox<UsuarioForm> name="consultor" label="Consultor" />
              <FormCheckbox<UsuarioForm> name="cotador" label="Cotador" />
              <FormCheckbox<UsuarioForm> name="sdr" label="SDR" />
            </FormGroup>
          </Grupo>
          <Grupo titulo={T.extras}>
            <MultiEscolha<UsuarioForm, number>
              name="consultores_extra"
              label="Consultores extras"
              opcoes={usuarios}
            />
            <MultiEscolha<UsuarioForm, number>
              name="cotador_extra"
              label="Cotadores extras"
              opcoes={usuarios}
            />
            <MultiEscolha<UsuarioForm, number>
              name="emissores_extra"
              label="Emissores extras"
              opcoes={usuarios}
            />
          </Grupo>
        </>
      )}
    </Stack>
  );
}

function useUsuarioForm(valores: UsuarioForm) {
  return useForm<UsuarioForm, unknown, UsuarioData>({
    defaultValues: valores,
    values: valores,
    resolver: schemaResolver<UsuarioForm, UsuarioData>(ZUsuarioRequest),
  });
}

function AdminOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!ehAdministrador(user)) throw new AccessDeniedError();
  return children;
}

/** Novo usuário: created without a password; the invitation goes by e-mail. */
export function NovoUsuarioPage() {
  return (
    <AdminOnly>
      <NovoUsuario />
    </AdminOnly>
  );
}

function NovoUsuario() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const criar = useCriarUsuario();
  const form = useUsuarioForm(VAZIO);
  const salvar = form.handleSubmit((dados) =>
    criar.mutate(dados, {
      onSuccess: (resposta) => {
        enqueueSnackbar(resposta.detail, { variant: resposta.convite_enviado ? 'success' : 'warning' });
        navigate(pathTo('usuario', { id: resposta.usuario.id }));
      },
      onError: (error) => showServerErrors(error, form.setError, { fields: CAMPOS, fallback: T.erroSalvar }),
    }),
  );
  return (
    <>
      <PageHeader
        title="Novo usuário"
        breadcrumbs={[{ label: 'Usuários', to: pathTo('usuarios') }, { label: 'Novo' }]}
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        O usuário recebe por e-mail um convite com um link para definir a senha (vale 48 horas).
      </Alert>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void salvar(event)}>
          <CamposUsuario cliente={false} usuarioId={null} modelo />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={pathTo('usuarios')}>
              Cancelar
            </Button>
            <Button type="submit" variant="contained" loading={criar.isPending}>
              Criar e enviar convite
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </>
  );
}

/** A user's page: status, the grouped fields and the administrator's actions. */
export function UsuarioPage() {
  return (
    <AdminOnly>
      <Usuario />
    </AdminOnly>
  );
}

type Confirmacao = { acao: AcaoUsuario; mensagem: string; rotulo: string; cor: 'primary' | 'error' };

function Usuario() {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const usuario = useUsuario(id);
  throwIfNotFound(usuario.error, USUARIO_MESSAGES.naoEncontrado);
  const titulo = usuario.data ? nomeUsuario(usuario.data) : 'Usuário';
  return (
    <>
      <PageHeader
        title={titulo}
        breadcrumbs={[{ label: 'Usuários', to: pathTo('usuarios') }, { label: titulo }]}
      />
      {usuario.error ? (
        <Alert severity="error">{errorMessage(usuario.error, USUARIO_MESSAGES.naoEncontrado)}</Alert>
      ) : usuario.data ? (
        <EdicaoUsuario usuario={usuario.data} ehProprio={usuario.data.id === user.id} />
      ) : (
        <LinearProgress aria-label="Carregando" />
      )}
    </>
  );
}

function EdicaoUsuario({ usuario, ehProprio }: { usuario: UsuarioAdmin; ehProprio: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const salvarUsuario = useSalvarUsuario(usuario.id);
  const acao = useAcaoUsuario(usuario.id);
  const [confirmacao, setConfirmacao] = useState<Confirmacao | null>(null);
  const valores = useMemo(() => formDe(usuario), [usuario]);
  const form = useUsuarioForm(valores);
  const nome = nomeUsuario(usuario);

  const salvar = form.handleSubmit((dados) =>
    salvarUsuario.mutate(dados, {
      onSuccess: () => enqueueSnackbar(USUARIO_MESSAGES.salvo, { variant: 'success' }),
      onError: (error) => showServerErrors(error, form.setError, { fields: CAMPOS, fallback: T.erroSalvar }),
    }),
  );
  const executar = (qual: AcaoUsuario) =>
    acao.mutate(qual, {
      onSuccess: (resposta) => {
        enqueueSnackbar(resposta.detail, { variant: 'success' });
        setConfirmacao(null);
      },
      onError: (error) => {
        enqueueSnackbar(errorMessage(error, String(error)), { variant: 'error' });
        setConfirmacao(null);
      },
    });

  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Box>
            <StatusUsuario usuario={usuario} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {usuario.convite_pendente && usuario.convite_expira_em
                ? `Convite válido até ${formatDateTime(usuario.convite_expira_em)}. `
                : ''}
              {usuario.tem_senha ? 'Senha definida. ' : 'Ainda não definiu a senha. '}
              {usuario.last_login
                ? `Último acesso em ${formatDateTime(usuario.last_login)}.`
                : 'Nunca acessou.'}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {usuario.ativo ? (
              <Button variant="outlined" onClick={() => executar('convite')} loading={acao.isPending}>
                {T.reenviarConvite}
              </Button>
            ) : null}
            <Button
              variant="outlined"
              onClick={() =>
                setConfirmacao({
                  acao: 'encerrar-sessoes',
                  mensagem: T.confirmarSessoes(nome),
                  rotulo: T.encerrarSessoes,
                  cor: 'primary',
                })
              }
            >
              {T.encerrarSessoes}
            </Button>
            {usuario.bloqueado ? (
              <Button variant="outlined" onClick={() => executar('desbloquear')} loading={acao.isPending}>
                {T.desbloquear}
              </Button>
            ) : null}
            {usuario.cliente ? null : (
              <Button
                variant="outlined"
                component={RouterLink}
                to={`${pathTo('comissao')}?taxas=${usuario.id}`}
              >
                {T.taxas}
              </Button>
            )}
            {usuario.ativo ? (
              <Button
                variant="outlined"
                color="error"
                disabled={ehProprio}
                onClick={() =>
                  setConfirmacao({
                    acao: 'desativar',
                    mensagem: T.confirmarDesativar(nome),
                    rotulo: T.desativar,
                    cor: 'error',
                  })
                }
              >
                {T.desativar}
              </Button>
            ) : (
              <Button
                variant="outlined"
                color="success"
                onClick={() =>
                  setConfirmacao({
                    acao: 'reativar',
                    mensagem: T.confirmarReativar(nome),
                    rotulo: T.reativar,
                    cor: 'primary',
                  })
                }
              >
                {T.reativar}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void salvar(event)}>
          <CamposUsuario cliente={usuario.cliente} usuarioId={usuario.id} />
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={() => form.reset(valores)} disabled={!form.formState.isDirty}>
              Descartar alterações
            </Button>
            <Button type="submit" variant="contained" loading={salvarUsuario.isPending}>
              Salvar
            </Button>
          </Stack>
        </form>
      </FormProvider>
      <ConfirmDialog
        open={confirmacao !== null}
        title={confirmacao?.rotulo ?? ''}
        message={confirmacao?.mensagem}
        cancelLabel="Voltar"
        confirmLabel={confirmacao?.rotulo ?? ''}
        confirmColor={confirmacao?.cor ?? 'primary'}
        loading={acao.isPending}
        onCancel={() => setConfirmacao(null)}
        onConfirm={() => confirmacao && executar(confirmacao.acao)}
      />
    </>
  );
}
