/** The typed path builder: the route table's own paths only, their parameters by name (checked by `tsc -p web`). */
import { describe, expect, it } from '@jest/globals';
import { href, type AppPath, afterSignIn, loginFor } from './paths';

describe('href', () => {
  it('writes a page of the table under /main', () => {
    expect(href('home')).toBe('/main/home');
    expect(href('employees/:id', { id: '7' })).toBe('/main/employees/7');
    expect(href('candidates/:candidateId/interviews/:interviewId', { candidateId: 3, interviewId: 'me' })).toBe('/main/candidates/3/interviews/me');
  });

  it('takes only paths of the table, with their parameters', () => {
    const known: AppPath = 'leaveRequestDetails/:id';
    expect(known).toBe('leaveRequestDetails/:id');
    // @ts-expect-error a misspelt page is no path of the table
    expect(href('employes/:id', { id: '7' })).toBe('/main/employes/7');
    // @ts-expect-error a page with a parameter needs its value
    expect(href('employees/:id')).toBe('/main/employees/undefined');
    // @ts-expect-error the parameter is named as in the path
    expect(href('teams/:id', { teamId: '1' })).toBe('/main/teams/undefined');
    // @ts-expect-error a page without parameters takes none
    expect(href('home', { id: '1' })).toBe('/main/home');
  });
});

describe('sign-in and back', () => {
  it('names the /main page a signed-out visitor asked for, and returns there after signing in', () => {
    expect(loginFor('/main/leaveRequestDetails/7', '?tab=notes')).toBe('/login?next=%2Fmain%2FleaveRequestDetails%2F7%3Ftab%3Dnotes');
    expect(afterSignIn('?next=%2Fmain%2FleaveRequestDetails%2F7%3Ftab%3Dnotes')).toBe('/main/leaveRequestDetails/7?tab=notes');
    expect(loginFor('/main')).toBe('/login');
    expect(afterSignIn('')).toBe('/main');
  });

  it('never leads outside /main', () => {
    for (const next of ['https://evil.example/main/home', '//evil.example/x', '/main//evil.example', '/main/\\evil', '/login', '/mainx/home']) {
      expect(afterSignIn(`?next=${encodeURIComponent(next)}`)).toBe('/main');
    }
  });
});
