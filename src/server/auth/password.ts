import { hash, verify } from '@node-rs/argon2';
import { type Said, say } from '../../resources/messages';
import { commonPasswords } from './common-passwords';

/** argon2id with OWASP's minimum: 19 MiB, 2 passes (SPEC §6). */
const options = {
  algorithm: 2 /* Argon2id; the package exports a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A message when the password is too common to allow, otherwise null. */
export function passwordProblem(password: string): Said | null {
  return commonPasswords.has(password.toLowerCase()) ? say('commonPassword') : null;
}
