// The server's messages for the receipt inbox (issue 37): the answer to a mail that carried
// nothing usable. Spread into messages.ts's catalogs.

const en = {
  'mail.receiptSenderCode.subject': 'Confirm this address for your Outlay receipts',
  'mail.receiptSenderCode.text':
    'Your code is {code}. Enter it on the Receipts page in Outlay, and receipts you mail from this address reach your receipt inbox. It expires in {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for this, ignore this email: nothing changes.',
  'receiptSenders.signInAddress':
    'This is the address you sign in with: it can always send receipts.',
  'receiptSenders.taken':
    'This address belongs to another Outlay account, so it cannot send receipts for you. Use an address only you read.',
  'receiptSenders.tooMany': 'You can list up to 5 addresses. Remove one to add another.',
  'receiptSenders.notFound': 'This address is not on your list of receipt senders.',
  'receiptInbox.fileTooLarge':
    'This file is over 10 MB. Take the photo again, or choose a smaller file.',
  'receiptInbox.fileType':
    'This file is not a receipt we can read. Use a PNG, JPG, JPEG or PDF file.',
  'receiptInbox.linkInvalid':
    'This receipt link is not yours or is no longer valid. Open the purchase from Receipts to add its receipt.',
  'receiptInbox.linkExpired':
    'This receipt link has expired. Open the purchase from Receipts to add its receipt; the next reminder brings a new link.',
  'mail.receiptInbox.reminder.subject':
    '{count, plural, one {# purchase is} other {# purchases are}} still missing a receipt',
  'mail.receiptInbox.reminder.text':
    'Hi {name}, these card purchases still need a receipt. Open a link on your phone to photograph or attach it:\n\n{lines}\n\nEvery receipt waiting: {receiptsUrl}',
  'mail.receiptInbox.reminder.line': '{merchant}, {amount}, {date}: {url}',
  'mail.receiptInbox.reminder.sms':
    'Outlay: {count, plural, one {# purchase needs} other {# purchases need}} a receipt. {merchant}, {amount}: {url}',
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
  'mail.receiptSenderCode.subject': 'Confirma esta dirección para tus comprobantes de Outlay',
  'mail.receiptSenderCode.text':
    'Tu código es {code}. Escríbelo en la página Comprobantes de Outlay y los comprobantes que envíes desde esta dirección llegarán a tu bandeja de comprobantes. Vence en {minutes, plural, one {# minuto} other {# minutos}}. Si no lo pediste, ignora este correo: nada cambia.',
  'receiptSenders.signInAddress':
    'Esta es la dirección con la que inicias sesión: siempre puede enviar comprobantes.',
  'receiptSenders.taken':
    'Esta dirección pertenece a otra cuenta de Outlay, así que no puede enviar comprobantes por ti. Usa una dirección que solo tú leas.',
  'receiptSenders.tooMany': 'Puedes agregar hasta 5 direcciones. Quita una para agregar otra.',
  'receiptSenders.notFound': 'Esta dirección no está en tu lista de remitentes de comprobantes.',
  'receiptInbox.fileTooLarge':
    'Este archivo pesa más de 10 MB. Toma la foto de nuevo o elige un archivo más pequeño.',
  'receiptInbox.fileType':
    'Este archivo no es un comprobante que podamos leer. Usa un archivo PNG, JPG, JPEG o PDF.',
  'receiptInbox.linkInvalid':
    'Este enlace de comprobante no es tuyo o ya no es válido. Abre la compra desde Comprobantes para agregar su comprobante.',
  'receiptInbox.linkExpired':
    'Este enlace de comprobante venció. Abre la compra desde Comprobantes para agregar su comprobante; el próximo recordatorio trae un enlace nuevo.',
  'mail.receiptInbox.reminder.subject':
    '{count, plural, one {# compra sigue} other {# compras siguen}} sin comprobante',
  'mail.receiptInbox.reminder.text':
    'Hola, {name}: estas compras con tarjeta aún necesitan un comprobante. Abre un enlace en tu teléfono para fotografiarlo o adjuntarlo:\n\n{lines}\n\nTodos los comprobantes pendientes: {receiptsUrl}',
  'mail.receiptInbox.reminder.line': '{merchant}, {amount}, {date}: {url}',
  'mail.receiptInbox.reminder.sms':
    'Outlay: {count, plural, one {# compra necesita} other {# compras necesitan}} comprobante. {merchant}, {amount}: {url}',
  'receiptInbox.notFound': 'Este comprobante no está en tu bandeja.',
  'receiptInbox.entryNotFound': 'Esta compra no es una de tus compras con tarjeta.',
  'receiptInbox.notAttachable':
    'Este comprobante no puede ir en esa compra: ya tiene 10 comprobantes, o el comprobante se descartó.',
  'mail.receiptInbox.nothingUsable.subject': 'No encontramos un comprobante en tu correo',
  'mail.receiptInbox.nothingUsable.text':
    'Hola, {name}: tu correo "{subject}" llegó a tu dirección de comprobantes, pero no traía ningún comprobante que pudiéramos usar. Adjunta el comprobante como archivo PNG, JPG, JPEG, PDF o XML de hasta 10 MB y envíalo de nuevo.',
};

