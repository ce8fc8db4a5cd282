export { StatusTag } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
export type { StatusTone } from './StatusTag.styles';
export { orderStates, orderStateTone, isOrderState } from '../../commerce/orderState';
export type { OrderState } from '../../commerce/orderState';
