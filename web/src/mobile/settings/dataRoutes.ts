/** Addresses of the profile settings screens (birthday and country, birthday alone, gender). */
import { mobilePaths } from '../../app/paths';
export const setupDataRoutes = {
  data: mobilePaths.setupData,
  birthday: mobilePaths.setupBirthday,
  gender: mobilePaths.setupGender,
} as const;
