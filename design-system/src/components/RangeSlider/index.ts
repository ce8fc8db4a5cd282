export { RangeSlider } from './RangeSlider';
export type { RangeSliderProps, RangeValue } from './RangeSlider';
