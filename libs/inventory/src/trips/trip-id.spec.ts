import { eventTripId } from './trip-id.js';

describe('eventTripId', () => {
  const event = '00000000-0000-4000-8000-0000000e2010';

  it('is a v4-shaped UUID, the same for the same event and date', () => {
    const id = eventTripId(event, '2026-03-01');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventTripId(event, '2026-03-01')).toBe(id);
  });

  it('differs between dates and between events', () => {
    const ids = new Set([eventTripId(event, '2026-03-01'), eventTripId(event, '2026-03-02'), eventTripId(event.replace('10', '11'), '2026-03-01')]);
    expect(ids.size).toBe(3);
  });
});
