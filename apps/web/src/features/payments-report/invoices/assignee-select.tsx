import { InvoiceMessage, type GapLevel } from '@farebox/domain';
import { SelectField, type SelectFieldProps } from '@/ui/form-fields';
import { useInvoiceAssignees, type AssigneeFlags } from './invoices.api';

export interface AssigneeSelectProps extends Omit<SelectFieldProps, 'options' | 'label'> {
  label?: string;
  /** The gap level the assignee must be able to approve; null while it is not known yet. */
  level: GapLevel | null;
  flags?: AssigneeFlags;
}

/**
 * The assignee picker: the users who may approve `level` (GET /api/users/invoice/assignees/{level}), or the spec's
 * 'No assignee options were found' when there are none. Works with react-hook-form's `register()` spread.
 */
export function AssigneeSelect({ label = 'Assignee', level, flags, hint, disabled, ...select }: AssigneeSelectProps) {
  const assignees = useInvoiceAssignees(level, flags);
  const none = assignees.isSuccess && assignees.data.length === 0;
  const options = (assignees.data ?? []).map((a) => ({ value: a.userId, label: a.email ? `${a.name} (${a.email})` : a.name }));
  const placeholder = level === null ? 'Known once the amounts are in' : assignees.isPending ? 'Loading…' : none ? 'No options' : 'Choose an assignee';
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={options}
      disabled={disabled || none || level === null}
      hint={none ? <span role="status">{InvoiceMessage.NoAssignees}</span> : assignees.isError ? <span role="alert">{InvoiceMessage.TryLater}</span> : hint}
      {...select}
    />
  );
}
