import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { canAccess, hasBothStations, LineTab, STAFF_WRITE_ROLES, visibleLineTabs, type LineAccess } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { CollapsibleChangeLog } from '@/ui/change-log-table';
import { conflictChanges, EditConflictNotice, type ConflictChange } from '@/ui/edit-conflict-notice';
import { problemsResolver } from '@/ui/form-resolver';
import { PageHeader } from '@/ui/page-header';
import { Loading } from '@/ui/spinner';
import { ErrorState } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useActor } from '@/features/users/use-permissions';
import { ExtrasTab } from '@/features/lines/options/extras-tab';
import { OptionsTab } from '@/features/lines/options/options-tab';
import { ApiTab } from '@/features/lines/api-tab/api-tab';
import { InfoTab } from '@/features/lines/content/info-tab';
import { PicturesTicketTab } from '@/features/lines/content/pictures-ticket-tab';
import { PricesTab } from '@/features/lines/prices/prices-tab';
import { SchedulesTab } from '@/features/lines/schedules/schedules-tab';
import { lineChangeLogQuery, useDuplicateLine, useLine, useSaveLine, type LineDetail } from './line-edit.api';
import { useVehicleClassChoices } from '@/features/definitions/line-editor-definitions.api';
import { formFieldOf, lineProblems, toFormValues, toLineBody, type LineFormValues } from './line-form-values';
import { LineOperatorRouteTab } from './line-operator-route-tab';
import { LineRideRules } from './line-ride-rules';
import { LineSideMenu, LineStatusBadge } from './line-side-menu';

const TAB_LABELS: Record<LineTab, string> = {
  0: 'Operator & Route',
  1: 'Prices',
  2: 'Options',
  3: 'Pictures & Ticket',
  4: 'Schedules',
  5: 'Info & Social',
  6: 'Extras',
  7: 'API',
};
const FULL_ADMIN_WRITER = { roles: STAFF_WRITE_ROLES, fullAdmin: true } as const;

/** `/lines/edit/:lineId?`: creates when the id is empty; `?duplicate=<id>` offers to copy that line; `?tab=<0-7>` picks the tab. */
export function LineEditRoute() {
  const { lineId } = useParams();
  const [search] = useSearchParams();
  const duplicateOf = search.get('duplicate');
  if (!lineId && duplicateOf) return <DuplicateLinePage sourceId={duplicateOf} />;
  return lineId ? <ExistingLinePage lineId={lineId} /> : <NewLinePage />;
}

function ExistingLinePage({ lineId }: { lineId: string }) {
  const line = useLine(lineId);
  if (line.isPending) return <Loading label="Loading line…" />;
  if (line.isError)
    return (
      <div>
        <PageHeader title="Edit line" />
        <ErrorState error={line.error} onRetry={() => void line.refetch()} />
      </div>
    );
  // A new version (saved, published, reloaded) starts the form again from what the server holds.
  return <LineEditor key={`${line.data.id}:${line.data.version}`} line={line.data} onReload={() => line.refetch()} />;
}

function NewLinePage() {
  const allowed = canAccess(useActor(), FULL_ADMIN_WRITER);
  if (!allowed)
    return (
      <div>
        <PageHeader title="Create line" />
        <ErrorState title="Unauthorized" error={new Error("You don't have the permission to access this resource.")} />
      </div>
    );
  return <LineEditor />;
}

/** `?duplicate=<id>`: names the line to copy and what the copy takes; the copy is made only on the button (a reload makes none). */
function DuplicateLinePage({ sourceId }: { sourceId: string }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const source = useLine(sourceId);
  const duplicate = useDuplicateLine();
  return (
    <div className="space-y-4">
      <PageHeader title="Duplicate line">
        <Link to={`/lines/edit/${sourceId}`} className="text-sm text-sky-900 underline">
          Back to the line
        </Link>
      </PageHeader>
      {source.isPending ? (
        <Loading label="Loading line…" />
      ) : source.isError ? (
        <ErrorState error={source.error} onRetry={() => void source.refetch()} />
      ) : (
        <section aria-labelledby="duplicate-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
          <h2 id="duplicate-title" className="text-lg font-semibold text-slate-900">
            Copy {source.data.denomination}
          </h2>
          <p className="text-sm text-slate-800">
            The copy is a new unpublished line named “{source.data.denomination} (copy)” with the same operator, fields, prices, refund and amendment policies,
            stations, events and extras. Trips and bookings are not copied.
          </p>
          {duplicate.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              The line was not duplicated: {duplicate.error instanceof ApiError ? duplicate.error.body.message : 'Error Occurred'}
            </p>
          )}
          <Button
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(sourceId, {
                onSuccess: (copy) => {
                  notify({ kind: 'success', title: 'Line duplicated', text: copy.denomination });
                  void navigate(`/lines/edit/${copy.id}`, { replace: true });
                },
              })
            }
          >
            Create the copy
          </Button>
        </section>
      )}
    </div>
  );
}

