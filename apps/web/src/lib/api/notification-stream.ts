import { getToken } from '../session';

/**
 * GET /fo/notifications/stream: server-sent events read through fetch, so the bearer token
 * travels in the header (EventSource cannot send one). Calls onEvent for every new
 * notification; reconnects after a drop; returns the function that stops it.
 */
export function openNotificationStream(onEvent: () => void): () => void {
  const abort = new AbortController();
  let stopped = false;
  const run = async () => {
    while (!stopped) {
      try {
        const token = getToken();
        if (!token) return;
        const res = await fetch('/api/fo/notifications/stream', {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          signal: abort.signal,
        });
        if (!res.ok || !res.body) return; // the 60 s poll stays as the fallback
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.split('\n').includes('event: notification')) onEvent();
          }
        }
      } catch {
        if (stopped) return;
      }
      await new Promise((r) => setTimeout(r, 5_000));
    }
  };
  void run();
  return () => {
    stopped = true;
    abort.abort();
  };
}
