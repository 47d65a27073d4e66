import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** Every notification stays this long (spec part 1, section 1). */
export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  text?: string;
}

interface ToastApi {
  notify: (toast: Omit<Toast, 'id'>) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

/** Toasts raised outside React (route loaders, the API client's session-expiry hook) reach the provider here. */
const externalListeners = new Set<(toast: Omit<Toast, 'id'>) => void>();
/** Toasts raised before the provider listens: a first load's guard can decide before React has mounted. */
const undelivered: Omit<Toast, 'id'>[] = [];

/** Shows a toast from non-React code; identical toasts raised within 500 ms show once (parallel loaders). */
let lastExternal: { key: string; at: number } | null = null;
export function notifyToast(toast: Omit<Toast, 'id'>): void {
  const key = `${toast.kind}|${toast.title}|${toast.text ?? ''}`;
  const now = Date.now();
  if (lastExternal && lastExternal.key === key && now - lastExternal.at < 500) return;
  lastExternal = { key, at: now };
  if (externalListeners.size === 0) undelivered.push(toast);
  externalListeners.forEach((l) => l(toast));
}

const KIND_STYLES: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-sky-700 bg-sky-50 text-sky-900',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const notify = useCallback((toast: Omit<Toast, 'id'>) => {
    const id = nextId++;
    setToasts((list) => [...list, { ...toast, id }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_DURATION_MS);
  }, []);
  useEffect(() => {
    externalListeners.add(notify);
    undelivered.splice(0).forEach(notify);
    return () => {
      externalListeners.delete(notify);
    };
  }, [notify]);
  const api = useMemo(() => ({ notify }), [notify]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-live="polite" className="pointer-events-none fixed right-4 top-4 z-50 flex w-80 flex-col gap-2">
        {toasts.map((t) => (
          <div key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} className={`rounded border-l-4 p-3 shadow ${KIND_STYLES[t.kind]}`}>
            <p className="font-semibold">{t.title}</p>
            {t.text && <p className="text-sm">{t.text}</p>}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast outside ToastProvider');
  return ctx;
}
