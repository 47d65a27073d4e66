import { CityPicker, useCityOption } from './search/city-picker';

interface CityFilterProps {
  label: string;
  value: string;
  onChange: (cityId: string) => void;
  /** As a form field (e.g. the transport form): its message and required mark. */
  error?: string;
  required?: boolean;
}

/** A city filter kept in the URL as the city id (or a form field holding a city id): the picker shows the city's name. */
export function CityFilter({ label, value, onChange, error, required }: CityFilterProps) {
  const city = useCityOption(value || undefined);
  return (
    <CityPicker
      label={label}
      value={value ? (city.data ?? { value, label: '…' }) : null}
      onChange={(option) => onChange(option?.value ?? '')}
      error={error}
      required={required}
    />
  );
}
