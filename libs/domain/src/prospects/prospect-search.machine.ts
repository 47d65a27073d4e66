import { setup, transition } from 'xstate';

/** Stored with each prospect file, so rows saved under an older machine can be migrated. */
export const PROSPECT_SEARCH_MACHINE_VERSION = 1;

export const ProspectSearchState = {
  Queued: 'queued',
  Running: 'running',
  Done: 'done',
  Failed: 'failed',
} as const;
export type ProspectSearchState = (typeof ProspectSearchState)[keyof typeof ProspectSearchState];
export const PROSPECT_SEARCH_STATES: readonly ProspectSearchState[] = Object.values(ProspectSearchState);

export type ProspectSearchEvent = { type: 'START' } | { type: 'PROGRESS' } | { type: 'COMPLETE' } | { type: 'FAIL' } | { type: 'RERUN' };
export type ProspectSearchEventType = ProspectSearchEvent['type'];

/**
 * A prospect search: queued until the worker takes it, running while it asks the SERP provider for every query ×
 * location, then done (its sheet stored) or failed with the reason. START from running is a retried attempt (or a
 * worker restarted mid-run) starting over; done is final, and a failed search only goes back to queued by RERUN.
 */
export const prospectSearchMachine = setup({
  types: { events: {} as ProspectSearchEvent },
}).createMachine({
  id: 'prospectSearch',
  initial: ProspectSearchState.Queued,
  states: {
    [ProspectSearchState.Queued]: { on: { START: ProspectSearchState.Running, FAIL: ProspectSearchState.Failed } },
    [ProspectSearchState.Running]: {
      on: {
        START: ProspectSearchState.Running,
        PROGRESS: ProspectSearchState.Running,
        COMPLETE: ProspectSearchState.Done,
        FAIL: ProspectSearchState.Failed,
      },
    },
    [ProspectSearchState.Done]: { type: 'final' },
    [ProspectSearchState.Failed]: { on: { RERUN: ProspectSearchState.Queued } },
  },
});

/** The next state, or null when the machine refuses the event in this state. */
export function nextProspectSearchState(state: ProspectSearchState, event: ProspectSearchEventType): ProspectSearchState | null {
  const snapshot = prospectSearchMachine.resolveState({ value: state, context: undefined });
  const ev: ProspectSearchEvent = { type: event };
  if (!snapshot.can(ev)) return null;
  return transition(prospectSearchMachine, snapshot, ev)[0].value;
}

/** Whether the worker is (or will be) searching. */
export const isProspectSearchPending = (state: ProspectSearchState): boolean => state === ProspectSearchState.Queued || state === ProspectSearchState.Running;
