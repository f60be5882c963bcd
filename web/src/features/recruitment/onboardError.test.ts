import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { onboardFailure } from './onboardError';

const gqlError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('onboardFailure (SPEC §8)', () => {
  it("shows the server's error on a 409", () => {
    const error = gqlError('Candidate is already onboarded as RES-7001', { code: 'CONFLICT' });
    expect(onboardFailure(error)).toEqual({ message: 'Candidate is already onboarded as RES-7001', fieldErrors: [] });
  });

  it("says 'Failed to onboard candidate.' for anything else, keeping the field errors for the form", () => {
    const error = gqlError('RES ID has already been taken', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'resId', message: 'RES ID has already been taken' }],
    });
    expect(onboardFailure(error)).toEqual({
      message: 'Failed to onboard candidate.',
      fieldErrors: [{ field: 'resId', message: 'RES ID has already been taken' }],
    });
    expect(onboardFailure(new Error('Network down'))).toEqual({ message: 'Failed to onboard candidate.', fieldErrors: [] });
    expect(onboardFailure(gqlError('Upstream down', { code: 'UPSTREAM_UNAVAILABLE' })).message).toBe('Failed to onboard candidate.');
  });
});
