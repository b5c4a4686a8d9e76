import argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended minimum (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 iterations, 1 degree of parallelism. The parameters travel inside each hash, so raising them
 * later only changes new hashes.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows: verified against when the account does not exist, so both answers take as long. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= argon2.hash(`decoy-${Math.random()}`, OPTIONS);
  await verifyPassword(await decoy, password);
  return false;
}
