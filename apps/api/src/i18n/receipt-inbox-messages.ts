// The server's messages for the receipt inbox (issue 37): the answer to a mail that carried
// nothing usable. Spread into messages.ts's catalogs.

const en = {
  'receiptInbox.notFound': 'This receipt is not in your inbox.',
  'receiptInbox.entryNotFound': 'This purchase is not one of your card purchases.',
  'receiptInbox.notAttachable':
    'This receipt cannot go on that purchase: it has 10 receipts already, or the receipt was discarded.',
  'mail.receiptInbox.nothingUsable.subject': 'We could not find a receipt in your email',
  'mail.receiptInbox.nothingUsable.text':
    'Hi {name}, your email "{subject}" reached your receipt address, but it had no receipt we could use. Attach the receipt as a PNG, JPG, JPEG, PDF or XML file of up to 10 MB and send it again.',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'receiptInbox.notFound': 'Este comprobante no está en tu bandeja.',
  'receiptInbox.entryNotFound': 'Esta compra no es una de tus compras con tarjeta.',
  'receiptInbox.notAttachable':
    'Este comprobante no puede ir en esa compra: ya tiene 10 comprobantes, o el comprobante se descartó.',
  'mail.receiptInbox.nothingUsable.subject': 'No encontramos un comprobante en tu correo',
  'mail.receiptInbox.nothingUsable.text':
    'Hola, {name}: tu correo "{subject}" llegó a tu dirección de comprobantes, pero no traía ningún comprobante que pudiéramos usar. Adjunta el comprobante como archivo PNG, JPG, JPEG, PDF o XML de hasta 10 MB y envíalo de nuevo.',
};

const pt: Catalog = {
  'receiptInbox.notFound': 'Este comprovante não está na sua caixa.',
  'receiptInbox.entryNotFound': 'Esta compra não é uma das suas compras com cartão.',
  'receiptInbox.notAttachable':
    'Este comprovante não pode ir nessa compra: ela já tem 10 comprovantes, ou o comprovante foi descartado.',
  'mail.receiptInbox.nothingUsable.subject': 'Não encontramos um comprovante no seu e-mail',
  'mail.receiptInbox.nothingUsable.text':
    'Olá, {name}: seu e-mail "{subject}" chegou ao seu endereço de comprovantes, mas não trazia nenhum comprovante que pudéssemos usar. Anexe o comprovante como arquivo PNG, JPG, JPEG, PDF ou XML de até 10 MB e envie de novo.',
};

export const receiptInboxMessages = { en, es, pt };
