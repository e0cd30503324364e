import { withSingleFullStops } from '@outlay/rules';
import { IntlMessageFormat } from 'intl-messageformat';
import { accountingMessages } from './accounting-messages.js';
import { accountSecurityMessages } from './account-security-messages.js';
import { teamMessages } from './team-messages.js';
import { bankingMessages } from './banking-messages.js';
import { paymentMessages } from './payment-messages.js';
import { capitalMessages } from './capital-messages.js';
import { rentMessages } from './rent-messages.js';
import { rewardMessages } from './reward-messages.js';
import { statementMessages } from './statement-messages.js';
import { documentMessages } from './document-messages.js';
import { dashboardMessages } from './dashboard-messages.js';
import { driveMessages } from './drive-messages.js';
import { entryMessages } from './entry-messages.js';
import { satMessages } from './sat-messages.js';
import { signUpMessages } from './sign-up-messages.js';
import { transactionMessages } from './transaction-messages.js';
import { cardMessages } from './card-messages.js';
import { notificationMessages } from './notification-messages.js';
import { addressMessages } from './address-messages.js';
import { receiptInboxMessages } from './receipt-inbox-messages.js';
import { ssoMessages } from './sso-messages.js';
import { profileMessages } from './profile-messages.js';
import { walletMessages } from './wallet-messages.js';
import type { Lang } from './language.js';

/**
 * Every message the server sends to a person. English is the source and the fallback; the
 * Spanish and Portuguese catalogs must have every key (the type checks it). Quoted spec texts
 * are kept word for word in English.
 */
const en = {
  'errors.internal': 'Something went wrong! Please try again later.',
  'errors.notFound': 'This address does not exist.',
  'errors.badRequest': 'The request could not be processed.',
  'errors.unsupportedMediaType': 'Send the request body as JSON.',
  'errors.bodyTooLarge': 'The request is too large.',
  'errors.requestTimeout':
    'The request took too long to arrive. Check your connection and try again.',
  'errors.clientError': 'The request could not be read.',
  'errors.uriTooLong': 'This address is too long.',
  'errors.bodyCutOff': 'The request ended before all of it arrived. Please try again.',
  'errors.tooManyRequests':
    'Too many requests. Try again in {seconds, plural, one {# second} other {# seconds}}.',
  'errors.contractMismatch': 'The server answered with data it should not send.',

  'validation.field': 'The field "{field}" is invalid: {detail}',
  'validation.body': 'The request is invalid: {detail}',
  'validation.required': 'This field is required.',
  'validation.email': 'Enter a valid email address.',
  'validation.format': 'This value has the wrong format.',
  'validation.minLength': 'Use at least {limit, plural, one {# character} other {# characters}}.',
  'validation.maxLength': 'Use at most {limit, plural, one {# character} other {# characters}}.',
  'validation.type': 'This value has the wrong type.',
  'validation.enum': 'Choose one of: {values}.',
  'validation.notAllowed': 'This field is not allowed.',
  'validation.invalid': 'This value is not valid.',

  'auth.badCredentials': 'The email or password is incorrect.',
  'auth.tooManyLoginAttempts':
    'Too many sign-in attempts for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'auth.challengeExpired': 'Your sign-in attempt has expired. Please sign in again.',
  'auth.challengeLocked': 'Too many incorrect codes. Please sign in again.',
  'auth.sessionRequired': 'Your session has expired. Please sign in again.',
  'auth.refreshInvalid': 'Your session has ended. Please sign in again.',
  'auth.signedOut': 'You have been signed out.',
  'auth.signedOutEverywhere':
    'You have been signed out on every device, and no device is trusted any more.',
  'auth.newDevice':
    'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.',
  'devices.notFound': 'This device is not among your trusted devices.',
  'devices.unknown': 'an unknown browser',
  'mail.newDevice.subject': 'Approve a new device for your Outlay account',
  'mail.newDevice.text':
    'Someone signed in to your Outlay account with your password from a device we do not know ({device}). If it was you, open this link within {minutes, plural, one {# minute} other {# minutes}} to trust that device for {days, plural, one {# day} other {# days}}, then try again on it: {link} If it was not you, do not open the link, and change your password.',

  'codes.sent': 'Code sent successfully',
  'codes.wait':
    'Please wait {seconds, plural, one {# second} other {# seconds}} before requesting a new code.',
  'codes.tooMany':
    'Too many codes requested. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'codes.incorrect':
    'The code is incorrect. {remaining, plural, one {# attempt left.} other {# attempts left.}}',
  'codes.expired': 'This code has expired or was replaced by a newer one. Request a new code.',
  'codes.locked': 'Too many incorrect attempts. Request a new code.',

  'totp.incorrect': 'The authenticator code is incorrect.',
  'totp.tooManyFailures':
    'Too many incorrect authenticator codes for this account. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'totp.notEnrolled': 'Set up an authenticator app first.',
  'totp.alreadyEnrolled': 'An authenticator app is already set up for this account.',

  'mail.loginCode.subject': 'Your Outlay sign-in code',
  'mail.loginCode.text':
    'Your Outlay sign-in code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}. If you did not try to sign in, change your password.',
  ...accountSecurityMessages.en,
  ...teamMessages.en,
  ...driveMessages.en,
  ...dashboardMessages.en,
  ...transactionMessages.en,
  ...accountingMessages.en,
  ...satMessages.en,
  ...bankingMessages.en,
  ...paymentMessages.en,
  ...statementMessages.en,
  ...rewardMessages.en,
  ...capitalMessages.en,
  ...rentMessages.en,
  ...documentMessages.en,
  ...entryMessages.en,
  ...cardMessages.en,
  ...signUpMessages.en,
  ...notificationMessages.en,
  ...addressMessages.en,
  ...receiptInboxMessages.en,
  ...ssoMessages.en,
  ...profileMessages.en,
  ...walletMessages.en,
} as const;

