import { useState } from 'react';
import { Button } from '@/ui/button';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { ExportButton } from '@/features/exports/export-button';
import type { CampaignDto } from './campaign.types';
import { downloadCodes, isGenerating, useRegenerateCodes } from './campaigns.api';

/**
 * A saved serial campaign's codes: the progress bar while the worker generates them (the page polls the campaign), the
 * failure with its error and Regenerate, and Download Excel once they are all there (in the background above
 * BACKGROUND_EXPORT_ROWS codes).
 */
export function SerialGenerationPanel({ campaign, canWrite }: { campaign: CampaignDto; canWrite: boolean }) {
  const { notify } = useToast();
  const regenerate = useRegenerateCodes(campaign.id);
  const [downloading, setDownloading] = useState(false);
  const generation = campaign.generation;
  if (!generation) return null;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCodes(campaign.id, campaign.name);
    } catch (error) {
      notify({ kind: 'error', title: 'Error downloading Excel', text: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };
  const retry = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => notify({ kind: 'success', title: 'Generation restarted', text: campaign.name }),
      onError: (error) => notify({ kind: 'error', title: 'Error Occurred', text: errorMessage(error) }),
    });

  return (
    <section aria-labelledby="generation-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h2 id="generation-title" className="text-lg font-semibold text-slate-900">
        Serial codes
      </h2>
      {isGenerating(campaign) && (
        <div className="space-y-1">
          <label htmlFor="generation-progress" className="text-sm text-slate-800">
            Generating codes: {generation.generated} of {generation.total}
          </label>
          <progress id="generation-progress" className="block w-full" max={generation.total} value={generation.generated} />
        </div>
      )}
      {generation.state === 'failed' && (
        <div role="alert" className="space-y-2 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">
            The codes could not be generated ({generation.generated} of {generation.total} done).
          </p>
          {generation.error && <p>{generation.error}</p>}
          {canWrite && (
            <Button variant="secondary" size="sm" loading={regenerate.isPending} onClick={retry}>
              Regenerate
            </Button>
          )}
        </div>
      )}
      {generation.state === 'ready' && (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-sm text-slate-800">
            {generation.total} codes generated.
          </p>
          <ExportButton
            label="Download Excel"
            kind="promocodes.codes"
            filters={{ campaignId: campaign.id }}
            rowCount={generation.total}
            directBusy={downloading}
            onDirectDownload={() => void download()}
          />
        </div>
      )}
    </section>
  );
}
