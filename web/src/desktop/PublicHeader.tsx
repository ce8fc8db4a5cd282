/** The header of the public desktop pages: the brand, the language switch (same `lang` as /m), sign in and sign up. */
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '../app/i18n/react';
import styled from 'styled-components';
import { desktopPaths } from '../app/paths';
import { switchLanguage } from './texts';
import { Button, LanguageSwitch, resolveLocale, type Locale } from '../app/ui';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
`;

const Brand = styled(Link)`
  margin-inline-end: auto;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.text.title.size};
  font-weight: ${({ theme }) => theme.text.heading.weight};
  color: ${({ theme }) => theme.color.text.brand};
  text-decoration: none;
`;

export function PublicHeader() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  return (
    <Header>
      <Brand to={desktopPaths.home}>Kindred</Brand>
      <LanguageSwitch
        value={resolveLocale(i18n.language)}
        onValueChange={(locale: Locale) => void switchLanguage(i18n, locale)}
      />
      <Button variant="ghost" size="sm" onClick={() => navigate(desktopPaths.login)}>
        {t('desk.title.signin')}
      </Button>
      <Button size="sm" onClick={() => navigate(desktopPaths.register)}>
        {t('desk.title.signup')}
      </Button>
    </Header>
  );
}
