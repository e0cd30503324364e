// The drawer names the places of the sections other features own (spec part 2 §2.2), and the
// app fills them (features do not import each other), as the dashboard names the drawer's.
import type { Company } from '@outlay/api-client';
import type { ComponentType } from 'react';

/** The entries those sections are about: a card transaction or a payment transfer. */
export interface SectionEntryRef {
  type: 'card' | 'payment';
  id: number;
}

export interface EntrySections {
  /**
   * SAT Invoices, between the files and the memo; it decides from the company and the user
   * whether it shows. `onFilesChanged`: it attached or removed the entry's file.
   */
  satInvoices: ComponentType<{
    entry: SectionEntryRef;
    company: Company;
    onFilesChanged: () => void;
  }>;
  /** Accounting (category, tax rate, tracking categories), after the memo. */
  accounting: ComponentType<{ entry: SectionEntryRef }>;
}
