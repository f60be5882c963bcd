/**
 * Where the attendance grid is: its page, page size and search, kept in the URL (`?page=2&size=100&search=sara`) so a
 * bookmark, a reload or the back button come back to the same people. Anything unreadable falls back to the default.
 */
export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

export interface GridPlace {
  page: number;
  pageSize: number;
  search: string;
}

export function placeFromParams(params: URLSearchParams): GridPlace {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: (params.get('search') ?? '').trim(),
  };
}

/** The URL parameters with `change` applied; defaults are left out, other parameters (month) kept. */
export function withPlace(params: URLSearchParams, change: Partial<GridPlace>): URLSearchParams {
  const place = { ...placeFromParams(params), ...change };
  const next = new URLSearchParams(params);
  const put = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
  put('page', String(place.page), '1');
  put('size', String(place.pageSize), String(DEFAULT_PAGE_SIZE));
  put('search', place.search, '');
  return next;
}
