/**
 * Apollo plugin for operations: latency and error metrics per operation name and company, one log line per failed operation,
 * and the request id on every error (`extensions.requestId`) so a user's report can be matched to the logs.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context';
import { logger } from './logger';
import { companyLabel, operationDuration, operationErrors } from './metrics';

export const operationsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ contextValue }) {
    const startedAt = performance.now();
    let operation = 'anonymous';
    let type = 'unknown';
    const company = companyLabel(contextValue.rest?.company);
    return {
      async didResolveOperation({ operationName, operation: op }) {
        operation = operationName ?? op?.name?.value ?? 'anonymous';
        type = op?.operation ?? 'unknown';
      },
      async didEncounterErrors({ errors, request }) {
        if (operation === 'anonymous' && request.operationName) operation = request.operationName;
        for (const error of errors) {
          const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
          operationErrors.inc({ operation, code, company });
          const internal = code === 'INTERNAL_SERVER_ERROR';
          logger[internal ? 'error' : 'info'](
            { requestId: contextValue.requestId, operation, code, path: error.path?.join('.'), ...(internal ? { err: error.originalError ?? error } : {}) },
            error.message,
          );
        }
      },
      async willSendResponse({ response }) {
        operationDuration.observe({ operation, type, company }, (performance.now() - startedAt) / 1000);
        if (response.body.kind !== 'single') return;
        for (const error of response.body.singleResult.errors ?? []) {
          (error as { extensions?: Record<string, unknown> }).extensions = { ...error.extensions, requestId: contextValue.requestId };
        }
      },
    };
  },
};
