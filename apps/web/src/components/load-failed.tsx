import { Button, EmptyState } from '@outlay/design-system';

interface LoadFailedProps {
  /** What could not be loaded, in the screen's words. */
  title: string;
  retryLabel: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}

/** In place of what could not be loaded: says so, and offers to try again. */
export function LoadFailed({ title, retryLabel, onRetry, headingLevel = 2 }: LoadFailedProps) {
  return (
    <EmptyState
      title={title}
      headingLevel={headingLevel}
      action={<Button onPress={onRetry}>{retryLabel}</Button>}
    />
  );
}
