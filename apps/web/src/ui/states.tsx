import type { ReactNode } from 'react';
import { ApiError } from '@/api/api-error';
import { Button } from './button';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="rounded border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-medium text-slate-800">{title}</p>
      {text && <p className="mt-1 text-sm text-slate-700">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  /** The failure; an ApiError shows the server message, anything else 'Error Occurred'. */
  error?: unknown;
  title?: string;
  onRetry?: () => void;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.body.message || error.statusText || 'Error Occurred';
  return 'Error Occurred';
}

export function ErrorState({ error, title = 'Error Occurred', onRetry }: ErrorStateProps) {
  const message = error === undefined ? undefined : errorMessage(error);
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{title}</p>
      {message && message !== title && <p className="mt-1 text-sm">{message}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
