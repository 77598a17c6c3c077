// Its own module, for DeferredNotifications to import lazily: importing
// '@mantine/notifications' itself lazily would put the whole package into every chunk that
// calls `notifications.*`.
export { Notifications as default } from '@mantine/notifications';
