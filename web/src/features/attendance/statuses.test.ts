/** Cell and legend text colour: whichever of black and white contrasts more (WCAG), so every status reads at 4.5:1. */
import { describe, expect, it } from '@jest/globals';
import { textOn } from './statuses';

describe('textOn', () => {
  it('puts black on the light status colours and white on the dark ones', () => {
    expect(textOn('#52c41a')).toBe('#000'); // present: white was 2.2:1
    expect(textOn('#ff4d4f')).toBe('#000');
    expect(textOn('#faad14')).toBe('#000');
    expect(textOn('#2f54eb')).toBe('#fff');
    expect(textOn('#722ed1')).toBe('#fff');
    expect(textOn('not a colour')).toBe('#000');
  });
});
