import { apiFetch, isApiError } from '../api-client';
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
        if (!getToken()) return;
        // the stream stays open (no timeout); a refusal leaves the session to the poll's calls
        const res = await apiFetch('/fo/notifications/stream', {
          accept: 'text/event-stream',
          timeoutMs: null,
          sessionErrors: false,
          signal: abort.signal,
        });
        if (!res.body) return; // the 60 s poll stays as the fallback
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
      } catch (e) {
        if (stopped) return;
        if (isApiError(e) && e.status > 0) return; // refused: the 60 s poll stays as the fallback
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
