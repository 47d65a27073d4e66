import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-sky-800 text-white hover:bg-sky-900 focus-visible:outline-sky-800',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-sky-800',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  ghost: 'text-sky-900 hover:bg-sky-50 focus-visible:outline-sky-800',
};

const SIZES = { sm: 'px-2.5 py-1 text-sm', md: 'px-4 py-2 text-sm' };

export function buttonClasses(variant: ButtonVariant = 'primary', size: 'sm' | 'md' = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${VARIANTS[variant]} ${SIZES[size]}`;
}

export function Button({ variant = 'primary', size = 'md', loading = false, type = 'button', className = '', disabled, children, ...rest }: ButtonProps) {
  return (
    <button type={type} disabled={disabled || loading} aria-busy={loading || undefined} className={`${buttonClasses(variant, size)} ${className}`} {...rest}>
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}
