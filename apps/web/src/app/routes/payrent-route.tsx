import { RentPage } from '@/features/rent/routes/rent-page';

/** `/payrent`: pay a landlord by card, and the rent payments made. */
export default function PayRentRoute() {
  return <RentPage />;
}
