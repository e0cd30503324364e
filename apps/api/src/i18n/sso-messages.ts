// The server's messages for single sign-on (issue 42): refusals at sign-in, each saying what
// to do, and the settings' one field check. Spread into messages.ts's catalogs.

const en = {
  'sso.requiredOkta':
    'Your company signs in with single sign-on. Use "Continue with Okta" to sign in.',
  'sso.requiredGoogle':
    'Your company signs in with single sign-on. Use "Continue with Google" to sign in.',
  'sso.stateInvalid':
    'This sign-in is no longer valid. Go back to the sign-in page and start again.',
  'sso.refused':
    'Your identity provider did not allow the sign-in. Try again, or ask your administrator.',
  'sso.notAssigned':
    'You are not assigned to Outlay at your identity provider. Ask your administrator to assign you.',
  'sso.invalidAnswer':
    'The answer from your identity provider could not be verified. Go back to the sign-in page and try again.',
  'sso.unreachable':
    'Your identity provider cannot be reached right now. Try again later, or sign in with your password if your company allows it.',
  'sso.noAccount':
    'There is no Outlay account for this email at your company. Ask an admin of your company to invite you.',
  'sso.oktaDomainInvalid': 'Enter your Okta domain, for example yourcompany.okta.com.',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'sso.requiredOkta':
    'Tu empresa inicia sesión con inicio de sesión único. Usa "Continuar con Okta" para entrar.',
  'sso.requiredGoogle':
    'Tu empresa inicia sesión con inicio de sesión único. Usa "Continuar con Google" para entrar.',
  'sso.stateInvalid':
    'Este inicio de sesión ya no es válido. Vuelve a la página de inicio de sesión y empieza de nuevo.',
  'sso.refused':
    'Tu proveedor de identidad no permitió el inicio de sesión. Inténtalo de nuevo o consulta a tu administrador.',
  'sso.notAssigned':
    'No tienes Outlay asignado en tu proveedor de identidad. Pide a tu administrador que te lo asigne.',
  'sso.invalidAnswer':
    'No se pudo verificar la respuesta de tu proveedor de identidad. Vuelve a la página de inicio de sesión e inténtalo de nuevo.',
  'sso.unreachable':
    'No se puede contactar a tu proveedor de identidad en este momento. Inténtalo más tarde o entra con tu contraseña si tu empresa lo permite.',
  'sso.noAccount':
    'No hay una cuenta de Outlay para este correo en tu empresa. Pide a un administrador de tu empresa que te invite.',
  'sso.oktaDomainInvalid': 'Ingresa tu dominio de Okta, por ejemplo tuempresa.okta.com.',
};

const pt: Catalog = {
  'sso.requiredOkta': 'Sua empresa entra com login único. Use "Continuar com Okta" para entrar.',
  'sso.requiredGoogle':
    'Sua empresa entra com login único. Use "Continuar com Google" para entrar.',
  'sso.stateInvalid': 'Este login não é mais válido. Volte à página de login e comece de novo.',
  'sso.refused':
    'Seu provedor de identidade não permitiu o login. Tente de novo ou fale com o seu administrador.',
  'sso.notAssigned':
    'Você não tem o Outlay atribuído no seu provedor de identidade. Peça ao seu administrador para atribuí-lo.',
  'sso.invalidAnswer':
    'Não foi possível verificar a resposta do seu provedor de identidade. Volte à página de login e tente de novo.',
  'sso.unreachable':
    'Não é possível falar com o seu provedor de identidade agora. Tente mais tarde ou entre com sua senha, se a sua empresa permitir.',
  'sso.noAccount':
    'Não há uma conta do Outlay para este e-mail na sua empresa. Peça a um administrador da sua empresa para convidar você.',
  'sso.oktaDomainInvalid': 'Informe o seu domínio do Okta, por exemplo suaempresa.okta.com.',
};

export const ssoMessages = { en, es, pt };
