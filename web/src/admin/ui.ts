/** The design-system components the console uses, each from its own folder (as web/src/app/ui.ts does). */
export { Button } from '@kindred/design-system/components/Button';
export { TextField } from '@kindred/design-system/components/TextField';
export { PasswordField } from '@kindred/design-system/components/PasswordField';
export { Select } from '@kindred/design-system/components/Select';
export { Checkbox } from '@kindred/design-system/components/Checkbox';
export { Dialog } from '@kindred/design-system/components/Dialog';
export { Tabs } from '@kindred/design-system/components/Tabs';
export { Badge } from '@kindred/design-system/components/Badge';
export { Avatar } from '@kindred/design-system/components/Avatar';
export { EmptyState } from '@kindred/design-system/components/EmptyState';
export { LanguageSwitch } from '@kindred/design-system/components/LanguageSwitch';
export { LoadingOverlay } from '@kindred/design-system/components/LoadingOverlay';
export { ChatBubble } from '@kindred/design-system/components/ChatBubble';
export { ChatComposer } from '@kindred/design-system/components/ChatComposer';
export { Table } from '@kindred/design-system/components/Table';
export type { TableColumn, RowKey } from '@kindred/design-system/components/Table';
export { DataList } from '@kindred/design-system/components/DataList';
export type { DataListItem } from '@kindred/design-system/components/DataList';
