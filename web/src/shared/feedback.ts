/** The two house texts every list shares: SPEC §8's empty state and the "Failed to ..." toast of a failed load. */
import { useEffect } from 'react';
import { notifyFailed } from './notify';

/** SPEC §8 empty state: `Currently you don't have any {entity}`. */
export const emptyText = (entity: string) => `Currently you don't have any ${entity}`;

/** SPEC §8: a page whose record does not exist ("Employee is not found!"). */
export const notFoundText = (entity: string) => `${entity} is not found!`;

/** Shows `Failed to {action}` once each time `error` becomes set. */
export function useFailureToast(error: unknown, action: string): void {
  useEffect(() => {
    if (error) notifyFailed(action);
  }, [error, action]);
}
