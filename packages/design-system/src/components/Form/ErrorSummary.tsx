import { useId, type MouseEvent, type Ref } from 'react';

import type { FormFieldError } from './collectErrors';
import * as styles from './Form.css';

/** Moves to the field a summary link names, centred, without the jump an anchor makes. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) {
    return;
  }
  event.preventDefault();
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * The box above a form's fields after a failed submit: a title, then each field's message as a
 * link to that field. It takes focus (by its ref) so it is read first.
 */
export function ErrorSummary({
  title,
  errors,
  ref,
}: {
  title: string;
  errors: readonly FormFieldError[];
  ref: Ref<HTMLDivElement>;
}) {
  const titleId = useId();
  return (
    <div ref={ref} className={styles.summary} role="group" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {title}
      </h2>
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              className={styles.summaryLink}
              href={`#${error.id}`}
              onClick={(event) => {
                focusField(event, error.id);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
