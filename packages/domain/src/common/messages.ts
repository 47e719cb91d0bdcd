/** Spanish texts of the platform core (spec 1, section 8). Verbatim. */
export const MSG = {
  loginDefault: 'Email o contraseña incorrectos.',
  termsRequired: 'Debe aceptar los términos y condiciones',
  termsLabel: 'Acepta términos',
  sessionEnded: 'Tu sesión terminó',
  tooManyAttempts: 'Demasiados intentos, espera un momento',
  captchaRequired: 'Por favor completa el captcha',
  genericError: 'Ocurrió un error',
  error: 'Error',
  resetSent: (email: string) => `Se envió un enlace al correo ${email}`,
  passwordUpdated: 'Se actualizó la contraseña correctamente',
  passwordReused:
    'Por motivos de seguridad, no puedes utilizar una contraseña que hayas utilizado antes.',
  passwordUnexpected: 'Error inesperado al cambiar la contraseña',
  passwordExpired: 'Tu contraseña expiró, crea una nueva',
  linkExpired:
    'El link con el que accediste ha expirado, verifica que sea el último link enviado a tu correo, o puedes generar uno nuevo para configurar tu nueva contraseña.',
  linkInvalid:
    'El link con el que accediste no es válido, puedes generar uno nuevo para configurar tu nueva contraseña.',
  passwordRule:
    'Debe contener al menos 8 caracteres e incluir al menos un caracter especial',
  passwordsMustMatch: 'Ambas contraseñas deben coincidir',
  guardDenied: 'No puedes acceder a esta ruta',
  notFoundPage: 'Página no encontrada.',
  unexpectedError: 'Error inesperado',
  sending: 'Enviando...',
  underConstruction: 'En construcción',
  emailRequired: 'Debes ingresar tu correo',
  emailInvalid: 'Ingresa un correo válido',
  passwordRequired: 'Debes ingresar tu contraseña',
  validation: 'Los datos enviados no son válidos',
  unauthenticated: 'Tu sesión terminó',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'No se encontró el recurso solicitado',
  internal: 'Error inesperado',
} as const;
