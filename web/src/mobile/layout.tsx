/**
 * Page structure of the mobile screens: layout only (spacing, columns, headings), built on the theme
 * tokens. Every control on the pages comes from the design system.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '../app/i18n/react';
import { ChevronLeft } from 'lucide-react';
import { IconButton } from '../app/ui';

export const Page = styled.main<{ $withTabBar?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100dvh;
  max-width: 600px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.gutter};
  padding-bottom: ${({ $withTabBar, theme }) => ($withTabBar ? `calc(${theme.space.xxxl} + ${theme.space.xxl})` : theme.space.gutter)};
  background: ${({ theme }) => theme.color.background.canvas};
`;

export const Stack = styled.div<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

export const Heading = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.text.heading.size};
  line-height: ${({ theme }) => theme.text.heading.lineHeight};
  font-weight: ${({ theme }) => theme.text.heading.weight};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Paragraph = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.text.brand};
  font-weight: ${({ theme }) => theme.text.label.weight};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.control.height.lg};
`;

const BarTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.text.title.size};
  line-height: ${({ theme }) => theme.text.title.lineHeight};
  font-weight: ${({ theme }) => theme.text.title.weight};
`;

/** A screen's top bar: back button and title (the design system has no navigation bar yet). */
export function ScreenHeader({ title, back }: { title: ReactNode; back?: string | -1 }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Bar>
      {back !== undefined && (
        <IconButton
          label={t('common.back')}
          icon={<ChevronLeft aria-hidden />}
          onClick={() => (back === -1 ? navigate(-1) : navigate(back))}
        />
      )}
      <BarTitle>{title}</BarTitle>
    </Bar>
  );
}
