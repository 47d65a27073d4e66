export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; an empty string hides the spinner from assistive technology. */
  label?: string;
}

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' };

export function Spinner({ size = 'md', label = 'Loading' }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={`inline-block animate-spin rounded-full border-current border-t-transparent ${SIZES[size]}`}
    />
  );
}

/** Full-block loading indicator for pages and panels. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex items-center justify-center gap-3 p-8 text-slate-700" role="status" aria-live="polite">
      <Spinner size="md" label="" />
      <span>{label}</span>
    </div>
  );
}
