/**
 * Client-side navigation for every Link and link-like item: the app passes its router's
 * `navigate` (and `useHref`) once, near the root.
 */
export { RouterProvider } from 'react-aria-components';
