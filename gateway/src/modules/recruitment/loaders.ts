/**
 * Per-request loaders of recruitment: candidates by id (one `GET /candidates?ids=` per tick; a SPEC §7 upstream
 * ignores `ids`, then the whole list is read and filtered, kit/loaders.ts) and a candidate's interviews
 * (`GET /candidates/{id}/interviews`: SPEC §7 has no batch form, so one call per candidate asked — the candidate list
 * carries each candidate's latest interview, so list screens never ask for it).
 */
import DataLoader from 'dataloader';
import { defineLoader } from '../../context';
import { batchById } from '../../kit/loaders';

export const candidateById = batchById('/candidates', 'ids');

export const interviewsOfCandidate = defineLoader(
  (ctx) =>
    new DataLoader(async (ids: readonly string[]) =>
      Promise.all(ids.map(async (id) => (await ctx.rest.get('/candidates/{id}/interviews', { params: { id } })).items)),
    ),
);
