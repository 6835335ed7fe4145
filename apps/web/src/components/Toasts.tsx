/**
 * Where toasts (toast.ts) appear; loaded lazily by AppProviders. A toast stays while the pointer
 * is on it, so it must never sit on a button staff press next: on a wide screen it takes the
 * empty foot of the back office's sidebar (bottom left, no wider than the sidebar), away from the
 * editors' Save and Return buttons at the bottom right; on a phone, where those buttons fill the
 * foot of the screen, it shows at the top.
 */
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { SIDEBAR_WIDTH } from '../staffLayout.ts';

/** The sidebar's width less the toasts' margin on each side. */
const WIDE_SCREEN_WIDTH = SIDEBAR_WIDTH - 2 * 16;

export default function Toasts() {
  // Read at once (this loads after the page has drawn): no toast starts in the wrong place.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  return (
    <Notifications
      position={wide ? 'bottom-left' : 'top-center'}
      containerWidth={wide ? WIDE_SCREEN_WIDTH : undefined}
    />
  );
}
