/**
 * The messages of rewards (issue 35): refusals of a redemption, and the words of the Cashback
 * entry a statement credit posts, in en, es and pt; merged into the one catalog in messages.ts.
 */
export const rewardMessages = {
  en: {
    'rewards.notEnough': 'The amount is more than your available cashback.',
    'rewards.accountNotVerified': 'Choose a verified AutoPay account in your cashback’s currency.',
    'rewards.redemptionNotFound': 'This redemption is not one of your company’s.',
    'rewards.notCancellable': 'This redemption can no longer be cancelled.',
    'rewards.entry.title': 'Cashback',
    'rewards.entry.description': 'Cashback applied to the statement',
  },
  es: {
    'rewards.notEnough': 'El monto es mayor que tu cashback disponible.',
    'rewards.accountNotVerified':
      'Elige una cuenta AutoPay verificada en la moneda de tu cashback.',
    'rewards.redemptionNotFound': 'Este canje no es de tu empresa.',
    'rewards.notCancellable': 'Este canje ya no se puede cancelar.',
    'rewards.entry.title': 'Cashback',
    'rewards.entry.description': 'Cashback aplicado al estado de cuenta',
  },
  pt: {
    'rewards.notEnough': 'O valor é maior que o seu cashback disponível.',
    'rewards.accountNotVerified': 'Escolha uma conta AutoPay verificada na moeda do seu cashback.',
    'rewards.redemptionNotFound': 'Este resgate não é da sua empresa.',
    'rewards.notCancellable': 'Este resgate não pode mais ser cancelado.',
    'rewards.entry.title': 'Cashback',
    'rewards.entry.description': 'Cashback aplicado à fatura',
  },
} as const;
