// The server's messages for the company sign-up wizard. Texts the spec quotes are word for word
// in English. Spread into the catalogs of messages.ts, so the key type and the "every language
// has every key" check cover them too.

const en = {
  'signUp.over18': 'Please confirm that you are over 18 years.',
  'signUp.ownerOver18': 'Please confirm that the user is over 18 years.',
  'signUp.birthDate': 'Please enter a valid birth date. Applicants must be 18 or older.',
  'signUp.phoneInvalid': 'Please enter valid phone number.',
  'signUp.phoneUsed': 'This Phone number is already used.',
  'signUp.emailUsed': 'Email already subscribed.',
  'signUp.idUsed': 'This ID is already used.',
  'signUp.accountAttached': 'This account is already attached.',
  'signUp.website': 'Please enter a valid website, such as https://example.com.',
  'signUp.taxId':
    'The {name} must be {length} {kind, select, numeric {digits} other {letters and digits}}.',
  'signUp.taxIdNotReal': 'This {name} does not exist: check it for a typo.',
  'signUp.address':
    'Please check the {which, select, business {business} other {residential}} address: {field} is {problem, select, required {required} tooLong {too long} other {not valid}}.',
  'signUp.monthlySpend': 'The monthly card spend must be more than 0 and at most 1,000,000,000.00.',
  'signUp.formationYear': 'The formation year must be from 1800 to this year.',
  'signUp.businessType': 'In the UK we serve limited companies and LLPs only.',
  'signUp.leaderRequired': 'Add at least one leader.',
  'signUp.ownerRequired': 'Add at least one owner.',
  'signUp.ownershipTotal': 'Owners cannot hold more than 100% together.',
  'signUp.ownershipThreshold': 'List owners who hold 25% or more.',
  'signUp.bankAccountRequired': 'Add a bank account.',
  'signUp.bankAccountInvalid': 'Please check the bank account numbers for its country.',
  'signUp.linkedNoDepository':
    'Share a checking or savings account: cards are paid from one of those.',
  'signUp.fiscalMexicoOnly': 'SAT credentials are for Mexican companies only.',
  'signUp.ciecRequired': 'The CIEC password field is required.',
  'signUp.ciecShort': 'The CIEC password must be at least 8 characters.',
  'signUp.agreementRequired': 'Please accept the program agreement and the privacy policy.',
  'signUp.stepsMissing': 'Please complete the earlier steps first.',
  'signUp.submitted': 'Your application was submitted.',
  'signUp.noApplication': 'There is no application for this account.',
  'signUp.phoneVerified': 'Your phone number is verified.',
} as const;

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'signUp.over18': 'Por favor confirma que eres mayor de 18 años.',
  'signUp.ownerOver18': 'Por favor confirma que el usuario es mayor de 18 años.',
  'signUp.birthDate':
    'Introduce una fecha de nacimiento válida. Quien solicita debe tener 18 años o más.',
  'signUp.phoneInvalid': 'Por favor ingresa un número de teléfono válido.',
  'signUp.phoneUsed': 'Este número de teléfono ya está en uso.',
  'signUp.emailUsed': 'El correo electrónico ya está registrado.',
  'signUp.idUsed': 'Este ID ya está en uso.',
  'signUp.accountAttached': 'Esta cuenta ya está vinculada.',
  'signUp.website': 'Introduce un sitio web válido, como https://ejemplo.com.',
  'signUp.taxId':
    'El {name} debe tener {length} {kind, select, numeric {dígitos} other {letras y dígitos}}.',
  'signUp.taxIdNotReal': 'Este {name} no existe: revisa que no tenga un error.',
  'signUp.address':
    'Revisa la dirección {which, select, business {del negocio} other {residencial}}: {field} {problem, select, required {es obligatorio} tooLong {es demasiado largo} other {no es válido}}.',
  'signUp.monthlySpend':
    'El gasto mensual con tarjeta debe ser mayor que 0 y como máximo 1,000,000,000.00.',
  'signUp.formationYear': 'El año de constitución debe ser de 1800 a este año.',
  'signUp.businessType': 'En el Reino Unido atendemos solo sociedades limitadas y LLP.',
  'signUp.leaderRequired': 'Agrega al menos un directivo.',
  'signUp.ownerRequired': 'Agrega al menos un propietario.',
  'signUp.ownershipTotal': 'Los propietarios no pueden tener más del 100 % en conjunto.',
  'signUp.ownershipThreshold': 'Incluye a los propietarios con 25 % o más.',
  'signUp.bankAccountRequired': 'Agrega una cuenta bancaria.',
  'signUp.bankAccountInvalid': 'Revisa los números de la cuenta bancaria para su país.',
  'signUp.linkedNoDepository':
    'Comparte una cuenta de cheques o de ahorro: las tarjetas se pagan desde una de ellas.',
  'signUp.fiscalMexicoOnly': 'Las credenciales del SAT son solo para empresas mexicanas.',
  'signUp.ciecRequired': 'El campo de contraseña CIEC es obligatorio.',
  'signUp.ciecShort': 'La contraseña CIEC debe tener al menos 8 caracteres.',
  'signUp.agreementRequired': 'Acepta el acuerdo del programa y la política de privacidad.',
  'signUp.stepsMissing': 'Completa primero los pasos anteriores.',
  'signUp.submitted': 'Tu solicitud fue enviada.',
  'signUp.noApplication': 'No hay una solicitud para esta cuenta.',
  'signUp.phoneVerified': 'Tu número de teléfono está verificado.',
};

