export { PushDeviceCard } from './PushDeviceCard';
export type { PushDeviceCardProps, PushDeviceCardTexts, PushDeviceState } from './PushDeviceCard';
