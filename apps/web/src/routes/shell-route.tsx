import { ShellLayout } from '@/features/shell/shell-layout';

/** The signed-in layout around every back-office screen. */
export function ShellRoute() {
  return <ShellLayout />;
}
