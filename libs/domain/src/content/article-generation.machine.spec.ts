import { canRegenerate, canReview, decideGeneration, GENERATION_STATES, GenerationMessage, isGenerating } from './article-generation.machine.js';

describe('article generation machine', () => {
  it('goes queued → generating (with progress) → ready → accepted', () => {
    expect(decideGeneration('queued', 'START')).toEqual({ ok: true, state: 'generating' });
    expect(decideGeneration('generating', 'PROGRESS')).toEqual({ ok: true, state: 'generating' });
    expect(decideGeneration('generating', 'COMPLETE')).toEqual({ ok: true, state: 'ready' });
    expect(decideGeneration('ready', 'ACCEPT')).toEqual({ ok: true, state: 'accepted' });
    expect(decideGeneration('ready', 'DISCARD')).toEqual({ ok: true, state: 'discarded' });
  });

  it('fails from queued or generating, and only there', () => {
    expect(decideGeneration('queued', 'FAIL')).toEqual({ ok: true, state: 'failed' });
    expect(decideGeneration('generating', 'FAIL')).toEqual({ ok: true, state: 'failed' });
    for (const state of ['ready', 'accepted', 'discarded', 'failed'] as const) expect(decideGeneration(state, 'FAIL').ok).toBe(false);
  });

  it('regenerates from ready, failed, accepted and discarded, never while running', () => {
    for (const state of ['ready', 'failed', 'accepted', 'discarded'] as const)
      expect(decideGeneration(state, 'REGENERATE')).toEqual({ ok: true, state: 'queued' });
    for (const state of ['queued', 'generating'] as const)
      expect(decideGeneration(state, 'REGENERATE')).toEqual({ ok: false, reason: GenerationMessage.Running });
    expect(canRegenerate(null)).toBe(true);
  });

  it('accepts or discards only a ready text', () => {
    for (const state of GENERATION_STATES.filter((s) => s !== 'ready')) {
      expect(decideGeneration(state, 'ACCEPT')).toEqual({ ok: false, reason: GenerationMessage.NotReady });
      expect(decideGeneration(state, 'DISCARD')).toEqual({ ok: false, reason: GenerationMessage.NotReady });
    }
    expect(GENERATION_STATES.filter(canReview)).toEqual(['ready']);
    expect(GENERATION_STATES.filter(isGenerating)).toEqual(['queued', 'generating']);
  });

  it('never restarts a run that has already started or ended (a job delivered twice)', () => {
    for (const state of GENERATION_STATES.filter((s) => s !== 'queued')) expect(decideGeneration(state, 'START').ok).toBe(false);
    expect(decideGeneration('ready', 'COMPLETE').ok).toBe(false);
  });
});
