/** Where toasts (toast.ts) appear; loaded lazily by AppProviders. */
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

export default function Toasts() {
  return <Notifications position="bottom-right" />;
}
