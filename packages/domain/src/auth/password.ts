import { MSG } from '../common/messages';

/** Accepted special characters: a space or any printable ASCII punctuation character. */
export const PASSWORD_SPECIAL_CHARACTERS = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
export const PASSWORD_MIN_LENGTH = 8;
/** How many previous passwords a user may not reuse. */
export const PASSWORD_HISTORY_SIZE = 5;

export const passwordHasMinLength = (p: string) => [...p].length >= PASSWORD_MIN_LENGTH;
export const passwordHasSpecial = (p: string) => [...p].some((ch) => PASSWORD_SPECIAL_CHARACTERS.includes(ch));

/** The new-password rule. */
export const isValidPassword = (p: string) => passwordHasMinLength(p) && passwordHasSpecial(p);

export const passwordHelperText = `${MSG.passwordRule}: ${PASSWORD_SPECIAL_CHARACTERS.trim()} o un espacio`;

/** The state of the set-password form: submit is enabled only when both rules hold. */
export function newPasswordFormState(password: string, confirmation: string) {
  const valid = isValidPassword(password);
  const matches = password.length > 0 && password === confirmation;
  return { valid, matches, canSubmit: valid && matches };
}
