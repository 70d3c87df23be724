import { useUnreadCount } from './api/get-unread-count';

/** The label of an unread count: the number, '9+' above 9. */
export function unreadLabel(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** Red badge on the Anfragen tab. */
export function UnreadBadge({ enabled }: { enabled: boolean }) {
  const { data } = useUnreadCount(enabled);
  if (!enabled || !data) return null;
  return (
    <span
      className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white"
      data-testid="unread-badge"
      aria-label={`${data} ungelesen`}
    >
      {unreadLabel(data)}
    </span>
  );
}
