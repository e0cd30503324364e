// The server's messages for the wallet's external accounts (issue 36). Spread into messages.ts.

const en = {
  'wallet.accountNotFound': 'This bank account does not exist.',
  'wallet.chooseNewDefault': 'Choose which account becomes the default.',
  'wallet.autoDebitAccount':
    'This account pays your statements automatically. Choose another one in Billing first.',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'wallet.accountNotFound': 'Esta cuenta bancaria no existe.',
  'wallet.chooseNewDefault': 'Elige qué cuenta será la predeterminada.',
  'wallet.autoDebitAccount':
    'Esta cuenta paga tus estados de cuenta automáticamente. Elige otra en Facturación primero.',
};

const pt: Catalog = {
  'wallet.accountNotFound': 'Esta conta bancária não existe.',
  'wallet.chooseNewDefault': 'Escolha qual conta será a padrão.',
  'wallet.autoDebitAccount':
    'Esta conta paga suas faturas automaticamente. Escolha outra em Faturamento primeiro.',
};

export const walletMessages = { en, es, pt };
