import { canRegenerate, canReview, ErrorCode, isGenerating } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { Button } from '@/ui/button';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { errorMessage } from '@/ui/states';
import { useToast } from '@/ui/toast';
import { useAcceptGeneration, useDiscardGeneration, useGeneration, useStartGeneration, useWriterStatus } from './ai-content.api';
import type { ArticleDto } from './ai-content.types';

const NOT_CONFIGURED = 'The AI writer is not configured, so articles cannot be generated here. Ask an administrator to set AI_WRITER_URL.';

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-800">
        <span id="generation-progress-label">{label}</span>
        <span>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="generation-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="mt-1 h-3 overflow-hidden rounded bg-slate-200"
      >
        <div className="h-full bg-sky-800 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/**
 * Generate with the AI writer: the progress bar while the worker writes, then the proposed text beside the article's
 * own, which stays as it is until Accept (Discard drops the proposal). A failure shows the writer's error.
 */
export function GenerationPanel({ article, canWrite }: { article: ArticleDto; canWrite: boolean }) {
  const { notify } = useToast();
  const start = useStartGeneration(article.id);
  const run = useGeneration(article, start.isSuccess).data ?? null;
  const accept = useAcceptGeneration(article);
  const discard = useDiscardGeneration(article.id);
  const state = run?.state ?? null;
  const notConfigured =
    useWriterStatus().data?.configured === false || (start.error instanceof ApiError && start.error.code === ErrorCode.AiWriterNotConfigured);

  const act = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      notify({ kind: 'success', title: done });
    } catch (error) {
      notify({ kind: 'error', title: failed, text: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby="generation-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="generation-title" className="text-lg font-semibold text-slate-900">
          AI writer
        </h2>
        {canWrite && (
          <Button
            variant="secondary"
            loading={start.isPending}
            disabled={notConfigured || !canRegenerate(state)}
            onClick={() => void start.mutateAsync().catch(() => undefined)}
          >
            {state ? 'Generate again' : 'Generate'}
          </Button>
        )}
      </div>
      {notConfigured && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {NOT_CONFIGURED}
        </p>
      )}
      {start.isError && !notConfigured && (
        <p role="alert" className="text-sm font-medium text-red-700">
          The generation did not start: {errorMessage(start.error)}
        </p>
      )}
      {!run && !start.isError && (
        <p className="text-sm text-slate-700">No generated text yet. Generate writes every paragraph again; the article keeps its text until you accept.</p>
      )}
      {run && isGenerating(state) && (
        <ProgressBar
          value={run.progress}
          label={
            state === 'queued'
              ? 'Waiting for the AI writer…'
              : `Writing paragraph ${Math.min(run.paragraphsDone + 1, run.paragraphsTotal)} of ${run.paragraphsTotal}…`
          }
        />
      )}
      {run && state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          The generation failed: {run.error}
        </p>
      )}
      {run && state === 'accepted' && <p className="text-sm text-slate-700">The last generated text was accepted.</p>}
      {run && state === 'discarded' && <p className="text-sm text-slate-700">The last generated text was discarded.</p>}
      {run && canReview(state) && run.paragraphs && (
        <div className="space-y-3">
          <ProgressBar value={run.progress} label="Generated text ready to review" />
          <p className="text-sm text-slate-700">The article below keeps its text until you accept this one.</p>
          <ol aria-label="Generated text" className="space-y-3">
            {run.paragraphs.map((p, i) => (
              <li key={i} className="rounded border border-sky-200 bg-sky-50 p-3">
                <h3 className="font-semibold text-slate-900">{p.header}</h3>
                <RichTextView html={p.content} />
              </li>
            ))}
          </ol>
          {canWrite && (
            <div className="flex gap-2">
              <Button
                loading={accept.isPending}
                onClick={() => void act(() => accept.mutateAsync(), 'Generated text accepted', 'The generated text was not accepted')}
              >
                Accept
              </Button>
              <Button
                variant="secondary"
                loading={discard.isPending}
                onClick={() => void act(() => discard.mutateAsync(), 'Generated text discarded', 'The generated text was not discarded')}
              >
                Discard
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
