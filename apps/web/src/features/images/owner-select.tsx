import { useCompanyOptions } from '@/features/companies/company-options.api';
import { SelectField } from '@/ui/form-fields';

/** The owner company of an image; the empty choice (`emptyLabel`) means none, or any in a filter. */
export function OwnerSelect({
  label = 'Owner',
  value,
  onChange,
  emptyLabel = 'No owner',
  className,
  disabled,
}: {
  label?: string;
  value: string;
  onChange: (ownerId: string) => void;
  emptyLabel?: string;
  className?: string;
  disabled?: boolean;
}) {
  const companies = useCompanyOptions();
  return (
    <SelectField
      label={label}
      className={className}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={companies.isPending ? 'Loading…' : emptyLabel}
      options={companies.data ?? []}
    />
  );
}
