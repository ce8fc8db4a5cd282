/**
 * The design-system components the app uses. @kindred/design-system has no root index yet, so the
 * components are taken from their folders' index files; once the package exports them from
 * `src/index.ts`, this module becomes `export * from '@kindred/design-system'`.
 */
export { KindredProvider } from '@kindred/design-system/src/provider/KindredProvider';
export { formatRelativeTime } from '@kindred/design-system/src/i18n/relativeTime';
export type { Locale } from '@kindred/design-system/src/i18n/locales';
export { locales, defaultLocale, resolveLocale, isLocale } from '@kindred/design-system/src/i18n/locales';
export { Button } from '@kindred/design-system/src/components/Button';
export { TextField, characterCount } from '@kindred/design-system/src/components/TextField';
export { PasswordField } from '@kindred/design-system/src/components/PasswordField';
export { Checkbox } from '@kindred/design-system/src/components/Checkbox';
export { RadioGroup } from '@kindred/design-system/src/components/RadioGroup';
export { Select } from '@kindred/design-system/src/components/Select';
export { BirthdayPicker } from '@kindred/design-system/src/components/BirthdayPicker';
export { Toast } from '@kindred/design-system/src/components/Toast';
export { Dialog } from '@kindred/design-system/src/components/Dialog';
export { Tabs } from '@kindred/design-system/src/components/Tabs';
export { BottomTabBar, bottomTabRoutes } from '@kindred/design-system/src/components/BottomTabBar';
export type { BottomTab } from '@kindred/design-system/src/components/BottomTabBar';
export { Badge } from '@kindred/design-system/src/components/Badge';
export { Avatar } from '@kindred/design-system/src/components/Avatar';
export type { VipLevel } from '@kindred/design-system/src/components/Avatar';
export { LanguageSwitch } from '@kindred/design-system/src/components/LanguageSwitch';
export { EmptyState } from '@kindred/design-system/src/components/EmptyState';
export { LoadingOverlay } from '@kindred/design-system/src/components/LoadingOverlay';
export { PendingApprovalNotice } from '@kindred/design-system/src/components/PendingApprovalNotice';
export { IconButton } from '@kindred/design-system/src/components/IconButton';
export { ChatList } from '@kindred/design-system/src/components/ChatList';
export type { ChatContact as ChatListContact } from '@kindred/design-system/src/components/ChatList';
export { ChatBubble } from '@kindred/design-system/src/components/ChatBubble';
export { ChatComposer } from '@kindred/design-system/src/components/ChatComposer';
export { EmoticonText } from '@kindred/design-system/src/components/EmoticonText';
export { GiftPicker } from '@kindred/design-system/src/components/GiftPicker';
export type { GiftCategory } from '@kindred/design-system/src/components/GiftPicker';
export { GiftCard, giftTitle } from '@kindred/design-system/src/components/GiftCard';
export type { GiftItem } from '@kindred/design-system/src/components/GiftCard';
export { TrendItem } from '@kindred/design-system/src/components/TrendItem';
export type { Trend } from '@kindred/design-system/src/components/TrendItem';
export { PhotoGrid } from '@kindred/design-system/src/components/PhotoGrid';
export type { Photo } from '@kindred/design-system/src/components/PhotoGrid';
export { ProfileHeader } from '@kindred/design-system/src/components/ProfileHeader';
export { Swipe } from '@kindred/design-system/src/components/Swipe';
export type { SwipeSlide } from '@kindred/design-system/src/components/Swipe';
export { PullToRefresh } from '@kindred/design-system/src/components/PullToRefresh';
export { LoadMore } from '@kindred/design-system/src/components/LoadMore';
export type { LoadMoreStatus } from '@kindred/design-system/src/components/LoadMore';
export { AvatarCropper, checkAvatarFile } from '@kindred/design-system/src/components/AvatarCropper';
export type { AvatarUploadState, AvatarError } from '@kindred/design-system/src/components/AvatarCropper';
export { formatUsd } from '@kindred/design-system/src/commerce/pricing';
export type { MemberSummary } from '@kindred/design-system/src/members/member';
export { useLocale } from '@kindred/design-system/src/i18n/LocaleProvider';
export { PackageCard } from '@kindred/design-system/src/components/PackageCard';
export { PaymentForm } from '@kindred/design-system/src/components/PaymentForm';
export { monthlyPrice, savePercent } from '@kindred/design-system/src/commerce/pricing';
export { paymentFields, validatePayment } from '@kindred/design-system/src/commerce/payment';
export type { PayType, PaymentValues } from '@kindred/design-system/src/commerce/payment';
