import { AddressesPage } from '@/features/addresses/routes/addresses-page';

/** `/settings/addresses`: the company's legal, physical and shipping addresses. */
export default function AddressesRoute() {
  return <AddressesPage />;
}
