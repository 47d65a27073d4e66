import { useState } from 'react';
import { MONITORING_FREQUENCY_LABELS, MONITORING_OUTPUT_FORMAT_LABELS, MONITORING_OUTPUT_TYPE_LABELS } from '@farebox/domain';
import { Button } from '@/ui/button';
import { PagedTable } from '@/ui/list-page';
import { ConfirmDialog } from '@/ui/modal';
import { errorMessage } from '@/ui/states';
import type { Column } from '@/ui/table';
import { useToast } from '@/ui/toast';
import { useUrlPage } from '@/ui/use-url-page';
import { MonitoringItemMenu, type ItemAction } from './monitoring-item-menu';
import { MonitoringItemModal, type ItemModalMode } from './monitoring-item-modal';
import { counted, MonitoringRuns } from './monitoring-runs';
import { useDeleteMonitoringItem, useMonitoringItems, usePauseMonitoringItem, useRunMonitoringItem, type MonitoringItemDto } from './monitoring.api';

/** The monitoring items: their schedule, output and last runs, Create, and each item's menu. */
export function MonitoringItemsPanel({ canWrite, slackConfigured }: { canWrite: boolean; slackConfigured: boolean }) {
  const { page, setPage } = useUrlPage();
  const list = useMonitoringItems(page, true);
  const { notify } = useToast();
  const run = useRunMonitoringItem();
  const pause = usePauseMonitoringItem();
  const remove = useDeleteMonitoringItem();
  const [modal, setModal] = useState<{ mode: ItemModalMode; item?: MonitoringItemDto } | null>(null);
  const [deleting, setDeleting] = useState<MonitoringItemDto | null>(null);

  const failed = (title: string) => (error: unknown) => notify({ kind: 'error', title, text: errorMessage(error) });
  const act = (item: MonitoringItemDto, action: ItemAction) => {
    if (action === 'edit' || action === 'query') setModal({ mode: action, item });
    else if (action === 'delete') setDeleting(item);
    else if (action === 'pause')
      void pause
        .mutateAsync(item)
        .then(
          () => notify({ kind: 'success', title: item.paused ? 'Monitoring item resumed' : 'Monitoring item paused', text: item.queryName }),
          failed('Failed to change the schedule'),
        );
    else
      void run.mutateAsync(item.id).then(
        (r) =>
          notify(
            r.status === 'succeeded'
              ? {
                  kind: 'success',
                  title: 'Run finished',
                  text: `${item.queryName}: ${counted(r.rowCount ?? 0, 'row')}, ${counted(r.messagesPosted, 'Slack message')}`,
                }
              : { kind: 'error', title: 'Run failed', text: r.error ?? item.queryName },
          ),
        failed('Run failed'),
      );
  };
  const confirmDelete = (item: MonitoringItemDto) =>
    remove.mutateAsync(item.id).then(() => {
      setDeleting(null);
      notify({ kind: 'success', title: 'Monitoring item deleted', text: item.queryName });
    }, failed('Failed to delete'));

  const columns: Column<MonitoringItemDto>[] = [
    { key: 'queryName', header: 'Name', render: (i) => <span className="font-medium">{i.queryName}</span> },
    {
      key: 'schedule',
      header: 'Schedule',
      render: (i) =>
        `${MONITORING_FREQUENCY_LABELS[i.frequency]} from ${i.startTime} UTC · ${i.daysToCheck} ${i.daysToCheck === 1 ? 'day' : 'days'}${i.paused ? ' · Paused' : ''}`,
    },
    { key: 'output', header: 'Output', render: (i) => `${MONITORING_OUTPUT_TYPE_LABELS[i.outputType]}, ${MONITORING_OUTPUT_FORMAT_LABELS[i.outputFormat]}` },
    { key: 'slackChannel', header: 'Slack channel', render: (i) => i.slackChannel || 'Not posted' },
    { key: 'runs', header: 'Last runs', render: (i) => <MonitoringRuns runs={i.lastRuns} /> },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: 'Actions',
            hideHeader: true,
            render: (i: MonitoringItemDto) => (
              <MonitoringItemMenu name={i.queryName} paused={i.paused} busy={run.isPending && run.variables === i.id} onAction={(a) => act(i, a)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label="Monitoring items" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {!slackConfigured ? (
          <p className="text-sm text-amber-800">Slack is not configured (SLACK_API_URL and SLACK_BOT_TOKEN): runs are recorded but cannot post.</p>
        ) : (
          <span />
        )}
        {canWrite && <Button onClick={() => setModal({ mode: 'create' })}>Create item</Button>}
      </div>
      <PagedTable list={list} noun="monitoring items" columns={columns} rowKey={(i) => i.id} page={page} onPageChange={setPage} />
      {modal && <MonitoringItemModal key={modal.item?.id ?? 'new'} mode={modal.mode} item={modal.item} onClose={() => setModal(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title="Delete monitoring item?"
        message={deleting && `${deleting.queryName}, its runs and its schedule will be deleted.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </section>
  );
}
