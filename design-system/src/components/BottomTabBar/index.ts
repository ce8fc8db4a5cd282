export { BottomTabBar, bottomTabRoutes } from './BottomTabBar';
export type { BottomTabBarProps, BottomTab } from './BottomTabBar';
