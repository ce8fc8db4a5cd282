import { breakpoint } from '../src/tokens/base';
import type { BreakpointName } from '../src/tokens/semantic';

/** A typical screen height for each breakpoint width (heights are not tokens: pages scroll). */
const heights: Record<BreakpointName, number> = { phoneSmall: 740, phone: 896, tablet: 1024, desktop: 768, wide: 900 };
const labels: Record<BreakpointName, string> = {
  phoneSmall: 'Small phone',
  phone: 'Phone (the /m design width)',
  tablet: 'Tablet',
  desktop: 'Desktop (/w from here)',
  wide: 'Wide desktop',
};
const types: Record<BreakpointName, 'mobile' | 'tablet' | 'desktop'> = {
  phoneSmall: 'mobile',
  phone: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
  wide: 'desktop',
};

/** Storybook's viewport presets, one per Kindred breakpoint token. */
export const kindredViewports = Object.fromEntries(
  (Object.keys(breakpoint) as BreakpointName[]).map((name) => [
    name,
    {
      name: `${labels[name]} · ${breakpoint[name]} px`,
      styles: { width: `${breakpoint[name]}px`, height: `${heights[name]}px` },
      type: types[name],
    },
  ]),
);
