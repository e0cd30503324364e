import { ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import { IconButton } from '../IconButton/IconButton';

export interface RowNavigationProps {
  /** Such as "Previous transaction". */
  previousLabel: string;
  /** Such as "Next transaction". */
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  isPreviousDisabled?: boolean;
  isNextDisabled?: boolean;
}

/**
 * Up and down buttons that move a detail view (a drawer) to the previous or next row of the
 * list it was opened from. For a Drawer's `headerActions`.
 */
export function RowNavigation({
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  isPreviousDisabled,
  isNextDisabled,
}: RowNavigationProps) {
  return (
    <>
      <IconButton
        size="small"
        label={previousLabel}
        icon={<ChevronUpIcon />}
        isDisabled={isPreviousDisabled}
        onPress={onPrevious}
      />
      <IconButton
        size="small"
        label={nextLabel}
        icon={<ChevronDownIcon />}
        isDisabled={isNextDisabled}
        onPress={onNext}
      />
    </>
  );
}
