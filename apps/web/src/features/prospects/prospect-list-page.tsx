import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { canAccess, PROSPECT_SEARCH_RULE, ProspectMessage } from '@farebox/domain';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { PagedTable } from '@/ui/list-page';
import { PageHeader } from '@/ui/page-header';
import { useUrlPage } from '@/ui/use-url-page';
import { useActor } from '@/features/users/use-permissions';
import { NewSearchPanel } from './new-search-panel';
import { PROSPECT_COLUMNS } from './prospect-columns';
import { useProspectFiles, useProspectOverview } from './prospects.api';

const FILE_NAME = 'fileName';

/**
 * `/prospect-list`: the month's search count, the files found by name (Find Files, Reset List; both in the URL with
 * the page) and, for support and admin, New Search opening the side menu.
 */
export function ProspectListPage() {
  const canSearch = canAccess(useActor(), PROSPECT_SEARCH_RULE);
  const [params, setParams] = useSearchParams();
  const fileName = params.get(FILE_NAME) ?? '';
  const { page, setPage } = useUrlPage();
  const [panelOpen, setPanelOpen] = useState(false);
  const list = useProspectFiles(fileName, page);
  const overview = useProspectOverview();

  const showFiles = (name: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (name) next.set(FILE_NAME, name);
      else next.delete(FILE_NAME);
      next.delete('page');
      return next;
    });

  const find = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = new FormData(e.currentTarget).get(FILE_NAME);
    showFiles(typeof name === 'string' ? name.trim() : '');
  };

  return (
    <div>
      <PageHeader
        title="Prospect list"
        actions={
          canSearch && (
            <Button onClick={() => setPanelOpen(true)} aria-haspopup="dialog">
              New Search
            </Button>
          )
        }
      >
        <p role="status" className="mt-1 text-sm text-slate-700">
          Total searches this month: {overview.data ? overview.data.searchesThisMonth : overview.isError ? 'unavailable' : '…'}
        </p>
      </PageHeader>
      {overview.data && !overview.data.providerConfigured && (
        <p role="alert" className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {ProspectMessage.ProviderNotConfigured} Until then every search fails.
        </p>
      )}
      <form role="search" aria-label="Find files" onSubmit={find} className="mb-4 flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-3">
        {/* Keyed by the URL's name, so back/forward navigation and Reset List show what the list is filtered by. */}
        <TextField key={fileName} label="File name" name={FILE_NAME} className="min-w-64 flex-1" defaultValue={fileName} />
        <Button type="submit">Find Files</Button>
        <Button
          variant="secondary"
          onClick={(e) => {
            e.currentTarget.form?.reset();
            showFiles('');
          }}
        >
          Reset List
        </Button>
      </form>
      <PagedTable list={list} noun="prospect files" columns={PROSPECT_COLUMNS} rowKey={(f) => f.id} page={page} onPageChange={setPage} />
      {canSearch && <NewSearchPanel open={panelOpen} onClose={() => setPanelOpen(false)} />}
    </div>
  );
}
