import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { usePermissions } from '@/features/users/use-permissions';
import { useLocale } from './locales.api';
import { LocaleForm } from './locale-form';

const NO_INFO = 'No info provided.';

function BackLink() {
  return (
    <Link to="/locales" className="text-sm text-sky-900 underline">
      Back to locales
    </Link>
  );
}

/** `/locales/edit/:localeId?`: creates when the id is empty. */
export function LocaleEditRoute() {
  const { localeId } = useParams();
  const locale = useLocale(localeId);
  return (
    <div>
      <PageHeader title={localeId ? `Edit locale${locale.data ? ` ${locale.data.name}` : ''}` : 'Create Locale'}>
        <BackLink />
      </PageHeader>
      {localeId && locale.isPending ? (
        <Loading label="Loading locale…" />
      ) : localeId && locale.isError ? (
        <ErrorState error={locale.error} onRetry={() => void locale.refetch()} />
      ) : (
        <LocaleForm key={locale.data?.id ?? 'new'} locale={locale.data} onReload={() => locale.refetch()} />
      )}
    </div>
  );
}

/** `/locales/:localeId` */
export function LocaleViewRoute() {
  const { localeId } = useParams();
  const locale = useLocale(localeId);
  const { canWrite } = usePermissions();
  return (
    <div>
      <PageHeader title={locale.data?.name ?? 'Locale'}>
        <BackLink />
      </PageHeader>
      {locale.isPending ? (
        <Loading label="Loading locale…" />
      ) : locale.isError ? (
        <ErrorState error={locale.error} onRetry={() => void locale.refetch()} />
      ) : (
        <div className="space-y-4">
          {canWrite && (
            <Link to={`/locales/edit/${locale.data.id}`} className={buttonClasses('primary')}>
              Edit
            </Link>
          )}
          <dl className="grid gap-4 rounded border border-slate-200 bg-white p-4 sm:grid-cols-2">
            {[
              ['Name', locale.data.name],
              ['Locale code', locale.data.locale],
              ['Activated', locale.data.isActivated ? 'Yes' : 'No'],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-medium text-slate-700">{label}</dt>
                <dd className="mt-0.5 text-sm text-slate-900">{value}</dd>
              </div>
            ))}
            <div>
              <dt className="text-sm font-medium text-slate-700">Flag URL</dt>
              <dd className="mt-0.5 text-sm break-all text-slate-900">
                {locale.data.flagUrl ? (
                  <a href={locale.data.flagUrl} target="_blank" rel="noreferrer" className="text-sky-900 underline">
                    {locale.data.flagUrl}
                  </a>
                ) : (
                  NO_INFO
                )}
              </dd>
            </div>
          </dl>
        </div>
      )}
    </div>
  );
}
