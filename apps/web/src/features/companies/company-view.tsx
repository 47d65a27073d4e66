import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { ChangeCurrencyButton } from './change-currency-modal';
import { CompanyAddressMap } from './company-address-map';
import { CompanyChangeLog } from './company-change-log';
import { CompanyFieldValues } from './company-field-inputs';
import { FIELDS, type TabKey } from './company-fields';
import { toFormValues } from './company-form-values';
import { CompanyPictures } from './company-pictures';
import { CompanyPassengerLists, SendSalesReportButton } from './company-reports';
import { CompanyTabs } from './company-tabs';
import type { CompanyDto } from './company.types';
import { PassengerTypesEditor } from './passenger-types-editor';
import { usePermissions } from '@/features/users/use-permissions';

/** The read-only mirror of the company tabs, with pictures, currency change and the change log. */
export function CompanyView({ company }: { company: CompanyDto }) {
  const { canWrite, isAgent } = usePermissions();
  const [tab, setTab] = useState<TabKey>('general');
  const values = toFormValues(company);

  const renderTab = (key: TabKey) => {
    if (key === 'passengerTypes') return <PassengerTypesEditor rows={company.passengerTypes ?? []} readOnly />;
    if (key === 'misc') {
      return (
        <div className="space-y-6">
          <CompanyFieldValues fields={FIELDS.misc} values={values} />
          <section aria-labelledby="company-agents">
            <h3 id="company-agents" className="text-sm font-medium text-slate-800">
              Agents
            </h3>
            {company.agents.length === 0 ? (
              <p className="text-sm text-slate-700">No agents</p>
            ) : (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {company.agents.map((a) => (
                  <li key={a.id}>
                    {a.username} — {a.displayName} ({a.email})
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      );
    }
    if (key === 'address') {
      // Drawn only while its tab shows: a map sized in a hidden panel would stay empty.
      return (
        <div className="space-y-6">
          <CompanyFieldValues fields={FIELDS.address} values={values} />
          {tab === 'address' && <CompanyAddressMap company={company} />}
        </div>
      );
    }
    return <CompanyFieldValues fields={FIELDS[key]} values={values} />;
  };

  return (
    <div className="space-y-6">
      {(canWrite || company.isSupplier) && (
        <div className="flex flex-wrap gap-2">
          {canWrite && (
            <Link to={`/companies/edit/${company.id}`} className={buttonClasses('primary')}>
              Edit
            </Link>
          )}
          {canWrite && company.isSupplier && <ChangeCurrencyButton company={company} />}
          {(canWrite || isAgent) && <SendSalesReportButton company={company} />}
        </div>
      )}
      {company.calculationBasedOn !== 'booking_date' && <CompanyPassengerLists company={company} />}
      <CompanyPictures company={company} />
      <div className="rounded border border-slate-200 bg-white p-4">
        <CompanyTabs render={renderTab} financeEnabled={company.isSupplier} selected={tab} onSelect={setTab} />
      </div>
      {!isAgent && (
        <section aria-labelledby="change-log-title" className="space-y-2">
          <h2 id="change-log-title" className="text-lg font-semibold text-slate-900">
            Change Log
          </h2>
          <CompanyChangeLog companyId={company.id} />
        </section>
      )}
    </div>
  );
}
