import { describe, expect, it } from '@jest/globals';
import { bookBeforeFor, exceedsPrepaid, isInsideAllocationCutoff, prepaidSeatsLeft, seatsToRelease, sellableSeats } from './cutoff-sales.js';

const departure = new Date('2030-05-01T12:00:00Z');
const hoursBefore = (h: number) => new Date(departure.getTime() - h * 3_600_000);
const DAY = 24 * 60;

describe('bookBeforeFor', () => {
  it('takes the reverse cutoff for the reverse direction and bookBefore otherwise', () => {
    expect(bookBeforeFor('aToB', { bookBefore: 60, reverseCutoff: 180 })).toBe(60);
    expect(bookBeforeFor('bToA', { bookBefore: 60, reverseCutoff: 180 })).toBe(180);
    expect(bookBeforeFor('bToA', { bookBefore: 60, reverseCutoff: null })).toBe(60);
  });
});

describe('allocation cutoff', () => {
  const seats = { seatsTotal: 10, seatsLeft: 8, prepaidSeats: 5, releasedSeats: null };

  it('sells every seat left before the cutoff and releases nothing', () => {
    expect(isInsideAllocationCutoff(departure, hoursBefore(25), DAY)).toBe(false);
    expect(sellableSeats(seats, departure, hoursBefore(25), DAY)).toBe(8);
    expect(seatsToRelease(seats, departure, hoursBefore(25), DAY)).toBeNull();
  });

  it("releases the allocation's unsold seats from the cutoff on", () => {
    expect(seatsToRelease(seats, departure, hoursBefore(23), DAY)).toBe(3);
    expect(sellableSeats(seats, departure, hoursBefore(23), DAY)).toBe(5);
  });

  it('keeps the recorded release: seats sold after it are free-sale seats', () => {
    const after = { ...seats, seatsLeft: 4, releasedSeats: 3 };
    expect(seatsToRelease(after, departure, hoursBefore(1), DAY)).toBeNull();
    expect(sellableSeats(after, departure, hoursBefore(1), DAY)).toBe(1);
  });

  it('releases nothing once the allocation is sold, never goes below 0, and does nothing without a cutoff', () => {
    expect(seatsToRelease({ ...seats, seatsLeft: 4 }, departure, hoursBefore(1), 120)).toBe(0);
    expect(sellableSeats({ ...seats, seatsLeft: 2, releasedSeats: 3 }, departure, hoursBefore(1), 120)).toBe(0);
    expect(sellableSeats(seats, departure, hoursBefore(1), null)).toBe(8);
  });
});

describe('full allocation policy', () => {
  // 10 seats, 5 of them prepaid; 2 sold (from the prepaid allocation first).
  const seats = { seatsTotal: 10, seatsLeft: 8, prepaidSeats: 5, releasedSeats: null };

  it('counts the prepaid seats left; a booking beyond them exceeds the allocation, never without one', () => {
    expect(prepaidSeatsLeft(seats)).toBe(3);
    expect(exceedsPrepaid(seats, 3)).toBe(false);
    expect(exceedsPrepaid(seats, 4)).toBe(true);
    expect(exceedsPrepaid({ ...seats, seatsLeft: 4 }, 1)).toBe(true);
    expect(exceedsPrepaid({ ...seats, prepaidSeats: 0 }, 8)).toBe(false);
  });

  it("'pending' keeps selling every seat left; 'full' sells only the prepaid seats left", () => {
    expect(sellableSeats(seats, departure, hoursBefore(48), DAY, 'pending')).toBe(8);
    expect(sellableSeats(seats, departure, hoursBefore(48), DAY, 'full')).toBe(3);
    expect(sellableSeats({ ...seats, seatsLeft: 5 }, departure, hoursBefore(48), DAY, 'full')).toBe(0);
    expect(sellableSeats({ ...seats, prepaidSeats: 0 }, departure, hoursBefore(48), DAY, 'full')).toBe(8);
  });

  it("'full' sells nothing once the allocation cutoff released the unsold prepaid seats", () => {
    expect(sellableSeats(seats, departure, hoursBefore(23), DAY, 'full')).toBe(0);
    expect(sellableSeats({ ...seats, releasedSeats: 3 }, departure, hoursBefore(1), DAY, 'full')).toBe(0);
  });
});
