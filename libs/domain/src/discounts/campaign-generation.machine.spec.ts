import { canRegenerateCampaign, CampaignGenerationState as S, decideCampaignGeneration, isCampaignGenerating } from './campaign-generation.machine.js';

describe('campaign generation machine', () => {
  it('runs draft → generating (progress and a resumed start stay there) → ready', () => {
    expect(decideCampaignGeneration(S.Draft, 'START')).toEqual({ ok: true, state: S.Generating });
    expect(decideCampaignGeneration(S.Generating, 'PROGRESS')).toEqual({ ok: true, state: S.Generating });
    expect(decideCampaignGeneration(S.Generating, 'START')).toEqual({ ok: true, state: S.Generating });
    expect(decideCampaignGeneration(S.Generating, 'COMPLETE')).toEqual({ ok: true, state: S.Ready });
  });

  it('fails from draft or generating, and only a failed generation goes back to draft', () => {
    expect(decideCampaignGeneration(S.Draft, 'FAIL')).toEqual({ ok: true, state: S.Failed });
    expect(decideCampaignGeneration(S.Generating, 'FAIL')).toEqual({ ok: true, state: S.Failed });
    expect(decideCampaignGeneration(S.Failed, 'REGENERATE')).toEqual({ ok: true, state: S.Draft });
    for (const state of [S.Draft, S.Generating, S.Ready]) expect(decideCampaignGeneration(state, 'REGENERATE')).toEqual({ ok: false });
    expect([S.Draft, S.Generating, S.Ready, S.Failed].map(canRegenerateCampaign)).toEqual([false, false, false, true]);
    expect(canRegenerateCampaign(null)).toBe(false);
  });

  it('refuses every step of a ready generation and the worker steps of a failed one', () => {
    for (const event of ['START', 'PROGRESS', 'COMPLETE', 'FAIL'] as const) {
      expect(decideCampaignGeneration(S.Ready, event)).toEqual({ ok: false });
      expect(decideCampaignGeneration(S.Failed, event)).toEqual({ ok: false });
    }
    expect(decideCampaignGeneration(S.Draft, 'COMPLETE')).toEqual({ ok: false });
  });

  it('is generating while draft or generating', () => {
    expect([S.Draft, S.Generating, S.Ready, S.Failed, null].map(isCampaignGenerating)).toEqual([true, true, false, false, false]);
  });
});
