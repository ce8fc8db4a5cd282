import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PushDeviceCard.stories';

describe('PushDeviceCard stories', () => {
  testEveryStory(stories, {
    role: 'status',
    roleFor: { DoSayWhatItDoes: 'button', DontBareSwitch: 'button' },
    checks: {
      Off: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Notifications are off for this device.');
        expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
        expect(screen.queryByRole('heading')).toBeNull();
      },
      On: () => {
        expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
        expect(screen.queryByRole('checkbox')).toBeNull();
      },
      WithHeading: () =>
        expect(screen.getByRole('region', { name: 'Notifications on this device' })).toBeInTheDocument(),
      Blocked: () => expect(screen.queryByRole('button')).toBeNull(),
    },
  });
});
