// The server's messages for the receipt inbox (issue 37): the answer to a mail that carried
// nothing usable. Spread into messages.ts's catalogs.

const en = {
  'mail.receiptInbox.nothingUsable.subject': 'We could not find a receipt in your email',
  'mail.receiptInbox.nothingUsable.text':
    'Hi {name}, your email "{subject}" reached your receipt address, but it had no receipt we could use. Attach the receipt as a PNG, JPG, JPEG, PDF or XML file of up to 10 MB and send it again.',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'mail.receiptInbox.nothingUsable.subject': 'No encontramos un comprobante en tu correo',
  'mail.receiptInbox.nothingUsable.text':
    'Hola, {name}: tu correo "{subject}" llegó a tu dirección de comprobantes, pero no traía ningún comprobante que pudiéramos usar. Adjunta el comprobante como archivo PNG, JPG, JPEG, PDF o XML de hasta 10 MB y envíalo de nuevo.',
};

const pt: Catalog = {
  'mail.receiptInbox.nothingUsable.subject': 'Não encontramos um comprovante no seu e-mail',
  'mail.receiptInbox.nothingUsable.text':
    'Olá, {name}: seu e-mail "{subject}" chegou ao seu endereço de comprovantes, mas não trazia nenhum comprovante que pudéssemos usar. Anexe o comprovante como arquivo PNG, JPG, JPEG, PDF ou XML de até 10 MB e envie de novo.',
};

export const receiptInboxMessages = { en, es, pt };
