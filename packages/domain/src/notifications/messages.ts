/** Spanish texts of notifications, news and charge notes (spec 1 §2.7, §2.8, §2.13, §8). */
export const NOTIF_MSG = {
  notificationNotFound: 'La notificación no existe',
  announcementNotFound: 'No hay información disponible',
  debitNoteNotFound: 'La nota de cargo no existe',
  debitNoteAlreadyAccepted: 'La nota de cargo ya fue aceptada; no se realizaron cambios.',
  debitNoteNotRecipient: 'No eres destinatario de esta nota de cargo',
  debitNoteAccepted: 'Nota aceptada',
  internalOnly: 'Solo el personal interno puede crear notificaciones',
  userIdRequired: 'Debes indicar el usuario',
  otherUser: 'No puedes ver las notificaciones de otro usuario',
  fileNotFound: 'No se pudo descargar el archivo',
  linkExpired: 'El enlace de descarga expiró',
  badDate: 'La fecha debe tener el formato AAAA-MM-DD',
  badCountry: 'País no válido: usa CHL, PER, ARG o COL',
} as const;
