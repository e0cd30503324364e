// The names of the states, provinces and departments an applicant picks from (addresses.ts
// keeps their ISO 3166-2 codes), in English, Spanish and Portuguese. Our own table, because no
// maintained source has them in all three: CLDR's subdivision names (cldr-subdivisions-full)
// are English only for these (its es and pt files name just England, Scotland and Wales), and
// Intl.DisplayNames names countries, not subdivisions. English follows CLDR; Spanish and
// Portuguese give the name each language uses, and where a place has none of its own there,
// its local name (a Spanish and a Portuguese reader both say "Jalisco" and "Ceará").
import type { BR_STATES, CA_PROVINCES, CO_DEPARTMENTS, MX_STATES, US_STATES } from './addresses';
import { isSignUpCountry, type SignUpCountry } from './sign-up-countries';

export type NameLanguage = 'en' | 'es' | 'pt';

/** A name in English, and in Spanish or Portuguese where it differs from the English. */
type Names = { en: string; es?: string; pt?: string };

const US: Record<(typeof US_STATES)[number], Names> = {
  AL: { en: 'Alabama' },
  AK: { en: 'Alaska' },
  AZ: { en: 'Arizona' },
  AR: { en: 'Arkansas' },
  CA: { en: 'California', pt: 'Califórnia' },
  CO: { en: 'Colorado' },
  CT: { en: 'Connecticut' },
  DE: { en: 'Delaware' },
  DC: { en: 'Washington DC', es: 'Washington D. C.', pt: 'Washington, D.C.' },
  FL: { en: 'Florida', pt: 'Flórida' },
  GA: { en: 'Georgia', pt: 'Geórgia' },
  HI: { en: 'Hawaii', es: 'Hawái', pt: 'Havaí' },
  ID: { en: 'Idaho' },
  IL: { en: 'Illinois' },
  IN: { en: 'Indiana' },
  IA: { en: 'Iowa' },
  KS: { en: 'Kansas' },
  KY: { en: 'Kentucky' },
  LA: { en: 'Louisiana', es: 'Luisiana', pt: 'Luisiana' },
  ME: { en: 'Maine' },
  MD: { en: 'Maryland' },
  MA: { en: 'Massachusetts' },
  MI: { en: 'Michigan', es: 'Míchigan' },
  MN: { en: 'Minnesota' },
  MS: { en: 'Mississippi', es: 'Misisipi' },
  MO: { en: 'Missouri', es: 'Misuri' },
  MT: { en: 'Montana' },
  NE: { en: 'Nebraska' },
  NV: { en: 'Nevada' },
  NH: { en: 'New Hampshire', es: 'Nuevo Hampshire', pt: 'Nova Hampshire' },
  NJ: { en: 'New Jersey', es: 'Nueva Jersey', pt: 'Nova Jérsei' },
  NM: { en: 'New Mexico', es: 'Nuevo México', pt: 'Novo México' },
  NY: { en: 'New York', es: 'Nueva York', pt: 'Nova Iorque' },
  NC: { en: 'North Carolina', es: 'Carolina del Norte', pt: 'Carolina do Norte' },
  ND: { en: 'North Dakota', es: 'Dakota del Norte', pt: 'Dakota do Norte' },
  OH: { en: 'Ohio' },
  OK: { en: 'Oklahoma' },
  OR: { en: 'Oregon', es: 'Oregón' },
  PA: { en: 'Pennsylvania', es: 'Pensilvania', pt: 'Pensilvânia' },
  RI: { en: 'Rhode Island' },
  SC: { en: 'South Carolina', es: 'Carolina del Sur', pt: 'Carolina do Sul' },
  SD: { en: 'South Dakota', es: 'Dakota del Sur', pt: 'Dakota do Sul' },
  TN: { en: 'Tennessee' },
  TX: { en: 'Texas' },
  UT: { en: 'Utah' },
  VT: { en: 'Vermont' },
  VA: { en: 'Virginia', pt: 'Virgínia' },
  WA: { en: 'Washington' },
  WV: { en: 'West Virginia', es: 'Virginia Occidental', pt: 'Virgínia Ocidental' },
  WI: { en: 'Wisconsin' },
  WY: { en: 'Wyoming' },
  PR: { en: 'Puerto Rico', pt: 'Porto Rico' },
};

const CA: Record<(typeof CA_PROVINCES)[number], Names> = {
  AB: { en: 'Alberta' },
  BC: { en: 'British Columbia', es: 'Columbia Británica', pt: 'Colúmbia Britânica' },
  MB: { en: 'Manitoba' },
  NB: { en: 'New Brunswick', es: 'Nuevo Brunswick', pt: 'Nova Brunswick' },
  NL: { en: 'Newfoundland and Labrador', es: 'Terranova y Labrador', pt: 'Terra Nova e Labrador' },
  NS: { en: 'Nova Scotia', es: 'Nueva Escocia', pt: 'Nova Escócia' },
  NT: {
    en: 'Northwest Territories',
    es: 'Territorios del Noroeste',
    pt: 'Territórios do Noroeste',
  },
  NU: { en: 'Nunavut' },
  ON: { en: 'Ontario' },
  PE: {
    en: 'Prince Edward Island',
    es: 'Isla del Príncipe Eduardo',
    pt: 'Ilha do Príncipe Eduardo',
  },
  QC: { en: 'Quebec', pt: 'Quebeque' },
  SK: { en: 'Saskatchewan' },
  YT: { en: 'Yukon' },
};

