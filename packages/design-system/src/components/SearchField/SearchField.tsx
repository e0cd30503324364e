import { Button as AriaButton } from 'react-aria-components/Button';
import {
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';

import { classNames } from '../../css/classNames';
import { visuallyHidden } from '../../css/visuallyHidden.css';
import { useStrings } from '../../i18n/strings';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import { CloseIcon, SearchIcon } from '../icons/icons';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children' | 'render'>, FieldProps {
  /** Keep the label for screen readers only, when the placeholder and icon say enough. */
  hideLabel?: boolean;
  placeholder?: string;
}

/** A search input with a magnifier, a clear button, and Escape to clear. */
export function SearchField({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  ...props
}: SearchFieldProps) {
  const strings = useStrings();
  return (
    <AriaSearchField {...props} className={classNames(fieldStyles.field, styles.searchField)}>
      {hideLabel ? (
        <span className={visuallyHidden}>
          <FieldLabel>{label}</FieldLabel>
        </span>
      ) : (
        <FieldLabel>{label}</FieldLabel>
      )}
      <div className={fieldStyles.inputWithEnd}>
        <span className={styles.icon}>
          <SearchIcon size="small" />
        </span>
        <Input className={classNames(fieldStyles.input, styles.input)} placeholder={placeholder} />
        <AriaButton
          aria-label={strings.clearSearch}
          className={classNames(iconButtonStyles.iconButton({ size: 'small' }), styles.clear)}
        >
          <CloseIcon size="small" />
        </AriaButton>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
