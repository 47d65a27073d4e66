import { Link, useParams } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { usePermissions } from '@/features/users/use-permissions';
import { useCompany } from './companies.api';
import { CompanyForm } from './company-form';
import { CompanyView } from './company-view';

/** `/companies/edit/:companyId`: creates when the id is empty or `new`. */
export function CompanyEditPage() {
  const { companyId } = useParams();
  const id = companyId && companyId !== 'new' ? companyId : undefined;
  const { actor } = usePermissions();
  const company = useCompany(id);
  const title = id ? `Edit company${company.data ? ` ${company.data.name}` : ''}` : 'Create Company';
  return (
    <div>
      <PageHeader title={title}>
        <Link to="/companies" className="text-sm text-sky-900 underline">
          Back to companies
        </Link>
      </PageHeader>
      {!actor || (id && company.isPending) ? (
        <Loading label="Loading company…" />
      ) : id && company.isError ? (
        <ErrorState error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <CompanyForm key={company.data?.id ?? 'new'} company={company.data} onReload={() => company.refetch()} />
      )}
    </div>
  );
}

/** `/companies/:companyId`: read-only view (agents: their own company only; the API refuses others). */
export function CompanyViewPage() {
  const { companyId } = useParams();
  const company = useCompany(companyId);
  const { isAgent } = usePermissions();
  return (
    <div>
      <PageHeader title={company.data ? company.data.name : 'Company'}>
        {!isAgent && (
          <Link to="/companies" className="text-sm text-sky-900 underline">
            Back to companies
          </Link>
        )}
      </PageHeader>
      {company.isPending ? (
        <Loading label="Loading company…" />
      ) : company.isError ? (
        <ErrorState error={company.error} onRetry={() => void company.refetch()} />
      ) : (
        <CompanyView company={company.data} />
      )}
    </div>
  );
}
