/**
 * A blog author as readers meet them (decision 131): their photo, name and the few lines about
 * them from their staff profile. Under a post ("About the author", with a link to their other
 * posts) and at the top of their list of posts.
 */
import { Link } from 'react-router';
import type { BlogAuthor } from '@chamber/contracts';
import { StoredImage } from '../ui/StoredImage.tsx';
import { authorLink } from './BlogCards.tsx';
import classes from './AuthorProfile.module.css';

export function AuthorProfile({
  author,
  heading,
  withLink = false,
}: {
  author: BlogAuthor;
  /** The profile's heading ("About the author"); none: the page's heading names them already. */
  heading?: string;
  /** Adds a link to the list of their posts. */
  withLink?: boolean;
}) {
  if (!heading && !author.photo && !author.bio) return null;
  const headingId = `author-${author.id}`;
  return (
    <section className={classes.profile} aria-labelledby={heading ? headingId : undefined}>
      {/* Their name is beside it: the photo adds nothing a screen reader should repeat. */}
      <StoredImage className={classes.photo} path={author.photo} picture="authorPhoto" />
      <div>
        {heading ? (
          <>
            <h2 id={headingId} className={classes.heading}>
              {heading}
            </h2>
            <p className={classes.name}>{author.name}</p>
          </>
        ) : null}
        {author.bio ? <p className={classes.bio}>{author.bio}</p> : null}
        {withLink ? (
          <Link to={authorLink(author.id)} className={classes.more}>
            More posts by {author.name}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
