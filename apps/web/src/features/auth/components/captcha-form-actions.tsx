import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { MSG } from '@vitrina/domain/common/messages';
import type { useCaptcha } from '../captcha/use-captcha';
import { AUTH_TEXT } from '../messages';
import VisibleCaptcha from './visible-captcha';

interface Props {
  captcha: ReturnType<typeof useCaptcha>;
  canSubmit: boolean;
  sending: boolean;
  submitLabel: string;
}

/** The end of a captcha-checked auth form: the visible captcha when asked for, the submit button and 'Volver' to login. */
export function CaptchaFormActions({ captcha, canSubmit, sending, submitLabel }: Props) {
  const navigate = useNavigate();
  return (
    <>
      {captcha.visible && <VisibleCaptcha key={captcha.widgetKey} onToken={captcha.onToken} />}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={!canSubmit}>
        {sending ? MSG.sending : submitLabel}
      </Button>
      <Button variant="text" fullWidth onClick={() => navigate('/')}>
        {AUTH_TEXT.back}
      </Button>
    </>
  );
}
