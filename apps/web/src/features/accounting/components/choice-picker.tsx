import { ComboBox, ComboBoxItem } from '@outlay/design-system';

/** What every accounting picker takes besides its list. */
export interface PickerProps {
  value: string | null;
  onChange: (id: string) => void;
  isDisabled?: boolean;
  autoFocus?: boolean;
  errorMessage?: string;
  description?: string;
}

interface ChoicePickerProps<Item extends { id: string }> extends PickerProps {
  items: readonly Item[];
  labelOf: (item: Item) => string;
  label: string;
  placeholder: string;
  emptyMessage: string;
}

/**
 * One of the platform's definitions (an account, a tax rate), searchable, opening on focus so
 * the table's in-place editor shows the list at once.
 */
export function ChoicePicker<Item extends { id: string }>(props: ChoicePickerProps<Item>) {
  const { onChange, errorMessage, labelOf } = props;
  return (
    <ComboBox
      label={props.label}
      placeholder={props.placeholder}
      emptyMessage={props.emptyMessage}
      defaultItems={props.items}
      value={props.value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={props.isDisabled}
      autoFocus={props.autoFocus}
      menuTrigger="focus"
      description={props.description}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {(item) => (
        <ComboBoxItem id={item.id} textValue={labelOf(item)}>
          {labelOf(item)}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
