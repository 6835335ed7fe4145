/** /bio-{slug}: one board or team member's biography. */
import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Member } from '../content/members.ts';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { usePageTitle } from '../ui/usePageTitle.ts';
import classes from './BioScreen.module.css';
import { MemberAvatar } from './MemberCard.tsx';

export function BioScreen({ member }: { member: Member }) {
  usePageTitle(member.name);
  const listing =
    member.memberType === 'Team Member'
      ? { label: 'Our Team', to: '/team-members' }
      : { label: 'Board of Directors', to: '/board-of-directors' };
  return (
    <>
      <PageBanner
        title={member.name}
        lead={`${member.position}, ${member.company}`}
        trail={[listing]}
      />
      <div className={`${page.container} ${classes.layout}`}>
        <aside className={classes.side}>
          <MemberAvatar member={member} size={120} radius={999} className={classes.avatar} />
          <p className={classes.type}>{member.memberType}</p>
          <Button
            component="a"
            href={`mailto:${member.email}`}
            variant="light"
            radius="xl"
            leftSection={<IconMail size={18} aria-hidden />}
          >
            Email {member.name.split(' ')[0]}
          </Button>
          {member.companyLink ? (
            <Button
              component="a"
              href={member.companyLink}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              radius="xl"
              rightSection={<IconExternalLink size={16} aria-hidden />}
              aria-label={`${member.company} website (opens in a new tab)`}
            >
              {member.company}
            </Button>
          ) : null}
        </aside>
        <div className={page.prose}>
          {member.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Group mt="xl">
            <Button
              component={Link}
              to={listing.to}
              variant="outline"
              radius="xl"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
            >
              Back to {listing.label}
            </Button>
          </Group>
        </div>
      </div>
    </>
  );
}
