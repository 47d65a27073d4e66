import { describe, expect, it } from '@jest/globals';
import { valueText } from './format';

describe('valueText', () => {
  it.each<[unknown, string]>([
    ['Bangkok', 'Bangkok'],
    [12.5, '12.5'],
    [false, 'false'],
    [null, ''],
    [undefined, ''],
    [{ a: 1 }, '{"a":1}'],
    [['x', 2], '["x",2]'],
  ])('%p reads %p', (value, text) => {
    expect(valueText(value)).toBe(text);
  });
});
