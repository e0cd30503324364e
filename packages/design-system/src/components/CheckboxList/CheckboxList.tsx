import { useId, type ReactNode } from 'react';

import { visuallyHidden } from '../../css/visuallyHidden.css';
import { Checkbox } from '../Checkbox/Checkbox';
import * as styles from './CheckboxList.css';

export interface CheckboxListOption {
  id: string;
  /** What the option is called: a person's name. */
  label: string;
  /**
   * What tells it apart from another option of the same label (an email, a card's last four
   * digits), shown under it in smaller type.
   */
  secondary?: string;
  /** A design-system icon before the label (a role). */
  icon?: ReactNode;
  /** What the icon stands for ("Admin"): read by screen readers, shown on hover. */
  iconLabel?: string;
  isDisabled?: boolean;
}

export interface CheckboxListProps {
  /** The list's name, its legend ("Users"). */
  label: string;
  options: readonly CheckboxListOption[];
  /** The ids ticked. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /**
   * The select-all checkbox's name ("Select all users"); without it there is none. It is
   * ticked when every option is, half-ticked (mixed) when some are.
   */
  selectAllLabel?: string;
  isDisabled?: boolean;
}

/** The option's name: its label, what its icon stands for, then its second line. */
function spokenName(option: CheckboxListOption): string {
  return [option.label, option.iconLabel, option.secondary].filter(Boolean).join(', ');
}

/**
 * A named group of checkboxes, each with an optional icon and a second line that tells alike
 * options apart, and a select-all that ticks or clears them all. Each checkbox is a Tab stop
 * and Space toggles it; a screen reader hears the group's name, then each option's label,
 * icon meaning and second line as its name, and select-all as checked, not checked or mixed.
 */
export function CheckboxList({
  label,
  options,
  value,
  onChange,
  selectAllLabel,
  isDisabled,
}: CheckboxListProps) {
  const legendId = useId();
  const enabled = options.filter((option) => !option.isDisabled);
  const ticked = new Set(value);
  const tickedCount = enabled.filter((option) => ticked.has(option.id)).length;
  const all = enabled.length > 0 && tickedCount === enabled.length;
  const some = tickedCount > 0 && !all;
  const toggle = (id: string, on: boolean) => {
    onChange(on ? [...value.filter((item) => item !== id), id] : value.filter((v) => v !== id));
  };
  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId} disabled={isDisabled}>
      <legend id={legendId} className={styles.legend}>
        {label}
      </legend>
      {selectAllLabel && options.length > 1 && (
        <div className={styles.selectAll}>
          <Checkbox
            isSelected={all}
            isIndeterminate={some}
            isDisabled={isDisabled || enabled.length === 0}
            onChange={(on) => {
              // Disabled options keep their state; select-all acts on the others.
              const kept = value.filter((id) =>
                options.some((option) => option.id === id && option.isDisabled),
              );
              onChange(on ? [...kept, ...enabled.map((option) => option.id)] : kept);
            }}
          >
            {selectAllLabel}
          </Checkbox>
        </div>
      )}
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.id}>
            <Checkbox
              isSelected={ticked.has(option.id)}
              isDisabled={isDisabled || option.isDisabled}
              onChange={(on) => {
                toggle(option.id, on);
              }}
            >
              {/* One phrase for screen readers ("Noah Patel, Admin, noah@…"); the drawn
                  pieces are hidden from them, so no stray spaces or repeats get in. */}
              <span className={visuallyHidden}>{spokenName(option)}</span>
              <span className={styles.option} aria-hidden="true">
                {option.icon && (
                  <span className={styles.icon} title={option.iconLabel}>
                    {option.icon}
                  </span>
                )}
                <span className={styles.text}>
                  <span>{option.label}</span>
                  {option.secondary && <span className={styles.secondary}>{option.secondary}</span>}
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
