// A module of its own, so a page that only opens a popover (the dashboard's Filter) does not
// load the modal dialog with it.
export { DialogTrigger } from 'react-aria-components/Dialog';
