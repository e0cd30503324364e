import { lazy } from 'react';

// The lease and the landlord's CFDI are uploaded through the design system's drop zone, whose
// drag and drop (react-aria's) is some 40 KB gzip the rent page's first JavaScript has no room
// for (its budget is 230 KB): both load once the page is up, before anyone can drop a file.
export const LeaseField = lazy(() =>
  import('./lease-field').then((module) => ({ default: module.LeaseField })),
);
export const LandlordCfdiUpload = lazy(() =>
  import('./landlord-cfdi-upload').then((module) => ({ default: module.LandlordCfdiUpload })),
);
