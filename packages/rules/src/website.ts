// A company's website (spec part 2 §5: "a valid URL starting with http:// or {host}"): either
// an http(s) address or a bare host name such as example.com, with or without a path.

export const WEBSITE_MAX_LENGTH = 255;

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const topLevel = /^[a-z]{2,63}$/i;

function isHostName(host: string): boolean {
  const labels = host.split('.');
  if (labels.length < 2) return false;
  const last = labels.at(-1) ?? '';
  return topLevel.test(last) && labels.every((label) => hostLabel.test(label));
}

/** True for "https://example.com/about", "http://shop.example.mx" and "example.co.uk". */
export function isWebsiteUrl(value: string): boolean {
  const text = value.trim();
  if (text === '' || text.length > WEBSITE_MAX_LENGTH || /\s/.test(text)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text);
  if (scheme && !/^https?$/i.test(scheme[1] ?? '')) return false;
  const rest = scheme ? text.slice(scheme[0].length) : text;
  const host = (rest.split(/[/?#]/)[0] ?? '').replace(/:\d{1,5}$/, '');
  return isHostName(host);
}
