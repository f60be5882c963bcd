/** SPEC §8 for onboarding: a 409 (CONFLICT) shows the server's error; anything else `Failed to onboard candidate.` */
import { errorMessage, graphqlErrors, hasCode, type FieldError } from '../../shared/errors';
import { ONBOARD_FAILED } from './labels';

export function onboardFailure(error: unknown): { message: string; fieldErrors: FieldError[] } {
  if (hasCode(error, 'CONFLICT')) return { message: errorMessage(error) || ONBOARD_FAILED, fieldErrors: [] };
  return { message: ONBOARD_FAILED, fieldErrors: graphqlErrors(error).flatMap((e) => e.fieldErrors) };
}
