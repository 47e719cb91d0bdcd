import type { MailMessage } from '../../lib/mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The welcome e-mail of a new contact, with its set-password link (Spanish). */
export function welcomeMail(p: { to: string; nombres: string; empresa: string; rol: string; link: string; hours: number }): MailMessage {
  const text = [
    `Hola ${p.nombres},`,
    '',
    `Te damos la bienvenida a Vitrina, el portal de locatarios. ${p.empresa} te registró como ${p.rol}.`,
    `Abre este enlace para configurar tu contraseña (vence en ${p.hours} horas):`,
    p.link,
    '',
    'Si no esperabas este correo, ignóralo.',
  ].join('\n');
  const html = `<p>Hola ${escape(p.nombres)},</p>
<p>Te damos la bienvenida a Vitrina, el portal de locatarios. ${escape(p.empresa)} te registró como ${escape(p.rol)}.</p>
<p><a href="${escape(p.link)}">Configurar mi contraseña</a> (vence en ${p.hours} horas)</p>
<p>Si no esperabas este correo, ignóralo.</p>`;
  return { to: p.to, subject: 'Bienvenido a Vitrina: configura tu contraseña', text, html };
}
