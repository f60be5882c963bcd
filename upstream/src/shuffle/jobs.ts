/** The shuffle domain's due job: an approved request whose effective date has come changes the manager (routes.ts). */
import type { DueJob } from '../http/dueJobs';
import * as store from './store';

export const SHUFFLES_DUE: DueJob = { failure: 'applying due manager shuffles failed', dueIds: store.dueIds, applyOne: store.applyOne };
