import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { getCaptcha } from '../api/get-captcha';
import { tokenForChallenge } from '../captcha/solve-captcha';
import { renderRecaptchaV2 } from '../captcha/recaptcha';
import { AUTH_TEXT } from '../messages';

type Phase = 'idle' | 'verifying' | 'verified' | 'failed' | 'recaptcha';

interface Props {
  /** the token once verified; null when it is not (yet, or any more) */
  onToken: (token: string | null) => void;
}

/**
 * The visible captcha (version 2), shown after the server refused the invisible one. Clicking
 * 'No soy un robot' fetches a version 2 challenge and solves it; with Google's provider the
 * Google widget takes the box's place. Remount it (change its key) to ask for a new token.
 * A lazy chunk with its solver (login-form.tsx): the login page loads it when it is shown.
 */
export default function VisibleCaptcha({ onToken }: Props) {
  const [phase, setPhase] = useState<Phase>('idle');
  const googleBox = useRef<HTMLDivElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function verify() {
    if (phase === 'verifying' || phase === 'verified') return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase('verifying');
    onToken(null);
    try {
      const challenge = await getCaptcha(2, controller.signal);
      if (challenge.provider === 'recaptcha' && challenge.siteKey) {
        setPhase('recaptcha');
        // the Google widget needs its element mounted: wait one frame
        await new Promise((r) => requestAnimationFrame(r));
        if (googleBox.current) await renderRecaptchaV2(googleBox.current, challenge.siteKey, onToken);
        return;
      }
      const token = await tokenForChallenge(challenge, controller.signal);
      if (controller.signal.aborted) return;
      setPhase('verified');
      onToken(token);
    } catch {
      if (controller.signal.aborted) return;
      setPhase('failed');
      onToken(null);
    }
  }

  return (
    <Box
      role="group"
      aria-label={AUTH_TEXT.captchaRegion}
      sx={{
        border: 1,
        borderColor: phase === 'failed' ? 'error.main' : 'grey.400',
        borderRadius: 1,
        px: 1.5,
        py: 1,
        bgcolor: 'grey.50',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        minHeight: 64,
      }}
    >
      {phase === 'recaptcha' ? (
        <div ref={googleBox} />
      ) : (
        <>
          <FormControlLabel
            control={
              <Checkbox
                checked={phase === 'verifying' || phase === 'verified'}
                disabled={phase === 'verifying' || phase === 'verified'}
                onChange={() => void verify()}
              />
            }
            label={AUTH_TEXT.captchaLabel}
          />
          <Box aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {phase === 'verifying' && (
              <>
                <CircularProgress size={20} aria-hidden />
                <Typography variant="body2">{AUTH_TEXT.captchaVerifying}</Typography>
              </>
            )}
            {phase === 'verified' && (
              <>
                <CheckCircleIcon color="success" aria-hidden />
                <Typography variant="body2" color="success.main">
                  {AUTH_TEXT.captchaVerified}
                </Typography>
              </>
            )}
            {phase === 'failed' && (
              <Typography variant="body2" color="error">
                {AUTH_TEXT.captchaFailed}
              </Typography>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
