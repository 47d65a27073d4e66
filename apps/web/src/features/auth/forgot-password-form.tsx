import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '@/api/api-error';
import { Button, TextField } from '@/ui';
import { authApi } from './auth-api';

/** Spec part 1, section 8: the required-field message. */
const REQUIRED = 'This field is required.';

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ identifier: string }>({ defaultValues: { identifier: '' } });

  const onSubmit = handleSubmit(async ({ identifier }) => {
    setFailure(null);
    try {
      const res = await authApi.forgotPassword(identifier.trim());
      setSent(res.message);
    } catch (error) {
      // The answer never tells whether the account exists; only field validation can fail here.
      setFailure(error instanceof ApiError && error.status === 400 ? (error.fieldErrors[0]?.message ?? error.body.message) : 'Error Occurred');
    }
  });

  if (sent)
    return (
      <div className="space-y-4">
        <p role="status" className="rounded border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
          {sent}
        </p>
        <Link to="/login" className="text-sm text-sky-800 underline">
          Back to login
        </Link>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="E-mail or username"
        autoComplete="username"
        error={errors.identifier?.message ?? failure ?? undefined}
        {...register('identifier', { validate: (v) => v.trim() !== '' || REQUIRED })}
      />
      <Button type="submit" className="w-full" loading={isSubmitting}>
        Send reset link
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="text-sky-800 underline">
          Back to login
        </Link>
      </p>
    </form>
  );
}
