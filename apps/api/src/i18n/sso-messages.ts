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
  'sso.issuerInvalid':
    'Enter the issuer as an https:// address, for example https://yourcompany.okta.com.',
  'sso.clientIdRequired': 'Enter the client id of the Outlay app at your identity provider.',
  'sso.clientSecretRequired':
    'Enter the client secret. A new issuer or client id needs its secret entered again.',
  'sso.test.unreachable':
    'The issuer could not be reached. Check the issuer address, and that the identity provider is up.',
  'sso.test.discoveryInvalid':
    'The issuer answered, but not with a valid OpenID Connect discovery document. Check the issuer address.',
  'sso.test.clientRefused':
    'The identity provider refused the client id or secret. Check both, then test the connection again.',
  'sso.test.required':
    'Test the connection first: the settings can be saved after a sign-in round trip succeeds.',
  'sso.sandbox.title': '{provider} (sandbox)',
  'sso.sandbox.intro':
    'Outlay asks to know your name and email address. This is the local sandbox identity provider: sign in with a demo address and the demo password.',
  'sso.sandbox.email': 'Email',
  'sso.sandbox.password': 'Password',
  'sso.sandbox.allow': 'Allow and continue',
  'sso.sandbox.deny': 'Deny',
  'sso.sandbox.wrongPassword':
    'The email or password is incorrect. Use a demo address and the demo password.',
  'sso.sandbox.errorTitle': 'Sign-in error',
  'sso.sandbox.expired': 'This sign-in is no longer valid. Go back to Outlay and start again.',
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
  'sso.issuerInvalid':
    'Ingresa el emisor como una dirección https://, por ejemplo https://tuempresa.okta.com.',
  'sso.clientIdRequired': 'Ingresa el client id de la app de Outlay en tu proveedor de identidad.',
  'sso.clientSecretRequired':
    'Ingresa el client secret. Un emisor o client id nuevo necesita que vuelvas a ingresar su secreto.',
  'sso.test.unreachable':
    'No se pudo contactar al emisor. Revisa la dirección del emisor y que el proveedor de identidad esté activo.',
  'sso.test.discoveryInvalid':
    'El emisor respondió, pero no con un documento de descubrimiento de OpenID Connect válido. Revisa la dirección del emisor.',
  'sso.test.clientRefused':
    'El proveedor de identidad rechazó el client id o el secreto. Revisa ambos y vuelve a probar la conexión.',
  'sso.test.required':
    'Primero prueba la conexión: los ajustes se pueden guardar cuando un inicio de sesión de prueba funciona.',
  'sso.sandbox.title': '{provider} (entorno de pruebas)',
  'sso.sandbox.intro':
    'Outlay solicita conocer tu nombre y tu correo electrónico. Este es el proveedor de identidad local de pruebas: inicia sesión con una dirección de demostración y la contraseña de demostración.',
  'sso.sandbox.email': 'Correo electrónico',
  'sso.sandbox.password': 'Contraseña',
  'sso.sandbox.allow': 'Permitir y continuar',
  'sso.sandbox.deny': 'Denegar',
  'sso.sandbox.wrongPassword':
    'El correo o la contraseña no son correctos. Usa una dirección de demostración y la contraseña de demostración.',
  'sso.sandbox.errorTitle': 'Error al iniciar sesión',
  'sso.sandbox.expired':
    'Este inicio de sesión ya no es válido. Vuelve a Outlay y empieza de nuevo.',
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
  'sso.issuerInvalid':
    'Informe o emissor como um endereço https://, por exemplo https://suaempresa.okta.com.',
  'sso.clientIdRequired': 'Informe o client id do app do Outlay no seu provedor de identidade.',
  'sso.clientSecretRequired':
    'Informe o client secret. Um emissor ou client id novo precisa que o segredo seja informado de novo.',
  'sso.test.unreachable':
    'Não foi possível falar com o emissor. Confira o endereço do emissor e se o provedor de identidade está no ar.',
  'sso.test.discoveryInvalid':
    'O emissor respondeu, mas não com um documento de descoberta do OpenID Connect válido. Confira o endereço do emissor.',
  'sso.test.clientRefused':
    'O provedor de identidade recusou o client id ou o segredo. Confira os dois e teste a conexão de novo.',
  'sso.test.required':
    'Teste a conexão primeiro: as configurações podem ser salvas depois que um login de teste funcionar.',
  'sso.sandbox.title': '{provider} (ambiente de testes)',
  'sso.sandbox.intro':
    'O Outlay pede para saber seu nome e seu e-mail. Este é o provedor de identidade local de testes: entre com um endereço de demonstração e a senha de demonstração.',
  'sso.sandbox.email': 'E-mail',
  'sso.sandbox.password': 'Senha',
  'sso.sandbox.allow': 'Permitir e continuar',
  'sso.sandbox.deny': 'Negar',
  'sso.sandbox.wrongPassword':
    'O e-mail ou a senha estão incorretos. Use um endereço de demonstração e a senha de demonstração.',
  'sso.sandbox.errorTitle': 'Erro ao entrar',
  'sso.sandbox.expired': 'Este acesso não é mais válido. Volte ao Outlay e comece de novo.',
};

export const ssoMessages = { en, es, pt };
