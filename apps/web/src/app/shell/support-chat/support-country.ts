// The support chat is offered only to users whose time zone maps to Mexico, Colombia, Chile or
// Peru (spec part 1 §2.4, §9): the browser's zone decides, as it is where the user is.

export const supportChatCountries = ['MX', 'CO', 'CL', 'PE'] as const;
export type SupportChatCountry = (typeof supportChatCountries)[number];

const zones: Record<string, SupportChatCountry> = {
  'America/Mexico_City': 'MX',
  'America/Cancun': 'MX',
  'America/Merida': 'MX',
  'America/Monterrey': 'MX',
  'America/Matamoros': 'MX',
  'America/Chihuahua': 'MX',
  'America/Ciudad_Juarez': 'MX',
  'America/Ojinaga': 'MX',
  'America/Mazatlan': 'MX',
  'America/Bahia_Banderas': 'MX',
  'America/Hermosillo': 'MX',
  'America/Tijuana': 'MX',
  'Mexico/General': 'MX',
  'Mexico/BajaNorte': 'MX',
  'Mexico/BajaSur': 'MX',
  'America/Bogota': 'CO',
  'America/Santiago': 'CL',
  'America/Punta_Arenas': 'CL',
  'Pacific/Easter': 'CL',
  'Chile/Continental': 'CL',
  'Chile/EasterIsland': 'CL',
  'America/Lima': 'PE',
};

export function supportChatCountryOf(timeZone: string | undefined): SupportChatCountry | null {
  return timeZone ? (zones[timeZone] ?? null) : null;
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
