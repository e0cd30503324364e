/** Light argon2id parameters so tests sign in quickly (production uses OWASP's baseline). */
export const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
