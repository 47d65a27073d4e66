import { Link, Navigate, NavLink, Outlet } from 'react-router';
import { canAccess, ARTICLE_WRITE_ROLES } from '@farebox/domain';
import { buttonClasses } from '@/ui/button';
import { PagedTable } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import type { Column } from '@/ui/table';
import { useUrlPage } from '@/ui/use-url-page';
import { PublicSiteLink } from '@/features/bookings/view/public-site-link';
import { useActor } from '@/features/users/use-permissions';
import { useArticlesList } from './ai-content.api';
import { ARTICLE_TABS, articleTitle, editPathOf, landingPageUrl, type ArticleListItem, type ArticleTab } from './ai-content.types';

const TAB = 'rounded-t border border-transparent px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-800';

/** `/ai-content`: the four tabs (links to their child routes) above the chosen list. */
export function AiContentLayout() {
  return (
    <div>
      <PageHeader title="AI Articles" />
      <nav aria-label="AI content" className="mb-4 flex flex-wrap gap-1 border-b border-slate-300">
        {ARTICLE_TABS.map((t) => (
          <NavLink
            key={t.path}
            to={`/ai-content/${t.path}`}
            className={({ isActive }) =>
              `${TAB} -mb-px ${isActive ? 'border-slate-300 border-b-white bg-white text-sky-900' : 'text-slate-700 hover:text-sky-900'}`
            }
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

/** `/ai-content` itself opens the first tab. */
export function AiContentIndexRoute() {
  return <Navigate to={`/ai-content/${ARTICLE_TABS[0].path}`} replace />;
}

/** Whether the signed-in user may edit and generate (read-admin reads only). */
export function useCanWriteArticles(): boolean {
  return canAccess(useActor(), { roles: ARTICLE_WRITE_ROLES });
}

const GENERATION_LABEL: Record<string, string> = {
  queued: 'Queued',
  generating: 'Generating',
  ready: 'Ready to review',
  accepted: 'Accepted',
  discarded: 'Discarded',
  failed: 'Failed',
};

function ArticlesTab({ tab }: { tab: ArticleTab }) {
  const { page, setPage } = useUrlPage();
  const list = useArticlesList(tab, page);
  const canWrite = useCanWriteArticles();
  const landing = tab.source === 'landing-pages';
  const columns: Column<ArticleListItem>[] = [
    ...(tab.subject === 'city' ? [{ key: 'city', header: 'City', render: (a: ArticleListItem) => a.city?.name }] : []),
    { key: 'country', header: 'Country', render: (a) => a.country.name },
    { key: 'paragraphs', header: 'Paragraphs', render: (a) => a.paragraphsCount },
    { key: 'display', header: 'Displayed', render: (a) => (a.isDisplay ? 'Yes' : 'No') },
    { key: 'generation', header: 'Generation', render: (a) => (a.generationState ? GENERATION_LABEL[a.generationState] : '—') },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      render: (a) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={editPathOf(a)} className={buttonClasses('secondary', 'sm')} aria-label={`${canWrite ? 'Edit' : 'Open'} the article of ${articleTitle(a)}`}>
            {canWrite ? 'Edit' : 'Open'}
          </Link>
          {landing && <PublicSiteLink to={landingPageUrl(a)} label={`Open LP of ${articleTitle(a)}`} />}
        </div>
      ),
    },
  ];
  return (
    <section aria-label={tab.label}>
      {list.data && (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {list.data.meta.total} articles found
        </p>
      )}
      <PagedTable list={list} noun="articles" columns={columns} rowKey={(a) => a.id} page={page} onPageChange={setPage} />
    </section>
  );
}

const tabRoute = (path: ArticleTab['path']) => {
  const tab = ARTICLE_TABS.find((t) => t.path === path)!;
  return function ArticlesTabRoute() {
    return <ArticlesTab key={tab.path} tab={tab} />;
  };
};

export const CitiesArticlesRoute = tabRoute('cities-articles');
export const CountriesArticlesRoute = tabRoute('countries-articles');
export const CitiesLpContentRoute = tabRoute('cities-lp-content');
export const CountriesLpContentRoute = tabRoute('countries-lp-content');
