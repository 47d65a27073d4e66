import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/auth-card';
import { ForgotPasswordForm } from '@/features/auth/forgot-password-form';
import { LoginForm } from '@/features/auth/login-form';
import { ResetPasswordForm } from '@/features/auth/reset-password-form';

/** `/login` */
export function LoginRoute() {
  return (
    <AuthCard title="Login">
      <LoginForm />
    </AuthCard>
  );
}

/** `/forgot-password` */
export function ForgotPasswordRoute() {
  return (
    <AuthCard title="Forgot password">
      <ForgotPasswordForm />
    </AuthCard>
  );
}

/** `/reset-password?token=...` (`&expired=1` when the password expired at login) */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="Reset password">
      <ResetPasswordForm token={params.get('token') ?? ''} expired={params.get('expired') === '1'} />
    </AuthCard>
  );
}