export type MessageKey = keyof typeof en;
type Catalog = Record<MessageKey, string>;

const es: Catalog = {
  'errors.internal': '¡Algo salió mal! Inténtalo de nuevo más tarde.',
  'errors.notFound': 'Esta dirección no existe.',
  'errors.badRequest': 'No se pudo procesar la solicitud.',
  'errors.unsupportedMediaType': 'Envía el cuerpo de la solicitud como JSON.',
  'errors.bodyTooLarge': 'La solicitud es demasiado grande.',
  'errors.requestTimeout':
    'La solicitud tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
  'errors.clientError': 'No se pudo leer la solicitud.',
  'errors.uriTooLong': 'Esta dirección es demasiado larga.',
  'errors.bodyCutOff': 'La solicitud terminó antes de llegar completa. Inténtalo de nuevo.',
  'errors.tooManyRequests':
    'Demasiadas solicitudes. Inténtalo de nuevo en {seconds, plural, one {# segundo} other {# segundos}}.',
  'errors.contractMismatch': 'El servidor respondió con datos que no debería enviar.',

  'validation.field': 'El campo "{field}" no es válido: {detail}',
  'validation.body': 'La solicitud no es válida: {detail}',
  'validation.required': 'Este campo es obligatorio.',
  'validation.email': 'Introduce un correo electrónico válido.',
  'validation.format': 'Este valor tiene un formato incorrecto.',
  'validation.minLength': 'Usa al menos {limit, plural, one {# carácter} other {# caracteres}}.',
  'validation.maxLength': 'Usa como máximo {limit, plural, one {# carácter} other {# caracteres}}.',
  'validation.type': 'Este valor tiene un tipo incorrecto.',
  'validation.enum': 'Elige uno de: {values}.',
  'validation.notAllowed': 'Este campo no está permitido.',
  'validation.invalid': 'Este valor no es válido.',

  'auth.badCredentials': 'El correo electrónico o la contraseña son incorrectos.',
  'auth.tooManyLoginAttempts':
    'Demasiados intentos de inicio de sesión para esta cuenta. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'auth.challengeExpired': 'Tu intento de inicio de sesión caducó. Vuelve a iniciar sesión.',
  'auth.challengeLocked': 'Demasiados códigos incorrectos. Vuelve a iniciar sesión.',
  'auth.sessionRequired': 'Tu sesión caducó. Vuelve a iniciar sesión.',
  'auth.refreshInvalid': 'Tu sesión terminó. Vuelve a iniciar sesión.',
  'auth.signedOut': 'Cerraste sesión.',
  'auth.signedOutEverywhere':
    'Cerraste sesión en todos los dispositivos y ya no confías en ninguno.',
  'auth.newDevice':
    'Nuevo dispositivo detectado - Puedes intentarlo de nuevo desde un dispositivo de confianza o más tarde. Si necesitas ayuda, comunícate con nuestro equipo de soporte.',
  'devices.notFound': 'Este dispositivo no está entre tus dispositivos de confianza.',
  'devices.unknown': 'un navegador desconocido',
  'mail.newDevice.subject': 'Aprueba un nuevo dispositivo para tu cuenta de Outlay',
  'mail.newDevice.text':
    'Alguien inició sesión en tu cuenta de Outlay con tu contraseña desde un dispositivo que no conocemos ({device}). Si fuiste tú, abre este enlace en menos de {minutes, plural, one {# minuto} other {# minutos}} para confiar en ese dispositivo durante {days, plural, one {# día} other {# días}} y vuelve a intentarlo en él: {link} Si no fuiste tú, no abras el enlace y cambia tu contraseña.',

  'codes.sent': 'Código enviado correctamente',
  'codes.wait':
    'Espera {seconds, plural, one {# segundo} other {# segundos}} antes de pedir un código nuevo.',
  'codes.tooMany':
    'Pediste demasiados códigos. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'codes.incorrect':
    'El código es incorrecto. {remaining, plural, one {Te queda # intento.} other {Te quedan # intentos.}}',
  'codes.expired':
    'Este código caducó o fue reemplazado por uno más reciente. Pide un código nuevo.',
  'codes.locked': 'Demasiados intentos incorrectos. Pide un código nuevo.',

  'totp.incorrect': 'El código de la app de autenticación es incorrecto.',
  'totp.tooManyFailures':
    'Demasiados códigos incorrectos de la app de autenticación para esta cuenta. Inténtalo de nuevo en {minutes, plural, one {# minuto} other {# minutos}}.',
  'totp.notEnrolled': 'Primero configura una app de autenticación.',
  'totp.alreadyEnrolled': 'Esta cuenta ya tiene una app de autenticación configurada.',

  'mail.loginCode.subject': 'Tu código de inicio de sesión de Outlay',
  'mail.loginCode.text':
    'Tu código de inicio de sesión de Outlay es {code}. Caduca en {minutes, plural, one {# minuto} other {# minutos}}. Si no intentaste iniciar sesión, cambia tu contraseña.',
  ...accountSecurityMessages.es,
  ...teamMessages.es,
  ...driveMessages.es,
  ...dashboardMessages.es,
  ...transactionMessages.es,
  ...accountingMessages.es,
  ...satMessages.es,
  ...bankingMessages.es,
  ...paymentMessages.es,
  ...statementMessages.es,
  ...rewardMessages.es,
  ...capitalMessages.es,
  ...rentMessages.es,
  ...documentMessages.es,
  ...entryMessages.es,
  ...cardMessages.es,
  ...signUpMessages.es,
  ...notificationMessages.es,
  ...addressMessages.es,
  ...receiptInboxMessages.es,
  ...ssoMessages.es,
  ...profileMessages.es,
  ...walletMessages.es,
};

