import { CompaniesListPage } from '@/features/companies/companies-list-page';
import { CompanyEditPage, CompanyViewPage } from '@/features/companies/company-pages';

/** `/companies?isHeat&website&company&agent&isSupplier&page` */
export function CompaniesListRoute() {
  return <CompaniesListPage />;
}

/** `/companies/edit/:companyId` (create when `new` or empty) */
export function CompanyEditRoute() {
  return <CompanyEditPage />;
}

/** `/companies/:companyId` */
export function CompanyViewRoute() {
  return <CompanyViewPage />;
}
