import { ErrorCode, LOGIN_MESSAGES, normaliseLoginPassword, validateLoginForm, type LoginForm as LoginValues } from '@farebox/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { Button, TextField, useToast } from '@/ui';
import { CaptchaWidget, type CaptchaHandle } from './captcha-widget';
import { joinedProblemsResolver } from './form-resolver';
import { takeIntendedUrl } from './session-store';
import { useAuth } from './use-auth';

export function LoginForm() {
  const { login } = useAuth();
  const { notify } = useToast();
  const navigate = useNavigate();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaReady, setCaptchaReady] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' }, resolver: joinedProblemsResolver(validateLoginForm) });

  const submit = async (values: LoginValues) => {
    setInlineError(null);
    const payload = (await captcha.current?.getPayload()) ?? '';
    try {
      await login(values.username.trim(), normaliseLoginPassword(values.password), payload);
      void navigate(takeIntendedUrl(), { replace: true });
    } catch (error) {
      captcha.current?.renew();
      if (error instanceof ApiError && error.code === ErrorCode.MustResetPassword) {
        const details = error.body.details as { resetToken?: string } | undefined;
        void navigate(`/reset-password?token=${encodeURIComponent(details?.resetToken ?? '')}&expired=1`);
        return;
      }
      const locked = error instanceof ApiError && error.code === ErrorCode.LockedOut;
      if (locked) setInlineError(LOGIN_MESSAGES.lockedOut);
      const text = error instanceof ApiError && error.status < 500 ? error.body.message : LOGIN_MESSAGES.invalidCredentials;
      notify({ kind: 'error', title: LOGIN_MESSAGES.failedTitle, text: locked ? LOGIN_MESSAGES.lockedOut : text });
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="space-y-4">
      <TextField label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <CaptchaWidget ref={captcha} onPayload={(p) => setCaptchaReady(!!p)} />
      {inlineError && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800">
          {inlineError}
        </p>
      )}
      <Button type="submit" className="w-full" loading={isSubmitting} data-captcha-ready={captchaReady || undefined}>
        Login
      </Button>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-sky-800 underline hover:text-sky-950">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
