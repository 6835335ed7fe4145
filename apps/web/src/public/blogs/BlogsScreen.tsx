/** /blogs-and-reviews: a card per active blog, and a search box filtering by name. */
import { useState } from 'react';
import { Badge, TextInput } from '@mantine/core';
import { IconCalendar, IconNews, IconSearch, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSiteInfo } from '../../api/home.ts';
import { formatFullMonthDate, machineDate } from '../../components/dates.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { MoreHint } from '../ui/MoreHint.tsx';
import { CardGridSkeleton, CardMedia } from '../ui/PageBlocks.tsx';
import page from '../ui/page.module.css';
import { PageBanner } from '../ui/PageBanner.tsx';
import { isNewBlog, searchBlogs } from './blogRules.ts';
import classes from './BlogsScreen.module.css';

export function BlogsScreen() {
  const { data: info, isPending } = useSiteInfo();
  const [term, setTerm] = useState('');
  const [now] = useState(() => new Date());
  const blogs = searchBlogs(info?.pages ?? [], term);

  return (
    <>
      <PageBanner
        title="Blogs and Reviews"
        lead="News from the Chamber, stories of our members and reviews of life in town."
      />
      <div className={page.container}>
        <div className={classes.toolbar}>
          <p className={classes.count} role="status">
            {isPending ? '' : `${blogs.length} ${blogs.length === 1 ? 'article' : 'articles'}`}
          </p>
          <TextInput
            type="search"
            label="Search blogs"
            placeholder="Search by title"
            leftSection={<IconSearch size={18} aria-hidden />}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            size="md"
            radius="xl"
            className={classes.search}
          />
        </div>

        {isPending ? (
          <CardGridSkeleton height={360} />
        ) : blogs.length === 0 ? (
          <EmptyState icon={IconNews} title="No Blogs Available">
            {term.trim() ? 'No blog title matches your search. Try another word.' : null}
          </EmptyState>
        ) : (
          <ul className={page.grid}>
            {blogs.map((blog) => (
              <li key={blog.id}>
                <article className={page.card}>
                  <CardMedia path={blog.bannerImageFilePath}>
                    {isNewBlog(blog.addedOn, now) ? (
                      <Badge className={classes.newBadge} size="lg" radius="sm">
                        New
                      </Badge>
                    ) : null}
                  </CardMedia>
                  <div className={page.cardBody}>
                    <div className={page.meta}>
                      <span>
                        <IconCalendar size={16} aria-hidden />
                        <time dateTime={machineDate(blog.addedOn)}>
                          {formatFullMonthDate(blog.addedOn)}
                        </time>
                      </span>
                      {blog.addedBy ? (
                        <span>
                          <IconUser size={16} aria-hidden />
                          {blog.addedBy}
                        </span>
                      ) : null}
                    </div>
                    <h2 className={page.cardTitle}>
                      <Link to={blog.url} className={page.stretched}>
                        {blog.name}
                      </Link>
                    </h2>
                    <MoreHint>Read more</MoreHint>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
