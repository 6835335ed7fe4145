import { Avatar, type AvatarProps } from '@mantine/core';
import { IconBuilding, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { bioPath, initialsOf, type Member } from '../content/members.ts';
import page from '../ui/page.module.css';
import { NewTabHint } from '../ui/SmartLink.tsx';
import classes from './MemberCard.module.css';

/** A board or team member: name (to the bio), position, company (its site), e-mail. */
/** A member's initials in a round badge (no photos are kept); decoration beside the name. */
export function MemberAvatar({
  member,
  className,
  ...props
}: Pick<AvatarProps, 'size' | 'radius'> & { member: Member; className: string }) {
  return (
    <Avatar {...props} className={`${classes.initials} ${className}`} aria-hidden>
      {initialsOf(member.name)}
    </Avatar>
  );
}

export function MemberCard({ member }: { member: Member }) {
  return (
    <article className={`${page.card} ${classes.card}`}>
      <div className={classes.head}>
        <MemberAvatar member={member} size={64} radius="xl" className={classes.avatar} />
        <div>
          <h3 className={page.cardTitle}>
            <Link to={bioPath(member)} className={page.stretched}>
              {member.name}
            </Link>
          </h3>
          <p className={classes.position}>{member.position}</p>
        </div>
      </div>
      <ul className={classes.details}>
        <li>
          <IconBuilding size={18} aria-hidden />
          {member.companyLink ? (
            <a
              href={member.companyLink}
              target="_blank"
              rel="noopener noreferrer"
              className={`${page.textLink} ${page.raised}`}
            >
              {member.company}
              <NewTabHint />
            </a>
          ) : (
            <span>{member.company}</span>
          )}
        </li>
        <li>
          <IconMail size={18} aria-hidden />
          <a href={`mailto:${member.email}`} className={`${page.textLink} ${page.raised}`}>
            {member.email}
          </a>
        </li>
      </ul>
    </article>
  );
}
