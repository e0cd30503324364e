import { Radio, RadioGroup, TextField } from '@outlay/design-system';

interface AmountChoiceProps {
  /** Names the choice, for example "Amount". */
  label: string;
  /** The whole amount the action is for, as it reads: "Amount due $8,450.12". */
  wholeLabel: string;
  otherLabel: string;
  /** The other amount's field, with its currency: "Amount (USD)". */
  otherFieldLabel: string;
  choice: 'whole' | 'other';
  otherAmount: string;
  onChoiceChange: (choice: 'whole' | 'other') => void;
  onOtherAmountChange: (amount: string) => void;
  /** Why the other amount cannot go, in the reader's words; shown under the field. */
  otherAmountError?: string;
}

/**
 * The whole amount or another one: Pay now's amount due, cashback's available balance. The
 * other amount's field shows only once it is chosen, and keeps what was typed when the choice
 * goes back and forth.
 */
export function AmountChoice(props: AmountChoiceProps) {
  return (
    <>
      <RadioGroup
        label={props.label}
        value={props.choice}
        onChange={(choice) => {
          props.onChoiceChange(choice === 'other' ? 'other' : 'whole');
        }}
      >
        <Radio value="whole">{props.wholeLabel}</Radio>
        <Radio value="other">{props.otherLabel}</Radio>
      </RadioGroup>
      {props.choice === 'other' && (
        <TextField
          label={props.otherFieldLabel}
          value={props.otherAmount}
          inputMode="decimal"
          isRequired
          onChange={props.onOtherAmountChange}
          isInvalid={props.otherAmountError !== undefined}
          errorMessage={props.otherAmountError}
        />
      )}
    </>
  );
}