const pt: Catalog = {
  'errors.internal': 'Algo deu errado! Tente novamente mais tarde.',
  'errors.notFound': 'Este endereço não existe.',
  'errors.badRequest': 'Não foi possível processar a solicitação.',
  'errors.unsupportedMediaType': 'Envie o corpo da solicitação como JSON.',
  'errors.bodyTooLarge': 'A solicitação é grande demais.',
  'errors.requestTimeout':
    'A solicitação demorou demais para chegar. Verifique sua conexão e tente novamente.',
  'errors.clientError': 'Não foi possível ler a solicitação.',
  'errors.uriTooLong': 'Este endereço é longo demais.',
  'errors.bodyCutOff': 'A solicitação terminou antes de chegar por completo. Tente novamente.',
  'errors.tooManyRequests':
    'Solicitações demais. Tente novamente em {seconds, plural, one {# segundo} other {# segundos}}.',
  'errors.contractMismatch': 'O servidor respondeu com dados que não deveria enviar.',

  'validation.field': 'O campo "{field}" é inválido: {detail}',
  'validation.body': 'A solicitação é inválida: {detail}',
  'validation.required': 'Este campo é obrigatório.',
  'validation.email': 'Informe um e-mail válido.',
  'validation.format': 'Este valor está em um formato incorreto.',
  'validation.minLength': 'Use pelo menos {limit, plural, one {# caractere} other {# caracteres}}.',
  'validation.maxLength': 'Use no máximo {limit, plural, one {# caractere} other {# caracteres}}.',
  'validation.type': 'Este valor tem um tipo incorreto.',
  'validation.enum': 'Escolha um destes: {values}.',
  'validation.notAllowed': 'Este campo não é permitido.',
  'validation.invalid': 'Este valor não é válido.',

  'auth.badCredentials': 'O e-mail ou a senha estão incorretos.',
  'auth.tooManyLoginAttempts':
    'Tentativas de login demais para esta conta. Tente novamente em {minutes, plural, one {# minuto} other {# minutos}}.',
  'auth.challengeExpired': 'Sua tentativa de login expirou. Entre novamente.',
  'auth.challengeLocked': 'Códigos incorretos demais. Entre novamente.',
  'auth.sessionRequired': 'Sua sessão expirou. Entre novamente.',
  'auth.refreshInvalid': 'Sua sessão terminou. Entre novamente.',
  'auth.signedOut': 'Você saiu da sua conta.',
  'auth.signedOutEverywhere':
    'Você saiu da sua conta em todos os dispositivos, e nenhum dispositivo é mais confiável.',
  'auth.newDevice':
    'Novo dispositivo detectado - Você pode tentar novamente a partir de um dispositivo confiável ou mais tarde. Se precisar de ajuda, entre em contato com nossa equipe de suporte.',
  'devices.notFound': 'Este dispositivo não está entre os seus dispositivos confiáveis.',
  'devices.unknown': 'um navegador desconhecido',
  'mail.newDevice.subject': 'Aprove um novo dispositivo para a sua conta Outlay',
  'mail.newDevice.text':
    'Alguém entrou na sua conta Outlay com a sua senha a partir de um dispositivo que não conhecemos ({device}). Se foi você, abra este link em até {minutes, plural, one {# minuto} other {# minutos}} para confiar nesse dispositivo por {days, plural, one {# dia} other {# dias}} e tente novamente nele: {link} Se não foi você, não abra o link e troque a sua senha.',

  'codes.sent': 'Código enviado com sucesso',
  'codes.wait':
    'Aguarde {seconds, plural, one {# segundo} other {# segundos}} antes de pedir um novo código.',
  'codes.tooMany':
    'Você pediu códigos demais. Tente novamente em {minutes, plural, one {# minuto} other {# minutos}}.',
  'codes.incorrect':
    'O código está incorreto. {remaining, plural, one {Resta # tentativa.} other {Restam # tentativas.}}',
  'codes.expired':
    'Este código expirou ou foi substituído por um mais recente. Peça um novo código.',
  'codes.locked': 'Tentativas incorretas demais. Peça um novo código.',

  'totp.incorrect': 'O código do aplicativo autenticador está incorreto.',
  'totp.tooManyFailures':
    'Códigos do aplicativo autenticador incorretos demais para esta conta. Tente novamente em {minutes, plural, one {# minuto} other {# minutos}}.',
  'totp.notEnrolled': 'Configure primeiro um aplicativo autenticador.',
  'totp.alreadyEnrolled': 'Esta conta já tem um aplicativo autenticador configurado.',

  'mail.loginCode.subject': 'Seu código de login do Outlay',
  'mail.loginCode.text':
    'Seu código de login do Outlay é {code}. Ele expira em {minutes, plural, one {# minuto} other {# minutos}}. Se você não tentou entrar, altere sua senha.',
  ...accountSecurityMessages.pt,
  ...teamMessages.pt,
  ...driveMessages.pt,
  ...dashboardMessages.pt,
  ...transactionMessages.pt,
  ...accountingMessages.pt,
  ...satMessages.pt,
  ...bankingMessages.pt,
  ...paymentMessages.pt,
  ...statementMessages.pt,
  ...rewardMessages.pt,
  ...capitalMessages.pt,
  ...rentMessages.pt,
  ...documentMessages.pt,
  ...entryMessages.pt,
  ...cardMessages.pt,
  ...signUpMessages.pt,
  ...notificationMessages.pt,
  ...addressMessages.pt,
  ...receiptInboxMessages.pt,
  ...ssoMessages.pt,
  ...profileMessages.pt,
  ...walletMessages.pt,
};

/** Every catalog by language; scripts/check-catalogs.mjs reads them too. */
export const catalogs: Record<Lang, Catalog> = { en, es, pt };

export type MessageParams = Record<string, string | number>;

/** ICU messages (plural, select) are formatted by intl-messageformat, each parsed once. */
const ICU_MESSAGE = /\{\w+, (plural|select|selectordinal),/;
const formats = new Map<string, IntlMessageFormat>();

function icuFormat(lang: Lang, key: MessageKey, template: string): IntlMessageFormat {
  const id = `${lang}:${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(template, lang);
    formats.set(id, format);
  }
  return format;
}

/**
 * The message in `lang`, with `{name}` placeholders filled from `params`; a message with a
 * plural or select is formatted by ICU's rules (`{count, plural, one {…} other {…}}`).
 */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[lang][key];
  // "S.A. de C.V." before the message's own "." is not written "S.A. de C.V..".
  return withSingleFullStops(params, (marked = {}) => {
    if (ICU_MESSAGE.test(template)) {
      return String(icuFormat(lang, key, template).format(marked));
    }
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in marked ? String(marked[name]) : whole,
    );
  });
}
