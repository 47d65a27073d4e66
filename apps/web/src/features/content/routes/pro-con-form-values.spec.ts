import { describe, expect, it } from '@jest/globals';
import { ErrorCode, ProConMessage } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { createFailure, proConProblems, toProConFields } from './pro-con-form-values';

const apiError = (status: number, code: ErrorCode) => new ApiError(status, '', { status, code, message: 'server says' });

describe('pro/con form values', () => {
  it('sends trimmed slug and text, and shows the three required messages', () => {
    expect(toProConFields({ slug: ' free-wifi ', text: ' Wi-Fi ', type: 'pro' })).toEqual({ slug: 'free-wifi', text: 'Wi-Fi', type: 'pro' });
    expect(proConProblems({ slug: '', text: ' ', type: '' })).toEqual([
      { field: 'slug', message: 'Slug is required.' },
      { field: 'text', message: 'Text is required.' },
      { field: 'type', message: 'Type is required.' },
    ]);
  });

  it("treats a 409 as a taken slug and any other failure as 'Failed to create {type}'", () => {
    expect(createFailure(apiError(409, ErrorCode.Conflict), 'con')).toEqual({ field: 'slug', message: 'slug already exists' });
    expect(createFailure(apiError(500, ErrorCode.InternalError), 'con')).toEqual({ field: null, message: 'Failed to create con' });
    expect(createFailure(new Error('offline'), 'pro')).toEqual({ field: null, message: ProConMessage.CreateFailed('pro') });
  });
});
