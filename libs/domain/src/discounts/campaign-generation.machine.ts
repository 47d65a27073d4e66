import { setup, transition } from 'xstate';

/** The generation of a serial campaign's codes, persisted on the campaign (state, generated count, error). */
export const CampaignGenerationState = {
  Draft: 'draft',
  Generating: 'generating',
  Ready: 'ready',
  Failed: 'failed',
} as const;
export type CampaignGenerationState = (typeof CampaignGenerationState)[keyof typeof CampaignGenerationState];
export const CAMPAIGN_GENERATION_STATES: readonly CampaignGenerationState[] = Object.values(CampaignGenerationState);

export type CampaignGenerationEvent = { type: 'START' } | { type: 'PROGRESS' } | { type: 'COMPLETE' } | { type: 'FAIL' } | { type: 'REGENERATE' };
export type CampaignGenerationEventType = CampaignGenerationEvent['type'];

/**
 * Draft until the worker takes the job (Save & Generate queues it in the create transaction), generating batch by
 * batch (PROGRESS keeps it there, START again is a resumed job), ready once every code exists, or failed with its
 * error. Only a failed generation may be started again (REGENERATE back to draft, which queues the job anew); the
 * codes already made are kept and the job makes the rest.
 */
export const campaignGenerationMachine = setup({
  types: { events: {} as CampaignGenerationEvent },
}).createMachine({
  id: 'campaignGeneration',
  initial: CampaignGenerationState.Draft,
  states: {
    [CampaignGenerationState.Draft]: { on: { START: CampaignGenerationState.Generating, FAIL: CampaignGenerationState.Failed } },
    [CampaignGenerationState.Generating]: {
      on: {
        START: CampaignGenerationState.Generating,
        PROGRESS: CampaignGenerationState.Generating,
        COMPLETE: CampaignGenerationState.Ready,
        FAIL: CampaignGenerationState.Failed,
      },
    },
    [CampaignGenerationState.Ready]: {},
    [CampaignGenerationState.Failed]: { on: { REGENERATE: CampaignGenerationState.Draft } },
  },
});

export type CampaignGenerationDecision = { ok: true; state: CampaignGenerationState } | { ok: false };

/** Restores the stored state and applies one event; `ok: false` when the machine refuses it. */
export function decideCampaignGeneration(state: CampaignGenerationState, event: CampaignGenerationEventType): CampaignGenerationDecision {
  const snapshot = campaignGenerationMachine.resolveState({ value: state, context: undefined });
  const ev: CampaignGenerationEvent = { type: event };
  if (!snapshot.can(ev)) return { ok: false };
  return { ok: true, state: transition(campaignGenerationMachine, snapshot, ev)[0].value };
}

export const canRegenerateCampaign = (state: CampaignGenerationState | null): boolean => state !== null && decideCampaignGeneration(state, 'REGENERATE').ok;

/** Whether the worker has (or will have) codes to make: the screen polls while this holds. */
export const isCampaignGenerating = (state: CampaignGenerationState | null): boolean =>
  state === CampaignGenerationState.Draft || state === CampaignGenerationState.Generating;