const pt: Catalog = {
  'signUp.over18': 'Confirme que você tem mais de 18 anos.',
  'signUp.ownerOver18': 'Confirme que o usuário tem mais de 18 anos.',
  'signUp.birthDate':
    'Informe uma data de nascimento válida. Quem solicita deve ter 18 anos ou mais.',
  'signUp.phoneInvalid': 'Informe um número de telefone válido.',
  'signUp.phoneUsed': 'Este número de telefone já está em uso.',
  'signUp.emailUsed': 'Este e-mail já está cadastrado.',
  'signUp.idUsed': 'Este ID já está em uso.',
  'signUp.accountAttached': 'Esta conta já está vinculada.',
  'signUp.website': 'Informe um site válido, como https://exemplo.com.',
  'signUp.taxId':
    'O {name} deve ter {length} {kind, select, numeric {dígitos} other {letras e dígitos}}.',
  'signUp.taxIdNotReal': 'Este {name} não existe: confira se há um erro de digitação.',
  'signUp.address':
    'Confira o endereço {which, select, business {comercial} other {residencial}}: {field} {problem, select, required {é obrigatório} tooLong {é longo demais} other {não é válido}}.',
  'signUp.monthlySpend':
    'O gasto mensal com cartão deve ser maior que 0 e no máximo 1.000.000.000,00.',
  'signUp.formationYear': 'O ano de constituição deve ser de 1800 até este ano.',
  'signUp.businessType': 'No Reino Unido atendemos apenas sociedades limitadas e LLPs.',
  'signUp.leaderRequired': 'Adicione pelo menos um dirigente.',
  'signUp.ownerRequired': 'Adicione pelo menos um proprietário.',
  'signUp.ownershipTotal': 'Os proprietários não podem ter mais de 100% juntos.',
  'signUp.ownershipThreshold': 'Liste os proprietários com 25% ou mais.',
  'signUp.bankAccountRequired': 'Adicione uma conta bancária.',
  'signUp.bankAccountInvalid': 'Confira os números da conta bancária para o país dela.',
  'signUp.linkedNoDepository':
    'Compartilhe uma conta corrente ou poupança: os cartões são pagos a partir de uma delas.',
  'signUp.fiscalMexicoOnly': 'As credenciais do SAT são apenas para empresas mexicanas.',
  'signUp.ciecRequired': 'O campo de senha CIEC é obrigatório.',
  'signUp.ciecShort': 'A senha CIEC deve ter pelo menos 8 caracteres.',
  'signUp.agreementRequired': 'Aceite o contrato do programa e a política de privacidade.',
  'signUp.stepsMissing': 'Conclua primeiro as etapas anteriores.',
  'signUp.submitted': 'Sua solicitação foi enviada.',
  'signUp.noApplication': 'Não há solicitação para esta conta.',
  'signUp.phoneVerified': 'Seu número de telefone está verificado.',
};

export const signUpMessages = { en, es, pt };
