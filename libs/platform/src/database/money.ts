import { Decimal } from 'decimal.js';
import type { ValueTransformer } from 'typeorm';

/** numeric columns travel as strings; in code they are Decimal, never a float. */
export const decimalTransformer: ValueTransformer = {
  to: (value: Decimal | string | null | undefined) => (value == null ? value : new Decimal(value).toFixed()),
  from: (value: string | null) => (value == null ? value : new Decimal(value)),
};
