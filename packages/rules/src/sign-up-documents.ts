// What an applicant accepts before submitting (spec part 2 §2.7, §5: "the program agreement and
// privacy policy"): the pages where the server's legal area serves them, public so they open
// in a new tab without a token. The review step links to them; a server test reads each.
export const SIGN_UP_DOCUMENTS = {
  programAgreement: '/api/legal/documents/program-agreement.html',
  privacyPolicy: '/api/legal/documents/privacy-policy.html',
} as const;
