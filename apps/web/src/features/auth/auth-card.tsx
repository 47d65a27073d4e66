import type { ReactNode } from 'react';

/** The centred panel of the sign-in screens. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <div className="w-full max-w-md rounded-lg bg-white p-6 shadow">
        <p className="mb-1 text-sm font-semibold tracking-wide text-sky-900 uppercase">Farebox back-office</p>
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
