/** Why an e-mail of the outbox shows as failed (the console and the log show these texts). */
export const MAIL_MSG = {
  /** the last attempt failed too: the transport's own error follows */
  gaveUp: (attempts: number, error: string) => `No se pudo enviar el correo tras ${attempts} intentos: ${error}`,
  /** the process stopped while the message was with the mail server: it may have gone out */
  interrupted:
    'El envío se interrumpió mientras el correo estaba en el servidor de correo: pudo haber llegado. Revisa antes de reintentarlo.',
} as const;
