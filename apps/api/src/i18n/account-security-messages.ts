// The server's messages for account security and the login gate (verification, passwords,
// terms, legal representative, phone). Spread into the catalogs of messages.ts, so the key
// type and the "every language has every key" check cover them too.

const en = {
  'security.methodUnavailable': 'This verification method is not set up for your account.',
  'security.botBlocked':
    'We cannot verify this request right now. Please try again later or contact support.',
  'security.captchaRequired': 'Answer the security question to continue.',
  'security.captchaIncorrect':
    'The answer to the security question is not right. Please answer the new question.',
  'security.captchaQuestion': 'What is {a} plus {b}? Answer with a number.',
  'security.actionCodeInvalid':
    'This verification has expired or was already used. Please verify again.',
  'security.authenticatorPending': 'Start setting up the authenticator app again.',
  'auth.enrolmentNeedsEmailCode':
    'Enter the code we emailed you before setting up an authenticator app.',

  'password.rules':
    'The password must be 12 to 50 characters long, without spaces, with an uppercase letter, a lowercase letter, a number and a special character.',
  'password.sameAsOld': 'New and old password must not be the same.',
  'password.oldIncorrect': 'The current password is incorrect.',
  'password.changed': 'Your password has been changed.',
  'password.resetRequested':
    'If an account exists for this email, we have sent it a link to reset the password.',
  'password.linkInvalid': 'This link seems to be expired or invalid.',
  'password.reset': 'Your password has been reset. Sign in with your new password.',
  'password.setupRequested':
    'If this email belongs to an invited user, we have sent it a code to set the password.',
  'password.setUp': 'Your password is set. You can sign in now.',

  'gate.nothingToDismiss': 'There is no password reminder to dismiss.',
  'gate.termsNotAgreed': 'Please agree to every document first.',
  'gate.adminOnly': 'Only an admin can confirm the legal representative.',
  'gate.notYours': 'You can only answer for your own account and company.',

  'phone.nothingToVerify': 'There is no phone number to verify.',
  'phone.consentMissing': 'Please agree to receive text messages first.',
  'phone.lockedOut':
    'Too many incorrect codes. Phone verification is turned off for your account; please contact support to verify your number.',
  'phone.verified': 'Your phone number is verified.',
  'phone.nonPersonal':
    'Noted: this is not your personal phone number. To update it, please contact customer support.',

  'clickwrap.unknownGroup': 'This agreement does not exist.',
  'clickwrap.notTheSigner': 'You can only sign an agreement for yourself.',

  'mail.actionCode.subject': 'Your Outlay verification code',
  'mail.actionCode.text':
    'Your Outlay verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, change your password.',
  'mail.actionCode.card':
    'Your Outlay verification code for the card ending in {lastFour} is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'sms.actionCode':
    'Outlay: your verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'sms.phoneCode':
    'Outlay: your phone verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
  'mail.reset.subject': 'Reset your Outlay password',
  'mail.reset.text':
    'Someone asked to reset the password of your Outlay account. Open this link within {minutes, plural, one {# minute} other {# minutes}} to choose a new one: {link} If it was not you, ignore this email.',
  'mail.setup.subject': 'Set your Outlay password',
  'mail.setup.text':
    'Your code to set your Outlay password is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.',
} as const;

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'security.methodUnavailable': 'Este método de verificación no está configurado en tu cuenta.',
  'security.botBlocked':
    'No podemos verificar esta solicitud ahora. Inténtalo más tarde o contacta a soporte.',
  'security.captchaRequired': 'Responde la pregunta de seguridad para continuar.',
  'security.captchaIncorrect':
    'La respuesta a la pregunta de seguridad no es correcta. Responde la nueva pregunta.',
  'security.captchaQuestion': '¿Cuánto es {a} más {b}? Responde con un número.',
  'security.actionCodeInvalid': 'Esta verificación caducó o ya se usó. Vuelve a verificar.',
  'security.authenticatorPending': 'Vuelve a empezar la configuración de la app de autenticación.',
  'auth.enrolmentNeedsEmailCode':
    'Escribe el código que te enviamos por correo antes de configurar una app de autenticación.',

  'password.rules': 'Por favor ingresa una contraseña válida',
  'password.sameAsOld': 'La contraseña nueva y la anterior no deben ser iguales.',
  'password.oldIncorrect': 'La contraseña actual es incorrecta.',
  'password.changed': 'Tu contraseña se cambió.',
  'password.resetRequested':
    'Si existe una cuenta con este correo, le enviamos un enlace para restablecer la contraseña.',
  'password.linkInvalid': 'Esta liga parece haber expirado o ser inválida.',
  'password.reset': 'Tu contraseña se restableció. Inicia sesión con tu nueva contraseña.',
  'password.setupRequested':
    'Si este correo es de un usuario invitado, le enviamos un código para definir la contraseña.',
  'password.setUp': 'Tu contraseña está lista. Ya puedes iniciar sesión.',

  'gate.nothingToDismiss': 'No hay ningún recordatorio de contraseña que descartar.',
  'gate.termsNotAgreed': 'Primero acepta todos los documentos.',
  'gate.adminOnly': 'Solo un administrador puede confirmar al representante legal.',
  'gate.notYours': 'Solo puedes responder por tu propia cuenta y empresa.',

  'phone.nothingToVerify': 'No hay ningún número de teléfono que verificar.',
  'phone.consentMissing': 'Primero acepta recibir mensajes de texto.',
  'phone.lockedOut':
    'Demasiados códigos incorrectos. La verificación del teléfono se desactivó en tu cuenta; contacta a soporte para verificar tu número.',
  'phone.verified': 'Tu número de teléfono está verificado.',
  'phone.nonPersonal':
    'Anotado: este no es tu número de teléfono personal. Para actualizarlo, contacta a atención al cliente.',

  'clickwrap.unknownGroup': 'Este acuerdo no existe.',
  'clickwrap.notTheSigner': 'Solo puedes firmar un acuerdo en tu propio nombre.',

  'mail.actionCode.subject': 'Tu código de verificación de Outlay',
  'mail.actionCode.text':
    'Tu código de verificación de Outlay es {code}. Caduca en {minutes, plural, one {# minuto} other {# minutos}}. Si no lo pediste, cambia tu contraseña.',
  'mail.actionCode.card':
    'Tu código de verificación de Outlay para la tarjeta terminada en {lastFour} es {code}. Caduca en {minutes, plural, one {# minuto} other {# minutos}}.',
  'sms.actionCode':
    'Outlay: tu código de verificación es {code}. Caduca en {minutes, plural, one {# minuto} other {# minutos}}.',
  'sms.phoneCode':
    'Outlay: tu código para verificar el teléfono es {code}. Caduca en {minutes, plural, one {# minuto} other {# minutos}}.',
  'mail.reset.subject': 'Restablece tu contraseña de Outlay',
  'mail.reset.text':
    'Alguien pidió restablecer la contraseña de tu cuenta de Outlay. Abre este enlace en menos de {minutes, plural, one {# minuto} other {# minutos}} para elegir una nueva: {link} Si no fuiste tú, ignora este correo.',
  'mail.setup.subject': 'Define tu contraseña de Outlay',
  'mail.setup.text':
    'Tu código para definir tu contraseña de Outlay es {code}. Caduca en {minutes, plural, one {# minuto} other {# minutos}}.',
};

