/** A person's avatar: at most 2 initials (first and last name) in one of the product's sizes (SPEC §2). */
import { theme } from 'antd';

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

/**
 * A plain circle, not antd's Avatar: antd measures its text after every mount (a forced layout of the whole page, one
 * long task of the shell's first render, Lighthouse TBT) to shrink long strings, and two initials never need it.
 */
export function Avatar({ name, size = 40, src }: AvatarProps) {
  const { token } = theme.useToken();
  return (
    <span
      role="img"
      aria-label={name ?? 'avatar'}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        overflow: 'hidden',
        flexShrink: 0,
        background: token.colorPrimary,
        color: token.colorTextLightSolid,
        fontSize: Math.round(size * 0.4),
        lineHeight: 1,
        whiteSpace: 'nowrap',
        userSelect: 'none',
      }}
    >
      {src ? <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : initials(name)}
    </span>
  );
}
