/**
 * The messages of Capital (issue 35): refusals of accepting a loan offer, in en, es and pt;
 * merged into the one catalog in messages.ts.
 */
export const capitalMessages = {
  en: {
    'capital.offerNotFound': 'This loan offer is not one of your company’s.',
    'capital.offerTaken': 'This loan offer has already been accepted.',
    'capital.offerExpired': 'This loan offer has expired.',
  },
  es: {
    'capital.offerNotFound': 'Esta oferta de préstamo no es de tu empresa.',
    'capital.offerTaken': 'Esta oferta de préstamo ya fue aceptada.',
    'capital.offerExpired': 'Esta oferta de préstamo venció.',
  },
  pt: {
    'capital.offerNotFound': 'Esta oferta de empréstimo não é da sua empresa.',
    'capital.offerTaken': 'Esta oferta de empréstimo já foi aceita.',
    'capital.offerExpired': 'Esta oferta de empréstimo expirou.',
  },
} as const;
