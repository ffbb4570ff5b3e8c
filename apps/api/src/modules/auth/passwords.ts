import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id floor: 19 MiB memory, 2 passes, one lane.
const options = {
  // 2 = Algorithm.Argon2id (a const enum, not importable under isolatedModules).
  algorithm: 2 as const,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export const hashPassword = (plain: string) => hash(plain, options);

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash it still spends the same work on a
 * dummy one, so response time does not tell whether the user exists.
 */
export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('contraseña-inexistente-0');
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
