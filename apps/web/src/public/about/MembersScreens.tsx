/** /board-of-directors and /team-members: fixed listings grouped by member type. */
import {
  BOARD_PAGE,
  GROUP_TITLES,
  membersOfType,
  TEAM_PAGE,
  type MemberType,
} from '../content/members.ts';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { MemberCard } from './MemberCard.tsx';

type MembersPage = { title: string; lead: string; groups: MemberType[] };

function MembersListing({ config }: { config: MembersPage }) {
  return (
    <>
      <PageBanner
        title={config.title}
        lead={config.lead}
        trail={[{ label: 'About the Chamber', to: '/about-the-chamber' }]}
      />
      {config.groups.map((type, index) => (
        <section
          key={type}
          className={index % 2 === 1 ? page.surface : undefined}
          aria-labelledby={`group-${index}`}
        >
          <div className={page.container}>
            <h2 id={`group-${index}`} className={page.sectionTitle}>
              {GROUP_TITLES[type]}
            </h2>
            <ul className={page.grid} style={{ marginTop: 32 }}>
              {membersOfType(type).map((member) => (
                <li key={member.slug}>
                  <MemberCard member={member} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}

export function BoardOfDirectorsScreen() {
  return <MembersListing config={BOARD_PAGE} />;
}

export function TeamMembersScreen() {
  return <MembersListing config={TEAM_PAGE} />;
}
