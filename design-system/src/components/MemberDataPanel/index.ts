export { MemberDataPanel } from './MemberDataPanel';
export type {
  LinkedCopy,
  MemberDataCopy,
  MemberDataPanelProps,
  MemberDataPanelTexts,
  PasswordAgain,
} from './MemberDataPanel';
