import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const maxmem = 128 * params.N * params.r * 2;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export interface PasswordHasher {
  /** Stored as `scrypt$N$r$p$salt$key`, so the cost can rise later without breaking existing hashes. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Costs what a real check costs, so a failed login takes as long whether or not the e-mail exists. */
  verifyUnknownUser(password: string): Promise<false>;
}

export function createPasswordHasher(cost: number): PasswordHasher {
  const params: ScryptParams = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  let dummyHash: Promise<string> | undefined;

  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
  };

  const verify = async (password: string, stored: string) => {
    const [scheme, n, r, p, salt, key] = stored.split("$");
    if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, "base64url");
    const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };

  return {
    hash,
    verify,
    async verifyUnknownUser(password) {
      dummyHash ??= hash(randomBytes(16).toString("hex"));
      await verify(password, await dummyHash);
      return false;
    },
  };
}
