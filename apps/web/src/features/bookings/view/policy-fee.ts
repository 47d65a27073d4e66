/** A cancellation or amendment fee: a percentage, or Free when it is 0 (spec part 2, section 9). */
export const feeText = (feePercent: string): string => (Number(feePercent) === 0 ? 'Free' : `${Number(feePercent)}%`);
