export { RequestsScreen } from './requests-screen';
export { UnreadBadge, unreadLabel } from './unread-badge';
