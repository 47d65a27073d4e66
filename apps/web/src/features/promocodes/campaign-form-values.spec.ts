import { describe, expect, it } from '@jest/globals';
import { CampaignMessage, emptyAudience } from '@farebox/domain';
import {
  campaignProblems,
  toCreateSerialBody,
  toCreateSingleBody,
  toFormValues,
  toUpdateBody,
  typedDays,
  type CampaignFormValues,
} from './campaign-form-values';
import type { CampaignDto } from './campaign.types';

const filled = (changes: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  ...toFormValues(undefined),
  code: 'summer25',
  prefix: 'spr',
  numberOfCodes: '50',
  value: '10',
  expiryMode: 'days',
  expiredIn: '30',
  team: 'marketing',
  ...changes,
});

const saved: CampaignDto = {
  id: 'c1',
  name: 'SUMMER25',
  campaignType: 'single',
  type: 'percentage',
  value: '15.00',
  createdAt: '2026-03-01T10:00:00.000Z',
  expiredAt: null,
  expiredIn: 30,
  validUntil: '2026-03-31',
  limit: 100,
  usagesNumber: 3,
  minimumPurchase: '50.00',
  createdBy: { id: 'u1', name: 'Ada Admin' },
  team: 'support',
  activated: false,
  serialCodesCount: null,
  generationState: null,
  generation: null,
  perUserLimit: 2,
  description: 'Spring sale',
  tooltipDescription: 'Use it at checkout',
  audienceLimitation: { ...emptyAudience(), transportTypes: ['ferry'] },
  version: 4,
};

describe('campaign form values', () => {
  it('opens a saved campaign with every field as it was, limited usage and days included', () => {
    expect(toFormValues(saved)).toMatchObject({
      code: 'SUMMER25',
      type: 'percentage',
      value: '15.00',
      minimumPurchaseEnabled: true,
      minimumPurchase: '50.00',
      expiryMode: 'days',
      expiredIn: '30',
      usage: 'limited',
      limit: '100',
      perUserLimit: '2',
      team: 'support',
      activated: false,
      audienceLimitation: { transportTypes: ['ferry'] },
      version: 4,
    });
    expect(toUpdateBody(toFormValues(saved), 'single')).toEqual({
      type: 'percentage',
      value: '15.00',
      minimumPurchase: '50.00',
      limit: 100,
      perUserLimit: 2,
      expiredAt: null,
      expiredIn: 30,
      team: 'support',
      activated: false,
      description: 'Spring sale',
      tooltipDescription: 'Use it at checkout',
      audienceLimitation: saved.audienceLimitation,
      version: 4,
    });
  });

  it('gives the shared messages, the limits only once usage is limited', () => {
    expect(campaignProblems(filled({ code: 'ab-1' }), 'single', true)).toEqual([{ field: 'code', message: CampaignMessage.Code }]);
    expect(campaignProblems(filled({ type: 'percentage', value: '150' }), 'single', true)).toEqual([
      { field: 'value', message: CampaignMessage.PercentageMax },
    ]);
    expect(campaignProblems(filled({ team: '' }), 'single', true)).toEqual([{ field: 'team', message: CampaignMessage.Team }]);
    expect(campaignProblems(filled({ limit: '0' }), 'single', true)).toEqual([]);
    expect(campaignProblems(filled({ usage: 'limited', limit: '0', perUserLimit: '1' }), 'single', true)).toEqual([
      { field: 'limit', message: CampaignMessage.ValueAboveZero },
    ]);
    // A serial campaign has no total usage: only the uses per customer.
    expect(campaignProblems(filled({ usage: 'limited', limit: '', perUserLimit: '' }), 'serial', true)).toEqual([
      { field: 'perUserLimit', message: CampaignMessage.Required },
    ]);
    // A saved campaign's code is not checked again: it cannot change.
    expect(campaignProblems(filled({ code: '' }), 'single', false)).toEqual([]);
  });

  it('sends the code and the prefix upper-cased, unlimited usage as limit 0', () => {
    expect(toCreateSingleBody(filled())).toMatchObject({ code: 'SUMMER25', limit: 0, perUserLimit: null, expiredIn: 30, expiredAt: null });
    expect(toCreateSerialBody(filled())).toMatchObject({ prefix: 'SPR', numberOfCodes: 50, limit: 0 });
    expect(toCreateSerialBody(filled({ usage: 'limited', limit: '7', perUserLimit: '1' }))).toMatchObject({ limit: 0, perUserLimit: 1 });
  });

  it('reads the typed days only when they are a whole number above 0', () => {
    expect(typedDays('30')).toBe(30);
    expect(typedDays('0')).toBeNull();
    expect(typedDays('3.5')).toBeNull();
    expect(typedDays('')).toBeNull();
  });
});
