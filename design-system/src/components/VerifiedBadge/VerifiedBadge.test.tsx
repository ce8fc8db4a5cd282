import { render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './VerifiedBadge.stories';
import { VerifiedBadge } from './VerifiedBadge';

describe('VerifiedBadge stories', () => {
  testEveryStory(stories, {
    role: 'img',
    roleFor: { AllVariants: 'table' },
    checks: {
      Icon: () => expect(screen.getByRole('img', { name: 'Verified' })).not.toHaveTextContent(/\S/),
      Label: () => expect(screen.getByRole('img', { name: 'Verified' })).toHaveTextContent(/^Verified$/),
      BesideAName: () => expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument(),
    },
  });
});

describe('VerifiedBadge', () => {
  it.each([
    ['en', 'Verified'],
    ['zhcn', '已认证'],
    ['zhtw', '已認證'],
  ] as const)('is one image named in the member’s language (%s)', (locale, name) => {
    render(
      <KindredProvider theme="mobile" locale={locale}>
        <VerifiedBadge />
      </KindredProvider>,
    );
    expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('passes its props to the root', () => {
    render(
      <KindredProvider theme="desktop" locale="en">
        <VerifiedBadge variant="label" size="md" data-testid="badge" className="beside-name" />
      </KindredProvider>,
    );
    expect(screen.getByTestId('badge')).toHaveClass('beside-name');
    expect(screen.getByTestId('badge')).toHaveTextContent('Verified');
  });
});
