/**
 * The board and the staff: fixed content, not fetched from the server. Edit the people here;
 * each gets a bio page at /bio-{slug}. Fictional people and companies.
 */

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

const MEMBERS: Member[] = [
  {
    slug: 'maria-alvarez',
    name: 'Maria Alvarez',
    position: 'Chair of the Board',
    company: 'Alvarez & Daughters Hardware',
    companyLink: 'https://alvarezhardware.example',
    email: 'maria@alvarezhardware.example',
    memberType: 'Executive Committee',
    bio: [
      'Maria runs the hardware store her grandfather opened on Harbor Street in 1961, and still walks to work every morning.',
      'She has served on the board since 2017 and chaired the Downtown Parking Task Force before becoming Chair. Her priorities: a busier downtown all year round, and making it easier to open a small business in Bayport.',
    ],
  },
  {
    slug: 'david-chen',
    name: 'David Chen',
    position: 'Chair-Elect',
    company: 'Bayport Community Bank',
    companyLink: 'https://bayportbank.example',
    email: 'dchen@bayportbank.example',
    memberType: 'Executive Committee',
    bio: [
      'David leads commercial lending at Bayport Community Bank, where he has helped more than 300 local firms finance their first location or their next one.',
      'He grew up in Bayport, coaches youth soccer, and leads the Chamber’s small-business lending clinic.',
    ],
  },
  {
    slug: 'angela-brooks',
    name: 'Angela Brooks',
    position: 'Treasurer',
    company: 'Brooks Accounting Group',
    companyLink: 'https://brooksaccounting.example',
    email: 'angela@brooksaccounting.example',
    memberType: 'Executive Committee',
    bio: [
      'Angela is a certified public accountant and founder of Brooks Accounting Group, which serves 400 small businesses and non-profits along the coast.',
      'She oversees the Chamber’s finances and runs the popular “Taxes Without Tears” workshop every February.',
    ],
  },
  {
    slug: 'samuel-okafor',
    name: 'Samuel Okafor',
    position: 'Secretary',
    company: 'Okafor Legal, PLLC',
    companyLink: 'https://okaforlegal.example',
    email: 'sam@okaforlegal.example',
    memberType: 'Executive Committee',
    bio: [
      'Samuel practices business and real-estate law in Bayport and advises the Chamber on governance.',
      'He volunteers with the Bayport Public Library’s small-business legal clinic on the first Monday of every month.',
    ],
  },
  {
    slug: 'linda-harper',
    name: 'Linda Harper',
    position: 'Immediate Past Chair',
    company: 'Harper House Inn',
    companyLink: 'https://harperhouseinn.example',
    email: 'linda@harperhouseinn.example',
    memberType: 'Executive Committee',
    bio: [
      'Linda and her husband restored the 1902 Harper House and have run it as a twelve-room inn since 2009.',
      'During her term as Chair she launched the Visitor Center’s weekend hours and the Saturday market.',
    ],
  },
  {
    slug: 'james-whitaker',
    name: 'James Whitaker',
    position: 'Director',
    company: 'Whitaker Marine Services',
    companyLink: 'https://whitakermarine.example',
    email: 'james@whitakermarine.example',
    memberType: 'Board Member',
    bio: [
      'James is a third-generation boat builder and the owner of Whitaker Marine Services at the Harbor Marina.',
      'He represents the waterfront businesses on the board and chairs the Harbor Committee.',
    ],
  },
  {
    slug: 'priya-nair',
    name: 'Priya Nair',
    position: 'Director',
    company: 'Bayport Regional Medical Center',
    companyLink: 'https://bayportmedical.example',
    email: 'pnair@bayportmedical.example',
    memberType: 'Board Member',
    bio: [
      'Priya is Vice President of Community Health at Bayport Regional Medical Center, the county’s largest employer.',
      'She leads the Chamber’s workforce and healthcare committee.',
    ],
  },
  {
    slug: 'tom-reynolds',
    name: 'Tom Reynolds',
    position: 'Director',
    company: 'Reynolds Realty',
    companyLink: 'https://reynoldsrealty.example',
    email: 'tom@reynoldsrealty.example',
    memberType: 'Board Member',
    bio: [
      'Tom has sold homes and storefronts in Bayport for twenty-five years and knows every block of downtown.',
      'He helps new businesses find the right space through the Chamber’s site-selection service.',
    ],
  },
  {
    slug: 'keisha-morgan',
    name: 'Keisha Morgan',
    position: 'Director',
    company: 'Saltwater Coffee Roasters',
    companyLink: 'https://saltwatercoffee.example',
    email: 'keisha@saltwatercoffee.example',
    memberType: 'Board Member',
    bio: [
      'Keisha opened Saltwater Coffee Roasters in a former net loft in 2015; it now has three cafés and a roastery.',
      'She champions the Young Professionals group and the Chamber’s mentoring program.',
    ],
  },
  {
    slug: 'robert-lee',
    name: 'Robert Lee',
    position: 'Director',
    company: 'Bayport County Schools',
    companyLink: null,
    email: 'rlee@bayportschools.example',
    memberType: 'Board Member',
    bio: [
      'Robert is Director of Career and Technical Education for Bayport County Schools.',
      'He connects employers with students through internships, job shadowing and the annual career fair.',
    ],
  },
  {
    slug: 'elena-petrova',
    name: 'Elena Petrova',
    position: 'Director',
    company: 'Petrova Design Studio',
    companyLink: 'https://petrovadesign.example',
    email: 'elena@petrovadesign.example',
    memberType: 'Board Member',
    bio: [
      'Elena is an architect whose studio designed the new Harbor Street streetscape.',
      'She leads the board’s downtown design and historic preservation work.',
    ],
  },
  {
    slug: 'karen-wells',
    name: 'Karen Wells',
    position: 'President & CEO',
    company: 'Bayport Chamber of Commerce',
    companyLink: null,
    email: 'karen@bayportchamber.example',
    memberType: 'Team Member',
    bio: [
      'Karen has led the Chamber since 2016. Before that she ran economic development for the City of Bayport for ten years.',
      'Her door is open: call or e-mail her about anything that would help your business grow here.',
    ],
  },
  {
    slug: 'marcus-bell',
    name: 'Marcus Bell',
    position: 'Vice President, Membership',
    company: 'Bayport Chamber of Commerce',
    companyLink: null,
    email: 'marcus@bayportchamber.example',
    memberType: 'Team Member',
    bio: [
      'Marcus welcomes every new member and makes sure they get the most from the Chamber in their first year.',
      'Ask him about ribbon cuttings, the member directory and referrals from the Visitor Center.',
    ],
  },
  {
    slug: 'sofia-ramirez',
    name: 'Sofia Ramirez',
    position: 'Events Manager',
    company: 'Bayport Chamber of Commerce',
    companyLink: null,
    email: 'sofia@bayportchamber.example',
    memberType: 'Team Member',
    bio: [
      'Sofia plans more than sixty Chamber events a year, from Business After Hours to the Annual Awards Luncheon.',
      'Want to host or sponsor an event? She would love to hear from you.',
    ],
  },
  {
    slug: 'ben-carter',
    name: 'Ben Carter',
    position: 'Communications Coordinator',
    company: 'Bayport Chamber of Commerce',
    companyLink: null,
    email: 'ben@bayportchamber.example',
    memberType: 'Team Member',
    bio: [
      'Ben writes the monthly newsletter, runs our social media and keeps this website up to date.',
      'Send him your member news and he will help spread the word.',
    ],
  },
  {
    slug: 'grace-kim',
    name: 'Grace Kim',
    position: 'Visitor Center Manager',
    company: 'Bayport Chamber of Commerce',
    companyLink: null,
    email: 'grace@bayportchamber.example',
    memberType: 'Team Member',
    bio: [
      'Grace and her team of volunteers welcome more than 40,000 visitors a year to the Visitor Center on Harbor Street.',
      'Members can leave brochures and coupons at the center: just drop them off with Grace.',
    ],
  },
];

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
