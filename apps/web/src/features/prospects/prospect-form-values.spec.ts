import { describe, expect, it } from '@jest/globals';
import { ErrorCode, ProspectMessage } from '@farebox/domain';
import { ApiError } from '@/api/api-error';
import { fileNameTaken, newProspectFormValues, prospectProblems, toProspectSearchFields } from './prospect-form-values';

describe('prospect search form values', () => {
  it('sends one query per line and keeps the default domain and language', () => {
    const values = { ...newProspectFormValues(), fileName: ' Hanoi ', queriesText: 'bus hanoi\n\n  ferry koh tao \n', locations: ['Vietnam'] };
    expect(toProspectSearchFields(values)).toEqual({
      fileName: 'Hanoi',
      queries: ['bus hanoi', 'ferry koh tao'],
      locations: ['Vietnam'],
      googleDomain: 'google.com',
      hostingLanguage: 'en',
    });
    expect(prospectProblems(values)).toEqual([]);
  });

  it('shows the queries problem under the multi-line field', () => {
    expect(prospectProblems(newProspectFormValues())).toEqual([
      { field: 'fileName', message: ProspectMessage.Required },
      { field: 'queriesText', message: ProspectMessage.Required },
      { field: 'locations', message: ProspectMessage.Required },
    ]);
  });

  it('puts only a 409 Conflict under the file name', () => {
    const apiError = (status: number, code: ErrorCode) => new ApiError(status, '', { status, code, message: 'server says' });
    expect(fileNameTaken(apiError(409, ErrorCode.Conflict))).toBe(true);
    expect(fileNameTaken(apiError(400, ErrorCode.ValidationFailed))).toBe(false);
    expect(fileNameTaken(new Error('offline'))).toBe(false);
  });
});
