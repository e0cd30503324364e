// Colombia's NIT check digit (DIAN's modulo 11) from stdnum, the maintained port of
// python-stdnum. Its CommonJS build is imported by path: the package's ES build is not marked as
// a module, so Node could not load it, and its index gathers every country in one object, which
// no bundler leaves out of the sign-up page.
import { validate } from 'stdnum/lib/cjs/co/nit.js';

/** Digits whose last is the check digit of the others. */
export function isNit(value: string): boolean {
  if (!/^[0-9]{2,16}$/.test(value)) return false;
  return validate(value).isValid;
}
