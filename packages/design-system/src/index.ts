// The public components of @outlay/design-system: one explicit list, no per-folder barrels.
// Screens import from here; anything not listed is internal.

// Themes, breakpoints and locale
export { vars } from './themes/vars.css';
export { ThemeProvider, themeClass, themeNames } from './themes/ThemeProvider';
export type { ThemeName, ThemeProviderProps } from './themes/ThemeProvider';
export { lightThemeClass } from './themes/light.css';
export { darkThemeClass } from './themes/dark.css';
export { breakpoints, breakpointNames, media, mediaAbove, mediaBelow } from './themes/breakpoints';
export type { Breakpoint } from './themes/breakpoints';
export { I18nProvider, useLocale } from './i18n/I18nProvider';
export { RouterProvider } from './i18n/RouterProvider';

// Icons: the product's places (the side navigation) and roles (lists of people)
export {
  BellIcon,
  BriefcaseIcon,
  BuildingIcon,
  CalculatorIcon,
  CardIcon,
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
  ReceiptIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  SyncIcon,
  TaxIcon,
} from './components/icons/icons';
export type { IconProps } from './components/icons/icons';

// Layout
export { Box } from './components/Box/Box';
export type { BoxProps } from './components/Box/Box';
export { Stack } from './components/Stack/Stack';
export type { StackProps } from './components/Stack/Stack';
export { Inline } from './components/Inline/Inline';
export type { InlineProps } from './components/Inline/Inline';
export { Columns, Column } from './components/Columns/Columns';
export { Tiles } from './components/Tiles/Tiles';
export type { TilesProps } from './components/Tiles/Tiles';
export { HiddenVisually } from './components/HiddenVisually/HiddenVisually';
export type { HiddenVisuallyProps } from './components/HiddenVisually/HiddenVisually';
export type { ColumnsProps, ColumnProps } from './components/Columns/Columns';

// Typography
export { Heading } from './components/Heading/Heading';
export type { HeadingProps } from './components/Heading/Heading';
export { Text } from './components/Text/Text';
export type { TextProps } from './components/Text/Text';

// Actions
export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export { IconButton } from './components/IconButton/IconButton';
export type { IconButtonProps } from './components/IconButton/IconButton';
export { Link } from './components/Link/Link';
export type { LinkProps } from './components/Link/Link';

// Forms
export { Form } from './components/Form/Form';
export type { FormProps } from './components/Form/Form';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { OneTimeCodeField } from './components/OneTimeCodeField/OneTimeCodeField';
export type { OneTimeCodeFieldProps } from './components/OneTimeCodeField/OneTimeCodeField';
export { ONE_TIME_CODE_LENGTH } from './components/OneTimeCodeField/sanitizeCode';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { CheckboxList } from './components/CheckboxList/CheckboxList';
export type { CheckboxListOption, CheckboxListProps } from './components/CheckboxList/CheckboxList';

// Feedback
export { Banner } from './components/Banner/Banner';
export type { BannerProps, BannerTone, BannerAction } from './components/Banner/Banner';
export { ToastRegion } from './components/Toast/ToastRegion';
export type { ToastRegionProps } from './components/Toast/ToastRegion';
export {
  TOAST_TIMEOUT_MS,
  createToastQueue,
  showToast,
  toastQueue,
} from './components/Toast/toastQueue';
export type { ToastContent, ToastTone, ShowToastOptions } from './components/Toast/toastQueue';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Skeleton } from './components/Skeleton/Skeleton';
export type { SkeletonProps } from './components/Skeleton/Skeleton';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export { Badge } from './components/Badge/Badge';
export type { BadgeProps, BadgeTone } from './components/Badge/Badge';

// Overlays
export { Modal } from './components/Modal/Modal';
export type { ModalProps } from './components/Modal/Modal';
export { Dialog, DialogTrigger } from './components/Dialog/Dialog';
export type { DialogProps } from './components/Dialog/Dialog';
export { AlertDialog } from './components/Dialog/AlertDialog';
export type { AlertDialogProps } from './components/Dialog/AlertDialog';
export { Drawer } from './components/Drawer/Drawer';
export type { DrawerProps } from './components/Drawer/Drawer';

