/** /w/info/{page}: about us, contact us, help center, privacy policy, refund, terms of use. */
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { desktopPaths, infoPages, type InfoPage as Page } from '../../app/paths';
import { resolveLocale } from '../../app/ui';
import { useLegalPage, useLegalTexts } from '../../features/info/legalPages';
import { Card, Columns, Content, Heading, Paragraph } from '../layout';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  a {
    color: ${({ theme }) => theme.color.text.secondary};
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.brand};
    font-weight: ${({ theme }) => theme.text.label.weight};
  }
`;

function Pages({ locale }: { locale: ReturnType<typeof resolveLocale> }) {
  const { t } = useTranslation();
  const texts = useLegalTexts(locale);
  const titles = infoPages.map((page) => [page, texts?.[page].title ?? page] as const);
  return (
    <Nav aria-label={t('desk.info.nav')}>
      {titles.map(([page, title]) => (
        <NavLink key={page} to={desktopPaths.infoPage(page)}>
          {title}
        </NavLink>
      ))}
    </Nav>
  );
}

export default function InfoPage() {
  const { page = '' } = useParams();
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  const known = (infoPages as readonly string[]).includes(page);
  const text = useLegalPage((known ? page : 'about-us') as Page, locale);
  if (!known) return <Navigate to={desktopPaths.infoPage('about-us')} replace />;
  return (
    <Content>
      <Columns>
        <Card as="article">
          {text && (
            <>
              <Heading>{text.title}</Heading>
              {text.paragraphs.map((paragraph) => (
                <Paragraph key={paragraph}>{paragraph}</Paragraph>
              ))}
            </>
          )}
        </Card>
        <Card>
          <Pages locale={locale} />
        </Card>
      </Columns>
    </Content>
  );
}
