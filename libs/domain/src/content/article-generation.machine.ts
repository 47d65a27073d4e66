import { setup, transition } from 'xstate';

/** Stored with each generation run, so rows saved under an older machine can be migrated. */
export const ARTICLE_GENERATION_MACHINE_VERSION = 1;

export const GenerationState = {
  Queued: 'queued',
  Generating: 'generating',
  Ready: 'ready',
  Accepted: 'accepted',
  Discarded: 'discarded',
  Failed: 'failed',
} as const;
export type GenerationState = (typeof GenerationState)[keyof typeof GenerationState];
export const GENERATION_STATES: readonly GenerationState[] = Object.values(GenerationState);

export type GenerationEvent =
  { type: 'START' } | { type: 'PROGRESS' } | { type: 'COMPLETE' } | { type: 'FAIL' } | { type: 'ACCEPT' } | { type: 'DISCARD' } | { type: 'REGENERATE' };
export type GenerationEventType = GenerationEvent['type'];

export const GenerationMessage = {
  Running: 'A generation of this article is already running.',
  NotReady: 'Only a generated text that is ready can be accepted or discarded.',
  Refused: 'This generation cannot take that step.',
} as const;

/**
 * The life of an article's generation run: queued until the worker takes it, generating (with progress) until the
 * AI writer has written every paragraph, then ready for the editor to accept or discard; a failure keeps its error.
 * A new run may be queued once the last one is no longer running (REGENERATE from ready, failed, accepted or
 * discarded); the article's text only changes on accept.
 */
export const articleGenerationMachine = setup({
  types: { events: {} as GenerationEvent },
}).createMachine({
  id: 'articleGeneration',
  initial: GenerationState.Queued,
  states: {
    [GenerationState.Queued]: { on: { START: GenerationState.Generating, FAIL: GenerationState.Failed } },
    [GenerationState.Generating]: {
      on: { PROGRESS: GenerationState.Generating, COMPLETE: GenerationState.Ready, FAIL: GenerationState.Failed },
    },
    [GenerationState.Ready]: { on: { ACCEPT: GenerationState.Accepted, DISCARD: GenerationState.Discarded, REGENERATE: GenerationState.Queued } },
    [GenerationState.Accepted]: { on: { REGENERATE: GenerationState.Queued } },
    [GenerationState.Discarded]: { on: { REGENERATE: GenerationState.Queued } },
    [GenerationState.Failed]: { on: { REGENERATE: GenerationState.Queued } },
  },
});

export type GenerationDecision = { ok: true; state: GenerationState } | { ok: false; reason: string };

const REFUSAL: Partial<Record<GenerationEventType, string>> = {
  REGENERATE: GenerationMessage.Running,
  ACCEPT: GenerationMessage.NotReady,
  DISCARD: GenerationMessage.NotReady,
};

/** Restores the stored state and applies one event; a refused event answers why (the API's 409 TransitionRefused). */
export function decideGeneration(state: GenerationState, event: GenerationEventType): GenerationDecision {
  const snapshot = articleGenerationMachine.resolveState({ value: state, context: undefined });
  const ev: GenerationEvent = { type: event };
  if (!snapshot.can(ev)) return { ok: false, reason: REFUSAL[event] ?? GenerationMessage.Refused };
  return { ok: true, state: transition(articleGenerationMachine, snapshot, ev)[0].value };
}

/** Whether a new generation may be queued after a run in this state (no run at all: yes). */
export const canRegenerate = (state: GenerationState | null): boolean => state === null || decideGeneration(state, 'REGENERATE').ok;

/** Whether the editor shows Accept and Discard. */
export const canReview = (state: GenerationState | null): boolean => state !== null && decideGeneration(state, 'ACCEPT').ok;

/** Whether the worker is (or will be) writing. */
export const isGenerating = (state: GenerationState | null): boolean => state === GenerationState.Queued || state === GenerationState.Generating;