// Forms (continued)
export { SearchField } from './components/SearchField/SearchField';
export type { SearchFieldProps } from './components/SearchField/SearchField';
export { NumberField } from './components/NumberField/NumberField';
export type { NumberFieldProps } from './components/NumberField/NumberField';
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export { RadioGroup, Radio } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioProps } from './components/RadioGroup/RadioGroup';
export { Select, SelectItem } from './components/Select/Select';
export type { SelectProps } from './components/Select/Select';
export { ComboBox, ComboBoxItem } from './components/ComboBox/ComboBox';
export type { ComboBoxProps } from './components/ComboBox/ComboBox';
export { DatePicker } from './components/DatePicker/DatePicker';
export type { DatePickerProps } from './components/DatePicker/DatePicker';
export { DateRangePicker } from './components/DateRangePicker/DateRangePicker';
export type { DateRangePickerProps } from './components/DateRangePicker/DateRangePicker';
export { FileDropZone } from './components/FileDropZone/FileDropZone';
export type {
  FileDropZoneProps,
  FileRejection,
  FileRejectionReason,
} from './components/FileDropZone/FileDropZone';

// Overlays and disclosure (continued)
export { Popover } from './components/Popover/Popover';
export type { PopoverProps } from './components/Popover/Popover';
export { Tooltip } from './components/Tooltip/Tooltip';
export type { TooltipProps } from './components/Tooltip/Tooltip';
export { MenuButton, MenuItem } from './components/Menu/Menu';
export type { MenuButtonProps, MenuItemProps } from './components/Menu/Menu';
export { Tabs, TabList, Tab, TabPanel } from './components/Tabs/Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './components/Tabs/Tabs';
export { Disclosure } from './components/Disclosure/Disclosure';
export type { DisclosureProps } from './components/Disclosure/Disclosure';

// Data display
export { Table } from './components/Table/Table';
export type {
  TableProps,
  TableColumn,
  SortDescriptor,
  Key,
  Selection,
} from './components/Table/Table';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps } from './components/Pagination/Pagination';
export { TagGroup, Tag } from './components/Tag/TagGroup';
export type { TagGroupProps, TagProps } from './components/Tag/TagGroup';
export { Avatar } from './components/Avatar/Avatar';
export type { AvatarProps } from './components/Avatar/Avatar';
export { ProgressBar } from './components/ProgressBar/ProgressBar';
export type { ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { StackedBar } from './components/StackedBar/StackedBar';
export type { StackedBarProps, StackedBarSegment } from './components/StackedBar/StackedBar';
export { Meter } from './components/Meter/Meter';
export type { MeterProps } from './components/Meter/Meter';
export { Stat } from './components/Stat/Stat';
export type { StatProps } from './components/Stat/Stat';

// The signed-in frame
export { AppShell } from './components/AppShell/AppShell';
export type { AppShellProps } from './components/AppShell/AppShell';
export { SideNav } from './components/SideNav/SideNav';
export type {
  SideNavEntry,
  SideNavGroup,
  SideNavItem,
  SideNavProps,
} from './components/SideNav/SideNav';
export { AccountMenu } from './components/AccountMenu/AccountMenu';
export type { AccountMenuProps } from './components/AccountMenu/AccountMenu';

// The transaction drawer's pieces
export { TextArea } from './components/TextArea/TextArea';
export type { TextAreaProps } from './components/TextArea/TextArea';
export { AttachmentList } from './components/AttachmentList/AttachmentList';
export type { Attachment, AttachmentListProps } from './components/AttachmentList/AttachmentList';
export { RowNavigation } from './components/RowNavigation/RowNavigation';
export type { RowNavigationProps } from './components/RowNavigation/RowNavigation';
export { ImageViewer } from './components/ImageViewer/ImageViewer';
export type { ImageViewerProps } from './components/ImageViewer/ImageViewer';
export { DescriptionList } from './components/DescriptionList/DescriptionList';
export type {
  DescriptionListItem,
  DescriptionListProps,
} from './components/DescriptionList/DescriptionList';

// Accounting: editing in a grid, trees, news of background work
export { EditableCell } from './components/EditableCell/EditableCell';
export type { EditableCellProps } from './components/EditableCell/EditableCell';
export { TreeSelect } from './components/TreeSelect/TreeSelect';
export type { TreeSelectNode, TreeSelectProps } from './components/TreeSelect/TreeSelect';
export { LiveRegion } from './components/LiveRegion/LiveRegion';
export type { LiveRegionProps } from './components/LiveRegion/LiveRegion';
