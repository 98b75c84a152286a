import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT_MESSAGE_KEYS, PASSWORD_MIN_LENGTH } from '@snackparty/protocol';
import { SERVER_DIR } from '../paths';

/** argon2id (the package's `Algorithm.Argon2id`, a const enum the build cannot import) with OWASP's 19 MiB, t=2. */
const ARGON2ID = 2;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** The most common leaked passwords, one a line, compared without case. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(resolve(SERVER_DIR, 'src/accounts/common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line.length > 0),
);

export type PasswordProblem = typeof ACCOUNT_MESSAGE_KEYS.passwordTooShort | typeof ACCOUNT_MESSAGE_KEYS.passwordTooCommon;

/** Why a new password is refused, or undefined when it may be used (the request schema caps the length). */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return ACCOUNT_MESSAGE_KEYS.passwordTooShort;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return ACCOUNT_MESSAGE_KEYS.passwordTooCommon;
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for sign-ins with an unknown address, so the
 * answer time does not tell which addresses have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('snackparty-dummy-password-never-matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
