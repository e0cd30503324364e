// Checks the wizard's forms make as fields are left and on submit; the rules themselves are
// @outlay/rules' (the server applies the same ones again).

/** Today as yyyy-mm-dd in the applicant's own calendar. */
export function todayIso(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Names: letters, digits, spaces and hyphens (the sign-up text's rule), 1 to 50. */
export function nameProblem(value: string): boolean {
  const name = value.trim();
  return name === '' || name.length > 50 || !/^[\p{L}\p{M}0-9][\p{L}\p{M}0-9' -]*$/u.test(name);
}