const MX: Record<(typeof MX_STATES)[number], Names> = {
  AGU: { en: 'Aguascalientes' },
  BCN: { en: 'Baja California' },
  BCS: { en: 'Baja California Sur' },
  CAM: { en: 'Campeche' },
  CHH: { en: 'Chihuahua' },
  CHP: { en: 'Chiapas' },
  // CLDR's "Ciudad de Mexico" (mxcmx) lacks its accent; its "Mexico City" is the old code DIF.
  CMX: { en: 'Mexico City', es: 'Ciudad de México', pt: 'Cidade do México' },
  COA: { en: 'Coahuila' },
  COL: { en: 'Colima' },
  DUR: { en: 'Durango' },
  GRO: { en: 'Guerrero' },
  GUA: { en: 'Guanajuato' },
  HID: { en: 'Hidalgo' },
  JAL: { en: 'Jalisco' },
  MEX: { en: 'Mexico State', es: 'Estado de México', pt: 'Estado do México' },
  MIC: { en: 'Michoacán' },
  MOR: { en: 'Morelos' },
  NAY: { en: 'Nayarit' },
  NLE: { en: 'Nuevo León' },
  OAX: { en: 'Oaxaca' },
  PUE: { en: 'Puebla' },
  QUE: { en: 'Querétaro' },
  ROO: { en: 'Quintana Roo' },
  SIN: { en: 'Sinaloa' },
  SLP: { en: 'San Luis Potosí' },
  SON: { en: 'Sonora' },
  TAB: { en: 'Tabasco' },
  TAM: { en: 'Tamaulipas' },
  TLA: { en: 'Tlaxcala' },
  VER: { en: 'Veracruz' },
  YUC: { en: 'Yucatán' },
  ZAC: { en: 'Zacatecas' },
};

const BR: Record<(typeof BR_STATES)[number], Names> = {
  AC: { en: 'Acre' },
  AL: { en: 'Alagoas' },
  AP: { en: 'Amapá' },
  AM: { en: 'Amazonas' },
  BA: { en: 'Bahia', es: 'Bahía' },
  CE: { en: 'Ceará' },
  DF: { en: 'Federal District', es: 'Distrito Federal', pt: 'Distrito Federal' },
  ES: { en: 'Espírito Santo' },
  GO: { en: 'Goiás' },
  MA: { en: 'Maranhão' },
  MT: { en: 'Mato Grosso' },
  MS: { en: 'Mato Grosso do Sul' },
  MG: { en: 'Minas Gerais' },
  PA: { en: 'Pará' },
  PB: { en: 'Paraíba' },
  PR: { en: 'Paraná' },
  PE: { en: 'Pernambuco' },
  PI: { en: 'Piauí' },
  RJ: { en: 'Rio de Janeiro', es: 'Río de Janeiro' },
  RN: { en: 'Rio Grande do Norte' },
  RS: { en: 'Rio Grande do Sul' },
  RO: { en: 'Rondônia' },
  RR: { en: 'Roraima' },
  SC: { en: 'Santa Catarina' },
  SP: { en: 'São Paulo' },
  SE: { en: 'Sergipe' },
  TO: { en: 'Tocantins' },
};

const CO: Record<(typeof CO_DEPARTMENTS)[number], Names> = {
  AMA: { en: 'Amazonas' },
  ANT: { en: 'Antioquia' },
  ARA: { en: 'Arauca' },
  ATL: { en: 'Atlántico', pt: 'Atlântico' },
  BOL: { en: 'Bolívar' },
  BOY: { en: 'Boyacá' },
  CAL: { en: 'Caldas' },
  CAQ: { en: 'Caquetá' },
  CAS: { en: 'Casanare' },
  CAU: { en: 'Cauca' },
  CES: { en: 'Cesar' },
  CHO: { en: 'Chocó' },
  COR: { en: 'Córdoba' },
  CUN: { en: 'Cundinamarca' },
  DC: { en: 'Capital District', es: 'Bogotá, Distrito Capital', pt: 'Bogotá, Distrito Capital' },
  GUA: { en: 'Guainía' },
  GUV: { en: 'Guaviare' },
  HUI: { en: 'Huila' },
  LAG: { en: 'La Guajira' },
  MAG: { en: 'Magdalena' },
  MET: { en: 'Meta' },
  NAR: { en: 'Nariño' },
  NSA: { en: 'Norte de Santander' },
  PUT: { en: 'Putumayo' },
  QUI: { en: 'Quindío' },
  RIS: { en: 'Risaralda' },
  SAP: {
    en: 'San Andrés & Providencia',
    es: 'San Andrés, Providencia y Santa Catalina',
    pt: 'San Andrés e Providencia',
  },
  SAN: { en: 'Santander' },
  SUC: { en: 'Sucre' },
  TOL: { en: 'Tolima' },
  VAC: { en: 'Valle del Cauca' },
  VAU: { en: 'Vaupés' },
  VID: { en: 'Vichada' },
};

const BY_COUNTRY: Partial<Record<SignUpCountry, Readonly<Record<string, Names>>>> = {
  US,
  CA,
  MX,
  BR,
  CO,
};

/**
 * A state, province or department named in the reader's language; its code when the country
 * has no such list (the UK's counties are typed) or the code is none of its own.
 */
export function subdivisionName(country: string, code: string, language: NameLanguage): string {
  const names = isSignUpCountry(country) ? BY_COUNTRY[country]?.[code] : undefined;
  if (!names) return code;
  return names[language] ?? names.en;
}
