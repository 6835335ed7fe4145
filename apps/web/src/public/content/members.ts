/**
 * The board and the staff: fixed content, not fetched from the server. Edit the people in
 * members.json; each gets a bio page at /bio-{slug}. Fictional people and companies.
 */
import members from './members.json';

export type MemberType = 'Executive Committee' | 'Board Member' | 'Team Member';

export type Member = {
  /** The part after /bio- in the bio link: lowercase letters, digits and dashes. */
  slug: string;
  name: string;
  position: string;
  company: string;
  companyLink: string | null;
  email: string;
  memberType: MemberType;
  bio: string[];
};

/** The people, as data: members.json. */
const MEMBERS = members as Member[];

/** "Maria Alvarez" → "MA", for the avatar (there are no portraits). */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

export const memberBySlug = (slug: string) => MEMBERS.find((member) => member.slug === slug);
export const bioPath = (member: Member) => `/bio-${member.slug}`;
export const membersOfType = (type: MemberType) =>
  MEMBERS.filter((member) => member.memberType === type);

/** What the board and team pages say above their listings. */
export const BOARD_PAGE = {
  title: 'Board of Directors',
  lead: 'Business owners and community leaders who volunteer their time to steer the Chamber.',
  groups: ['Executive Committee', 'Board Member'] as MemberType[],
};

export const TEAM_PAGE = {
  title: 'Our Team',
  lead: 'The staff behind the Chamber’s programs, events and the Visitor Center. We are here to help.',
  groups: ['Team Member'] as MemberType[],
};

/** Section titles of the listings. */
export const GROUP_TITLES: Record<MemberType, string> = {
  'Executive Committee': 'Executive Committee',
  'Board Member': 'Board Members',
  'Team Member': 'Team Members',
};
