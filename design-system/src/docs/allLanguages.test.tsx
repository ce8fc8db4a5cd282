import { render, screen, within } from '@testing-library/react';
import { AllLanguages } from '../../.storybook/allLanguages';
import { Button } from '../components/Button/Button';
import { loadMessages } from '../i18n/messages';
import { useLocale } from '../i18n/LocaleProvider';

function Greeting() {
  const { t } = useLocale();
  return <Button>{t('common.cancel')}</Button>;
}

it('renders a story once a language, each column in its own language, headed by its name', async () => {
  await Promise.all((['en', 'zhcn', 'zhtw'] as const).map(loadMessages));
  const { container } = render(<AllLanguages theme="mobile" scheme="dark" width={414} render={() => <Greeting />} />);
  const columns = Array.from(container.querySelectorAll('[data-theme][lang]'));
  expect(columns.map((c) => c.getAttribute('lang'))).toEqual(['zh-Hant', 'zh-Hans', 'en']);
  expect(columns.map((c) => within(c as HTMLElement).getByRole('button').textContent)).toEqual([
    '取消',
    '取消',
    'Cancel',
  ]);
  expect(screen.getByText('繁體中文')).toBeTruthy();
  expect(screen.getByText('English')).toBeTruthy();
});
