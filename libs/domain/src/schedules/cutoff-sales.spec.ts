import { describe, expect, it } from '@jest/globals';
import { bookBeforeFor, isInsideAllocationCutoff, sellableSeats } from './cutoff-sales.js';

const departure = new Date('2030-05-01T12:00:00Z');
const hoursBefore = (h: number) => new Date(departure.getTime() - h * 3_600_000);

describe('bookBeforeFor', () => {
  it('takes the reverse cutoff for the reverse direction and bookBefore otherwise', () => {
    expect(bookBeforeFor('aToB', { bookBefore: 60, reverseCutoff: 180 })).toBe(60);
    expect(bookBeforeFor('bToA', { bookBefore: 60, reverseCutoff: 180 })).toBe(180);
    expect(bookBeforeFor('bToA', { bookBefore: 60, reverseCutoff: null })).toBe(60);
  });
});

describe('sellableSeats', () => {
  const seats = { seatsTotal: 10, seatsLeft: 8, prepaidSeats: 5 };

  it('sells every seat left before the allocation cutoff', () => {
    expect(isInsideAllocationCutoff(departure, hoursBefore(25), 24 * 60)).toBe(false);
    expect(sellableSeats(seats, departure, hoursBefore(25), 24 * 60)).toBe(8);
  });

  it('releases the unsold prepaid seats from the cutoff on', () => {
    expect(sellableSeats(seats, departure, hoursBefore(23), 24 * 60)).toBe(5);
  });

  it('releases nothing once the allocation is sold, and never goes below 0', () => {
    expect(sellableSeats({ seatsTotal: 10, seatsLeft: 4, prepaidSeats: 5 }, departure, hoursBefore(1), 120)).toBe(4);
    expect(sellableSeats({ seatsTotal: 5, seatsLeft: 5, prepaidSeats: 5 }, departure, hoursBefore(1), 120)).toBe(0);
  });

  it('changes nothing without an allocation cutoff', () => {
    expect(sellableSeats(seats, departure, hoursBefore(1), null)).toBe(8);
  });
});
