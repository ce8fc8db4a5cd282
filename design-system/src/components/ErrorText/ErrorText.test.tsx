import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import * as stories from './ErrorText.stories';
import { ErrorText } from './ErrorText';

describe('ErrorText stories', () => {
  testEveryStory(stories, {
    role: 'alert',
    checks: {
      LoadFailed: () => expect(screen.getByRole('alert')).toHaveTextContent(/^That did not work/),
      AfterAction: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument(),
      AllVariants: () => expect(screen.getAllByRole('alert')).toHaveLength(1),
    },
  });
});

describe('ErrorText', () => {
  const show = (node: ReactNode) =>
    render(
      <KindredProvider theme="desktop" locale="en">
        {node}
      </KindredProvider>,
    );

  it('is an alert in the danger colour, its icon out of the accessible text', () => {
    show(<ErrorText>Not saved</ErrorText>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Not saved$/);
    expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    show(<p data-testid="muted">hint</p>);
    expect(getComputedStyle(alert).color).not.toBe(getComputedStyle(screen.getByTestId('muted')).color);
  });

  it('drops the role for an error that is part of the screen from the start', () => {
    show(<ErrorText role="none">Closed</ErrorText>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});
