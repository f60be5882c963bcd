/** The attrition domain's due job: an attrition whose last working day has come takes effect (routes.ts). */
import type { DueJob } from '../http/dueJobs';
import * as store from './store';

export const ATTRITIONS_DUE: DueJob = { failure: 'applying due attritions failed', dueIds: store.dueIds, applyOne: store.applyOne };
