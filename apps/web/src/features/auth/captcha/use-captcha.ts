import { useCallback, useState } from 'react';
import type { CaptchaProof, CaptchaVersion } from '@vitrina/domain/auth/captcha';
import { invisibleCaptchaToken } from './solve-captcha';

/**
 * The captcha of the auth forms (spec 1 §4): the invisible version 3 until the server refuses it,
 * then the visible version 2 widget, whose token must be solved before the form can be sent.
 * A token is single-use, so any failed attempt on version 2 asks the widget for a new one.
 */
export function useCaptcha() {
  const [version, setVersion] = useState<CaptchaVersion>(3);
  const [v2Token, setV2Token] = useState<string | null>(null);
  const [widgetKey, setWidgetKey] = useState(0);

  /** The captcha fields for the request: the widget's token, or a fresh invisible one. */
  const proof = useCallback(
    async (): Promise<CaptchaProof> => ({
      recaptcha_version: version,
      recaptcha_token: version === 2 ? (v2Token ?? '') : await invisibleCaptchaToken().catch(() => ''),
    }),
    [version, v2Token],
  );

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
    proof,
    failed,
    escalate,
  };
}
