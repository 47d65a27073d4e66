import { describe, expect, it } from '@jest/globals';
import { supplierParamsFrom, withSupplierParams } from './supplier-params';

describe('supplier tab URL', () => {
  it('reads defaults and refuses unknown values', () => {
    expect(supplierParamsFrom(new URLSearchParams('tab=supplier&operation=bogus&basis=x&page=0'))).toEqual({
      supplierId: '',
      operation: 'all',
      basis: 'effective_date',
      page: 1,
    });
  });

  it('keeps the tab, leaves defaults out, and goes back to page 1 on a new filter or supplier', () => {
    const start = new URLSearchParams('tab=supplier&supplierId=a&operation=deposit&page=3');
    expect(withSupplierParams(start, { basis: 'booking_date' }).toString()).toBe('tab=supplier&supplierId=a&operation=deposit&basis=booking_date');
    expect(withSupplierParams(start, { page: 4 }).get('page')).toBe('4');
    expect(withSupplierParams(start, { supplierId: 'b' }).toString()).toBe('tab=supplier&supplierId=b');
    expect(withSupplierParams(start, { supplierId: '' }).toString()).toBe('tab=supplier');
  });
});
