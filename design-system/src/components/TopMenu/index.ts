export { TopMenu, topMenuRoutes } from './TopMenu';
export type { TopMenuProps, TopMenuTab, TopMenuNotice, TopMenuUser } from './TopMenu';
