/** Google reCAPTCHA, loaded only when the server's captcha provider is 'recaptcha'. */
interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(
    el: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void; hl?: string },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scripts = new Map<string, Promise<Grecaptcha>>();

function loadScript(src: string): Promise<Grecaptcha> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.defer = true;
      el.onload = () => {
        const g = window.grecaptcha;
        if (!g) reject(new Error('reCAPTCHA no disponible'));
        else g.ready(() => resolve(g));
      };
      el.onerror = () => {
        scripts.delete(src);
        reject(new Error('reCAPTCHA no disponible'));
      };
      document.head.appendChild(el);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** Version 3: invisible, action 'login'. */
export async function executeRecaptchaV3(siteKey: string, action = 'login'): Promise<string> {
  const g = await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=es`);
  return g.execute(siteKey, { action });
}

/** Version 2: Google's checkbox widget rendered into `el`. */
export async function renderRecaptchaV2(el: HTMLElement, siteKey: string, onToken: (token: string | null) => void): Promise<number> {
  const g = await loadScript('https://www.google.com/recaptcha/api.js?render=explicit&hl=es');
  return g.render(el, {
    sitekey: siteKey,
    hl: 'es',
    callback: (token) => onToken(token),
    'expired-callback': () => onToken(null),
  });
}
