// The AutoPay accounts cashback may be deposited to: the verified ones of the rewards' currency.
export { verifiedAutopayAccounts as depositAccounts } from '@/lib/verified-autopay-accounts';
