import { CityPicker, useCityOption } from './search/city-picker';

/** A city filter kept in the URL as the city id: the picker shows the city's name. */
export function CityFilter({ label, value, onChange }: { label: string; value: string; onChange: (cityId: string) => void }) {
  const city = useCityOption(value || undefined);
  return <CityPicker label={label} value={value ? (city.data ?? { value, label: '…' }) : null} onChange={(option) => onChange(option?.value ?? '')} />;
}
