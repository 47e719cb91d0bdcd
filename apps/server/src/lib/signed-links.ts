import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '@vitrina/domain/common/clock';

/**
 * Signed, expiring download links: an HMAC-SHA256 of bucket, path and expiry (seconds since the
 * epoch) with the files signing secret (FILES_SIGNING_SECRET), valid FILES_LINK_MINUTES. The
 * signature is the one the file service (modules/files) puts on its links, so one secret and one
 * format serve every download of the portal.
 */
export function createLinkSigner(d: { secret: string; minutes: number; clock: Clock }) {
  const ttl = d.minutes * 60;
  const signature = (bucket: string, path: string, expires: number) =>
    createHmac('sha256', d.secret).update(`${bucket}\n${path}\n${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(d.clock.now().getTime() / 1000);

  return {
    minutes: d.minutes,
    /**
     * A link valid `minutes` from now. `stable`: the expiry rounded up to a whole number of
     * periods (valid between one and two periods), so the same resource keeps the same URL, and
     * the browser's cached copy, for a whole period: for pictures shown in <img>.
     */
    sign(bucket: string, path: string, opts: { stable?: boolean } = {}) {
      const now = nowSeconds();
      const expires = opts.stable ? (Math.floor(now / ttl) + 2) * ttl : now + ttl;
      return { expires, signature: signature(bucket, path, expires) };
    },
    /** 'valid', 'invalid' (wrong or missing signature) or 'expired'. */
    verify(bucket: string, path: string, expires: number | undefined, given: string | undefined): 'valid' | 'invalid' | 'expired' {
      if (expires === undefined || !given) return 'invalid';
      const want = Buffer.from(signature(bucket, path, expires));
      const got = Buffer.from(given);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return 'invalid';
      return expires < nowSeconds() ? 'expired' : 'valid';
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;
