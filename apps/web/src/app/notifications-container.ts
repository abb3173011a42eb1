// The toast container with its styles: a chunk of its own, fetched with the first toast (providers.tsx).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications } from '@mantine/notifications';
