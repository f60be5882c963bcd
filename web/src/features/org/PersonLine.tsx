/** One person of the org chart on one line: avatar (two initials at most), name (a link to their profile), job and where they work. */
import { Link } from 'react-router-dom';
import { Avatar, type AvatarSize } from '../../shared/Avatar';
import { Text } from '../../shared/Text';
import type { OrgPersonFieldsFragment } from './org.generated';
import { href } from '../../shared/paths';

export type OrgPerson = OrgPersonFieldsFragment;

/** "Team Leader · Operations · Team A": what is known of their job and place. */
export const placeOf = (p: OrgPerson) => [p.roleTitle, p.departmentName, p.teamName].filter(Boolean).join(' · ');

export const reportsText = (count: number) => (count === 1 ? '1 direct report' : `${count} direct reports`);

export function PersonLine({ person, showReports = false, avatarSize = 40 }: { person: OrgPerson; showReports?: boolean; avatarSize?: AvatarSize }) {
  const place = placeOf(person);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      <Avatar name={person.name} size={avatarSize} />
      <span style={{ minWidth: 0 }}>
        <Text strong block>
          <Link to={href('people/:id', { id: person.id })}>{person.name}</Link>
        </Text>
        {(place || showReports) && (
          <Text type="secondary" block>
            {[place, showReports && person.reportCount > 0 ? reportsText(person.reportCount) : ''].filter(Boolean).join(' · ')}
          </Text>
        )}
      </span>
    </span>
  );
}
