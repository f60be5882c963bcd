/** A person's social links, each named by its site; '—' when none (my profile and the public profile). */
import { Flex } from 'antd';

type Links = { facebook?: string | null; twitter?: string | null; linkedin?: string | null; github?: string | null };
const SITES = { facebook: 'Facebook', twitter: 'Twitter', linkedin: 'LinkedIn', github: 'GitHub' } as const;

export function SocialLinks({ links }: { links: Links }) {
  const shown = (Object.keys(SITES) as (keyof typeof SITES)[]).filter((site) => links[site]);
  if (shown.length === 0) return '—';
  return (
    <Flex gap={12} wrap>
      {shown.map((site) => (
        <a key={site} href={links[site] ?? undefined} target="_blank" rel="noreferrer noopener">
          {SITES[site]}
        </a>
      ))}
    </Flex>
  );
}
