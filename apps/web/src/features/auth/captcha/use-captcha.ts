import { useCallback, useRef, useState } from 'react';
import type { CaptchaProof, CaptchaVersion } from '@vitrina/domain/auth/captcha';

let solver: Promise<typeof import('./solve-captcha')> | null = null;

/** The solver (altcha-lib, or Google's script) loads with the first challenge, not with the page (asked again after a failed load). */
function invisibleCaptchaToken(): Promise<string> {
  solver ??= import('./solve-captcha').catch((e: unknown) => {
    solver = null;
    throw e;
  });
  return solver.then((m) => m.invisibleCaptchaToken());
}

/** A solved challenge lives 5 minutes on the server: one solved ahead is used within 4. */
const PREPARED_MAX_AGE_MS = 4 * 60_000;

/** An invisible token being solved ahead: `solved` once done (null: it failed). */
interface Prepared {
  at: number;
  token: Promise<string | null>;
  solved?: string | null;
}

const fresh = (p: Prepared | null): p is Prepared => !!p && Date.now() - p.at < PREPARED_MAX_AGE_MS;

/**
 * The captcha of the auth forms: the invisible version 3 until the server refuses it,
 * then the visible version 2 widget, whose token must be solved before the form can be sent.
 * A token is single-use, so any failed attempt on version 2 asks the widget for a new one.
 */
export function useCaptcha() {
  const [version, setVersion] = useState<CaptchaVersion>(3);
  const [v2Token, setV2Token] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);
  // an invisible token solved ahead (prepare), used by the next request if still fresh
  const prepared = useRef<Prepared | null>(null);
  const [aheadReady, setAheadReady] = useState(false);

  /**
   * Starts solving the invisible captcha before the form is sent (called when the user starts
   * typing): the proof of work then runs while they type instead of after 'Ingresar'. Once, or
   * again when the one solved ahead is too old to be used.
   */
  const prepare = useCallback(() => {
    if (version !== 3 || fresh(prepared.current)) return;
    const entry: Prepared = { at: Date.now(), token: invisibleCaptchaToken().catch(() => null) };
    prepared.current = entry;
    setAheadReady(false);
    void entry.token.then((t) => {
      entry.solved = t;
      if (t !== null && prepared.current === entry) setAheadReady(true);
    });
  }, [version]);

  /**
   * The captcha fields for the request when they are at hand now (the widget's token, or an
   * invisible one solved ahead and still fresh: taken, single-use), so that the form sends at
   * once; null when a token must still be solved (`proof`).
   */
  const proofNow = useCallback((): CaptchaProof | null => {
    if (version === 2) return { recaptcha_version: 2, recaptcha_token: v2Token ?? '' };
    const ahead = prepared.current;
    if (!fresh(ahead) || typeof ahead.solved !== 'string') return null;
    prepared.current = null;
    setAheadReady(false);
    return { recaptcha_version: 3, recaptcha_token: ahead.solved };
  }, [version, v2Token]);

  /** The captcha fields for the request: the widget's token, or an invisible one (single-use). */
  const proof = useCallback(async (): Promise<CaptchaProof> => {
    if (version === 2) return { recaptcha_version: 2, recaptcha_token: v2Token ?? '' };
    const ahead = prepared.current;
    prepared.current = null;
    setAheadReady(false);
    // a token solved ahead may be empty (no captcha configured); null is a failed one
    const token = fresh(ahead) ? await ahead.token : null;
    return { recaptcha_version: 3, recaptcha_token: token ?? (await invisibleCaptchaToken().catch(() => '')) };
  }, [version, v2Token]);

  /** A request failed: the used widget token is dropped and the widget starts again. */
  const failed = useCallback(() => {
    if (version !== 2) return;
    setV2Token(null);
    setWidgetKey((k) => k + 1);
  }, [version]);

  /** The server asks for the visible captcha. */
  const escalate = useCallback(() => {
    setVersion(2);
    setV2Token(null);
  }, []);

  return {
    version,
    /** the visible widget is shown (render `<VisibleCaptcha key={widgetKey} onToken={onToken} />`) */
    visible: version === 2,
    widgetKey,
    onToken: setV2Token,
    /** false while the visible widget has no token: the form cannot be sent yet */
    ready: version === 3 || !!v2Token,
    /** an invisible token solved ahead waits for the next request (the form sends without waiting) */
    aheadReady: version === 3 && aheadReady,
    prepare,
    proofNow,
    proof,
    failed,
    escalate,
  };
}
