import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its defaults (m=19456 KiB, t=2). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing reveals nothing. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('dummy-password-for-timing'));
