// The public components of @outlay/design-system: one explicit list, no per-folder barrels.
// Screens import from here; anything not listed is internal.

// Themes, breakpoints and locale
export { vars } from './themes/vars.css';
export {
  ThemeProvider,
  themeClass,
  themeNames,
  type ThemeName,
  type ThemeProviderProps,
} from './themes/ThemeProvider';
export { lightThemeClass } from './themes/light.css';
export { darkThemeClass } from './themes/dark.css';
export {
  breakpoints,
  breakpointNames,
  media,
  mediaAbove,
  mediaBelow,
  type Breakpoint,
} from './themes/breakpoints';
export { I18nProvider, useLocale } from './i18n/I18nProvider';
export { RouterProvider } from './i18n/RouterProvider';

// Icons: the product's places (the side navigation) and roles (lists of people)
export {
  BellIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalculatorIcon,
  CardIcon,
  CheckIcon,
  CrownIcon,
  DocumentIcon,
  FolderIcon,
  GiftIcon,
  GrowthIcon,
  HomeIcon,
  KeyIcon,
  LedgerIcon,
  MailboxIcon,
  MoonIcon,
  PeopleIcon,
  PersonIcon,
  PinIcon,
  PlugIcon,
  PlusIcon,
  ReceiptIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  SyncIcon,
  TaxIcon,
  UploadIcon,
  type IconProps,
} from './components/icons/icons';

// Layout
export { Box, type BoxProps } from './components/Box/Box';
export { Stack, type StackProps } from './components/Stack/Stack';
export { Inline, type InlineProps } from './components/Inline/Inline';
export { Columns, Column, type ColumnsProps, type ColumnProps } from './components/Columns/Columns';
export { Tiles, type TilesProps } from './components/Tiles/Tiles';
export {
  HiddenVisually,
  type HiddenVisuallyProps,
} from './components/HiddenVisually/HiddenVisually';

// Typography
export { Heading, type HeadingProps } from './components/Heading/Heading';
export { Text, type TextProps } from './components/Text/Text';

// Actions
export { Button, type ButtonProps } from './components/Button/Button';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';
export { Link, type LinkProps } from './components/Link/Link';

// Forms
export { Form, type FormProps } from './components/Form/Form';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export {
  OneTimeCodeField,
  type OneTimeCodeFieldProps,
} from './components/OneTimeCodeField/OneTimeCodeField';
export { ONE_TIME_CODE_LENGTH } from './components/OneTimeCodeField/sanitizeCode';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  CheckboxList,
  type CheckboxListOption,
  type CheckboxListProps,
} from './components/CheckboxList/CheckboxList';

// The sign-in screens' parts as native elements (same look, names and keyboard), so the first
// paint does not wait for react-aria
export { PlainForm, type PlainFormProps } from './components/Plain/PlainForm';
export { PlainTextField, type PlainTextFieldProps } from './components/Plain/PlainTextField';
export {
  PlainPasswordField,
  type PlainPasswordFieldProps,
} from './components/Plain/PlainPasswordField';
export { PlainButton, type PlainButtonProps } from './components/Plain/PlainButton';
export { PlainIconButton, type PlainIconButtonProps } from './components/Plain/PlainIconButton';
export { PlainLink, type PlainLinkProps } from './components/Plain/PlainLink';

// Feedback
export {
  Banner,
  type BannerProps,
  type BannerTone,
  type BannerAction,
} from './components/Banner/Banner';
export { ToastRegion, type ToastRegionProps } from './components/Toast/ToastRegion';
export {
  TOAST_TIMEOUT_MS,
  createToastQueue,
  showToast,
  toastQueue,
  type ToastContent,
  type ToastTone,
  type ShowToastOptions,
} from './components/Toast/toastQueue';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';

// Overlays
export { Modal, type ModalProps } from './components/Modal/Modal';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';
export { DialogTrigger } from './components/Dialog/DialogTrigger';
export { AlertDialog, type AlertDialogProps } from './components/Dialog/AlertDialog';
export { Drawer, type DrawerProps } from './components/Drawer/Drawer';

// Forms (continued)
export { SearchField, type SearchFieldProps } from './components/SearchField/SearchField';
export { NumberField, type NumberFieldProps } from './components/NumberField/NumberField';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export {
  RadioGroup,
  Radio,
  type RadioGroupProps,
  type RadioProps,
} from './components/RadioGroup/RadioGroup';
export { Select, SelectItem, type SelectProps } from './components/Select/Select';
export { ComboBox, ComboBoxItem, type ComboBoxProps } from './components/ComboBox/ComboBox';
export { DatePicker, type DatePickerProps } from './components/DatePicker/DatePicker';
export {
  DateRangePicker,
  type DateRangePickerProps,
} from './components/DateRangePicker/DateRangePicker';
export {
  FileDropZone,
  type FileDropZoneProps,
  type FileRejection,
  type FileRejectionReason,
} from './components/FileDropZone/FileDropZone';

// Overlays and disclosure (continued)
export { Popover, type PopoverProps } from './components/Popover/Popover';
export { Tooltip, type TooltipProps } from './components/Tooltip/Tooltip';
export {
  MenuButton,
  MenuItem,
  type MenuButtonProps,
  type MenuItemProps,
} from './components/Menu/Menu';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './components/Tabs/Tabs';
export { Disclosure, type DisclosureProps } from './components/Disclosure/Disclosure';

// Data display
export {
  Table,
  type TableProps,
  type TableColumn,
  type SortDescriptor,
  type Key,
  type Selection,
} from './components/Table/Table';
export { Pagination, type PaginationProps } from './components/Pagination/Pagination';
export { TagGroup, Tag, type TagGroupProps, type TagProps } from './components/Tag/TagGroup';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export {
  StackedBar,
  type StackedBarProps,
  type StackedBarSegment,
} from './components/StackedBar/StackedBar';
export { Meter, type MeterProps } from './components/Meter/Meter';
export { Stat, type StatProps } from './components/Stat/Stat';

// The signed-in frame
export { AppShell, type AppShellProps } from './components/AppShell/AppShell';
export {
  SideNav,
  type SideNavEntry,
  type SideNavGroup,
  type SideNavItem,
  type SideNavProps,
} from './components/SideNav/SideNav';
export { AccountMenu, type AccountMenuProps } from './components/AccountMenu/AccountMenu';

// The transaction drawer's pieces
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export {
  AttachmentList,
  type Attachment,
  type AttachmentListProps,
} from './components/AttachmentList/AttachmentList';
export { RowNavigation, type RowNavigationProps } from './components/RowNavigation/RowNavigation';
export { ImageViewer, type ImageViewerProps } from './components/ImageViewer/ImageViewer';
export {
  DescriptionList,
  type DescriptionListItem,
  type DescriptionListProps,
} from './components/DescriptionList/DescriptionList';

// Accounting: editing in a grid, trees, news of background work
export { EditableCell, type EditableCellProps } from './components/EditableCell/EditableCell';
export {
  TreeSelect,
  type TreeSelectNode,
  type TreeSelectProps,
} from './components/TreeSelect/TreeSelect';
export { LiveRegion, type LiveRegionProps } from './components/LiveRegion/LiveRegion';
export {
  NotificationButton,
  type NotificationButtonProps,
} from './components/NotificationButton/NotificationButton';
export {
  StepList,
  stepStatuses,
  type StepListProps,
  type StepListStep,
  type StepStatus,
} from './components/StepList/StepList';
