export { Swipe } from './Swipe';
export type { SwipeProps, SwipeSlide } from './Swipe';
