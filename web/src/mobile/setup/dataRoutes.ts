/** Addresses of the profile settings screens (birthday and country, birthday alone, gender). */
export const setupDataRoutes = {
  data: '/m/home/my/setup/data',
  birthday: '/m/home/my/setup/changebrith',
  gender: '/m/home/my/setup/changegender',
} as const;
