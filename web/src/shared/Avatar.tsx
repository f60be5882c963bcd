/** A person's avatar: at most 2 initials (first and last name) in one of the product's sizes (SPEC §2). */
import { Avatar as AntAvatar, theme } from 'antd';

export const AVATAR_SIZES = [40, 50, 80, 120, 150] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

/** "Mary Ann Smith" -> "MS", "cher" -> "C", "" -> "". */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return picked.map((w) => Array.from(w)[0]!.toUpperCase()).join('');
}

export interface AvatarProps {
  name: string | null | undefined;
  size?: AvatarSize;
  src?: string | null;
}

export function Avatar({ name, size = 40, src }: AvatarProps) {
  const { token } = theme.useToken();
  return (
    <AntAvatar
      size={size}
      src={src ?? undefined}
      alt={name ?? ''}
      aria-label={name ?? 'avatar'}
      style={{ backgroundColor: token.colorPrimary, fontSize: Math.round(size * 0.4), flexShrink: 0 }}
    >
      {initials(name)}
    </AntAvatar>
  );
}
