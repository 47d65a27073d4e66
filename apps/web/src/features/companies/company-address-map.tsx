import type { ReactNode } from 'react';
import { COMPANY_MAP_WIDTH, DEFAULT_MAP_ZOOM, LocationMap } from '@/ui/map';
import { Loading } from '@/ui/spinner';
import { errorMessage } from '@/ui/states';
import { useGeocodedAddress } from './companies.api';
import { companyMapAddress } from './company-address';
import type { CompanyDto } from './company.types';

/** Companies store their address as text: the map shows the geocoder's first answer for it (spec part 1, section 9). */
export function CompanyAddressMap({ company }: { company: CompanyDto }) {
  const address = companyMapAddress(company);
  const found = useGeocodedAddress(address);
  return (
    <section aria-labelledby="company-map" className="space-y-2">
      <h3 id="company-map" className="text-sm font-medium text-slate-800">
        Map
      </h3>
      <MapContent company={company} address={address} found={found} />
    </section>
  );
}

function MapContent({ company, address, found }: { company: CompanyDto; address: string; found: ReturnType<typeof useGeocodedAddress> }) {
  if (!address) return <MapNote>No address to show on the map.</MapNote>;
  if (found.isPending) return <Loading label="Finding the address on the map…" />;
  if (found.isError) return <MapNote alert>{errorMessage(found.error)}</MapNote>;
  const first = found.data[0];
  if (!first) return <MapNote>The address was not found on the map.</MapNote>;
  return (
    <>
      <LocationMap
        ariaLabel={`Map of ${company.name}`}
        points={[{ id: company.id, lat: first.lat, lng: first.lng, label: company.name }]}
        zoom={DEFAULT_MAP_ZOOM}
        width={COMPANY_MAP_WIDTH}
      />
      <p className="text-sm text-slate-700">Found: {first.label}</p>
    </>
  );
}

function MapNote({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return (
    <p
      role={alert ? 'alert' : undefined}
      className={`max-w-full rounded border p-3 text-sm ${alert ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-300 bg-slate-50 text-slate-700'}`}
      style={{ width: COMPANY_MAP_WIDTH }}
    >
      {children}
    </p>
  );
}
