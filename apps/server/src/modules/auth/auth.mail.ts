import type { MailMessage } from '../../lib/mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The set-password e-mail (Spanish). */
export function resetPasswordMail(p: { to: string; nombres: string; link: string; minutes: number }): MailMessage {
  const text = [
    `Hola ${p.nombres},`,
    '',
    'Recibimos una solicitud para configurar una nueva contraseña en Vitrina.',
    `Abre este enlace para crearla (vence en ${p.minutes} minutos):`,
    p.link,
    '',
    'Si no la pediste, ignora este correo: tu contraseña no cambiará.',
  ].join('\n');
  const html = `<p>Hola ${escape(p.nombres)},</p>
<p>Recibimos una solicitud para configurar una nueva contraseña en Vitrina.</p>
<p><a href="${escape(p.link)}">Configurar mi contraseña</a> (vence en ${p.minutes} minutos)</p>
<p>Si no la pediste, ignora este correo: tu contraseña no cambiará.</p>`;
  return { to: p.to, subject: 'Vitrina: configura tu contraseña', text, html };
}
