import { describe, it, expect } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Avatar, AVATAR_SIZES, initials } from './Avatar';

describe('Avatar', () => {
  it.each([
    ['Mary Ann Smith', 'MS'],
    ['john doe', 'JD'],
    ['Cher', 'C'],
    ['  ahmed   el  sayed ', 'AS'],
    ['', ''],
    [null, ''],
  ])('shows at most two initials for %p', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('comes in the sizes 40, 50, 80, 120 and 150', () => {
    expect(AVATAR_SIZES).toEqual([40, 50, 80, 120, 150]);
  });

  it('renders the initials at the requested size', () => {
    render(<Avatar name="Fox Mulder" size={120} />);
    const avatar = screen.getByLabelText('Fox Mulder');
    expect(avatar).toHaveTextContent('FM');
    expect(avatar).toHaveStyle({ width: '120px', height: '120px' });
  });
});
