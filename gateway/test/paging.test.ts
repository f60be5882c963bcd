import { describe, expect, it } from '@jest/globals';
import { pageQuery, SortDir } from '../src/common/paging';
import { sortKeysOf } from '../src/kit/sortKeys';
import { SORT_KEYS, type SortedPath } from '../src/rest/generated/sortKeys';

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

describe('sort key enums', () => {
  it('names each upstream key once, in camelCase, and every one goes back to a key the list takes', () => {
    expect(sortKeysOf('/employees')).toEqual(expect.arrayContaining(['name', 'resId', 'teamId', 'dateJoined']));
    expect(sortKeysOf('/employees').filter((key) => key === 'resId')).toHaveLength(1);
    for (const path of Object.keys(SORT_KEYS) as SortedPath[]) {
      const keys: readonly string[] = SORT_KEYS[path];
      for (const key of sortKeysOf(path)) expect(keys).toContain(pageQuery({ limit: -1, sortBy: key }).sort_by);
    }
  });
});
