export { asBadRequest } from '../http/errors.js';
export { sessionOf } from '../http/session-of.js';
