import { RentPage } from '@/features/rent/routes/rent-page';

/** `/payrent-review`: the review of the rent payment being written on `/payrent`, by its address. */
export default function PayRentReviewRoute() {
  return <RentPage review />;
}
