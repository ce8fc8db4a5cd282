export { TopMenu, topMenuRoutes } from './TopMenu';
export type { TopMenuProps, TopMenuTab, TopMenuNotice, TopMenuUser, TopMenuMail } from './TopMenu';
