export { Menu } from './Menu';
export type { MenuProps, MenuItem } from './Menu';
