/** Today as a business day (YYYY-MM-DD, UTC): the "today" of balances, cycles, due dates and report file names. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
