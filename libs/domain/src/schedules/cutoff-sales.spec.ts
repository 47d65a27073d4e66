import { describe, expect, it } from '@jest/globals';
import { bookBeforeFor, isInsideAllocationCutoff, seatsToRelease, sellableSeats } from './cutoff-sales.js';

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
