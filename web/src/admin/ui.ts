/** The design-system components the console uses, each from its own folder (as web/src/app/ui.ts does). */
export { Button } from '@kindred/design-system/src/components/Button';
export { TextField } from '@kindred/design-system/src/components/TextField';
export { PasswordField } from '@kindred/design-system/src/components/PasswordField';
export { Select } from '@kindred/design-system/src/components/Select';
export { Checkbox } from '@kindred/design-system/src/components/Checkbox';
export { Dialog } from '@kindred/design-system/src/components/Dialog';
export { Tabs } from '@kindred/design-system/src/components/Tabs';
export { Badge } from '@kindred/design-system/src/components/Badge';
export { Avatar } from '@kindred/design-system/src/components/Avatar';
export { EmptyState } from '@kindred/design-system/src/components/EmptyState';
export { LanguageSwitch } from '@kindred/design-system/src/components/LanguageSwitch';
export { LoadingOverlay } from '@kindred/design-system/src/components/LoadingOverlay';
export { ChatBubble } from '@kindred/design-system/src/components/ChatBubble';
export { ChatComposer } from '@kindred/design-system/src/components/ChatComposer';
export { Table } from '@kindred/design-system/src/components/Table';
export type { TableColumn, RowKey } from '@kindred/design-system/src/components/Table';
export { DataList } from '@kindred/design-system/src/components/DataList';
export type { DataListItem } from '@kindred/design-system/src/components/DataList';
