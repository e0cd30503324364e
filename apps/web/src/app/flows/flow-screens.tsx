// The real screens Flows plays a path on, by flow id, with the message areas they speak. A flow
// with none here is played on its machine alone (its states drawn, its words listed).
import type { ReactNode } from 'react';
import { ReportArea } from '../../features/transaction-drawer/components/report-area';
import type { MessageArea } from '../../i18n/catalogs';

export interface FlowScreen {
  areas: readonly MessageArea[];
  render: () => ReactNode;
}

export const flowScreens: Readonly<Record<string, FlowScreen>> = {
  // The model's variant: a card payment, entry 5012.
  dispute: {
    areas: ['transaction-drawer'],
    render: () => (
      <ReportArea entry={{ type: 'card', id: 5012 }}>
        <p>The card payment's details show here in the drawer.</p>
      </ReportArea>
    ),
  },
};