const pt: Catalog = {
  'security.methodUnavailable': 'Este método de verificação não está configurado na sua conta.',
  'security.botBlocked':
    'Não podemos verificar esta solicitação agora. Tente novamente mais tarde ou fale com o suporte.',
  'security.captchaRequired': 'Responda à pergunta de segurança para continuar.',
  'security.captchaIncorrect':
    'A resposta à pergunta de segurança não está certa. Responda à nova pergunta.',
  'security.captchaQuestion': 'Quanto é {a} mais {b}? Responda com um número.',
  'security.actionCodeInvalid': 'Esta verificação expirou ou já foi usada. Verifique novamente.',
  'security.authenticatorPending': 'Comece de novo a configuração do aplicativo autenticador.',
  'auth.enrolmentNeedsEmailCode':
    'Digite o código que enviamos por e-mail antes de configurar um aplicativo autenticador.',

  'password.rules':
    'A senha deve ter de 12 a 50 caracteres, sem espaços, com uma letra maiúscula, uma minúscula, um número e um caractere especial.',
  'password.sameAsOld': 'A senha nova e a antiga não podem ser iguais.',
  'password.oldIncorrect': 'A senha atual está incorreta.',
  'password.changed': 'Sua senha foi alterada.',
  'password.resetRequested':
    'Se existir uma conta com este e-mail, enviamos para ele um link para redefinir a senha.',
  'password.linkInvalid': 'Este link parece ter expirado ou ser inválido.',
  'password.reset': 'Sua senha foi redefinida. Entre com a nova senha.',
  'password.setupRequested':
    'Se este e-mail for de um usuário convidado, enviamos para ele um código para definir a senha.',
  'password.setUp': 'Sua senha está definida. Você já pode entrar.',

  'gate.nothingToDismiss': 'Não há nenhum lembrete de senha para dispensar.',
  'gate.termsNotAgreed': 'Primeiro aceite todos os documentos.',
  'gate.adminOnly': 'Só um administrador pode confirmar o representante legal.',
  'gate.notYours': 'Você só pode responder pela sua própria conta e empresa.',

  'phone.nothingToVerify': 'Não há nenhum número de telefone para verificar.',
  'phone.consentMissing': 'Primeiro aceite receber mensagens de texto.',
  'phone.lockedOut':
    'Códigos incorretos demais. A verificação do telefone foi desativada na sua conta; fale com o suporte para verificar seu número.',
  'phone.verified': 'Seu número de telefone está verificado.',
  'phone.nonPersonal':
    'Anotado: este não é o seu número de telefone pessoal. Para atualizá-lo, fale com o atendimento ao cliente.',

  'clickwrap.unknownGroup': 'Este acordo não existe.',
  'clickwrap.notTheSigner': 'Você só pode assinar um acordo em seu próprio nome.',

  'mail.actionCode.subject': 'Seu código de verificação do Outlay',
  'mail.actionCode.text':
    'Seu código de verificação do Outlay é {code}. Ele expira em {minutes, plural, one {# minuto} other {# minutos}}. Se você não o pediu, altere sua senha.',
  'mail.actionCode.card':
    'Seu código de verificação do Outlay para o cartão com final {lastFour} é {code}. Ele expira em {minutes, plural, one {# minuto} other {# minutos}}.',
  'sms.actionCode':
    'Outlay: seu código de verificação é {code}. Ele expira em {minutes, plural, one {# minuto} other {# minutos}}.',
  'sms.phoneCode':
    'Outlay: seu código para verificar o telefone é {code}. Ele expira em {minutes, plural, one {# minuto} other {# minutos}}.',
  'mail.reset.subject': 'Redefina sua senha do Outlay',
  'mail.reset.text':
    'Alguém pediu para redefinir a senha da sua conta do Outlay. Abra este link em até {minutes, plural, one {# minuto} other {# minutos}} para escolher uma nova: {link} Se não foi você, ignore este e-mail.',
  'mail.setup.subject': 'Defina sua senha do Outlay',
  'mail.setup.text':
    'Seu código para definir sua senha do Outlay é {code}. Ele expira em {minutes, plural, one {# minuto} other {# minutos}}.',
};

export const accountSecurityMessages = { en, es, pt };
