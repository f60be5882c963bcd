import { describe, expect, it } from '@jest/globals';
import { pageQuery, SortDir } from '../src/common/paging';

describe('pageQuery', () => {
  it('sends page and limit, 1-based', () => {
    expect(pageQuery({ page: 2, limit: 25 })).toEqual({ page: 2, limit: 25 });
    expect(pageQuery({})).toEqual({ page: 1, limit: 25 });
  });

  it('omits page and limit for page size -1 (everything)', () => {
    expect(pageQuery({ page: 3, limit: -1 })).toEqual({});
  });

  it('sends the sort column in the upstream spelling and the direction', () => {
    expect(pageQuery({ limit: -1, sortBy: 'dateJoined', sortDir: SortDir.DESC })).toEqual({ sort_by: 'date_joined', sort_dir: 'desc' });
    expect(pageQuery({ limit: -1, sortBy: 'resId', sortDir: SortDir.ASC })).toEqual({ sort_by: 'RES_ID', sort_dir: 'asc' });
  });
});
