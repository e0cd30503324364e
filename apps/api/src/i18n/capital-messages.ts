/**
 * The messages of Capital (issue 35): refusals of accepting a loan offer and of paying a loan, in en, es and pt;
 * merged into the one catalog in messages.ts.
 */
export const capitalMessages = {
  en: {
    'capital.offerNotFound': 'This loan offer is not one of your company’s.',
    'capital.offerTaken': 'This loan offer has already been accepted.',
    'capital.offerExpired': 'This loan offer has expired.',
    'capital.loanNotFound': 'This loan is not one of your company’s.',
    'capital.paymentInProgress': 'A payment of this loan is already on its way to the bank.',
    'capital.nothingToPay': 'Nothing is left to pay on this loan.',
    'capital.instalmentNotFound': 'This loan has no unpaid instalment on that day.',
    'capital.accountNotVerified': 'Choose a verified AutoPay account in the loan’s currency.',
    'capital.payment.title': 'Loan payment',
  },
  es: {
    'capital.offerNotFound': 'Esta oferta de préstamo no es de tu empresa.',
    'capital.offerTaken': 'Esta oferta de préstamo ya fue aceptada.',
    'capital.offerExpired': 'Esta oferta de préstamo venció.',
    'capital.loanNotFound': 'Este préstamo no es de tu empresa.',
    'capital.paymentInProgress': 'Ya hay un pago de este préstamo en camino al banco.',
    'capital.nothingToPay': 'No queda nada por pagar de este préstamo.',
    'capital.instalmentNotFound': 'Este préstamo no tiene una cuota sin pagar en ese día.',
    'capital.accountNotVerified':
      'Elige una cuenta de AutoPay verificada en la moneda del préstamo.',
    'capital.payment.title': 'Pago de préstamo',
  },
  pt: {
    'capital.offerNotFound': 'Esta oferta de empréstimo não é da sua empresa.',
    'capital.offerTaken': 'Esta oferta de empréstimo já foi aceita.',
    'capital.offerExpired': 'Esta oferta de empréstimo expirou.',
    'capital.loanNotFound': 'Este empréstimo não é da sua empresa.',
    'capital.paymentInProgress': 'Já há um pagamento deste empréstimo a caminho do banco.',
    'capital.nothingToPay': 'Não resta nada a pagar neste empréstimo.',
    'capital.instalmentNotFound': 'Este empréstimo não tem parcela em aberto nesse dia.',
    'capital.accountNotVerified': 'Escolha uma conta de AutoPay verificada na moeda do empréstimo.',
    'capital.payment.title': 'Pagamento de empréstimo',
  },
} as const;
