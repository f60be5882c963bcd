/** kit/filterQuery: paging as pageQuery words it, every other argument a filter, blank filters left out. */
import { describe, expect, it } from '@jest/globals';
import { SortDir } from '../src/common/paging';
import { filterQuery } from '../src/kit/filterQuery';

describe('filterQuery', () => {
  it('words paging as pageQuery and keeps filters under their names', () => {
    expect(filterQuery({ page: 2, limit: 10, sortBy: 'createdAt', sortDir: SortDir.DESC, status: 'pending', teamId: '4' })).toEqual({
      page: 2,
      limit: 10,
      sort_by: 'created_at',
      sort_dir: 'desc',
      status: 'pending',
      teamId: '4',
    });
  });

  it('leaves out blank filters but keeps false and 0', () => {
    expect(filterQuery({ limit: -1, search: '', type: null, source: undefined, tracked: false, year: 0 })).toEqual({ tracked: false, year: 0 });
  });

  it('lets an override replace or drop a filter', () => {
    expect(filterQuery({ limit: -1, team: true }, { team: 'true' })).toEqual({ team: 'true' });
    expect(filterQuery({ limit: -1, team: false }, { team: undefined })).toEqual({});
  });
});
