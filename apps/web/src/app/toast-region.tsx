// The design system's toast region as its own chunk: see toasts.tsx.
export { ToastRegion as default } from '@outlay/design-system';
