import { Button, Group } from '@mantine/core';
import { IconHome, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './NotFoundScreen.module.css';
import { usePageTitle } from './ui/usePageTitle.ts';

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
        <Button
          component={Link}
          to="/home"
          size="md"
          radius="xl"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          Go to Homepage
        </Button>
        <Button
          component={Link}
          to="/search"
          size="md"
          radius="xl"
          variant="outline"
          leftSection={<IconSearch size={18} aria-hidden />}
        >
          Search the site
        </Button>
      </Group>
    </section>
  );
}
