// One-time codes (spec part 1 §3, §9): six digits, whatever sent them (email, text message,
// an authenticator app). The contract's OneTimeCode schema says the same (a test checks it).

export const ONE_TIME_CODE_LENGTH = 6;

const oneTimeCode = new RegExp(`^[0-9]{${ONE_TIME_CODE_LENGTH}}$`);

/** Exactly six ASCII digits: what a code field may submit. */
export function isOneTimeCode(value: string): boolean {
  return oneTimeCode.test(value);
}
