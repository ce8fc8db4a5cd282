/** Desktop route elements: page titles are `desk.title.*` keys unless the key has a dot. */
import type { ComponentType, ReactNode } from 'react';
import { titledScreen } from '../app/routeElements';

export { Loading } from '../app/routeElements';

export const screen = (title: string, Screen: ComponentType, wrap?: (node: ReactNode) => ReactNode) =>
  titledScreen(title.includes('.') ? title : `desk.title.${title}`, Screen, wrap);