const pt: Catalog = {
  'mail.receiptSenderCode.subject': 'Confirme este endereço para seus comprovantes do Outlay',
  'mail.receiptSenderCode.text':
    'Seu código é {code}. Digite-o na página Comprovantes do Outlay e os comprovantes que você enviar deste endereço chegarão à sua caixa de comprovantes. Ele expira em {minutes, plural, one {# minuto} other {# minutos}}. Se você não pediu isso, ignore este e-mail: nada muda.',
  'receiptSenders.signInAddress':
    'Este é o endereço com que você entra: ele sempre pode enviar comprovantes.',
  'receiptSenders.taken':
    'Este endereço pertence a outra conta do Outlay, então não pode enviar comprovantes por você. Use um endereço que só você lê.',
  'receiptSenders.tooMany': 'Você pode incluir até 5 endereços. Remova um para incluir outro.',
  'receiptSenders.notFound': 'Este endereço não está na sua lista de remetentes de comprovantes.',
  'receiptInbox.fileTooLarge':
    'Este arquivo tem mais de 10 MB. Tire a foto de novo ou escolha um arquivo menor.',
  'receiptInbox.fileType':
    'Este arquivo não é um comprovante que conseguimos ler. Use um arquivo PNG, JPG, JPEG ou PDF.',
  'receiptInbox.linkInvalid':
    'Este link de comprovante não é seu ou não é mais válido. Abra a compra em Comprovantes para adicionar o comprovante.',
  'receiptInbox.linkExpired':
    'Este link de comprovante expirou. Abra a compra em Comprovantes para adicionar o comprovante; o próximo lembrete traz um link novo.',
  'mail.receiptInbox.reminder.subject':
    '{count, plural, one {# compra ainda está} other {# compras ainda estão}} sem comprovante',
  'mail.receiptInbox.reminder.text':
    'Olá, {name}: estas compras com cartão ainda precisam de um comprovante. Abra um link no seu celular para fotografar ou anexar:\n\n{lines}\n\nTodos os comprovantes pendentes: {receiptsUrl}',
  'mail.receiptInbox.reminder.line': '{merchant}, {amount}, {date}: {url}',
  'mail.receiptInbox.reminder.sms':
    'Outlay: {count, plural, one {# compra precisa} other {# compras precisam}} de comprovante. {merchant}, {amount}: {url}',
  'receiptInbox.notFound': 'Este comprovante não está na sua caixa.',
  'receiptInbox.entryNotFound': 'Esta compra não é uma das suas compras com cartão.',
  'receiptInbox.notAttachable':
    'Este comprovante não pode ir nessa compra: ela já tem 10 comprovantes, ou o comprovante foi descartado.',
  'mail.receiptInbox.nothingUsable.subject': 'Não encontramos um comprovante no seu e-mail',
  'mail.receiptInbox.nothingUsable.text':
    'Olá, {name}: seu e-mail "{subject}" chegou ao seu endereço de comprovantes, mas não trazia nenhum comprovante que pudéssemos usar. Anexe o comprovante como arquivo PNG, JPG, JPEG, PDF ou XML de até 10 MB e envie de novo.',
};

export const receiptInboxMessages = { en, es, pt };
