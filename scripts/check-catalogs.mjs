#!/usr/bin/env node
// Fails when a message key is missing from any catalog, when a message is not valid ICU, when
// a translation uses other placeholders than the English message, when a message shows a
// count outside ICU plural rules ("Try again in 1 minutes"), or when a translation names a
// glossary concept by another word than the glossary's (apps/web/src/i18n/glossary.json:
// "Faturas" for both statements and invoices). It reads the web app's catalogs and the
// server's (apps/api/src/i18n/messages.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { countsOutsidePlurals } from './lib/catalog-plurals.mjs';
import { glossaryProblems, shownText } from './lib/glossary.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'));
const { parse, TYPE } = await import(requireFromWeb.resolve('@formatjs/icu-messageformat-parser'));
const requireFromApi = createRequire(join(root, 'apps/api/package.json'));
// tsx's ESM API (the server's catalogs are TypeScript); require would resolve its CJS build.
const tsxFolder = dirname(requireFromApi.resolve('tsx/package.json'));
const { tsImport } = await import(pathToFileURL(join(tsxFolder, 'dist/esm/api/index.mjs')).href);

// Web catalogs live in <dir>/<language>/<area>.json; every language must hold every English id.
const catalogDirs = ['apps/web/src/i18n/messages'];
const serverCatalogs = 'apps/api/src/i18n/messages.ts';
const problems = [];
const glossary = JSON.parse(readFileSync(join(root, 'apps/web/src/i18n/glossary.json'), 'utf8'));

function readLanguage(dir) {
  const merged = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const area = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [key, message] of Object.entries(area)) {
      if (key in merged) problems.push(`${dir}/${file}: "${key}" is defined twice`);
      merged[key] = message;
    }
  }
  return merged;
}

function argumentsOf(elements, into = new Set()) {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) {
      into.add(element.value);
    }
    if (element.options) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.children) argumentsOf(element.children, into);
  }
  return into;
}

function checkCatalogs(name, catalogs) {
  const english = catalogs.en;
  if (!english) {
    problems.push(`${name}: no English catalog`);
    return;
  }
  for (const [language, catalog] of Object.entries(catalogs)) {
    for (const key of Object.keys(english)) {
      if (!(key in catalog)) problems.push(`${name}/${language}: missing "${key}"`);
    }
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in english)) {
        problems.push(`${name}/${language}: "${key}" is not in English`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${name}/${language}: "${key}" is empty`);
        continue;
      }
      try {
        const elements = parse(message);
        const expected = [...argumentsOf(parse(english[key]))].sort().join(',');
        const actual = [...argumentsOf(elements)].sort().join(',');
        if (expected !== actual) {
          problems.push(
            `${name}/${language}: "${key}" uses {${actual}} but English uses {${expected}}`,
          );
        }
        for (const count of countsOutsidePlurals(elements, TYPE)) {
          problems.push(
            `${name}/${language}: "${key}" shows the count {${count}} outside a plural ({${count}, plural, one {…} other {…}})`,
          );
        }
      } catch (error) {
        problems.push(`${name}/${language}: "${key}" is not valid ICU (${error.message})`);
      }
    }
  }
  const textOf = (message) => {
    try {
      return shownText(parse(message), TYPE);
    } catch {
      return message; // Reported above as invalid ICU.
    }
  };
  problems.push(...glossaryProblems(glossary, name, catalogs, textOf));
  console.log(
    `${name}: ${Object.keys(english).length} messages × ${Object.keys(catalogs).length} languages`,
  );
}

for (const dir of catalogDirs) {
  const languages = readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  checkCatalogs(
    dir,
    Object.fromEntries(
      languages.map((language) => [language, readLanguage(join(root, dir, language))]),
    ),
  );
}
const { catalogs } = await tsImport(
  pathToFileURL(join(root, serverCatalogs)).href,
  import.meta.url,
);
checkCatalogs(serverCatalogs, catalogs);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
