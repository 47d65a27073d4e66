import { DeveloperModePage } from '@/features/developer-mode/developer-mode-page';

/** `/developer-mode` */
export function DeveloperModeRoute() {
  return <DeveloperModePage />;
}
