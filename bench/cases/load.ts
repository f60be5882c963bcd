/**
 * `load:LeaveRequests` (opt-in, it takes two minutes: BENCH_CASES=load:LeaveRequests): the leave requests
 * page's query (web/src/features/leave, 25 rows, as HR) through the gateway under 100 connections for 60 s
 * (LOAD_CONNECTIONS, LOAD_SECONDS), beside the same page's REST call straight to the upstream under the same load.
 * Budget: >= 300 pages/s through the gateway, p99 under 1 s, no timeouts or errors.
 */
import { OPERATION_VARIABLES, screenOperations } from '../../tests/support/screenOperations';
import { graphqlTarget, type BenchCase } from '../lib';

const op = screenOperations.find((o) => o.name === 'LeaveRequests');
const connections = Number(process.env.LOAD_CONNECTIONS) || 100;
const seconds = Number(process.env.LOAD_SECONDS) || 60;

export const leaveRequestsLoadCase: BenchCase = {
  name: 'load:LeaveRequests',
  description: `leave requests page (25 rows, HR) under ${connections} connections for ${seconds} s`,
  optIn: true,
  settings: { connections, seconds },
  limits: { minRequestsPerSecond: 300, maxP99Ms: 1000, maxErrors: 0 },
  skipped: () => (op ? undefined : 'no LeaveRequests operation in web/src/features'),
  baseline: {
    label: 'direct REST GET /leave_requests?limit=25',
    target: (env) => ({ url: `${env.upstreamUrl}/leave_requests?limit=25&page=1`, headers: { authorization: `Bearer ${env.token}` } }),
  },
  variants: [
    {
      label: 'gateway, the page query (cache on)',
      target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, op!.document, OPERATION_VARIABLES.LeaveRequests ?? { limit: 25 }, op!.name),
    },
  ],
};
