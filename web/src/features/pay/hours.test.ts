import { describe, expect, it } from '@jest/globals';
import { hoursRule, parseHours } from './hours';
import { explainPay } from './explain';

describe('daily hours entry', () => {
  it('reads h:mm and whole hours, refuses anything else', () => {
    expect(['7:30', '8', '0:15', '24:00', '7.5', '7:60', 'abc', ''].map(parseHours)).toEqual([7.5, 8, 0.25, 24, null, null, null, null]);
  });

  it('says what is wrong instead of changing it', async () => {
    const check = (v: string) => (hoursRule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, v);
    await expect(check('7:30')).resolves.toBeUndefined();
    await expect(check('7.5')).rejects.toThrow('Hours must be written as h:mm, e.g. 7:30');
    await expect(check('25:00')).rejects.toThrow('Hours worked must be more than 0:00 and at most 24:00');
    await expect(check('0:00')).rejects.toThrow('Hours worked must be more than 0:00 and at most 24:00');
  });
});

describe('salary explanation', () => {
  it('puts an hourly row in words, line by line, ending with the total', () => {
    const lines = explainPay({
      hourlyOrMonthly: 'hourly',
      workingDays: 13,
      hoursWorked: 96,
      hoursGiven: 8,
      targetHours: 104,
      hourlyRate: 10,
      hoursPay: 1040,
      compensation: 0,
      extras: 0,
      allowance: 0,
      leadsTarget: 0,
      targetLeads: 0,
      kpi: 0,
      bonus: 0,
      actions: 1,
      amount: 50,
      lateness: 0,
      totalPay: 990,
    });
    expect(lines[0].text).toBe('+ $1,040.00: (96:00 worked + 8:00 paid leave) × $10.00 an hour');
    expect(lines.at(-1)).toEqual({ label: 'Total pay', text: '= $990.00' });
    expect(lines.find((l) => l.label === 'Deductions')?.text).toBe('− $50.00: 1 approved action');
  });
});
