import { NOTIFICATION_LIMITS } from '@vitrina/domain/notifications/notifications.rules';

/** What the toast queue needs of a notification. */
export interface ToastCandidate {
  id: number;
  shown_at: string | null;
  created_at: string;
}

/**
 * The toasts of new notifications: one for each notification not yet shown,
 * at most `max` (5) on screen at once, the others waiting their turn, oldest first. A
 * notification enters the queue once in a page's life (`known`), whatever later lists say, and
 * counts as shown when it reaches the screen (`visible`), which is when the portal marks it shown.
 */
export interface ToastQueue<T extends ToastCandidate> {
  /** waiting for room, oldest first */
  waiting: T[];
  /** on screen, in the order they appeared */
  visible: T[];
  /** every id that entered the queue */
  known: number[];
}

export type ToastEvent<T extends ToastCandidate> =
  /** notifications were read from the server (any list: new ones, a pushed one, a poll) */
  | { type: 'arrived'; items: readonly T[] }
  /** a toast left the screen (closed or timed out) */
  | { type: 'closed'; id: number };

export const emptyToastQueue = <T extends ToastCandidate>(): ToastQueue<T> => ({ waiting: [], visible: [], known: [] });

const oldestFirst = (a: ToastCandidate, b: ToastCandidate) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id;

/** Moves waiting toasts onto the screen while there is room. */
function fill<T extends ToastCandidate>(q: ToastQueue<T>, max: number): ToastQueue<T> {
  const room = Math.max(0, max - q.visible.length);
  if (room === 0 || q.waiting.length === 0) return q;
  return { ...q, waiting: q.waiting.slice(room), visible: [...q.visible, ...q.waiting.slice(0, room)] };
}

/** The queue's transitions; the same state comes back when nothing changed. */
export function toastQueueReducer<T extends ToastCandidate>(
  q: ToastQueue<T>,
  event: ToastEvent<T>,
  max: number = NOTIFICATION_LIMITS.maxToasts,
): ToastQueue<T> {
  if (event.type === 'closed') {
    if (!q.visible.some((n) => n.id === event.id)) return q;
    return fill({ ...q, visible: q.visible.filter((n) => n.id !== event.id) }, max);
  }
  const known = new Set(q.known);
  const fresh: T[] = [];
  for (const n of event.items) {
    if (n.shown_at || known.has(n.id)) continue;
    known.add(n.id);
    fresh.push(n);
  }
  if (fresh.length === 0) return q;
  return fill({ ...q, waiting: [...q.waiting, ...fresh].sort(oldestFirst), known: [...known] }, max);
}
