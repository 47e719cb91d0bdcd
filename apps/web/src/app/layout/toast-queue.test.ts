import { describe, expect, it } from 'vitest';
import { emptyToastQueue, toastQueueReducer, type ToastEvent, type ToastQueue } from './toast-queue';

type N = { id: number; shown_at: string | null; created_at: string };
const n = (id: number, min: number, shown = false): N => ({
  id,
  created_at: `2026-11-22T10:${String(min).padStart(2, '0')}:00Z`,
  shown_at: shown ? '2026-11-22T11:00:00Z' : null,
});
const run = (events: ToastEvent<N>[], from: ToastQueue<N> = emptyToastQueue<N>()) => events.reduce((q, e) => toastQueueReducer(q, e), from);
const ids = (items: N[]) => items.map((x) => x.id);
// newest first, as the API lists them; 3 was already shown
const latest = [n(7, 7), n(6, 6), n(5, 5), n(4, 4), n(3, 3, true), n(2, 2), n(1, 1)];

describe('toastQueueReducer', () => {
  it.each([
    ['nothing arrived', [], [], []],
    ['7 arrive, 1 already shown: the 5 oldest unshown on screen, 1 waits', [{ type: 'arrived', items: latest }], [1, 2, 4, 5, 6], [7]],
    [
      'the same list again changes nothing',
      [
        { type: 'arrived', items: latest },
        { type: 'arrived', items: latest },
      ],
      [1, 2, 4, 5, 6],
      [7],
    ],
    [
      'one closes: the waiting one takes its place',
      [
        { type: 'arrived', items: latest },
        { type: 'closed', id: 2 },
      ],
      [1, 4, 5, 6, 7],
      [],
    ],
    [
      'closing an unknown id changes nothing',
      [
        { type: 'arrived', items: latest },
        { type: 'closed', id: 99 },
      ],
      [1, 2, 4, 5, 6],
      [7],
    ],
    [
      'a later list of older ones still queues them, oldest first',
      [
        { type: 'arrived', items: [n(9, 9), n(8, 8)] },
        { type: 'arrived', items: latest },
      ],
      [8, 9, 1, 2, 4],
      [5, 6, 7],
    ],
    [
      'all closed: empty screen, nothing waiting',
      [
        { type: 'arrived', items: [n(1, 1), n(2, 2)] },
        { type: 'closed', id: 1 },
        { type: 'closed', id: 2 },
      ],
      [],
      [],
    ],
    [
      'a closed one that arrives again (still unshown on the server) is not shown twice',
      [
        { type: 'arrived', items: [n(1, 1)] },
        { type: 'closed', id: 1 },
        { type: 'arrived', items: [n(1, 1)] },
      ],
      [],
      [],
    ],
  ] as [string, ToastEvent<N>[], number[], number[]][])('%s', (_name, events, visible, waiting) => {
    const q = run(events);
    expect(ids(q.visible)).toEqual(visible);
    expect(ids(q.waiting)).toEqual(waiting);
  });

  it('a batch of 12 shows 5, then the rest as the toasts close, each once', () => {
    const batch = Array.from({ length: 12 }, (_, i) => n(i + 1, 30));
    let q = run([{ type: 'arrived', items: batch }]);
    const seen = [...ids(q.visible)];
    expect(seen).toHaveLength(5);
    while (q.visible.length) {
      const before = new Set(ids(q.visible));
      q = toastQueueReducer(q, { type: 'closed', id: q.visible[0]!.id });
      seen.push(...ids(q.visible).filter((id) => !before.has(id)));
      expect(q.visible.length).toBeLessThanOrEqual(5);
    }
    expect(seen).toEqual(batch.map((x) => x.id));
  });

  it('keeps the same state object when nothing changes (no re-render)', () => {
    const q = run([{ type: 'arrived', items: latest }]);
    expect(toastQueueReducer(q, { type: 'arrived', items: latest })).toBe(q);
    expect(toastQueueReducer(q, { type: 'closed', id: 42 })).toBe(q);
  });

  it('honours another maximum', () => {
    const q = toastQueueReducer(emptyToastQueue<N>(), { type: 'arrived', items: latest }, 2);
    expect(ids(q.visible)).toEqual([1, 2]);
  });
});
