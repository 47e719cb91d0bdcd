import type { MailMessage } from './mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The welcome e-mail of a new user (Spanish): a set-password link valid for `hours`. */
export function welcomeMail(p: { to: string; nombres: string; clientName: string; link: string; hours: number }): MailMessage {
  const text = [
    `Hola ${p.nombres},`,
    '',
    `Te damos la bienvenida a Vitrina, el portal de locatarios, como usuario de ${p.clientName}.`,
    `Para ingresar, crea tu contraseña con este enlace (vence en ${p.hours} horas):`,
    p.link,
    '',
    'Tu usuario es este correo. Si no esperabas esta invitación, ignora este mensaje.',
  ].join('\n');
  const html = `<p>Hola ${escape(p.nombres)},</p>
<p>Te damos la bienvenida a Vitrina, el portal de locatarios, como usuario de ${escape(p.clientName)}.</p>
<p><a href="${escape(p.link)}">Crear mi contraseña</a> (vence en ${p.hours} horas)</p>
<p>Tu usuario es este correo. Si no esperabas esta invitación, ignora este mensaje.</p>`;
  return { to: p.to, subject: 'Bienvenido a Vitrina: crea tu contraseña', text, html };
}
