import { Group } from '@mantine/core';
import { IconHome, IconSearch } from '@tabler/icons-react';
import classes from './NotFoundScreen.module.css';
import { LinkButton } from './ui/LinkButton.tsx';
import { usePageTitle } from './ui/usePageTitle.ts';

/** The ways on from a missing page: home first (filled), then the search. */
const WAYS_ON = [
  { to: '/home', label: 'Go to Homepage', icon: IconHome, variant: 'filled' },
  { to: '/search', label: 'Search the site', icon: IconSearch, variant: 'outline' },
] as const;

/** Any public url that is no route, page or blog, or a page switched off. */
export function NotFoundScreen() {
  usePageTitle('Page not found');
  return (
    <section className={classes.wrap}>
      <p className={classes.code} aria-hidden>
        404
      </p>
      <h1 className={classes.title}>Page not found</h1>
      <p className={classes.text}>
        The page you are looking for does not exist or has moved. Try the home page, or search the
        site for what you need.
      </p>
      <Group justify="center" gap="sm">
        {WAYS_ON.map((way) => (
          <LinkButton
            key={way.to}
            to={way.to}
            icon={way.icon}
            variant={way.variant}
            size="md"
            radius="xl"
          >
            {way.label}
          </LinkButton>
        ))}
      </Group>
    </section>
  );
}
