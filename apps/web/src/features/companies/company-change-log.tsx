import { ChangeLogTable } from '@/ui/change-log-table';
import { useCompanyChangeLog } from './companies.api';

/** The company's change log, newest first: user, field, from, to, timestamp. */
export function CompanyChangeLog({ companyId }: { companyId: string }) {
  return <ChangeLogTable log={useCompanyChangeLog(companyId)} />;
}
