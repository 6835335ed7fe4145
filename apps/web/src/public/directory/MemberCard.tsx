import { Link } from 'react-router';
import { memberPath, type MemberCard as Card } from '@chamber/contracts';
import { initialsOf } from '../ui/initials.ts';
import { MoreHint } from '../ui/MoreHint.tsx';
import page from '../ui/page.module.css';
import { StoredImage } from '../ui/StoredImage.tsx';
import classes from './Directory.module.css';

/** A member on /directory: logo, name, categories and short description; all of it a link. */
export function MemberCard({ member }: { member: Card }) {
  return (
    <article className={page.card}>
      <div className={classes.logoBand}>
        {member.imageUrl ? (
          <StoredImage className={classes.logo} path={member.imageUrl} picture="card" />
        ) : (
          <span className={classes.initials} aria-hidden>
            {initialsOf(member.name, 'business')}
          </span>
        )}
      </div>
      <div className={page.cardBody}>
        {member.isFeatured ? <span className={classes.featured}>Featured</span> : null}
        <h2 className={page.cardTitle}>
          <Link to={memberPath(member.slug)} className={page.stretched}>
            {member.name}
          </Link>
        </h2>
        {member.categories.length > 0 ? (
          <p className={classes.categories}>
            {member.categories.map((category) => category.name).join(' · ')}
          </p>
        ) : null}
        {member.shortDescription ? (
          <p className={classes.summary}>{member.shortDescription}</p>
        ) : null}
        <MoreHint>View member</MoreHint>
      </div>
    </article>
  );
}
