import { useStrings } from '../../i18n/strings';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'heading', 'field', 'block', 'circle'] as const;
export const skeletonWidths = ['full', '3/4', '1/2', '1/4'] as const;

export interface SkeletonProps {
  /** @default 'text' */
  shape?: (typeof skeletonShapes)[number];
  /** Ignored for circles. @default 'full' */
  width?: (typeof skeletonWidths)[number];
  /** Lines of text; the last is shorter. @default 1 */
  lines?: number;
  /** What is loading, announced once. @default the design system's "Loading" */
  label?: string;
}

/**
 * A placeholder in the shape of content that is loading. Screen readers hear a single status
 * ("Loading") rather than the shapes.
 */
export function Skeleton({ shape = 'text', width = 'full', lines = 1, label }: SkeletonProps) {
  const strings = useStrings();
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <div className={styles.group} role="status" data-loading>
      <span className={visuallyHidden}>{label ?? strings.loading}</span>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={`${styles.skeleton} ${styles.shape[shape]} ${
            shape === 'circle' ? '' : styles.width[count > 1 && index === count - 1 ? '3/4' : width]
          }`}
        />
      ))}
    </div>
  );
}
