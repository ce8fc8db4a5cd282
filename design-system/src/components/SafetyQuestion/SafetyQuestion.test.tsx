import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './SafetyQuestion.stories';
import { SafetyQuestion } from './SafetyQuestion';
import { safetyStoryTexts } from '../../docs/safetyStoryTexts';

const en = safetyStoryTexts({ locale: 'en' });

describe('SafetyQuestion stories', () => {
  testEveryStory(stories, {
    role: 'group',
    roleFor: { DontAlarm: 'alert', Done: 'status' },
    checks: {
      Asking: () => {
        expect(screen.getByRole('group', { name: 'Does this message bother you?' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Report and block' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'No' })).toBeEnabled();
      },
      Sending: () => {
        expect(screen.getByRole('button', { name: 'Report and block' })).toHaveAttribute('aria-busy', 'true');
        expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
      },
      Done: () => {
        expect(screen.getByRole('status')).toHaveTextContent(en.done);
        expect(screen.queryByRole('button')).toBeNull();
      },
      Failed: () => expect(screen.getByRole('alert')).toHaveTextContent(en.failed),
      UnderAMessage: () => expect(screen.getByText('you are a …')).toBeInTheDocument(),
    },
  });
});

it('reports and blocks, or dismisses, with one tap, in every language', async () => {
  const onReportAndBlock = jest.fn();
  const onDismiss = jest.fn();
  const { rerender } = render(
    <KindredProvider locale="zhtw">
      <SafetyQuestion
        texts={safetyStoryTexts({ locale: 'zhtw' })}
        onReportAndBlock={onReportAndBlock}
        onDismiss={onDismiss}
      />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: '檢舉並封鎖' }));
  expect(onReportAndBlock).toHaveBeenCalledTimes(1);
  rerender(
    <KindredProvider locale="zhcn">
      <SafetyQuestion
        texts={safetyStoryTexts({ locale: 'zhcn' })}
        onReportAndBlock={onReportAndBlock}
        onDismiss={onDismiss}
      />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: '没有' }));
  expect(onDismiss).toHaveBeenCalledTimes(1);
  expect(onReportAndBlock).toHaveBeenCalledTimes(1);
});
