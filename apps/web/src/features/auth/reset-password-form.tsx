import { LOGIN_MESSAGES, RESET_PASSWORD_POLICY, normalisePassword, resetPasswordProblems } from '@farebox/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/api/api-error';
import { Button, TextField, useToast } from '@/ui';
import { authApi } from './auth-api';
import { joinedProblemsResolver } from './form-resolver';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const validate = (v: ResetValues) => resetPasswordProblems(v.password, v.confirmPassword);

export function ResetPasswordForm({ token, expired }: { token: string; expired: boolean }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const [linkError, setLinkError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ defaultValues: { password: '', confirmPassword: '' }, resolver: joinedProblemsResolver(validate), criteriaMode: 'all' });

  const onSubmit = handleSubmit(async (values) => {
    setLinkError(null);
    try {
      await authApi.resetPassword({ token, password: normalisePassword(values.password), confirmPassword: normalisePassword(values.confirmPassword) });
      notify({ kind: 'success', title: 'Password changed', text: 'You can now log in with your new password.' });
      void navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = error.fieldErrors.filter((f) => f.field === 'password' || f.field === 'confirmPassword');
        fieldErrors.forEach((f) => setError(f.field as keyof ResetValues, { message: f.message }));
        if (fieldErrors.length === 0) setLinkError(error.body.message);
      } else setLinkError(error instanceof ApiError ? error.body.message : 'Error Occurred');
    }
  });

  if (!token)
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-red-800">
          The password reset link is invalid or has expired.
        </p>
        <Link to="/forgot-password" className="text-sm text-sky-800 underline">
          Request a new link
        </Link>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {expired && (
        <p role="alert" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {LOGIN_MESSAGES.passwordExpired}
        </p>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${RESET_PASSWORD_POLICY.minLength} characters with a lowercase letter, an uppercase letter, a digit and one of ${RESET_PASSWORD_POLICY.symbols}`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {linkError && (
        <div role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p>{linkError}</p>
          <Link to="/forgot-password" className="underline">
            Request a new link
          </Link>
        </div>
      )}
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Change password
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="text-sky-800 underline">
          Back to login
        </Link>
      </p>
    </form>
  );
}
