import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUTH_MESSAGES,
  OTP_DIGITS_DEFAULT,
  OTP_TTL_SECONDS,
  type OtpRequest,
  ZOtpRequest,
} from '@skyler/domain/auth';
import { onlyDigits } from '@skyler/domain/masks';
import { destinoDoPortal } from '@skyler/domain/portal-regras';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { useWhoami } from '../../../api/get-whoami.ts';
import { AuthLayout } from '../../../components/auth-layout.tsx';
import { TextInput } from '../../../components/fields/text-input.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/** part 1 §2: at one second left the code typed so far is sent by itself. */
const AUTO_SUBMIT_AT_SECONDS = 1;

export function OtpPage() {
  const navigate = useNavigate();
  // the sale a client came for from the proposal's link, and only a page of the portal
  const volta = destinoDoPortal((useLocation().state as { volta?: unknown } | null)?.volta);
  const { enqueueSnackbar } = useSnackbar();
  const { data: auth } = useWhoami();
  const digits = auth?.otp_digits ?? OTP_DIGITS_DEFAULT;
  const verify = useVerifyOtp();
  const remaining = useCountdown(OTP_TTL_SECONDS);
  /** the server's last refusal of a typed code: its message and the tries the code has left */
  const [refused, setRefused] = useState<{ message: string; triesLeft: number } | null>(null);
  const isExpired = remaining === 0;
  // the code is dead (expired, tries spent): only a new login sends another
  const isOver = isExpired || refused?.triesLeft === 0;

  const schema = useMemo(
    () =>
      ZOtpRequest.extend({
        otp: ZOtpRequest.shape.otp.length(digits, `Informe os ${digits} dígitos do código.`),
      }),
    [digits],
  );
  const { control, handleSubmit, getValues, setValue, setFocus } = useForm<OtpRequest>({
    resolver: zodResolver(schema),
    defaultValues: { otp: '' },
  });

  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: (result) => {
        if (result.authenticated) navigate(volta ?? pathTo('home'), { replace: true });
        else enqueueSnackbar(AUTH_MESSAGES.otpInvalid, { variant: 'error' });
      },
      onError: (error) => {
        if (isApiError(error) && error.tentativasRestantes !== undefined) {
          setRefused({ message: error.detail, triesLeft: error.tentativasRestantes });
          if (error.tentativasRestantes > 0) {
            // the same code may be retyped: the field is emptied for it
            setValue('otp', '');
            setFocus('otp');
          }
          return;
        }
        enqueueSnackbar(errorMessage(error, AUTH_MESSAGES.otpInvalid), { variant: 'error' });
      },
    }),
  );

  const submitTypedCode = useEffectEvent(() => {
    if (getValues('otp') !== '') void onSubmit();
  });
  useEffect(() => {
    if (remaining === AUTO_SUBMIT_AT_SECONDS) submitTypedCode();
  }, [remaining]);

  return (
    <AuthLayout subtitle={`Digite o código de ${digits} dígitos enviado para o seu e-mail.`}>
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <Controller
          name="otp"
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              label="Código"
              autoComplete="one-time-code"
              autoFocus
              fullWidth
              disabled={isOver}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              inputProps={{ inputMode: 'numeric', maxLength: digits, pattern: '[0-9]*' }}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(onlyDigits(event.target.value).slice(0, digits))}
            />
          )}
        />
        {/* once expired, the tries a wrong code had left are of no use */}
        {refused && !(isExpired && refused.triesLeft > 0) ? (
          <Alert severity="error" role="alert">
            {refused.message}
          </Alert>
        ) : null}
        {isExpired ? (
          <Alert severity="warning" role="status">
            Expirado
          </Alert>
        ) : isOver ? null : (
          <Typography variant="body2" color="text.secondary" role="timer" aria-live="off">
            O código expira em {remaining} s
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={isOver} loading={verify.isPending}>
          Verificar e Acessar
        </Button>
        {isOver ? (
          <Button variant="outlined" onClick={() => navigate(pathTo('login'), { replace: true })}>
            Voltar ao login
          </Button>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
