/**
 * Whether this page already passed the gates: they run once per signed-in session in the
 * browser (after sign-in, and after a reload), not each time the signed-in area remounts.
 */
let passedInThisPage = false;

export function gatesPassedInThisPage(): boolean {
  return passedInThisPage;
}

export function markGatesPassed(): void {
  passedInThisPage = true;
}
