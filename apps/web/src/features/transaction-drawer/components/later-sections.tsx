// The places the later sections take in the drawer (spec part 2 §2.2): SAT Invoices (Mexican
// companies matching invoices; its own issue) between the files and the memo, and Accounting
// (category, tax rate, tracking categories; its own issue) after the memo. Nothing shows yet.

/** Collapsible SAT Invoices, with its nested drawer for one invoice. */
export function SatInvoicesPlace() {
  return null;
}

/** Accounting: category, tax rate and tracking categories or departments. */
export function AccountingPlace() {
  return null;
}
