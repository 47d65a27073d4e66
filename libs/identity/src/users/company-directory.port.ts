/** What identity shows of a user's company. */
export interface CompanySummary {
  id: string;
  name: string;
  signedAgreement: boolean;
  scheduleAuthorized: boolean;
}

/**
 * The companies identity reads (a user's company on the users screens and in /auth/me). Identity owns this port and
 * the companies area implements it (CompanyDirectoryModule of @farebox/companies): companies depends on identity,
 * so identity cannot import it, and it never reads the company table itself.
 */
export abstract class CompanyDirectory {
  /** The companies of these ids that exist, in no particular order. */
  abstract summaries(ids: readonly string[]): Promise<CompanySummary[]>;
}
