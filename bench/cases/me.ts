/**
 * `me` through the gateway vs `GET /current_user_with_manager` straight to the upstream (budget):
 * with the per-token cache off both sides do the same upstream work, and the gateway must keep >= 70%.
 */
import { graphqlTarget, type BenchCase } from '../lib';

const ME = '{ me { id name email resId roleTitle manager { name } roles { hr ceo admin } access { routes menuGroups } } }';

export const meCase: BenchCase = {
  name: 'me',
  split: true,
  description: 'current user: GraphQL `me` vs REST GET /current_user_with_manager',
  baseline: {
    label: 'upstream GET /current_user_with_manager',
    target: (env) => ({ url: `${env.upstreamUrl}/current_user_with_manager`, headers: { authorization: `Bearer ${env.token}` } }),
  },
  variants: [
    { label: 'gateway me (cache off)', target: (env) => graphqlTarget(env.gatewayUrl, env.token, ME), budget: 0.7 },
    { label: 'gateway me (cache on)', target: (env) => graphqlTarget(env.gatewayCachedUrl, env.token, ME) },
  ],
};
