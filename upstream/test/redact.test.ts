/** Employee redaction (people/store.ts `redact`): who reads pay and personal fields, and no copy when nothing is hidden. */
import { describe, expect, it } from '@jest/globals';
import { deriveRoles } from '../src/auth/roles';
import { redact } from '../src/people/store';

const row = () => ({ id: 7, name: 'Someone', hourly_rate: 12, monthly_rate: null, base_salary: 3000, national_ID: '29901011234567', phone: '01000000000' });
const viewer = (role_title: string, id = 1) => ({ id, roles: deriveRoles({ role_title }) });

describe('redact', () => {
  it('answers the row itself (no copy per row) to CEO, HR and the person', () => {
    for (const v of [viewer('CEO'), viewer('HR'), viewer('Agent', 7)]) {
      const r = row();
      expect(redact(r, v)).toBe(r);
    }
  });

  it('hides personal fields from an admin who is not CEO or HR, and both from anyone else, without touching the row', () => {
    const r = row();
    const roles = { ...deriveRoles({ role_title: 'Agent' }), admin: true };
    expect(redact(r, { id: 1, roles })).toMatchObject({ ...r, national_ID: null, phone: null });
    expect(redact(r, viewer('Agent'))).toMatchObject({ ...r, hourly_rate: null, base_salary: null, national_ID: null, phone: null });
    expect(r.phone).toBe('01000000000');
  });
});
