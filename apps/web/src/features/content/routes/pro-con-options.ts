import type { ProConType } from '@farebox/domain';
import type { SelectOption } from '@/ui/form-fields';

/** The type choices of the filter and the create form. */
export const PRO_CON_TYPE_OPTIONS: readonly (SelectOption & { value: ProConType })[] = [
  { value: 'pro', label: 'Pro' },
  { value: 'con', label: 'Con' },
];
