import '../staffStyles.ts';
import {
  AppShell,
  Burger,
  Button,
  Drawer,
  Group,
  NavLink,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconExternalLink,
  IconHistory,
  IconLogout,
  IconTrash,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { signOut } from '../api/client.ts';
import { useSession } from '../auth/session.ts';
import { Logo } from '../components/Logo.tsx';
import { screenTitle } from '../routeHandle.ts';
import { SIDEBAR_WIDTH } from '../staffLayout.ts';
import { websiteManagementEntries } from './websiteManagement.ts';

const USERS_PATH = '/admin/management/users';
const ACTIVITY_PATH = '/admin/management/activity';
const TRASH_PATH = '/cms/management/trash';

/** The navigation toggles' look and name. */
const TOGGLE = { size: 'sm', color: 'white', 'aria-label': 'Toggle menu' } as const;

/**
 * The back-office shell: top bar, screen title with Go to Homepage, a drawer with Users, Activity
 * and Website Management (administrators only) and Logout.
 */
export function AdminLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = screenTitle(useMatches());
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const [desktopNavOpened, desktopNav] = useDisclosure(true);
  const [sheetOpened, sheet] = useDisclosure(false);
  const isAdmin = session?.isAdmin ?? false;

  /** A drawer entry that opens a screen, highlighted while it is open. */
  const screenLink = (to: string, label: string, Icon: typeof IconUsers) => (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={<Icon size={20} aria-hidden />}
      active={pathname === to}
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

      <AppShell.Navbar p="sm" aria-label="Main menu">
        <Stack gap={4}>
          {isAdmin ? (
            <>
              {screenLink(USERS_PATH, 'Users', IconUsers)}
              {screenLink(ACTIVITY_PATH, 'Activity', IconHistory)}
              <NavLink
                component="button"
                label="Website Management"
                leftSection={<IconWorld size={20} aria-hidden />}
                active={pathname.startsWith('/cms/') && pathname !== TRASH_PATH}
                onClick={() => {
                  mobileNav.close();
                  sheet.open();
                }}
              />
            </>
          ) : null}
          {/* Every signed-in user restores what they deleted. */}
          {screenLink(TRASH_PATH, 'Trash', IconTrash)}
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
        <Outlet />
      </AppShell.Main>

      <Drawer
        opened={sheetOpened}
        onClose={sheet.close}
        position="right"
        title="Website Management"
        size="sm"
      >
        <Stack gap={4} component="nav" aria-label="Website Management">
          {websiteManagementEntries.map(({ label, to, icon: Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={to}
              label={label}
              leftSection={<Icon size={20} aria-hidden />}
              active={pathname === to}
              onClick={sheet.close}
            />
          ))}
        </Stack>
      </Drawer>
    </AppShell>
  );
}
