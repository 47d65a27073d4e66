import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/ui/button';
import { todayIso } from '@/ui/format';
import { FormErrorSummary, SelectField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useCompanyOptions } from '@/features/companies/company-options.api';
import { usePermissions } from '@/features/users/use-permissions';
import { SourceBookingNotice } from '../edit/source-booking-notice';
import { chosenProductPath, productChoiceOf, validateSearch, type SearchValues } from './booking-search-form';
import { CityPicker, useCityChoice } from './city-picker';
import { ProductResults } from './product-results';
import { useProductSearch } from './products.api';
import { WithRouteIds } from './route-ids';

const LABELS: Record<keyof SearchValues, string> = { from: 'From', to: 'To', date: 'Date', company: 'Company' };
const SEARCH_KEYS = Object.keys(LABELS) as (keyof SearchValues)[];

/** Reads the search from the URL (so a reload or a shared link keeps it); null until it is complete and valid. */
function useSearchFromUrl() {
  const [params, setParams] = useSearchParams();
  const values: SearchValues = {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    date: params.get('date') ?? '',
    company: params.get('company') ?? '',
  };
  const valid = validateSearch(values, todayIso()).length === 0;
  const write = (next: SearchValues) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const key of SEARCH_KEYS) {
          if (next[key]) out.set(key, next[key]);
          else out.delete(key);
        }
        return out;
      },
      { replace: true },
    );
  return { values, valid, write, choice: productChoiceOf(params) };
}

/** `/bookings/search`: From, To (by id, or by slug: fromSlug, toSlug), Date and company; choosing a product starts a booking. */
export function BookingSearchPage() {
  return (
    <WithRouteIds>
      <BookingSearch />
    </WithRouteIds>
  );
}

function BookingSearch() {
  const navigate = useNavigate();
  const { isAgent } = usePermissions();
  const url = useSearchFromUrl();
  const companies = useCompanyOptions(!isAgent);
  const [from, setFrom] = useCityChoice(url.values.from);
  const [to, setTo] = useCityChoice(url.values.to);
  const [date, setDate] = useState(url.values.date || todayIso());
  const [company, setCompany] = useState(url.values.company);
  const [submitted, setSubmitted] = useState(false);

  const draft: SearchValues = { from: from?.value ?? '', to: to?.value ?? '', date, company };
  const problems = submitted ? validateSearch(draft, todayIso()) : [];
  const errorOf = (field: keyof SearchValues) => problems.find((p) => p.field === field)?.message;

  const products = useProductSearch(url.valid ? url.values : null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (validateSearch(draft, todayIso()).length === 0) url.write(draft);
  };

  const swap = () => {
    setFrom(to);
    setTo(from);
  };

  return (
    <div className="space-y-4">
      <PageHeader title="Booking search">
        <Link to="/bookings" className="text-sm text-sky-900 underline">
          Back to bookings
        </Link>
      </PageHeader>
      {url.choice.kind !== 'new' && <SourceBookingNotice bookingId={url.choice.bookingId} purpose={url.choice.kind} />}
      <form noValidate role="search" aria-label="Search products" onSubmit={onSubmit} className="space-y-3 rounded border border-slate-200 bg-white p-4">
        <FormErrorSummary errors={problems.map((p) => ({ field: LABELS[p.field as keyof SearchValues], message: p.message }))} />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_1fr_12rem_1fr]">
          <CityPicker label="From" required value={from} onChange={setFrom} error={errorOf('from')} />
          <div className="flex items-end">
            <Button variant="ghost" onClick={swap} aria-label="Switch directions">
              ⇄
            </Button>
          </div>
          <CityPicker label="To" required value={to} onChange={setTo} error={errorOf('to')} />
          <TextField label="Date" type="date" required min={todayIso()} value={date} onChange={(e) => setDate(e.target.value)} error={errorOf('date')} />
          {!isAgent && (
            <SelectField
              label="Company"
              placeholder="Any company"
              options={companies.data ?? []}
              value={company}
              onChange={(e) => setCompany(e.target.value)}
            />
          )}
        </div>
        <Button type="submit" loading={products.isFetching}>
          Search
        </Button>
      </form>
      {!url.valid ? null : products.isPending ? (
        <Loading label="Searching products…" />
      ) : products.isError ? (
        <ErrorState error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <ProductResults products={products.data} onChoose={(p) => void navigate(chosenProductPath(p.id, url.values, url.choice))} />
      )}
    </div>
  );
}
