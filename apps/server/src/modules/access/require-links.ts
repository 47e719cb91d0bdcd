import { AppError } from '@vitrina/domain/common/errors';

/** What a signed link's check found (lib/signed-links.ts). */
type LinkCheck = 'valid' | 'invalid' | 'expired';

interface Refusal {
  code: string;
  message: string;
}

/**
 * A signed link (a file download, a campaign's logo, an announcement's attachment) is its holder's
 * access: 403 unless the link is valid; an expired one answers 410 when the caller names that case.
 */
export function requireValidLink(check: LinkCheck, refusal: Refusal, expired?: Refusal) {
  if (check === 'valid') return;
  if (check === 'expired' && expired) throw new AppError(expired.code, 410, expired.message);
  throw new AppError(refusal.code, 403, refusal.message);
}
