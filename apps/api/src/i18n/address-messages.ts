// The server's messages for the company's addresses (issue 36, /settings/addresses): the
// refusal of an address and what is wrong with each field. Spread into messages.ts's catalogs.

const en = {
  'addresses.invalid': 'Please check the address: some fields are missing or not valid.',
  'addresses.fieldRequired': 'This field is required.',
  'addresses.fieldTooLong': 'This field is too long.',
  'addresses.invalidPostalCode': "Enter a postal code in the country's format.",
  'addresses.invalidState': 'Choose a state or province of the country.',
  'addresses.invalidCountry':
    'Addresses can be in the United States, Mexico, Brazil, Colombia, Canada or the United Kingdom.',
};

type Catalog = Record<keyof typeof en, string>;

const es: Catalog = {
  'addresses.invalid': 'Revisa la dirección: faltan campos o no son válidos.',
  'addresses.fieldRequired': 'Este campo es obligatorio.',
  'addresses.fieldTooLong': 'Este campo es demasiado largo.',
  'addresses.invalidPostalCode': 'Ingresa un código postal con el formato del país.',
  'addresses.invalidState': 'Elige un estado o provincia del país.',
  'addresses.invalidCountry':
    'Las direcciones pueden estar en Estados Unidos, México, Brasil, Colombia, Canadá o el Reino Unido.',
};

const pt: Catalog = {
  'addresses.invalid': 'Verifique o endereço: há campos faltando ou inválidos.',
  'addresses.fieldRequired': 'Este campo é obrigatório.',
  'addresses.fieldTooLong': 'Este campo é longo demais.',
  'addresses.invalidPostalCode': 'Informe um código postal no formato do país.',
  'addresses.invalidState': 'Escolha um estado ou província do país.',
  'addresses.invalidCountry':
    'Os endereços podem ficar nos Estados Unidos, México, Brasil, Colômbia, Canadá ou Reino Unido.',
};

export const addressMessages = { en, es, pt };
