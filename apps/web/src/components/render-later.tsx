import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the rest of the screen is on it, in a second render of its own: a
 * transition, which React does in slices, then a smaller commit. A phone then paints the top of
 * a page (its heading, what a user reads first) after one commit instead of one that also builds
 * every block below it, and its main thread is never held for the whole page at once. Until then
 * `fallback` (nothing unless given) holds the place.
 */
export function RenderLater({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [now, setNow] = useState(false);
  useEffect(() => startTransition(() => setNow(true)), []);
  return now ? children : fallback;
}