function LineEditor({ line, onReload }: { line?: LineDetail; onReload?: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const { notify } = useToast();
  const [search, setSearch] = useSearchParams();
  const actor = useActor();
  const save = useSaveLine(line);
  const vehicleClasses = useVehicleClassChoices();
  const resolver = useMemo(() => problemsResolver<LineFormValues>((v) => lineProblems(v, vehicleClasses)), [vehicleClasses]);
  const form = useForm<LineFormValues>({ defaultValues: toFormValues(line), resolver });
  const [globalError, setGlobalError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);

  const canCreate = canAccess(actor, FULL_ADMIN_WRITER);
  const access: LineAccess = line?.access ?? { read: true, editLine: canCreate, editSchedules: canCreate };
  const visible = visibleLineTabs(access);
  const stationA = form.watch('stationA');
  const stationB = form.watch('stationB');
  const bothStations = hasBothStations({ stationAId: stationA?.id ?? null, stationBId: stationB?.id ?? null });

  const disabledReason = (tab: LineTab): string | null => {
    if (tab === LineTab.Schedules && !bothStations) return 'Set stations A and B first';
    if (tab !== LineTab.OperatorRoute && !line) return 'Save the line first';
    return null;
  };
  const enabledTabs = visible.filter((t) => disabledReason(t) === null);
  const asked = Number(search.get('tab'));
  const selected: LineTab = enabledTabs.includes(asked as LineTab) ? (asked as LineTab) : (enabledTabs[0] ?? LineTab.OperatorRoute);

  const submit = form.handleSubmit(
    async (values) => {
      setGlobalError(null);
      setConflict(null);
      try {
        const saved = await save.mutateAsync(toLineBody(values));
        notify({ kind: 'success', title: line ? 'Line saved' : 'Line created', text: saved.denomination });
        if (!line) void navigate(`/lines/edit/${saved.id}`, { replace: true });
      } catch (error) {
        const changes = conflictChanges(error);
        if (changes) return setConflict(changes);
        if (error instanceof ApiError)
          for (const p of error.fieldErrors) form.setError(formFieldOf(p.field) as keyof LineFormValues, { type: 'server', message: p.message });
        setGlobalError(`The line was not saved: ${error instanceof ApiError ? error.body.message : 'Error Occurred'}`);
      }
    },
    () => setGlobalError('Please fix the fields marked below.'),
  );

  const title = line ? `Edit line ${line.denomination}` : 'Create line';
  return (
    <div className="space-y-4">
      <PageHeader title={title}>{line && <LineStatusBadge published={line.published} />}</PageHeader>
      {line && !line.isShowOnSearch && (
        <p role="status" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          This line is not shown on search: it is reachable only through its product page link.
        </p>
      )}
      {conflict && (
        <EditConflictNotice
          changes={conflict}
          onReload={() => {
            setConflict(null);
            void onReload?.();
          }}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
        <TabGroup
          selectedIndex={visible.indexOf(selected)}
          onChange={(i) =>
            setSearch(
              (params) => {
                params.set('tab', String(visible[i]));
                return params;
              },
              { replace: true },
            )
          }
        >
          <TabList aria-label="Line tabs" className="flex flex-wrap gap-1 border-b border-slate-300">
            {visible.map((tab) => {
              const reason = disabledReason(tab);
              return (
                <Tab
                  key={tab}
                  disabled={reason !== null}
                  title={reason ?? undefined}
                  className="-mb-px rounded-t border border-transparent px-3 py-2 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-sky-800 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[selected]:border-slate-300 data-[selected]:border-b-white data-[selected]:bg-white data-[selected]:text-sky-900"
                >
                  {TAB_LABELS[tab]}
                </Tab>
              );
            })}
          </TabList>
          <TabPanels className="pt-4">
            {visible.map((tab) => (
              // Tab 0 stays mounted: the side menu's Save submits its form from any tab.
              <TabPanel key={tab} unmount={tab !== LineTab.OperatorRoute}>
                {tab === LineTab.OperatorRoute && (
                  <form id="line-form" noValidate aria-label={line ? 'Edit line' : 'Create line'} onSubmit={(e) => void submit(e)}>
                    <LineOperatorRouteTab form={form} line={line} />
                  </form>
                )}
                {tab === LineTab.OperatorRoute && line && <LineRideRules line={line} />}
                {tab === LineTab.Prices && line && <PricesTab line={line} onLineChanged={() => void onReload?.()} />}
                {tab === LineTab.Schedules && line && <SchedulesTab line={line} onLineChanged={() => void onReload?.()} />}
                {tab === LineTab.Options && line && <OptionsTab line={line} onLineChanged={() => void onReload?.()} />}
                {tab === LineTab.Extras && line && <ExtrasTab line={line} onLineChanged={() => void onReload?.()} />}
                {tab === LineTab.PicturesTicket && line && <PicturesTicketTab line={line} onLineChanged={() => void onReload?.()} />}
                {tab === LineTab.InfoSocial && line && <InfoTab line={line} onLineChanged={() => void onReload?.()} />}
                {tab === LineTab.Api && line && <ApiTab line={line} onLineChanged={() => void onReload?.()} />}
              </TabPanel>
            ))}
          </TabPanels>
          {globalError && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {globalError}
            </p>
          )}
        </TabGroup>
        <LineSideMenu line={line} canSave={access.editLine} saving={save.isPending} dirty={form.formState.isDirty} onSave={() => void submit()} />
      </div>
      {line && <CollapsibleChangeLog query={lineChangeLogQuery(line.id)} />}
    </div>
  );
}
