import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ConversationNotices.stories';
import { ConversationNotices, type ConversationNoticesProps } from './ConversationNotices';
import { chatStoryTexts } from '../../docs/chatStoryTexts';

const texts = chatStoryTexts({ locale: 'en' });
const translationStories = ['Translating', 'Translated', 'NoTranslation', 'TranslationOn'];

describe('ConversationNotices stories', () => {
  testEveryStory(stories, {
    role: 'alert',
    roleFor: Object.fromEntries(translationStories.map((name) => [name, 'status'])),
    checks: {
      NotAllowed: () => {
        const notice = screen.getByRole('alert');
        expect(notice).toHaveTextContent(texts.notAllowed);
        expect(
          within(notice)
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Upgrade']);
      },
      FreeMessagesUsedUp: () => expect(screen.getByRole('alert')).toHaveTextContent(texts.freeUsedUp),
      LowCredits: () => {
        const notice = screen.getByRole('alert');
        expect(notice).toHaveTextContent(texts.lowCredits);
        expect(
          within(notice)
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Recharge', 'Upgrade']);
        expect(screen.queryByRole('combobox')).toBeNull();
      },
      Translating: () => expect(screen.getByRole('status', { name: 'Translation' })).toHaveTextContent('Translating…'),
      Translated: () => {
        expect(screen.getByRole('combobox', { name: 'Translate into' })).toHaveValue('zh');
        expect(screen.getByRole('status', { name: 'Translation' })).toHaveTextContent(texts.draftTranslated);
      },
      NoTranslation: () =>
        expect(screen.getByRole('status', { name: 'Translation' })).toHaveTextContent(texts.notices.translateEmpty),
      TranslationOn: () => {
        expect(screen.getByRole('status', { name: 'Translation' })).toBeEmptyDOMElement();
        expect(screen.queryByRole('alert')).toBeNull();
      },
      LowCreditsWhileTranslating: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(texts.lowCredits);
        expect(screen.getByRole('combobox', { name: 'Translate into' })).toBeInTheDocument();
      },
    },
  });
});

const renderNotices = (props: Partial<ConversationNoticesProps>, locale: 'en' | 'zhtw' = 'en') =>
  render(
    <KindredProvider locale={locale}>
      <ConversationNotices texts={chatStoryTexts({ locale }).notices} {...props} />
    </KindredProvider>,
  );

it('renders nothing while nothing stops the member and translation is off', () => {
  const { container } = renderNotices({ notice: null, translation: null });
  // The provider's own element is all there is.
  expect(container.firstElementChild).toBeEmptyDOMElement();
});

it('hands the chosen language to the screen, in the texts it is given', async () => {
  const onTargetChange = jest.fn();
  const zhtw = chatStoryTexts({ locale: 'zhtw' });
  renderNotices(
    {
      translation: {
        target: 'en',
        languages: Object.entries(zhtw.languages).map(([value, label]) => ({ value, label })),
        onTargetChange,
        draft: { status: 'pending' },
      },
    },
    'zhtw',
  );
  expect(screen.getByRole('status', { name: '翻譯' })).toHaveTextContent('翻譯中…');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: '翻譯成' }), '簡體中文');
  expect(onTargetChange).toHaveBeenCalledWith('zh');
});

it('offers only the upgrade on an upgrade notice, even when the layout gives a recharge link', () => {
  renderNotices({
    notice: { kind: 'upgrade', message: texts.freeUsedUp },
    upgradeAction: <a href="#upgrade">Upgrade</a>,
    rechargeAction: <a href="#recharge">Recharge</a>,
  });
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Upgrade']);
});
