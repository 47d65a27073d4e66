import { describe, expect, it } from '@jest/globals';
import { campaignListQuery, currentSort, nextOrder, type CampaignListParams } from './campaign-list-query';

const params = (changes: Partial<CampaignListParams> = {}): CampaignListParams => ({
  name: '',
  creator: '',
  type: '',
  team: '',
  status: '',
  sort: '',
  order: '',
  ...changes,
});

describe('campaign list query', () => {
  it('asks for the default order (newest first) and no filter when the URL names none', () => {
    expect(campaignListQuery(params())).toEqual({
      name: undefined,
      creator: undefined,
      type: undefined,
      team: undefined,
      status: undefined,
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('passes the chosen filters and sort, the name trimmed', () => {
    expect(
      campaignListQuery(params({ name: ' SUMMER ', creator: 'u1', type: 'serial', team: 'support', status: 'inactive', sort: 'value', order: 'desc' })),
    ).toEqual({
      name: 'SUMMER',
      creator: 'u1',
      type: 'serial',
      team: 'support',
      status: 'inactive',
      sort: 'value',
      order: 'desc',
    });
  });

  it('leaves out values of an edited URL that are none of the choices', () => {
    const query = campaignListQuery(params({ type: 'all', team: 'sales', status: 'on', sort: 'name', order: 'up' }));
    expect(query).toMatchObject({ type: undefined, team: undefined, status: undefined, sort: 'createdAt', order: 'desc' });
    expect(currentSort(params({ sort: 'team', order: 'sideways' }))).toEqual({ sort: 'team', order: 'asc' });
  });

  it('sorts a column ascending first, then descending, then ascending again', () => {
    expect(nextOrder(params(), 'value')).toBe('asc');
    expect(nextOrder(params({ sort: 'value', order: 'asc' }), 'value')).toBe('desc');
    expect(nextOrder(params({ sort: 'value', order: 'desc' }), 'value')).toBe('asc');
    expect(nextOrder(params({ sort: 'value', order: 'asc' }), 'team')).toBe('asc');
    expect(nextOrder(params(), 'createdAt')).toBe('asc');
  });
});
