import '../staffStyles.ts';
import { can, ROLE_DESCRIPTIONS } from '@chamber/contracts';
import {
  Alert,
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLock, IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { signOut } from '../api/client.ts';
import { useUnreadMessages } from '../api/dashboard.ts';
import { useSession, type Session } from '../auth/session.ts';
import { Logo } from '../components/Logo.tsx';
import { screenPermission, screenTitle } from '../routeHandle.ts';
import { SIDEBAR_WIDTH } from '../staffLayout.ts';
import { dashboardEntry, navigationGroups, type NavigationEntry } from './navigation.ts';

/** The navigation toggles' look and name. */
const TOGGLE = { size: 'sm', color: 'white', 'aria-label': 'Toggle menu' } as const;

/** Whether the role sees `entry` in the navigation. */
const shows = (session: Session | null, { permission, unless }: NavigationEntry) =>
  session !== null &&
  can(session.role, permission) &&
  (unless === undefined || !can(session.role, unless));

/**
 * The back-office shell: top bar, screen title with Go to Homepage, and the navigation: the
 * Dashboard, then the screens the signed-in user's role may use, grouped (Content, Site, People),
 * then Logout. A screen the role may not use, opened by its address, says so instead of showing
 * itself.
 */
export function AdminLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const title = screenTitle(matches);
  const needed = screenPermission(matches);
  const allowed = needed === undefined || (session !== null && can(session.role, needed));
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const [desktopNavOpened, desktopNav] = useDisclosure(true);
  const unread = useUnreadMessages(session !== null && can(session.role, 'messages'));
  const link = (entry: NavigationEntry) => (
    <NavigationLink
      key={entry.label}
      entry={entry}
      pathname={pathname}
      unread={entry.unreadBadge ? unread : 0}
      onClick={mobileNav.close}
    />
  );

  const logout = () => {
    // Signed out here at once; the server ends the session (its tokens) meanwhile.
    void signOut();
    navigate('/login');
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileNavOpened, desktop: !desktopNavOpened },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header bg="navy.8" c="white" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {/* One toggle per layout: the phone's drawer-like menu, the desktop's sidebar. */}
            <Burger
              {...TOGGLE}
              opened={mobileNavOpened}
              onClick={mobileNav.toggle}
              hiddenFrom="sm"
            />
            <Burger
              {...TOGGLE}
              opened={desktopNavOpened}
              onClick={desktopNav.toggle}
              visibleFrom="sm"
            />
            <Logo height={40} />
          </Group>
          {session ? (
            <Text size="sm" visibleFrom="xs" lineClamp={1}>
              {session.user.firstName} {session.user.lastName}
            </Text>
          ) : null}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Main menu" style={{ overflowY: 'auto' }}>
        <Stack gap="md">
          {shows(session, dashboardEntry) ? link(dashboardEntry) : null}
          {navigationGroups.map(({ label, entries }) => {
            const visible = entries.filter((entry) => shows(session, entry));
            if (visible.length === 0) return null;
            const headingId = `navigation-${label.toLowerCase()}`;
            return (
              <Stack key={label} gap={2} role="group" aria-labelledby={headingId}>
                <Text id={headingId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
                  {label}
                </Text>
                {visible.map(link)}
              </Stack>
            );
          })}
          <NavLink
            component="button"
            label="Logout"
            leftSection={<IconLogout size={20} aria-hidden />}
            onClick={logout}
          />
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main bg="gray.0">
        <Group justify="space-between" align="center" mb="lg" gap="sm">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Button
            component="a"
            href="/home"
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            Go to Homepage
          </Button>
        </Group>
        {allowed || !session ? <Outlet /> : <NoAccess session={session} />}
      </AppShell.Main>
    </AppShell>
  );
}

/** One entry of the navigation; with unread messages, their number beside it. */
function NavigationLink({
  entry: { label, to, icon: Icon },
  pathname,
  unread,
  onClick,
}: {
  entry: NavigationEntry;
  pathname: string;
  unread: number;
  onClick: () => void;
}) {
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      // The number alone would be read as part of the name ("Messages3"): say what it counts.
      aria-label={unread > 0 ? `${label}, ${unread} unread` : undefined}
      leftSection={<Icon size={20} aria-hidden />}
      rightSection={
        unread > 0 ? (
          <Badge size="sm" circle={unread < 10} color="red" aria-hidden>
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null
      }
      active={pathname === to || pathname.startsWith(`${to}/`)}
      onClick={onClick}
    />
  );
}

/** What a screen the role may not use shows in its place: why, and where to go instead. */
function NoAccess({ session }: { session: Session }) {
  const home = navigationGroups
    .flatMap((group) => group.entries)
    .find((entry) => shows(session, entry));
  const role = ROLE_DESCRIPTIONS[session.role].label;
  return (
    <Alert
      color="yellow"
      icon={<IconLock aria-hidden />}
      title="You do not have access to this page"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Your role ({role}) does not include this page. If you need it, please ask an
          administrator.
        </Text>
        {home ? (
          <Button component={Link} to={home.to} variant="light">
            Go to {home.label}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
