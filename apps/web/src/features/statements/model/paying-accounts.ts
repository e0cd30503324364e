// The AutoPay accounts Pay now may debit: the verified ones of the statement's currency.
export { verifiedAutopayAccounts as payingAccounts } from '@/lib/verified-autopay-accounts';
