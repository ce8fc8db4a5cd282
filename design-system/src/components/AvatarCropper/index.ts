export { AvatarCropper } from './AvatarCropper';
export type { AvatarCropperProps, AvatarUploadState } from './AvatarCropper';
export { AvatarCropperDialog } from './AvatarCropperDialog';
export type { AvatarCropperDialogProps } from './AvatarCropperDialog';
export { checkAvatarFile, checkAvatarDimensions, cropScale, AVATAR_SIZE, AVATAR_MAX_BYTES } from './avatarRules';
export type { AvatarError } from './avatarRules';
