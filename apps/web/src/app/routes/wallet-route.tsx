import { WalletPage } from '@/features/wallet/routes/wallet-page';

/** `/wallet`: the company's accounts and its external bank accounts. */
export default function WalletRoute() {
  return <WalletPage />;
}
