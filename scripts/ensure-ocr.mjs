// Receipt photos are read by Tesseract on this machine (no download at run time), and PDFs by
// poppler's pdftotext: installs Debian's packages for them when missing (as root; otherwise it
// names what to install). The server does not need them to start: without OCR a photo stays
// unmatched with its reason.
import { ensureDebianPackage } from './lib/system-packages.mjs';

const PACKAGES = [
  { name: 'poppler-utils', probe: '/usr/bin/pdftotext', purpose: 'Reading receipt PDFs' },
  { name: 'tesseract-ocr', probe: '/usr/bin/tesseract', purpose: 'Reading receipt photos' },
  ...['eng', 'spa', 'por'].map((language) => ({
    name: `tesseract-ocr-${language}`,
    probe: `/usr/share/tesseract-ocr/5/tessdata/${language}.traineddata`,
    purpose: `Reading receipt photos (${language})`,
  })),
];

/** True when every package is there (or was installed now). */
export function ensureOcr() {
  let ready = true;
  for (const one of PACKAGES) ready = ensureDebianPackage(one) && ready;
  return ready;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = ensureOcr() ? 0 : 1;
}
